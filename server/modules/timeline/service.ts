/**
 * The Biblical Timeline's events: what visitors read (in their language, the English standing
 * in for a translation not written) and what administrators write. Saving finds the Scripture
 * references of each text in its language, so the page links them without a parser; a deletion
 * goes to the trash; every write moves the content version on, so every process serves the new
 * pages.
 */
import { asc, eq } from 'drizzle-orm';
import type { SiteLanguage } from '../../../contract/i18n';
import {
  TIMELINE_EVENT_NOT_FOUND,
  TIMELINE_ORDER_MAX,
  type AdminTimelineEvent,
  type PublicTimelineEvent,
  type TimelineEventInput,
  type TimelineEventText,
} from '../../../contract/timeline';
import {
  timelineEvents,
  users,
  type TimelineReferences,
  type TimelineTexts,
} from '../../db/schema';
import type { Database, DbOrTx } from '../../db/types';
import { positionFor } from '../../domain/content-order';
import { moveToTrash } from '../../domain/trash';
import { notFound } from '../../errors';
import { referenceRows } from '../../infra/bible/reference';
import type { ContentVersion } from '../../infra/content-version';

type EventRow = typeof timelineEvents.$inferSelect;
type Category = AdminTimelineEvent['category'];
const LANGUAGES = ['en', 'es', 'pt'] as const;

/** The languages given, each whole; a translation left out is stored as not written. */
function textsOf(body: TimelineEventInput['texts']): TimelineTexts {
  const texts: TimelineTexts = { en: body.en };
  if (body.es) texts.es = body.es;
  if (body.pt) texts.pt = body.pt;
  return texts;
}

/** Where the references stand in each written language's description and significance. */
export function timelineReferencesOf(texts: TimelineTexts): TimelineReferences {
  const out: TimelineReferences = {};
  for (const language of LANGUAGES) {
    const text: TimelineEventText | undefined = texts[language];
    if (!text) continue;
    const rows = (value: string) =>
      referenceRows(value, language).map(([s, e, o]) => [s, e, o] as [number, number, string]);
    out[language] = { description: rows(text.description), significance: rows(text.significance) };
  }
  return out;
}

function toPublic(row: EventRow, lang: SiteLanguage): PublicTimelineEvent {
  const own = row.texts[lang];
  const shown = own ? lang : 'en';
  const text = row.texts[shown] ?? row.texts.en;
  const references = row.references[shown] ?? { description: [], significance: [] };
  return {
    id: row.id,
    ...text,
    category: row.category as Category,
    parallaxSpeed: row.parallaxSpeed,
    translated: own !== undefined,
    references,
  };
}

function toAdmin(row: EventRow, updatedBy: string | null): AdminTimelineEvent {
  return {
    id: row.id,
    texts: row.texts,
    category: row.category as Category,
    parallaxSpeed: row.parallaxSpeed,
    order: row.position,
    createdAt: row.createdAt.toISOString(),
    updatedAt: row.updatedAt.toISOString(),
    updatedBy,
  };
}

const listOrder = [asc(timelineEvents.position), asc(timelineEvents.id)];

async function adminEvent(db: DbOrTx, id: number): Promise<AdminTimelineEvent> {
  const [found] = await db
    .select({ row: timelineEvents, by: users.username })
    .from(timelineEvents)
    .leftJoin(users, eq(users.id, timelineEvents.updatedBy))
    .where(eq(timelineEvents.id, id));
  if (!found) throw notFound(TIMELINE_EVENT_NOT_FOUND);
  return toAdmin(found.row, found.by);
}

export interface TimelineDeps {
  db: Database;
  clock: () => Date;
  contentVersion: ContentVersion;
}

export function createTimelineService({ db, clock, contentVersion }: TimelineDeps) {
  /** Runs a write in one transaction; the version moves on after it. */
  async function written<T>(write: (tx: DbOrTx) => Promise<T>): Promise<T> {
    const result = await db.transaction(write);
    contentVersion.changed();
    return result;
  }

  const values = (body: TimelineEventInput, adminId: number) => {
    const texts = textsOf(body.texts);
    return {
      texts,
      references: timelineReferencesOf(texts),
      category: body.category,
      parallaxSpeed: body.parallaxSpeed,
      updatedAt: clock(),
      updatedBy: adminId,
    };
  };

  return {
    /** Every event in order, in `lang` (the English where it is not translated). */
    async listPublic(lang: SiteLanguage): Promise<PublicTimelineEvent[]> {
      const rows = await db
        .select()
        .from(timelineEvents)
        .orderBy(...listOrder);
      return rows.map((row) => toPublic(row, lang));
    },

    async listAdmin(): Promise<AdminTimelineEvent[]> {
      const rows = await db
        .select({ row: timelineEvents, by: users.username })
        .from(timelineEvents)
        .leftJoin(users, eq(users.id, timelineEvents.updatedBy))
        .orderBy(...listOrder);
      return rows.map((r) => toAdmin(r.row, r.by));
    },
    getAdmin: (id: number, dbOrTx: DbOrTx = db) => adminEvent(dbOrTx, id),
    create: (body: TimelineEventInput, adminId: number) =>
      written(async (tx) => {
        const position = await positionFor(
          tx,
          timelineEvents,
          timelineEvents.position,
          TIMELINE_ORDER_MAX,
          body.order,
        );
        const [row] = await tx
          .insert(timelineEvents)
          .values({ ...values(body, adminId), position, createdAt: clock() })
          .returning({ id: timelineEvents.id });
        if (!row) throw new Error('The event was not saved');
        return adminEvent(tx, row.id);
      }),
    update: (id: number, body: TimelineEventInput, adminId: number) =>
      written(async (tx) => {
        const [existing] = await tx
          .select({ position: timelineEvents.position })
          .from(timelineEvents)
          .where(eq(timelineEvents.id, id))
          .for('update');
        if (!existing) throw notFound(TIMELINE_EVENT_NOT_FOUND);
        await tx
          .update(timelineEvents)
          .set({ ...values(body, adminId), position: body.order ?? existing.position })
          .where(eq(timelineEvents.id, id));
        return adminEvent(tx, id);
      }),
    /** Into the trash, restorable for its days. */
    remove: (id: number, adminId: number) =>
      written(async (tx) => {
        const [gone] = await tx.delete(timelineEvents).where(eq(timelineEvents.id, id)).returning();
        if (!gone) throw notFound(TIMELINE_EVENT_NOT_FOUND);
        await moveToTrash(tx, {
          kind: 'timeline',
          itemId: id,
          label: gone.texts.en.title,
          row: gone,
          deletedBy: adminId,
          at: clock(),
        });
      }),
  };
}

export type TimelineService = ReturnType<typeof createTimelineService>;
