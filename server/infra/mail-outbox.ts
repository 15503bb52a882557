/**
 * Mail that must not be lost. A service writes the message into `mail_outbox` in the same
 * transaction as the record it belongs to (a contact message, a succeeded donation); the outbox
 * of this process wakes once that transaction has committed and sends it, and while the SMTP
 * server is away retries with back-off (its timer, which `main.ts` starts, also sends what other
 * processes queued). Nobody calls the outbox by hand. Rows are claimed with
 * `FOR UPDATE SKIP LOCKED` and a lease, so several processes never send one message twice at once.
 */
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import { onCommitSignal, signalAfterCommit } from '../db/after-commit';
import type { Database, DbOrTx } from '../db/types';
import { mailOutbox } from '../db/schema';
import { backgroundRuns, type BackgroundRuns } from './background-runs';
import type { MailMessage, Mailer } from './mail';

/** Raised by `queueMail`, heard by the outbox once the queuing transaction has committed. */
const MAIL_QUEUED = 'mail queued';

/**
 * Records a message to be sent; pass the transaction so it is kept only with its record. It is
 * sent once that transaction has committed (never if it rolls back).
 */
export async function queueMail(db: DbOrTx, message: MailMessage, now: Date): Promise<number> {
  const [row] = await db
    .insert(mailOutbox)
    .values({
      to: message.to,
      subject: message.subject,
      text: message.text,
      html: message.html,
      replyTo: message.replyTo ?? null,
      headers: message.headers ?? null,
      attachments: message.attachments ?? null,
      nextAttemptAt: now,
      createdAt: now,
    })
    .returning({ id: mailOutbox.id });
  if (!row) throw new Error('mail not queued');
  signalAfterCommit(db, MAIL_QUEUED);
  return row.id;
}

/** Give up after this many attempts (about two days of back-off); the row stays for inspection. */
export const MAX_ATTEMPTS = 20;
/** How long a claimed message is reserved for the process sending it. */
const LEASE_MS = 2 * 60_000;
const BATCH = 20;
/** Messages in flight at once: the SMTP pool's connections (server/infra/mail.ts). */
const CONCURRENCY = 5;

/** 30 s, 1 min, 2 min, … capped at 3 hours. */
export const backoffMs = (attempts: number) =>
  Math.min(30_000 * 2 ** Math.max(0, attempts - 1), 3 * 60 * 60_000);

interface Logger {
  warn(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/**
 * Sends what is due: `tick()` answers how many were sent and how many failed. Stopping hands
 * back what a batch claimed but did not try, and resolves when nothing touches the mailer or the
 * database any more.
 */
export type MailOutbox = Omit<BackgroundRuns<{ sent: number; failed: number }>, 'stopped'>;

export function createMailOutbox(deps: {
  db: Database;
  mailer: Mailer;
  clock: () => Date;
  logger?: Logger;
}): MailOutbox {
  const { db, mailer, clock, logger } = deps;

  async function claim(now: Date) {
    const due = db
      .select({ id: mailOutbox.id })
      .from(mailOutbox)
      .where(
        and(
          isNull(mailOutbox.sentAt),
          lte(mailOutbox.nextAttemptAt, now),
          sql`${mailOutbox.attempts} < ${MAX_ATTEMPTS}`,
        ),
      )
      .orderBy(asc(mailOutbox.nextAttemptAt))
      .limit(BATCH)
      .for('update', { skipLocked: true });
    return db
      .update(mailOutbox)
      .set({
        attempts: sql`${mailOutbox.attempts} + 1`,
        nextAttemptAt: new Date(now.getTime() + LEASE_MS),
      })
      .where(inArray(mailOutbox.id, due))
      .returning();
  }

  /** Undoes `claim` for rows not attempted: due again now, the attempt not counted. */
  async function release(ids: number[]) {
    await db
      .update(mailOutbox)
      .set({ attempts: sql`${mailOutbox.attempts} - 1`, nextAttemptAt: clock() })
      .where(inArray(mailOutbox.id, ids));
  }

  type Row = Awaited<ReturnType<typeof claim>>[number];

  /** Sends one claimed message and marks it sent, or failed with its next attempt; true if sent. */
  async function deliver(row: Row): Promise<boolean> {
    try {
      await mailer.send({
        to: row.to,
        subject: row.subject,
        text: row.text,
        html: row.html,
        ...(row.replyTo ? { replyTo: row.replyTo } : {}),
        ...(row.headers ? { headers: row.headers } : {}),
        ...(row.attachments ? { attachments: row.attachments } : {}),
      });
      await db
        .update(mailOutbox)
        .set({ sentAt: clock(), lastError: null })
        .where(eq(mailOutbox.id, row.id));
      return true;
    } catch (err) {
      const message = err instanceof Error ? err.message : String(err);
      await db
        .update(mailOutbox)
        .set({
          lastError: message.slice(0, 500),
          nextAttemptAt: new Date(clock().getTime() + backoffMs(row.attempts)),
        })
        .where(eq(mailOutbox.id, row.id));
      const log = row.attempts >= MAX_ATTEMPTS ? logger?.error : logger?.warn;
      log?.call(
        logger,
        { mailId: row.id, attempts: row.attempts, err: message },
        row.attempts >= MAX_ATTEMPTS ? 'mail given up' : 'mail not sent; will retry',
      );
      return false;
    }
  }

  /**
   * Sends everything due: batch after batch until nothing is (a failed message waits for its
   * back-off, so the loop ends), CONCURRENCY messages at a time, as many as the SMTP pool has
   * connections. One batch per run and one message at a time left mail queued for minutes under
   * load (the load benchmark found it).
   */
  async function run() {
    let sent = 0;
    let failed = 0;
    while (!runs.stopped) {
      const rows = await claim(clock());
      if (rows.length === 0) break;
      let next = 0;
      const worker = async () => {
        while (!runs.stopped && next < rows.length) {
          const row = rows[next++];
          if (!row) break;
          if (await deliver(row)) sent += 1;
          else failed += 1;
        }
      };
      await Promise.all(Array.from({ length: Math.min(CONCURRENCY, rows.length) }, worker));
      // Stopping: hand back what this batch claimed but did not try, for the next start.
      if (next < rows.length) await release(rows.slice(next).map((r) => r.id));
    }
    return { sent, failed };
  }

  const runs = backgroundRuns({ name: 'mail outbox', run, idle: { sent: 0, failed: 0 }, logger });
  // Sent as soon as it is committed; when SMTP is away the row waits for its back-off.
  const stopListening = onCommitSignal(db, MAIL_QUEUED, () => {
    runs.tick().catch((err: unknown) => logger?.error({ err }, 'mail outbox run failed'));
  });
  return {
    tick: runs.tick,
    start: runs.start,
    async stop() {
      stopListening();
      await runs.stop();
    },
  };
}
