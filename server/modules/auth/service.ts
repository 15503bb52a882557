import { createHash } from 'node:crypto';
import { and, eq, lt, ne } from 'drizzle-orm';
import {
  CURRENT_PASSWORD_REQUIRED,
  MEMBER_NOT_FOUND,
  EMAIL_LINK_HOURS,
  isEmailChange,
  WRONG_CURRENT_PASSWORD,
  type ChangePasswordBody,
  type ProfileBody,
  type RegisterBody,
  type ResetPasswordBody,
} from '../../../contract/auth';
import { languageOf } from '../../infra/mail-text';
import type { SiteLanguage } from '../../../contract/i18n';
import type { Database, DbOrTx } from '../../db/types';
import { emailTokens, passwordResetTokens, sessions, users } from '../../db/schema';
import {
  hashToken,
  newToken,
  revokeSession,
  revokeUserSessions,
  signInSession,
  type SignInOrigin,
  type SessionUser,
} from '../../domain/sessions';
import { findUserByEmail, findUserById, uniqueUsername, usernameBase } from '../../db/users';
import { badRequest, conflict, notFound, unauthorized } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import { endSession, listSessions } from './active-sessions';
import { newEmailLink, queueVerification, resendVerification, spendEmailLink } from './email-links';
import {
  addressInUseMail,
  confirmEmailChangeMail,
  emailChangeNoticeMail,
  passwordResetMail,
  registrationAttemptMail,
} from './mail';
import { provenFirstName } from '../../infra/mail';
import { removeAllFactors, removeRecentPasskeys, tellSignInChange } from './sign-in-changes';
import { checkCredentials, hashPassword, verifyPassword } from './passwords';
import { createPendingSignIn, totpEnabled } from './second-factor';
import { isUniqueViolation } from '../../db/types';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const USERNAME_TAKEN = 'This username is already taken. Please try again.';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_RESET_LINK =
  'This reset link is invalid or has expired. Please request a new one.';

export interface AuthServiceDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
}

const USERNAME_INDEXES = ['users_username_unique', 'users_username_lower_unique'];
const isUsernameTaken = (error: unknown) =>
  USERNAME_INDEXES.some((index) => isUniqueViolation(error, index));

/**
 * Creates a member and mails a verification link; no session (the screens send the new member
 * to sign in). When the address already has an account nothing is created and its owner is told
 * by e-mail instead. Both ways cost one argon2 hash and one transaction that queues one message,
 * and the caller answers both alike, so registration cannot be used to learn who has an account.
 * Sign-ups deriving one name take turns (uniqueUsername); one that loses its name to another
 * base's (a chosen 'gaius2' beside a derived 'gaius' + 2) goes round again for the next free name,
 * and only a run of such losses answers 409.
 */
async function register(deps: AuthServiceDeps, body: RegisterBody): Promise<void> {
  const hash = await hashPassword(body.password);
  for (let attempt = 1; ; attempt++) {
    try {
      await insertMember(deps, body, hash);
      break;
    } catch (error) {
      if (!isUsernameTaken(error)) throw error;
      if (attempt === 3) throw conflict(USERNAME_TAKEN);
    }
  }
}

async function insertMember(
  { db, clock, publicUrl }: AuthServiceDeps,
  body: RegisterBody,
  hash: string,
): Promise<void> {
  const now = clock();
  await db.transaction(async (tx) => {
    const username = await uniqueUsername(tx, body.username || usernameBase(body.email));
    // The unique address decides, also between two simultaneous registrations of it.
    const [user] = await tx
      .insert(users)
      .values({
        email: body.email,
        username,
        password: hash,
        firstName: body.firstName,
        lastName: body.lastName,
        preferredLanguage: body.preferredLanguage ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: users.email })
      .returning();
    if (user) {
      await queueVerification(tx, user, now, publicUrl);
      return;
    }
    const owner = await findUserByEmail(tx, body.email);
    if (owner) {
      await queueMail(
        tx,
        registrationAttemptMail({
          to: owner.email,
          firstName: provenFirstName(owner),
          publicUrl,
          lang: languageOf(owner),
        }),
        now,
      );
    }
  });
}

export type LoginOutcome =
  | { kind: 'session'; user: SessionUser; token: string; expiresAt: Date }
  | { kind: 'second-factor'; user: SessionUser; token: string; expiresAt: Date };

/**
 * Checks the credentials. Without two-step verification a new session opens (a fresh id at every
 * sign-in; the session the browser came with, if any, is ended). With it, the answer is a pending
 * sign-in that a code completes (second-factor.ts). Unknown e-mail and wrong password answer
 * alike.
 */
async function login(
  deps: AuthServiceDeps,
  input: SignInOrigin & { email: string; password: string },
): Promise<LoginOutcome> {
  const { db, clock } = deps;
  const { email, password, ...origin } = input;
  const user = await findUserByEmail(db, email);
  const ok = await checkCredentials(user?.password, password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  const now = clock();
  return db.transaction(async (tx) => {
    if (await totpEnabled(tx, user.id)) {
      return { kind: 'second-factor', user, ...(await createPendingSignIn(tx, user.id, now)) };
    }
    const session = await signInSession(tx, { ...origin, userId: user.id, now });
    return { kind: 'session', ...session };
  });
}

/** The account whose password this is, else undefined (the same work either way). */
async function passwordHolder(
  deps: AuthServiceDeps,
  email: string,
  password: string,
): Promise<SessionUser | undefined> {
  const user = await findUserByEmail(deps.db, email);
  const ok = await checkCredentials(user?.password, password);
  return user && ok ? user : undefined;
}

async function logout(deps: AuthServiceDeps, sessionId: string | null): Promise<void> {
  if (sessionId) await revokeSession(deps.db, sessionId);
}

/**
 * Sends a reset link when the account exists, in the member's language (else the language of the
 * page the request came from); does nothing visible otherwise. The route calls
 * this after it has answered, so neither the answer nor its timing depends on the account. The
 * token is 256 random bits; only its SHA-256 is stored; a new request replaces older tokens.
 */
async function requestPasswordReset(
  deps: AuthServiceDeps,
  email: string,
  pageLanguage: SiteLanguage | undefined,
): Promise<void> {
  const { db, clock } = deps;
  const now = clock();
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  const message = passwordResetMail({
    to: user.email,
    firstName: provenFirstName(user),
    token,
    lang: user.preferredLanguage ? languageOf(user) : (pageLanguage ?? languageOf(user)),
    publicUrl: deps.publicUrl,
  });
  await db.transaction(async (tx) => {
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, user.email));
    await tx.delete(passwordResetTokens).where(lt(passwordResetTokens.expiresAt, now));
    await tx.insert(passwordResetTokens).values({
      email: user.email,
      token: hashToken(token),
      expiresAt: new Date(now.getTime() + RESET_TOKEN_TTL_MS),
      createdAt: now,
    });
    await queueMail(tx, message, now);
  });
}

/**
 * Spends the token, sets the password, signs the account out everywhere and removes passkeys added
 * in the last 24 hours; the account's address is told. Answers that address: its sign-in limits
 * start anew with the new password.
 */
async function resetPassword(
  deps: AuthServiceDeps,
  body: ResetPasswordBody,
): Promise<{ email: string }> {
  const { db, clock } = deps;
  const now = clock();
  const tokenHash = hashToken(body.token);
  const [found] = await db
    .select()
    .from(passwordResetTokens)
    .where(eq(passwordResetTokens.token, tokenHash))
    .limit(1);
  if (!found || found.expiresAt <= now) throw badRequest(INVALID_RESET_LINK);
  const hash = await hashPassword(body.newPassword);
  const changed = await db.transaction(async (tx) => {
    // Deleting is what spends the token: of two concurrent uses only one gets the row back.
    const [spent] = await tx
      .delete(passwordResetTokens)
      .where(eq(passwordResetTokens.token, tokenHash))
      .returning();
    if (!spent || spent.expiresAt <= now) return false;
    const [user] = await tx
      .update(users)
      .set({ password: hash, updatedAt: now })
      .where(eq(users.email, spent.email))
      .returning();
    if (!user) return false;
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, spent.email));
    await revokeUserSessions(tx, user.id);
    // Whoever had the account may have added a passkey to come back with: a fresh one goes too.
    const removed = await removeRecentPasskeys(tx, user.id, now);
    await tellSignInChange(
      tx,
      user,
      [
        { kind: 'passwordReset' },
        ...(removed > 0 ? [{ kind: 'recentPasskeysRemoved' as const, count: removed }] : []),
      ],
      now,
      deps.publicUrl,
    );
    return true;
  });
  if (!changed) throw badRequest(INVALID_RESET_LINK);
  return { email: found.email };
}

/**
 * A fingerprint of the account's current password, for the sign-in limits: guesses are counted
 * against one password, and a new one (reset or changed) starts a new count. Not the stored hash
 * itself (the counts may live in Redis); empty when there is no such account.
 */
async function passwordGeneration(deps: AuthServiceDeps, email: string): Promise<string> {
  const user = await findUserByEmail(deps.db, email);
  return user
    ? createHash('sha256').update(`sign-in-count:${user.password}`).digest('base64url').slice(0, 16)
    : '';
}

/** The account's password, or a 400 on the `currentPassword` field. */
async function checkCurrentPassword(user: SessionUser, password: string | undefined) {
  if (!password) {
    throw badRequest(CURRENT_PASSWORD_REQUIRED, { currentPassword: [CURRENT_PASSWORD_REQUIRED] });
  }
  if (!(await verifyPassword(user.password, password))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
}

/**
 * Names change at once. A new address needs the current password and changes nothing yet: a
 * link goes to the new address (the move happens when it is followed, see email-links.ts) and
 * the current address is told. When the new address already has an account, its owner is told
 * instead of being sent a link; the member's answer is the same either way.
 */
async function updateProfile(
  deps: AuthServiceDeps,
  user: SessionUser,
  body: ProfileBody,
): Promise<{ user: SessionUser; pendingEmail: string | null }> {
  const { db, clock, publicUrl } = deps;
  const newEmail =
    body.email !== undefined && isEmailChange(body.email, user.email) ? body.email : null;
  if (newEmail) await checkCurrentPassword(user, body.currentPassword);
  const now = clock();
  const names = {
    ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
    ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
    ...(body.preferredLanguage !== undefined ? { preferredLanguage: body.preferredLanguage } : {}),
  };
  const updated = await db.transaction(async (tx) => {
    let row = user;
    if (Object.keys(names).length > 0) {
      const [changed] = await tx
        .update(users)
        .set({ ...names, updatedAt: now })
        .where(eq(users.id, user.id))
        .returning();
      if (!changed) throw unauthorized();
      row = changed;
    }
    if (newEmail) await queueEmailChange(tx, row, newEmail, now, publicUrl);
    return row;
  });
  return { user: updated, pendingEmail: newEmail };
}

async function queueEmailChange(
  tx: DbOrTx,
  user: SessionUser,
  newEmail: string,
  now: Date,
  publicUrl: string,
): Promise<void> {
  const lang = languageOf(user);
  const owner = await findUserByEmail(tx, newEmail);
  if (owner) {
    // As a request for a free address would, this one replaces the member's older links.
    await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'change')));
    await queueMail(
      tx,
      addressInUseMail({
        to: owner.email,
        firstName: provenFirstName(owner),
        publicUrl,
        lang: languageOf(owner),
      }),
      now,
    );
  } else {
    const link = await newEmailLink(tx, {
      userId: user.id,
      purpose: 'change',
      email: newEmail,
      now,
      publicUrl,
      lang,
    });
    await queueMail(
      tx,
      confirmEmailChangeMail({
        to: newEmail,
        link,
        hours: EMAIL_LINK_HOURS,
        publicUrl,
        lang,
      }),
      now,
    );
  }
  await queueMail(
    tx,
    emailChangeNoticeMail({
      to: user.email,
      firstName: provenFirstName(user),
      newEmail,
      publicUrl,
      lang,
    }),
    now,
  );
}

/**
 * Changes the password; every other session of the member ends, this one stays; the account's
 * address is told.
 */
async function changePassword(
  deps: AuthServiceDeps,
  user: SessionUser,
  currentSessionId: string,
  body: ChangePasswordBody,
): Promise<void> {
  const { db, clock } = deps;
  await checkCurrentPassword(user, body.currentPassword);
  const hash = await hashPassword(body.newPassword);
  const now = clock();
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash, updatedAt: now }).where(eq(users.id, user.id));
    await tellSignInChange(tx, user, [{ kind: 'passwordChanged' }], now, deps.publicUrl);
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, user.email));
  });
}

/**
 * Accounts: registering, signing in and out with a password, resetting and changing it, the
 * profile and its e-mail links, and the member's sessions.
 */
export function createAuthService(deps: AuthServiceDeps) {
  const { db, clock } = deps;
  return {
    register: (body: RegisterBody) => register(deps, body),
    login: (input: Parameters<typeof login>[1]) => login(deps, input),
    passwordHolder: (email: string, password: string) => passwordHolder(deps, email, password),
    logout: (sessionId: string | null) => logout(deps, sessionId),
    requestPasswordReset: (email: string, pageLanguage?: SiteLanguage) =>
      requestPasswordReset(deps, email, pageLanguage),
    resetPassword: (body: ResetPasswordBody) => resetPassword(deps, body),
    passwordGeneration: (email: string) => passwordGeneration(deps, email),
    updateProfile: (user: SessionUser, body: ProfileBody) => updateProfile(deps, user, body),
    changePassword: (user: SessionUser, currentSessionId: string, body: ChangePasswordBody) =>
      changePassword(deps, user, currentSessionId, body),

    /** Marks the account's address verified with the token of the verification e-mail. */
    verifyEmail: (token: string) => spendEmailLink(deps, 'verify', token),
    /** Moves the account to its new address with the token mailed there. */
    confirmEmailChange: (token: string) => spendEmailLink(deps, 'change', token),
    resendVerification: (user: SessionUser) => resendVerification(deps, user),

    listSessions: (user: SessionUser, currentSessionId: string) =>
      listSessions(db, user, currentSessionId, clock()),
    /** Answers the stored id of the session ended, or undefined when the member has no such one. */
    endSession: (userId: number, publicId: string) => endSession(db, userId, publicId),
    /** A member's address, or undefined for no such member (the audit trail names them). */
    memberEmail: async (memberId: number, dbOrTx: DbOrTx = db): Promise<string | undefined> =>
      (await findUserById(dbOrTx, memberId))?.email,
    /**
     * Ends every session of a member (an administrator's act) and removes passkeys added in the
     * last 24 hours, telling the member when any went; 404 for no such member.
     */
    async signOutEverywhere(memberId: number): Promise<number> {
      const member = await findUserById(db, memberId);
      if (!member) throw notFound(MEMBER_NOT_FOUND);
      const now = clock();
      return db.transaction(async (tx) => {
        const ended = await revokeUserSessions(tx, member.id);
        const removed = await removeRecentPasskeys(tx, member.id, now);
        if (removed > 0) {
          const change = { kind: 'recentPasskeysRemoved' as const, count: removed };
          await tellSignInChange(tx, member, [change], now, deps.publicUrl);
        }
        return ended;
      });
    },
    /**
     * Removes every passkey and the authenticator app of a member (an administrator's act, for a
     * member who lost them or whose account was taken over) and ends all their sessions; the
     * member is told. 404 for no such member.
     */
    async removeFactors(memberId: number): Promise<{ passkeys: number; totp: boolean }> {
      const member = await findUserById(db, memberId);
      if (!member) throw notFound(MEMBER_NOT_FOUND);
      const now = clock();
      return db.transaction(async (tx) => {
        const removed = await removeAllFactors(tx, member.id);
        await revokeUserSessions(tx, member.id);
        await tellSignInChange(tx, member, [{ kind: 'factorsRemoved' }], now, deps.publicUrl);
        return removed;
      });
    },
  };
}

export type AuthService = ReturnType<typeof createAuthService>;
