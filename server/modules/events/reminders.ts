/**
 * Reminders 24 hours and 1 hour before each meeting, to everyone with a confirmed place. A
 * meeting's instant comes from its wall-clock time in the event's zone, so across a change of
 * clocks the reminder still goes a day (an hour) before the meeting as its people will live it.
 * Each reminder is claimed by inserting its key (registration, meeting, kind) with its e-mail
 * queued in the same transaction: however many runs or processes look, it goes out once. A
 * reminder whose moment came before the person registered is not sent (their confirmation said
 * it all), nor one for a meeting that already began. The run also takes ended events out of the
 * site search (`search-sweep.ts`).
 */
import { and, eq, gt, inArray, isNotNull, lte, or } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { eventRegistrations, eventReminders, events } from '../../db/schema';
import { backgroundRuns, type BackgroundRuns } from '../../infra/background-runs';
import { meetings } from './occurrences';
import { removeEndedFromSearch } from './search-sweep';
import { exceptionsOf, queueRegistrationMail } from './service';

interface Logger {
  error(obj: object, msg: string): void;
}

const HOUR = 3_600_000;
const BEFORE = { day: 24 * HOUR, hour: HOUR } as const;

export type EventReminders = Omit<BackgroundRuns<number>, 'stopped'>;

export function createEventReminders(deps: {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  logger?: Logger;
}): EventReminders {
  const { db, clock, publicUrl, logger } = deps;

  async function run(): Promise<number> {
    const now = clock();
    // The same run keeps the site search to upcoming events.
    await removeEndedFromSearch(db, now);
    const horizon = new Date(now.getTime() + BEFORE.day);
    const candidates = await db
      .select()
      .from(events)
      .where(
        and(
          eq(events.status, 'published'),
          lte(events.startsAt, horizon),
          or(isNotNull(events.rrule), gt(events.endsAt, now)),
        ),
      );
    if (candidates.length === 0) return 0;
    const exceptions = await exceptionsOf(
      db,
      candidates.map((e) => e.id),
    );
    let queued = 0;
    for (const event of candidates) {
      if (runs.stopped) break;
      const due = meetings(event, exceptions.get(event.id) ?? [], now, horizon).filter(
        (m) => !m.cancelled && m.startsAt > now,
      );
      if (due.length === 0) continue;
      const people = await db
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, event.id),
            inArray(eventRegistrations.status, ['confirmed']),
          ),
        );
      for (const meeting of due) {
        const kind = meeting.startsAt.getTime() - now.getTime() <= BEFORE.hour ? 'hour' : 'day';
        const moment = meeting.startsAt.getTime() - BEFORE[kind];
        for (const person of people) {
          if ((person.confirmedAt ?? person.createdAt).getTime() > moment) continue;
          const sent = await db.transaction(async (tx) => {
            const [claimed] = await tx
              .insert(eventReminders)
              .values({
                registrationId: person.id,
                occurrenceStart: meeting.key,
                kind,
                sentAt: now,
              })
              .onConflictDoNothing()
              .returning();
            if (!claimed) return false;
            await queueRegistrationMail(
              tx,
              { publicUrl, now },
              kind,
              event,
              person,
              meeting.startsAt,
            );
            return true;
          });
          if (sent) queued += 1;
        }
      }
    }
    return queued;
  }

  const runs = backgroundRuns({ name: 'event reminders', run, idle: 0, logger });
  return { tick: runs.tick, start: runs.start, stop: runs.stop };
}
