import { createHash, randomBytes } from 'node:crypto';
import { eq, lt } from 'drizzle-orm';
import type { Database, DbOrTx } from './connect';
import { noReadCache, type ReadCache } from './read-cache';
import { sessions, users } from './schema';

export const SESSION_TTL_MS = 30 * 24 * 60 * 60 * 1000;

export const hashToken = (token: string): string =>
  createHash('sha256').update(token).digest('hex');

/** 256 random bits, URL-safe. */
export const newToken = (): string => randomBytes(32).toString('base64url');

export type SessionUser = typeof users.$inferSelect;

/** Creates a session and answers the token for the cookie; only its hash is stored. */
export async function createSession(
  db: DbOrTx,
  userId: number,
  now: Date,
  userAgent?: string,
): Promise<{ token: string; expiresAt: Date }> {
  const token = newToken();
  const expiresAt = new Date(now.getTime() + SESSION_TTL_MS);
  await db.insert(sessions).values({
    id: hashToken(token),
    userId,
    createdAt: now,
    lastSeenAt: now,
    expiresAt,
    userAgent: userAgent?.slice(0, 300) ?? null,
  });
  return { token, expiresAt };
}

/**
 * The user of a live session, or undefined. The row is read through `reads` (every request of a
 * signed-in visitor asks this); its expiry is checked here, against the time of this request.
 */
export async function findSessionUser(
  db: Database,
  token: string,
  now: Date,
  reads: ReadCache = noReadCache,
): Promise<{ sessionId: string; user: SessionUser; expiresAt: Date } | undefined> {
  const id = hashToken(token);
  const { row } = await reads.get(`session:${id}`, [sessions, users], async () => {
    const [found] = await db
      .select({ user: users, expiresAt: sessions.expiresAt })
      .from(sessions)
      .innerJoin(users, eq(users.id, sessions.userId))
      .where(eq(sessions.id, id))
      .limit(1);
    return { row: found };
  });
  if (!row || row.expiresAt.getTime() <= now.getTime()) return undefined;
  return { sessionId: id, user: row.user, expiresAt: row.expiresAt };
}

export async function revokeSession(db: DbOrTx, sessionId: string): Promise<void> {
  await db.delete(sessions).where(eq(sessions.id, sessionId));
}

export async function revokeUserSessions(db: DbOrTx, userId: number): Promise<void> {
  await db.delete(sessions).where(eq(sessions.userId, userId));
}

export async function deleteExpiredSessions(db: DbOrTx, now: Date): Promise<void> {
  await db.delete(sessions).where(lt(sessions.expiresAt, now));
}

/** How often a session's expiry moves forward: at most once a day per session. */
export const SESSION_SLIDE_AFTER_MS = 24 * 60 * 60 * 1000;

/**
 * Sliding expiry: a session used again gets a fresh 30 days, written at most once a day.
 * Answers the new expiry when it moved, else undefined.
 */
export async function extendSession(
  db: DbOrTx,
  sessionId: string,
  expiresAt: Date,
  now: Date,
): Promise<Date | undefined> {
  const fresh = new Date(now.getTime() + SESSION_TTL_MS);
  if (fresh.getTime() - expiresAt.getTime() < SESSION_SLIDE_AFTER_MS) return undefined;
  await db
    .update(sessions)
    .set({ expiresAt: fresh, lastSeenAt: now })
    .where(eq(sessions.id, sessionId));
  return fresh;
}
