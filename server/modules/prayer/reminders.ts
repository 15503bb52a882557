/**
 * A week before a prayer request leaves the wall, its requester is asked by e-mail whether to
 * keep it. A run finds the requests due; each is claimed by a conditional update (only a row
 * not yet reminded is changed) with its e-mail queued in the mail outbox in the same
 * transaction, so however many runs or processes look, one e-mail goes out. Keeping the request
 * clears the mark, so the next period has its own reminder.
 */
import { and, eq, isNull } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { prayerRequests, users } from '../../db/schema';
import { backgroundRuns, type BackgroundRuns } from '../../infra/background-runs';
import { queueMail } from '../../infra/mail-outbox';
import { expiryReminderMail } from './mail';
import { dueForReminder } from './service';

interface Logger {
  error(obj: object, msg: string): void;
}

/** Queues the reminders that are due; `tick()` answers how many were queued. */
export type PrayerReminders = Omit<BackgroundRuns<number>, 'stopped'>;

export function createPrayerReminders(deps: {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  logger?: Logger;
}): PrayerReminders {
  const { db, clock, publicUrl, logger } = deps;

  async function run(): Promise<number> {
    const now = clock();
    const due = await db
      .select({ id: prayerRequests.id })
      .from(prayerRequests)
      .where(dueForReminder(now))
      .limit(500);
    let queued = 0;
    for (const { id } of due) {
      if (runs.stopped) break;
      const sent = await db.transaction(async (tx) => {
        const [claimed] = await tx
          .update(prayerRequests)
          .set({ expiryReminderAt: now })
          .where(and(eq(prayerRequests.id, id), isNull(prayerRequests.expiryReminderAt)))
          .returning();
        if (!claimed) return false;
        const [member] = await tx.select().from(users).where(eq(users.id, claimed.userId));
        if (!member) return false;
        await queueMail(tx, expiryReminderMail({ member, request: claimed, publicUrl }), now);
        return true;
      });
      if (sent) queued += 1;
    }
    return queued;
  }

  const runs = backgroundRuns({ name: 'prayer reminders', run, idle: 0, logger });
  return { tick: runs.tick, start: runs.start, stop: runs.stop };
}
