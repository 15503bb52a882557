import { eq, ilike, sql } from 'drizzle-orm';
import type { DbOrTx } from './types';
import { escapeLike } from './like';
import { users } from './schema';

/** The part of the e-mail before '@', reduced to safe characters. */
export function usernameBase(email: string): string {
  const local = email.split('@')[0] ?? '';
  const cleaned = local
    .toLowerCase()
    .replace(/[^a-z0-9._-]/g, '')
    .slice(0, 30);
  return cleaned || 'member';
}

/**
 * `base` if free, else `base2`, `base3`, …; a name taken in any case counts ('Alice' makes
 * 'alice' taken). The unique index on lower(username) still has the last word.
 *
 * Call it inside the transaction that inserts the name: it holds a lock on the name until that
 * transaction ends, so simultaneous sign-ups deriving one name take turns and each sees the
 * names the others took, instead of all choosing the same next one and losing to each other.
 */
export async function uniqueUsername(db: DbOrTx, base: string): Promise<string> {
  await db.execute(sql`select pg_advisory_xact_lock(hashtext(${base.toLowerCase()}))`);
  const taken = new Set(
    (
      await db
        .select({ username: users.username })
        .from(users)
        .where(ilike(users.username, `${escapeLike(base)}%`))
    ).map((r) => r.username.toLowerCase()),
  );
  if (!taken.has(base.toLowerCase())) return base;
  for (let n = 2; ; n++) {
    const candidate = `${base}${n}`;
    if (!taken.has(candidate.toLowerCase())) return candidate;
  }
}

export async function findUserByEmail(db: DbOrTx, email: string) {
  const [user] = await db.select().from(users).where(eq(users.email, email.toLowerCase())).limit(1);
  return user;
}

export async function findUserById(db: DbOrTx, id: number) {
  const [user] = await db.select().from(users).where(eq(users.id, id)).limit(1);
  return user;
}

/** Who a member is, as each view of an account begins: the id, the names and the address. */
export function identityOf(
  user: Pick<typeof users.$inferSelect, 'id' | 'username' | 'email' | 'firstName' | 'lastName'>,
) {
  const { id, username, email, firstName, lastName } = user;
  return { id, username, email, firstName, lastName };
}
