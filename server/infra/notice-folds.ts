/**
 * Notices to the administrators, folded per topic (one conversation's member messages; every new
 * question): the item that comes after a quiet spell is mailed at once and opens a window
 * (`foldOrTell`, in the item's own transaction); further items of the topic within it are told in
 * one mail when it ends ("3 new messages in …"), which opens the next window. What is pending
 * lives in `admin_notice_folds`, so a restart loses nothing; a process claims due folds with one
 * `UPDATE … WHERE … IN (SELECT … FOR UPDATE SKIP LOCKED) RETURNING` and queues their mail in the
 * same transaction, so two processes never both tell one window. Each module says how its topics
 * are told (a `NoticeTeller`); the app hands them all to one `createAdminNoticeFolds`.
 */
import { and, arrayOverlaps, asc, eq, gt, inArray, lte, sql } from 'drizzle-orm';
import { DEFAULT_LANGUAGE, type SiteLanguage } from '../../contract/i18n';
import { rolesWith, type Permission } from '../../contract/staff';
import type { Database, DbOrTx } from '../db/types';
import { adminNoticeFolds, users } from '../db/schema';
import { backgroundRuns, type BackgroundRuns } from './background-runs';
import { languageOf } from './mail-text';
import type { MailMessage } from './mail';
import { queueMail } from './mail-outbox';

/** How much of each item a folded notice shows. */
export const ITEM_START_CHARS = 140;

/** The start of an item's text, on one line, for a folded notice ('' when it has none). */
export function startOf(content: string): string {
  const line = content.replace(/\s+/g, ' ').trim();
  return line.length <= ITEM_START_CHARS
    ? line
    : `${line.slice(0, ITEM_START_CHARS - 1).trimEnd()}…`;
}

/** Folds claimed per transaction. */
const BATCH = 50;

interface Logger {
  error(obj: object, msg: string): void;
}

/**
 * Who hears of members' writing: ADMIN_NOTIFY_EMAIL (in English) when it is set, else every
 * staff member whose roles give `permission` (the administrators when none is named), each in
 * their own language.
 */
export async function adminRecipients(
  db: DbOrTx,
  notifyEmail: string | undefined,
  permission?: Permission,
): Promise<{ email: string; lang: SiteLanguage }[]> {
  if (notifyEmail) return [{ email: notifyEmail, lang: DEFAULT_LANGUAGE }];
  const rows = await db
    .select({ email: users.email, preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(
      permission ? arrayOverlaps(users.roles, rolesWith(permission)) : eq(users.isAdmin, true),
    );
  return rows.map((r) => ({ email: r.email, lang: languageOf(r) }));
}

/** Queues `mailFor` each of `adminRecipients`, in the transaction that told them. */
export async function queueAdminMail(
  tx: DbOrTx,
  to: { notifyEmail: string | undefined; permission: Permission },
  now: Date,
  mailFor: (recipient: { email: string; lang: SiteLanguage }) => MailMessage,
): Promise<void> {
  for (const recipient of await adminRecipients(tx, to.notifyEmail, to.permission)) {
    await queueMail(tx, mailFor(recipient), now);
  }
}

/**
 * Records a new item of `topic` in its fold, in the item's transaction. The fold's row is locked
 * (or inserted: the primary key makes a concurrent insert wait), so one topic's items come here
 * one at a time. Answers true when the administrators are to be mailed now: nothing was told in
 * the last window; false when the item waits for the folded mail at the window's end.
 */
export async function foldOrTell(
  tx: DbOrTx,
  opts: { topic: string; itemId: number; now: Date; windowMs: number },
): Promise<boolean> {
  const windowEndsAt = new Date(opts.now.getTime() + opts.windowMs);
  const opened = await tx
    .insert(adminNoticeFolds)
    .values({ topic: opts.topic, windowEndsAt, toldThroughId: opts.itemId })
    .onConflictDoNothing()
    .returning({ topic: adminNoticeFolds.topic });
  if (opened.length > 0) return true;
  const [fold] = await tx
    .select()
    .from(adminNoticeFolds)
    .where(eq(adminNoticeFolds.topic, opts.topic))
    .for('update');
  if (fold && fold.pending === 0 && fold.windowEndsAt.getTime() <= opts.now.getTime()) {
    await tx
      .update(adminNoticeFolds)
      .set({ windowEndsAt, toldThroughId: opts.itemId })
      .where(eq(adminNoticeFolds.topic, opts.topic));
    return true;
  }
  await tx
    .update(adminNoticeFolds)
    .set({ pending: sql`${adminNoticeFolds.pending} + 1` })
    .where(eq(adminNoticeFolds.topic, opts.topic));
  return false;
}

/**
 * How one module tells the folds of its topics (those that start with `prefix`): queues the mail
 * of the items after `toldThroughId` in `tx`, and answers the last item told (null: none left).
 */
export interface NoticeTeller {
  prefix: string;
  tell(
    tx: DbOrTx,
    fold: { topic: string; toldThroughId: number },
    now: Date,
  ): Promise<number | null>;
}

/** Tells every fold whose window has ended: `tick()` answers how many folds it claimed. */
export type AdminNoticeFolds = Omit<BackgroundRuns<number>, 'stopped'>;

export function createAdminNoticeFolds(deps: {
  db: Database;
  clock: () => Date;
  windowMs: number;
  tellers: NoticeTeller[];
  logger?: Logger;
}): AdminNoticeFolds {
  const { db, clock, windowMs, tellers, logger } = deps;

  async function tell(tx: DbOrTx, fold: typeof adminNoticeFolds.$inferSelect, now: Date) {
    const teller = tellers.find((t) => fold.topic.startsWith(t.prefix));
    if (!teller) return;
    const last = await teller.tell(tx, fold, now);
    if (last === null) return;
    await tx
      .update(adminNoticeFolds)
      .set({ toldThroughId: last })
      .where(eq(adminNoticeFolds.topic, fold.topic));
  }

  async function run(): Promise<number> {
    let claimedTotal = 0;
    while (!runs.stopped) {
      const now = clock();
      const claimed = await db.transaction(async (tx) => {
        const due = tx
          .select({ topic: adminNoticeFolds.topic })
          .from(adminNoticeFolds)
          .where(and(gt(adminNoticeFolds.pending, 0), lte(adminNoticeFolds.windowEndsAt, now)))
          .orderBy(asc(adminNoticeFolds.windowEndsAt))
          .limit(BATCH)
          .for('update', { skipLocked: true });
        // Telling a window opens the next: a topic that keeps coming gets one mail a window.
        const rows = await tx
          .update(adminNoticeFolds)
          .set({ pending: 0, windowEndsAt: new Date(now.getTime() + windowMs) })
          .where(inArray(adminNoticeFolds.topic, due))
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
