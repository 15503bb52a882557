import { and, eq, lt, ne } from 'drizzle-orm';
import type {
  ChangePasswordBody,
  ProfileBody,
  RegisterBody,
  ResetPasswordBody,
} from '../../../contract/auth';
import type { Database } from '../../db/connect';
import { passwordResetTokens, sessions, users } from '../../db/schema';
import {
  createSession,
  deleteExpiredSessions,
  hashToken,
  newToken,
  revokeSession,
  revokeUserSessions,
  type SessionUser,
} from '../../db/sessions';
import { findUserByEmail, uniqueUsername, usernameBase } from '../../db/users';
import { badRequest, conflict, unauthorized } from '../../errors';
import { queueMail, type MailOutbox } from '../../infra/mail-outbox';
import { passwordResetMail } from './mail';
import { checkCredentials, hashPassword, verifyPassword } from './passwords';

export const RESET_TOKEN_TTL_MS = 60 * 60 * 1000;
export const EMAIL_TAKEN = 'An account with this email already exists';
export const INVALID_CREDENTIALS = 'Invalid email or password';
export const INVALID_RESET_LINK =
  'This reset link is invalid or has expired. Please request a new one.';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

export interface AuthDeps {
  db: Database;
  clock: () => Date;
  /** Reset links are queued here in the token's transaction: sent now, retried if SMTP is away. */
  outbox: MailOutbox;
  publicUrl: string;
  log: { error(obj: object, msg: string): void };
}

const isUniqueViolation = (error: unknown, constraint?: string): boolean => {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const { code, constraint: c } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || c === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
};

/** Creates a member. No session: the screens send the new member to sign in. */
export async function register(deps: AuthDeps, body: RegisterBody): Promise<SessionUser> {
  const { db, clock } = deps;
  if (await findUserByEmail(db, body.email)) throw conflict(EMAIL_TAKEN);
  const hash = await hashPassword(body.password);
  const now = clock();
  try {
    return await db.transaction(async (tx) => {
      const username = await uniqueUsername(tx, body.username || usernameBase(body.email));
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
        .returning();
      if (!user) throw new Error('user insert returned no row');
      return user;
    });
  } catch (error) {
    // A concurrent registration of the same address won the race.
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/**
 * Checks the credentials and opens a new session (a fresh id at every sign-in; the session the
 * browser came with, if any, is ended). Unknown e-mail and wrong password answer alike.
 */
export async function login(
  deps: AuthDeps,
  input: { email: string; password: string; previousSessionId: string | null; userAgent?: string },
): Promise<{ user: SessionUser; token: string; expiresAt: Date }> {
  const { db, clock } = deps;
  const user = await findUserByEmail(db, input.email);
  const ok = await checkCredentials(user?.password, input.password);
  if (!user || !ok) throw unauthorized(INVALID_CREDENTIALS);
  const now = clock();
  const session = await db.transaction(async (tx) => {
    if (input.previousSessionId) await revokeSession(tx, input.previousSessionId);
    await deleteExpiredSessions(tx, now);
    return createSession(tx, user.id, now, input.userAgent);
  });
  return { user, ...session };
}

export async function logout(deps: AuthDeps, sessionId: string | null): Promise<void> {
  if (sessionId) await revokeSession(deps.db, sessionId);
}

/**
 * Sends a reset link when the account exists; does nothing visible otherwise. The token is
 * 256 random bits; only its SHA-256 is stored; a new request replaces older tokens.
 */
export async function requestPasswordReset(deps: AuthDeps, email: string): Promise<void> {
  const { db, clock } = deps;
  const now = clock();
  const user = await findUserByEmail(db, email);
  if (!user) return;
  const token = newToken();
  const link = `${deps.publicUrl}/reset-password?token=${encodeURIComponent(token)}`;
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
  // Not awaited: the answer must not take longer when the account exists.
  deps.outbox.tick().catch((error: unknown) => {
    deps.log.error({ err: error }, 'password reset mail could not be sent');
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

export async function updateProfile(
  deps: AuthDeps,
  user: SessionUser,
  body: ProfileBody,
): Promise<SessionUser> {
  const { db, clock } = deps;
  if (body.email !== undefined && body.email !== user.email) {
    const other = await findUserByEmail(db, body.email);
    if (other && other.id !== user.id) throw conflict(EMAIL_TAKEN);
  }
  try {
    const [updated] = await db
      .update(users)
      .set({
        ...(body.email !== undefined ? { email: body.email } : {}),
        ...(body.firstName !== undefined ? { firstName: body.firstName } : {}),
        ...(body.lastName !== undefined ? { lastName: body.lastName } : {}),
        updatedAt: clock(),
      })
      .where(eq(users.id, user.id))
      .returning();
    if (!updated) throw unauthorized();
    return updated;
  } catch (error) {
    if (isUniqueViolation(error, 'users_email_unique')) throw conflict(EMAIL_TAKEN);
    throw error;
  }
}

/** Changes the password; every other session of the member ends, this one stays. */
export async function changePassword(
  deps: AuthDeps,
  user: SessionUser,
  currentSessionId: string,
  body: ChangePasswordBody,
): Promise<void> {
  const { db, clock } = deps;
  if (!(await verifyPassword(user.password, body.currentPassword))) {
    throw badRequest(WRONG_CURRENT_PASSWORD, { currentPassword: [WRONG_CURRENT_PASSWORD] });
  }
  const hash = await hashPassword(body.newPassword);
  await db.transaction(async (tx) => {
    await tx.update(users).set({ password: hash, updatedAt: clock() }).where(eq(users.id, user.id));
    await tx
      .delete(sessions)
      .where(and(eq(sessions.userId, user.id), ne(sessions.id, currentSessionId)));
    await tx.delete(passwordResetTokens).where(eq(passwordResetTokens.email, user.email));
  });
}
