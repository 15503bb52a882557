/**
 * Notices to the administrators, folded per conversation: the member message that comes after a
 * quiet spell is mailed at once and opens a window (`foldOrTell` in service.ts, in the message's
 * transaction); the member's further messages within it are told in one mail when it ends ("3 new messages in …", each message's start), which opens the
 * next window. What is pending lives in `admin_notice_folds`, so a restart loses nothing; a
 * process claims due folds with one `UPDATE … WHERE … IN (SELECT … FOR UPDATE SKIP LOCKED)
 * RETURNING` and queues their mail in the same transaction, so two processes never both tell one
 * window. Mail goes through the outbox like every other notice, sent once the claim commits.
 */
import { and, asc, count, eq, gt, inArray, lte } from 'drizzle-orm';
import { fullName } from '../../../contract/auth';
import { pathTo } from '../../../contract/pages';
import type { Database, DbOrTx } from '../../db/connect';
import { adminNoticeFolds, attachments, conversations, messages, users } from '../../db/schema';
import { backgroundRuns, type BackgroundRuns } from '../../infra/background-runs';
import { queueMail } from '../../infra/mail-outbox';
import { foldedMessagesMail } from './mail';
import { adminRecipients } from './service';

/** Folds claimed per transaction. */
const BATCH = 50;

interface Logger {
  error(obj: object, msg: string): void;
}

/** Tells every fold whose window has ended: `tick()` answers how many folds it claimed. */
export type AdminNoticeFolds = Omit<BackgroundRuns<number>, 'stopped'>;

export function createAdminNoticeFolds(deps: {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  adminNotifyEmail: string | undefined;
  windowMs: number;
  logger?: Logger;
}): AdminNoticeFolds {
  const { db, clock, publicUrl, windowMs, logger } = deps;

  /** The mail of one claimed fold: the member's messages after the last one told. */
  async function tell(tx: DbOrTx, fold: typeof adminNoticeFolds.$inferSelect, now: Date) {
    const [found] = await tx
      .select({ conversation: conversations, member: users })
      .from(conversations)
      .innerJoin(users, eq(users.id, conversations.userId))
      .where(eq(conversations.id, fold.conversationId));
    if (!found) return;
    const told = await tx
      .select({ id: messages.id, content: messages.content })
      .from(messages)
      .where(
        and(
          eq(messages.conversationId, fold.conversationId),
          eq(messages.isFromAdmin, false),
          gt(messages.id, fold.toldThroughMessageId),
        ),
      )
      .orderBy(asc(messages.id));
    const last = told.at(-1);
    if (!last) return;
    const files = await tx
      .select({ messageId: attachments.messageId, files: count() })
      .from(attachments)
      .where(
        inArray(
          attachments.messageId,
          told.map((m) => m.id),
        ),
      )
      .groupBy(attachments.messageId);
    const filesOf = new Map(files.map((f) => [f.messageId, f.files]));
    await tx
      .update(adminNoticeFolds)
      .set({ toldThroughMessageId: last.id })
      .where(eq(adminNoticeFolds.conversationId, fold.conversationId));
    for (const { email, lang } of await adminRecipients(tx, deps.adminNotifyEmail)) {
      const search = { conversation: fold.conversationId };
      const mail = foldedMessagesMail({
        to: email,
        memberName: fullName(found.member),
        title: found.conversation.title,
        messages: told.map((m) => ({ content: m.content, files: filesOf.get(m.id) ?? 0 })),
        link: `${publicUrl}${pathTo('admin', { search, lang })}`,
        publicUrl,
        lang,
      });
      await queueMail(tx, mail, now);
    }
  }

  async function run(): Promise<number> {
    let claimedTotal = 0;
    while (!runs.stopped) {
      const now = clock();
      const claimed = await db.transaction(async (tx) => {
        const due = tx
          .select({ id: adminNoticeFolds.conversationId })
          .from(adminNoticeFolds)
          .where(and(gt(adminNoticeFolds.pending, 0), lte(adminNoticeFolds.windowEndsAt, now)))
          .orderBy(asc(adminNoticeFolds.windowEndsAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        // Telling a window opens the next: a member who keeps writing gets one mail a window.
        const rows = await tx
          .update(adminNoticeFolds)
          .set({ pending: 0, windowEndsAt: new Date(now.getTime() + windowMs) })
          .where(inArray(adminNoticeFolds.conversationId, due))
          .returning();
        for (const fold of rows) await tell(tx, fold, now);
        return rows.length;
      });
      claimedTotal += claimed;
      if (claimed < BATCH) break;
    }
    return claimedTotal;
  }

  const runs = backgroundRuns({ name: 'folded notices', run, idle: 0, logger });
  return runs;
}
