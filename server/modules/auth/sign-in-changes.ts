/**
 * What every change to an account's ways of signing in shares: the owner is told by e-mail, the
 * first strong factor ends the account's other sessions, and the recovery steps (a password reset,
 * an administrator's "sign out everywhere") take away passkeys too fresh to trust.
 */
import { and, count, eq, gt, isNotNull, ne } from 'drizzle-orm';
import type { DbOrTx } from '../../db/types';
import { passkeys, pendingSignIns, recoveryCodes, sessions, totpFactors } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { queueMail } from '../../infra/mail-outbox';
import { languageOf } from '../../infra/mail-text';
import { signInChangeMail, type SignInChange } from './mail';

/** Passkeys younger than this are removed by a password reset or "sign out everywhere". */
export const RECENT_PASSKEY_MS = 24 * 60 * 60 * 1000;

/** Queues the notice of `changes` to the account's address, in the account's language. */
export async function tellSignInChange(
  tx: DbOrTx,
  user: Pick<SessionUser, 'email' | 'firstName' | 'emailVerifiedAt' | 'preferredLanguage'>,
  changes: SignInChange[],
  now: Date,
  publicUrl: string,
): Promise<void> {
  await queueMail(tx, signInChangeMail({ user, changes, publicUrl, lang: languageOf(user) }), now);
}

/** Does the account have a strong factor: a passkey, or an authenticator app that is on? */
export async function hasStrongFactor(tx: DbOrTx, userId: number): Promise<boolean> {
  const [keys] = await tx.select({ n: count() }).from(passkeys).where(eq(passkeys.userId, userId));
  if ((keys?.n ?? 0) > 0) return true;
  const [app] = await tx
    .select({ n: count() })
    .from(totpFactors)
    .where(and(eq(totpFactors.userId, userId), isNotNull(totpFactors.enabledAt)));
  return (app?.n ?? 0) > 0;
}

/**
 * Ends every session of the account but `keep`. Run when the first strong factor is added: a
 * session stolen while the password was the only factor must not outlive the factor that was
 * meant to shut it out.
 */
export async function endOtherSessions(tx: DbOrTx, userId: number, keep: string): Promise<void> {
  await tx.delete(sessions).where(and(eq(sessions.userId, userId), ne(sessions.id, keep)));
}

/**
 * Removes the account's passkeys added in the last 24 hours (the sessions they opened end with
 * them); answers how many. Someone who held a session for a while may have added one to come back
 * with: a recovery step removes it rather than ask a member who may not know what a passkey is.
 */
export async function removeRecentPasskeys(tx: DbOrTx, userId: number, now: Date): Promise<number> {
  const removed = await tx
    .delete(passkeys)
    .where(
      and(
        eq(passkeys.userId, userId),
        gt(passkeys.createdAt, new Date(now.getTime() - RECENT_PASSKEY_MS)),
      ),
    )
    .returning({ id: passkeys.id });
  return removed.length;
}

/**
 * Removes every passkey, the authenticator app, its recovery codes and pending sign-ins of the
 * account. Answers what there was.
 */
export async function removeAllFactors(
  tx: DbOrTx,
  userId: number,
): Promise<{ passkeys: number; totp: boolean }> {
  const keys = await tx
    .delete(passkeys)
    .where(eq(passkeys.userId, userId))
    .returning({ id: passkeys.id });
  const app = await tx
    .delete(totpFactors)
    .where(eq(totpFactors.userId, userId))
    .returning({ enabledAt: totpFactors.enabledAt });
  await tx.delete(recoveryCodes).where(eq(recoveryCodes.userId, userId));
  await tx.delete(pendingSignIns).where(eq(pendingSignIns.userId, userId));
  return { passkeys: keys.length, totp: app.some((row) => row.enabledAt !== null) };
}
