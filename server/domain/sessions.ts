import { createHash, randomBytes } from 'node:crypto';
import { eq, lt, or, sql } from 'drizzle-orm';
import type { Database, DbOrTx } from '../db/types';
import { noReadCache, type ReadCache } from '../db/read-cache';
import { columnsOf } from '../db/columns-of';
import { memberSuspensions, sessions, users } from '../db/schema';
import { ACCOUNT_SUSPENDED } from '../../contract/people';
import { forbidden } from '../errors';
import { recordAudit } from './audit';
import { isStaff } from './staff';

const DAY_MS = 24 * 60 * 60 * 1000;
/** A session unused this long ends (each use moves it on). */
export const SESSION_TTL_MS = 30 * DAY_MS;
/** However much it is used, a session ends this long after sign-in. */
export const SESSION_ABSOLUTE_MS = 90 * DAY_MS;
/** A staff member's session ends after this long unused: their sessions can do the most harm. */
export const ADMIN_IDLE_MS = 12 * 60 * 60 * 1000;
/** How stale "last used" may get before a request writes it again. */
export const LAST_SEEN_RESOLUTION_MS = 5 * 60 * 1000;

/** When a session ends if not used again: the sliding expiry, capped by the absolute lifetime. */
const expiryFrom = (now: Date, createdAt: Date): Date =>
  new Date(Math.min(now.getTime() + SESSION_TTL_MS, createdAt.getTime() + SESSION_ABSOLUTE_MS));

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export type SessionUser = typeof users.$inferSelect;

/**
 * Creates a session and answers the token for the cookie; only its hash is stored.
 * `multiFactor`: the sign-in proved two factors (see `sessions.multiFactor`).
 */
export async function createSession(
  db: DbOrTx,
  userId: number,
  now: Date,
  userAgent?: string,
  {
    multiFactor = false,
    passkeyId = null,
  }: { multiFactor?: boolean; passkeyId?: number | null } = {},
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = expiryFrom(now, now);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
    multiFactor,
    passkeyId,
  });
  return { token, expiresAt };
}

/** Where a sign-in comes from, whichever factors prove it. */
export interface SignInOrigin {
  /** The session the browser came with: the sign-in ends it. */
  previousSessionId: string | null;
  userAgent?: string | undefined;
  /** Kept in the audit trail for staff. */
  address?: string | undefined;
}

/**
 * Every sign-in, whatever proved who the member is (a password, a passkey), opens its session
 * here: a fresh id each time (the session the browser came with, if any, ends), expired sessions
 * are cleared, and the lifetimes of `createSession` apply. Run it in the transaction of the
 * sign-in's other writes.
 */
export async function signInSession(
  tx: DbOrTx,
  input: SignInOrigin & {
    userId: number;
    now: Date;
    multiFactor?: boolean;
    /** The passkey that proved who the member is: its removal ends this session. */
    passkeyId?: number;
  },
): Promise<{ token: string; expiresAt: Date; user: SessionUser }> {
  // A suspended member proves who they are and is still refused, whatever the factor.
  const [suspended] = await tx
    .select({ userId: memberSuspensions.userId })
    .from(memberSuspensions)
    .where(eq(memberSuspensions.userId, input.userId));
  if (suspended) throw forbidden(ACCOUNT_SUSPENDED);
  if (input.previousSessionId) await revokeSession(tx, input.previousSessionId);
  await deleteExpiredSessions(tx, input.now);
  // The account as it is after this sign-in: its latest and previous sign-in times moved on.
  const [user] = await tx
    .update(users)
    .set({ previousSignInAt: sql`${users.lastSignInAt}`, lastSignInAt: input.now })
    .where(eq(users.id, input.userId))
    .returning();
  if (!user) throw new Error(`No account ${input.userId} to sign in`);
  const session = await createSession(tx, input.userId, input.now, input.userAgent, {
    multiFactor: input.multiFactor ?? false,
    passkeyId: input.passkeyId ?? null,
  });
  if (isStaff(user)) {
    await recordAudit(tx, {
      actor: { id: user.id, email: user.email },
      action: 'staff.sign-in',
      target: { type: 'user', id: user.id },
      summary: input.passkeyId ? 'passkey' : input.multiFactor ? 'password and code' : 'password',
      address: input.address,
      at: input.now,
    });
  }
  return { ...session, user };
}

export interface LiveSession {
  sessionId: string;
  user: SessionUser;
  createdAt: Date;
  lastSeenAt: Date;
  expiresAt: Date;
  /** The sign-in proved two factors (a passkey with user verification). */
  multiFactor: boolean;
}

/** Has the session ended by now: unused too long (12 hours for staff) or too old? */
export function sessionEnded(session: Omit<LiveSession, 'sessionId'>, now: Date): boolean {
  const t = now.getTime();
  if (session.expiresAt.getTime() <= t) return true;
  if (session.createdAt.getTime() + SESSION_ABSOLUTE_MS <= t) return true;
  return isStaff(session.user) && session.lastSeenAt.getTime() + ADMIN_IDLE_MS <= t;
}

/**
 * The user of a live session, or undefined. The row is read through `reads` (every request of a
 * signed-in visitor asks this); whether it has ended is decided here, at the time of this request.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  now: Date,
  reads: ReadCache = noReadCache,
): Promise<LiveSession | undefined> {
  const id = hashToken(token);
  const { row } = await reads.get(`session:${id}`, [sessions, users], async () => {
    const [found] = await db
      .select({
        user: users,
        ...columnsOf(sessions, 'createdAt', 'lastSeenAt', 'expiresAt', 'multiFactor'),
      })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
      .limit(1);
    return { row: found };
  });
  if (!row || sessionEnded(row, now)) return undefined;
  return { sessionId: id, ...row };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

/** Ends every session of an account; answers how many there were. */
export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<number> {
  const ended = await db
    .delete(sessions)
    .where(eq(sessions.userId, userId))
    .returning({ id: sessions.id });
  return ended.length;
}

/** Removes sessions past their expiry or their absolute lifetime. */
export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, now),
        lt(sessions.createdAt, new Date(now.getTime() - SESSION_ABSOLUTE_MS)),
      ),
    );
}

/**
 * A session used again: "last used" and the sliding expiry move on. Written only when last used
 * is more than a few minutes old or the expiry would move by a day, so a busy member costs one
 * write per few minutes. Answers the new expiry when it was written (the cookie follows), else
 * undefined.
 */
export async function touchSession(
  db: DbOrTx,
  session: Pick<LiveSession, 'sessionId' | 'createdAt' | 'lastSeenAt' | 'expiresAt'>,
  now: Date,
): Promise<Date | undefined> {
  const fresh = expiryFrom(now, session.createdAt);
  const stale = now.getTime() - session.lastSeenAt.getTime() >= LAST_SEEN_RESOLUTION_MS;
  const slides = fresh.getTime() - session.expiresAt.getTime() >= DAY_MS;
  if (!stale && !slides) return undefined;
  await db
    .update(sessions)
    .set({ expiresAt: fresh, lastSeenAt: now })
    .where(eq(sessions.id, session.sessionId));
  return fresh;
}

/** The session passed a second factor now (a member who just turned on their authenticator). */
export async function markSessionMultiFactor(db: DbOrTx, sessionId: string): Promise<void> {
  await db.update(sessions).set({ multiFactor: true }).where(eq(sessions.id, sessionId));
}
