import { and, eq, lt, ne } from 'drizzle-orm';
import {
  CURRENT_PASSWORD_REQUIRED,
  EMAIL_LINK_HOURS,
  isEmailChange,
  WRONG_CURRENT_PASSWORD,
  type ChangePasswordBody,
  type ProfileBody,
  type RegisterBody,
  type ResetPasswordBody,
} from '../../../contract/auth';
import { pathTo } from '../../../contract/pages';
import type { Database, DbOrTx } from '../../db/connect';
import { emailTokens, passwordResetTokens, sessions, users } from '../../db/schema';
import {
  hashToken,
  newToken,
  revokeSession,
  revokeUserSessions,
  signInSession,
  type SessionUser,
} from '../../db/sessions';
import { findUserByEmail, uniqueUsername, usernameBase } from '../../db/users';
import { badRequest, conflict, unauthorized } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import { newEmailLink, queueVerification } from './email-links';
import {
  addressInUseMail,
  confirmEmailChangeMail,
  emailChangeNoticeMail,
  passwordResetMail,
  registrationAttemptMail,
} from './mail';
import { checkCredentials, hashPassword, verifyPassword } from './passwords';
import { createPendingSignIn, totpEnabled } from './second-factor';
import { isUniqueViolation } from '../../db/errors';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const USERNAME_TAKEN = 'This username is already taken. Please try again.';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_RESET_LINK =
  'This reset link is invalid or has expired. Please request a new one.';

export interface AuthDeps {
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
 * A concurrent registration that takes the same username first sends this one round again for
 * the next free name; only a run of such losses answers 409.
 */
export async function register(deps: AuthDeps, body: RegisterBody): Promise<void> {
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
  { db, clock, publicUrl }: AuthDeps,
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
        registrationAttemptMail({ to: owner.email, firstName: owner.firstName, publicUrl }),
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
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; previousSessionId: string | null; userAgent?: string },
): Promise<LoginOutcome> {
  const { db, clock } = deps;
  const user = await findUserByEmail(db, input.email);
  const ok = await checkCredentials(user?.password, input.password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  const now = clock();
  return db.transaction(async (tx) => {
    if (await totpEnabled(tx, user.id)) {
      return { kind: 'second-factor', user, ...(await createPendingSignIn(tx, user.id, now)) };
    }
    const session = await signInSession(tx, {
      userId: user.id,
      now,
      previousSessionId: input.previousSessionId,
      userAgent: input.userAgent,
    });
    return { kind: 'session', user, ...session };
  });
}

export async function logout(deps: AuthDeps, sessionId: string | null): Promise<void> {
  if (sessionId) await revokeSession(deps.db, sessionId);
}

/**
 * Sends a reset link when the account exists; does nothing visible otherwise. The route calls
 * this after it has answered, so neither the answer nor its timing depends on the account. The
 * token is 256 random bits; only its SHA-256 is stored; a new request replaces older tokens.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock();
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  const link = `${deps.publicUrl}${pathTo('resetPassword', { search: { token } })}`;
  const message = passwordResetMail({
    to: user.email,
    firstName: user.firstName,
    link,
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

/** Spends the token, sets the password and signs the account out everywhere. */
export async function resetPassword(deps: AuthDeps, body: ResetPasswordBody): Promise<void> {
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
      .returning({ id: users.id });
    if (!user) return false;
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, spent.email));
    await revokeUserSessions(tx, user.id);
    return true;
  });
  if (!changed) throw badRequest(INVALID_RESET_LINK);
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
export async function updateProfile(
  deps: AuthDeps,
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
  const owner = await findUserByEmail(tx, newEmail);
  if (owner) {
    // As a request for a free address would, this one replaces the member's older links.
    await tx
      .delete(emailTokens)
      .where(and(eq(emailTokens.userId, user.id), eq(emailTokens.purpose, 'change')));
    await queueMail(
      tx,
      addressInUseMail({ to: owner.email, firstName: owner.firstName, publicUrl }),
      now,
    );
  } else {
    const link = await newEmailLink(tx, {
      userId: user.id,
      purpose: 'change',
      email: newEmail,
      now,
      publicUrl,
    });
    await queueMail(
      tx,
      confirmEmailChangeMail({
        to: newEmail,
        firstName: user.firstName,
        link,
        hours: EMAIL_LINK_HOURS,
        publicUrl,
      }),
      now,
    );
  }
  await queueMail(
    tx,
    emailChangeNoticeMail({ to: user.email, firstName: user.firstName, newEmail, publicUrl }),
    now,
  );
}

/** Changes the password; every other session of the member ends, this one stays. */
export async function changePassword(
  deps: AuthDeps,
  user: SessionUser,
  currentSessionId: string,
  body: ChangePasswordBody,
): Promise<void> {
  const { db, clock } = deps;
  await checkCurrentPassword(user, body.currentPassword);
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash, updatedAt: clock() }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, user.email));
  });
}
