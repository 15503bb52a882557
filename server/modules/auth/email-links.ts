/**
 * Links that prove someone reads an address: the verification link of a new account, and the
 * link that moves an account to a new address. Each carries 256 random bits; only their SHA-256
 * is stored (`email_tokens`); a link lasts EMAIL_LINK_HOURS, is spent by deleting its row inside
 * the transaction that acts on it (so of two simultaneous uses only one succeeds), and a new link
 * of the same purpose replaces the account's older ones.
 */
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../../../contract/i18n';
import { languageOf } from '../../infra/mail-text';
import { and, eq, inArray, lt } from 'drizzle-orm';
import { ALREADY_VERIFIED, EMAIL_LINK_HOURS, INVALID_EMAIL_LINK } from '../../../contract/auth';
import { pathTo, type PageKey } from '../../../contract/pages';
import type { Database, DbOrTx } from '../../db/types';
import { emailTokens, passwordResetTokens, users } from '../../db/schema';
import { hashToken, newToken, type SessionUser } from '../../domain/sessions';
import { findUserByEmail } from '../../db/users';
import { badRequest, conflict } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import { verifyEmailMail } from './mail';
import { isUniqueViolation } from '../../db/types';

export type EmailLinkPurpose = 'verify' | 'change';

const LINK_TTL_MS = EMAIL_LINK_HOURS * 60 * 60 * 1000;

/** Where each purpose's link leads: a page whose button posts the token (GET changes nothing). */
const PAGE = {
  verify: 'verifyEmail',
  change: 'confirmEmail',
} as const satisfies Record<EmailLinkPurpose, PageKey>;

export const EMAIL_NOW_TAKEN =
  'This address now belongs to another account, so yours keeps its current address.';

/**
 * Records a new link for `email` (replacing the account's older links of that purpose) and
 * answers its URL, to be mailed in the same transaction.
 */
export async function newEmailLink(
  tx: DbOrTx,
  opts: {
    userId: number;
    purpose: EmailLinkPurpose;
    email: string;
    now: Date;
    publicUrl: string;
    /** The language of the page the link opens (the member's). */
    lang?: SiteLanguage;
  },
): Promise<string> {
  const token = newToken();
  await tx
    .delete(emailTokens)
    .where(and(eq(emailTokens.userId, opts.userId), eq(emailTokens.purpose, opts.purpose)));
  await tx.delete(emailTokens).where(lt(emailTokens.expiresAt, opts.now));
  await tx.insert(emailTokens).values({
    userId: opts.userId,
    purpose: opts.purpose,
    email: opts.email,
    token: hashToken(token),
    expiresAt: new Date(opts.now.getTime() + LINK_TTL_MS),
    createdAt: opts.now,
  });
  return `${opts.publicUrl}${pathTo(PAGE[opts.purpose], { search: { token }, lang: opts.lang ?? DEFAULT_LANGUAGE })}`;
}

/** Queues the verification link for the account's own address. */
export async function queueVerification(
  tx: DbOrTx,
  user: Pick<SessionUser, 'id' | 'email' | 'preferredLanguage'>,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const lang = languageOf(user);
  const link = await newEmailLink(tx, {
    userId: user.id,
    purpose: 'verify',
    email: user.email,
    now,
    publicUrl,
    lang,
  });
  await queueMail(
    tx,
    verifyEmailMail({
      to: user.email,
      link,
      hours: EMAIL_LINK_HOURS,
      publicUrl,
      lang,
    }),
    now,
  );
}

interface LinkDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
}

/** A new verification link for a signed-in member whose address is not verified yet. */
export async function resendVerification(deps: LinkDeps, user: SessionUser): Promise<void> {
  if (user.emailVerifiedAt) throw conflict(ALREADY_VERIFIED);
  const now = deps.clock();
  await deps.db.transaction((tx) => queueVerification(tx, user, now, deps.publicUrl));
}

/**
 * Follows a link: `verify` marks the account's address verified; `change` moves the account to
 * the new address (verified by this very link). An unknown, used, expired or other-purpose token
 * is 400; a new address another account took meanwhile is 409.
 */
export async function spendEmailLink(
  deps: Pick<LinkDeps, 'db' | 'clock'>,
  purpose: EmailLinkPurpose,
  token: string,
): Promise<void> {
  const now = deps.clock();
  const outcome = await deps.db
    .transaction(async (tx) => {
      // Deleting is what spends the link: of two simultaneous uses only one gets the row back.
      const [spent] = await tx
        .delete(emailTokens)
        .where(and(eq(emailTokens.token, hashToken(token)), eq(emailTokens.purpose, purpose)))
        .returning();
      if (!spent || spent.expiresAt <= now) return 'invalid' as const;
      if (purpose === 'verify') {
        // Only while the account still has the address the link was sent to.
        const verified = await tx
          .update(users)
          .set({ emailVerifiedAt: now })
          .where(and(eq(users.id, spent.userId), eq(users.email, spent.email)))
          .returning({ id: users.id });
        return verified.length > 0 ? ('done' as const) : ('invalid' as const);
      }
      const [account] = await tx.select().from(users).where(eq(users.id, spent.userId));
      if (!account) return 'invalid' as const;
      if (await findUserByEmail(tx, spent.email)) return 'taken' as const;
      await tx
        .update(users)
        .set({ email: spent.email, emailVerifiedAt: now, updatedAt: now })
        .where(eq(users.id, account.id));
      // Links sent for the old address, and reset links of either address, are moot now.
      await tx.delete(emailTokens).where(eq(emailTokens.userId, account.id));
      await tx
        .delete(passwordResetTokens)
        .where(inArray(passwordResetTokens.email, [account.email, spent.email]));
      return 'done' as const;
    })
    .catch((error: unknown) => {
      // Registered in the instant between the check and the move.
      if (isUniqueViolation(error, 'users_email_unique')) return 'taken' as const;
      throw error;
    });
  if (outcome === 'invalid') throw badRequest(INVALID_EMAIL_LINK);
  if (outcome === 'taken') throw conflict(EMAIL_NOW_TAKEN);
}
