import argon2 from 'argon2';
import { eq } from 'drizzle-orm';
import type { Database } from './connect';
import { users } from './schema';
import { findUserByEmail, uniqueUsername, usernameBase } from './users';

export const hashPassword = (password: string) => argon2.hash(password, { type: argon2.argon2id });

/**
 * Makes the account an administrator, creating it when missing. `resetPassword` also sets the
 * password of an existing account (the operator asked for it); start-up never does that.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string },
  opts: { resetPassword?: boolean } = {},
): Promise<{ id: number; created: boolean }> {
  const email = admin.email.trim().toLowerCase();
  const hash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      await tx
        .update(users)
        .set({
          isAdmin: true,
          updatedAt: new Date(),
          ...(opts.resetPassword ? { password: hash } : {}),
        })
        .where(eq(users.id, existing.id));
      return { id: existing.id, created: false };
    }
    const username = await uniqueUsername(tx, usernameBase(email));
    const [row] = await tx
      .insert(users)
      .values({ email, username, password: hash, isAdmin: true, firstName: 'Administrator' })
      .returning({ id: users.id });
    if (!row) throw new Error('admin insert returned no row');
    return { id: row.id, created: true };
  });
}
