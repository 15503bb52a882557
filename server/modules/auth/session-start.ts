import type { DbOrTx } from '../../db/connect';
import { createSession, deleteExpiredSessions, revokeSession } from '../../db/sessions';

export interface SessionStart {
  userId: number;
  /** The session the browser came with: ended, so every sign-in gets a fresh id. */
  previousSessionId: string | null;
  userAgent?: string | undefined;
  /**
   * The strong factor the sign-in passed besides the password ('totp', 'recovery-code', or a
   * passkey's name), null for a password alone. Administrator actions need one.
   */
  strongFactor: string | null;
  now: Date;
}

/**
 * The one way a sign-in becomes a session, whatever proved who it is (a password, a password and
 * a code, later a passkey): the browser's previous session ends, expired ones are swept, and a new
 * session is stored with the strong factor it passed. Runs inside the caller's transaction so the
 * proof is spent (a code's time step, a recovery code, a pending sign-in) with the session made.
 */
export async function startSession(
  tx: DbOrTx,
  start: SessionStart,
): Promise<{ token: string; expiresAt: Date }> {
  if (start.previousSessionId) await revokeSession(tx, start.previousSessionId);
  await deleteExpiredSessions(tx, start.now);
  return createSession(tx, start.userId, start.now, start.userAgent, start.strongFactor);
}
