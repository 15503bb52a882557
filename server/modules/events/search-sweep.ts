/**
 * The site search finds upcoming events only. The index follows every write to `events` by its
 * trigger (the search-events migration); what no write announces is an event's last meeting
 * ending, so the events' five-minute run takes the ended ones out here, by the application's
 * clock. A series ends when its rule gives no meeting from now on.
 */
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Database } from '../../db/types';
import { events, searchDocuments } from '../../db/schema';
import { meetings } from './occurrences';
import { exceptionsOf } from './service';

/** How far ahead a series is looked at for a meeting still to come. */
const AHEAD_MS = 800 * 24 * 3_600_000;

/** Removes the ended events from the search index; answers how many were removed. */
export async function removeEndedFromSearch(db: Database, now: Date): Promise<number> {
  const indexed = await db
    .select({ id: searchDocuments.recordId })
    .from(searchDocuments)
    .where(eq(searchDocuments.kind, 'event'));
  if (indexed.length === 0) return 0;
  const rows = await db
    .select()
    .from(events)
    .where(
      and(
        inArray(
          events.id,
          indexed.map((r) => r.id),
        ),
        eq(events.status, 'published'),
      ),
    );
  const exceptions = await exceptionsOf(
    db,
    rows.filter((r) => r.rrule).map((r) => r.id),
  );
  const ended = rows
    .filter((event) =>
      event.rrule
        ? meetings(
            event,
            exceptions.get(event.id) ?? [],
            now,
            new Date(now.getTime() + AHEAD_MS),
          ).every((m) => m.cancelled || m.endsAt <= now)
        : event.endsAt <= now,
    )
    .map((event) => event.id);
  for (const id of ended) {
    await db.execute(sql`/* writes search_documents */ select search_remove('event', ${id})`);
  }
  return ended.length;
}
