import { createHash } from 'node:crypto';
import Bowser from 'bowser';
import { and, desc, eq } from 'drizzle-orm';
import type { ActiveSession } from '../../../contract/auth';
import type { DbOrTx } from '../../db/types';
import { sessions } from '../../db/schema';
import { sessionEnded, type SessionUser } from '../../domain/sessions';

/** The handle a member sees for one of their sessions (see activeSessionSchema). */
export const publicSessionId = (storedId: string): string =>
  createHash('sha256').update(`public:${storedId}`).digest('base64url').slice(0, 22);

/** "Firefox 128 on Windows"; "Unknown device" when the browser said nothing useful. */
export function describeDevice(userAgent: string | null): string {
  if (!userAgent) return 'Unknown device';
  const parsed = Bowser.parse(userAgent);
  const major = parsed.browser.version?.split('.')[0];
  const browser = parsed.browser.name ? [parsed.browser.name, major].filter(Boolean).join(' ') : '';
  const os = parsed.os.name ?? '';
  if (browser && os) return `${browser} on ${os}`;
  return browser || os || 'Unknown device';
}

/** The member's live sessions, most recently used first. */
export async function listSessions(
  db: DbOrTx,
  user: SessionUser,
  currentSessionId: string,
  now: Date,
): Promise<ActiveSession[]> {
  const rows = await db
    .select()
    .from(sessions)
    .where(eq(sessions.userId, user.id))
    .orderBy(desc(sessions.lastSeenAt));
  return rows
    .filter((row) => !sessionEnded({ ...row, user }, now))
    .map((row) => ({
      id: publicSessionId(row.id),
      device: describeDevice(row.userAgent),
      createdAt: row.createdAt.toISOString(),
      lastSeenAt: row.lastSeenAt.toISOString(),
      current: row.id === currentSessionId,
    }));
}

/**
 * Ends one of the member's own sessions by its public handle. Answers the stored id of the
 * session ended, or undefined when the member has none with that handle (another member's
 * handle finds nothing).
 */
export async function endSession(
  db: DbOrTx,
  userId: number,
  publicId: string,
): Promise<string | undefined> {
  const rows = await db
    .select({ id: sessions.id })
    .from(sessions)
    .where(eq(sessions.userId, userId));
  const match = rows.find((row) => publicSessionId(row.id) === publicId);
  if (!match) return undefined;
  await db.delete(sessions).where(and(eq(sessions.id, match.id), eq(sessions.userId, userId)));
  return match.id;
}
