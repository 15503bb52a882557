import { eq, sql } from 'drizzle-orm';
import { assertAdminPassword } from '../password-strength';
import type { Database, DbOrTx } from '../db/types';
import {
  emailTokens,
  passkeys,
  passwordResetTokens,
  pendingSignIns,
  recoveryCodes,
  totpFactors,
  users,
} from '../db/schema';
import type { StaffRole } from '../../contract/staff';
import { hashPassword } from './passwords';
import { staffColumns } from './staff';
import { revokeUserSessions } from './sessions';
import { findUserByEmail, uniqueUsername, usernameBase } from '../db/users';

/**
 * What became of the address:
 * - `created`: a new administrator account;
 * - `already-admin`: it was an administrator (its password set only with `resetPassword`);
 * - `promoted`: an existing member made administrator, as the operator asked;
 * - `member-not-promoted`: an existing member, whose address was verified, left as they are,
 *   because the operator did not ask to promote. Anyone can register, or change their profile to,
 *   the address an operator will later name, so promoting silently would hand the site to whoever
 *   claimed it first;
 * - `unverified-member-not-promoted`: the same, for an account whose address was never verified:
 *   whoever registered it may not own the address at all. Promoted only with `force`.
 */
export type EnsureAdminOutcome =
  | 'created'
  | 'already-admin'
  | 'promoted'
  | 'member-not-promoted'
  | 'unverified-member-not-promoted';

/**
 * Makes `admin.email` an administrator account. `resetPassword` sets the password of an existing
 * account (the operator typed it); `promoteExisting` allows making an existing member an
 * administrator. Whenever an existing account is promoted or its password set, every session of
 * it ends, so nobody keeps a session opened under the old password or the old role; setting the
 * password also removes its two-step verification (the operator's way back for a lost phone). An
 * account whose address was never verified is promoted only with `force`. Promoting or setting
 * the password also removes the account's passkeys, pending sign-ins and e-mail links: whoever
 * held the account before (a squatter on the address) keeps no way in. A password under the
 * administrators' bar is refused (WeakAdminPasswordError) before anything is written.
 */
export async function ensureAdmin(
  db: Database,
  admin: { email: string; password: string },
  opts: { resetPassword?: boolean; promoteExisting?: boolean; force?: boolean } = {},
): Promise<{ id: number; outcome: EnsureAdminOutcome }> {
  assertAdminPassword(admin.password);
  const email = admin.email.trim().toLowerCase();
  const hash = await hashPassword(admin.password);
  return db.transaction(async (tx) => {
    const existing = await findUserByEmail(tx, email);
    if (existing) {
      if (
        !existing.isAdmin &&
        (!opts.promoteExisting || (!existing.emailVerifiedAt && !opts.force))
      ) {
        return {
          id: existing.id,
          outcome: existing.emailVerifiedAt
            ? ('member-not-promoted' as const)
            : ('unverified-member-not-promoted' as const),
        };
      }
      if (existing.isAdmin && !opts.resetPassword) {
        return { id: existing.id, outcome: 'already-admin' as const };
      }
      await tx
        .update(users)
        .set({
          ...staffColumns([
            ...(existing.roles as StaffRole[]),
            await administratorRole(tx, existing.id),
          ]),
          // The operator named this address (and asked for this account): it counts as verified.
          emailVerifiedAt: existing.emailVerifiedAt ?? new Date(),
          updatedAt: new Date(),
          ...(opts.resetPassword ? { password: hash } : {}),
        })
        .where(eq(users.id, existing.id));
      await revokeUserSessions(tx, existing.id);
      // Ways in that did not come from the operator: passkeys (a squatter's), sign-ins waiting
      // for a code, and links mailed for the account (to verify, to move, to reset).
      await tx.delete(passkeys).where(eq(passkeys.userId, existing.id));
      await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, existing.id));
      await tx.delete(emailTokens).where(eq(emailTokens.userId, existing.id));
      await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, existing.email));
      if (opts.resetPassword) {
        // The operator at the console is the way back for an administrator who lost both the
        // phone and the recovery codes: they sign in with the new password and enrol again.
        await tx.delete(totpFactors).where(eq(totpFactors.userId, existing.id));
        await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, existing.id));
      }
      return { id: existing.id, outcome: existing.isAdmin ? 'already-admin' : 'promoted' };
    }
    const username = await uniqueUsername(tx, usernameBase(email));
    const [row] = await tx
      .insert(users)
      .values({
        email,
        username,
        password: hash,
        ...staffColumns([await administratorRole(tx)]),
        firstName: 'Administrator',
        emailVerifiedAt: new Date(),
      })
      .returning({ id: users.id });
    if (!row) throw new Error('admin insert returned no row');
    return { id: row.id, outcome: 'created' as const };
  });
}

/**
 * The role an administrator named by the operator gets: owner while the site has none (the
 * first), admin after. `except` is the account being promoted (already the owner: stays one).
 */
async function administratorRole(tx: DbOrTx, except?: number): Promise<StaffRole> {
  const [owner] = await tx
    .select({ id: users.id })
    .from(users)
    .where(sql`'owner' = ANY(${users.roles})`)
    .limit(1);
  return !owner || owner.id === except ? 'owner' : 'admin';
}

/** The operator's line for each outcome: printed by `admin:create`, logged at start-up. */
export function describeAdminOutcome(
  email: string,
  outcome: EnsureAdminOutcome,
  how: { passwordSet: boolean; promoteHint: string },
): string {
  switch (outcome) {
    case 'created':
      return `Administrator ${email} created.`;
    case 'promoted':
      return `${email} was a member and is now an administrator${how.passwordSet ? ' (password set)' : ''}; their sessions were ended.`;
    case 'already-admin':
      return how.passwordSet
        ? `${email} is an administrator; password updated and their sessions ended.`
        : `${email} is already an administrator; nothing changed.`;
    case 'member-not-promoted':
      return `${email} belongs to an existing member account (its address was verified), which was NOT made an administrator. If you are sure that account is yours, ${how.promoteHint}.`;
    case 'unverified-member-not-promoted':
      return `${email} belongs to an existing member account whose address was NEVER verified (whoever registered it may not own the address), which was NOT made an administrator. Promoting it is refused unless you add --force; better, delete that account or have the address's owner verify it first, then ${how.promoteHint}.`;
  }
}
