/**
 * The staff's side of the gatherings: events written and changed (times given as wall-clock
 * times in the event's zone), their meetings cancelled or moved alone, the attendees and the
 * waitlist (also as CSV), and attendance.
 */
import { stringify } from 'csv-stringify/sync';
import { and, asc, desc, eq, inArray, sql } from 'drizzle-orm';
import {
  EVENT_ATTENDEE_WITHOUT_PLACE,
  EVENT_MEETING_NOT_BEGUN,
  EVENT_NOT_FOUND,
  EVENT_RRULE_INVALID,
  EVENT_SLUG_TAKEN,
  type AdminEvent,
  type AdminRegistration,
  type EventValues,
} from '../../../contract/events';
import type { SiteLanguage } from '../../../contract/i18n';
import { inOneChange } from '../../db/step-in-change';
import type { Database, DbOrTx } from '../../db/types';
import {
  eventAttendance,
  eventExceptions,
  eventRegistrations,
  events,
  media,
} from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import { badRequest, notFound } from '../../errors';
import { isRuleStart, isValidRule, meetings, utcToWall, wallToUtc } from './occurrences';
import {
  eventDetail,
  exceptionsOf,
  promoteWaiting,
  type EventRow,
  type RenderMarkdown,
} from './service';

export const EVENT_NOT_A_MEETING = 'That is not a meeting of this event';
const DAY_MS = 86_400_000;
/** Attendance is marked for the meetings of the last year, the latest twelve. */
const PAST_MEETINGS_SHOWN = 12;
/** The same words as an article's cover: the key names no uploaded image. */
export const EVENT_IMAGE_MISSING = 'Upload the image again';

export interface EventsAdminDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  renderMarkdown: RenderMarkdown;
}

const isUniqueViolation = (error: unknown): boolean => {
  const e = error as { code?: string; cause?: { code?: string } };
  return e?.code === '23505' || e?.cause?.code === '23505';
};

/** The row's columns from what staff wrote. */
function columnsOf(input: EventValues) {
  if (input.rrule && !isValidRule(input.rrule)) {
    throw badRequest(EVENT_RRULE_INVALID, { rrule: [EVENT_RRULE_INVALID] });
  }
  return {
    title: input.title,
    slug: input.slug,
    description: input.description,
    language: input.language,
    startsAt: wallToUtc(input.startsLocal, input.timeZone),
    endsAt: wallToUtc(input.endsLocal, input.timeZone),
    timeZone: input.timeZone,
    placeName: input.placeName,
    placeAddress: input.placeAddress,
    mapUrl: input.mapUrl,
    onlineUrl: input.onlineUrl,
    imageKey: input.imageKey,
    capacity: input.capacity,
    registrationOpen: input.registrationOpen,
    registrationUntil: input.registrationUntilLocal
      ? wallToUtc(input.registrationUntilLocal, input.timeZone)
      : null,
    rrule: input.rrule,
    studyGroupId: input.studyGroupId,
    studyUrl: input.studyUrl,
    status: input.status,
  };
}

/** A CSV cell that a spreadsheet will not run as a formula. */
const cell = (value: string | number | null) => {
  const text = value === null ? '' : String(value);
  return /^[=+\-@\t\r]/.test(text) ? `'${text}` : text;
};

export function createEventsAdmin(deps: EventsAdminDeps) {
  const { db, clock, publicUrl, renderMarkdown } = deps;

  /** The meetings held (begun, not cancelled), newest first: the ones attendance is kept for. */
  async function heldMeetings(row: EventRow, from: DbOrTx) {
    const now = clock();
    const exceptions = (await exceptionsOf(from, [row.id])).get(row.id) ?? [];
    return meetings(row, exceptions, new Date(now.getTime() - 365 * DAY_MS), now)
      .filter((m) => !m.cancelled && m.startsAt <= now)
      .reverse();
  }

  /** `from`: the database, or the transaction of a change (the audit trail reads it there). */
  async function toAdmin(
    row: EventRow,
    staff: SessionUser,
    from: DbOrTx = db,
  ): Promise<AdminEvent> {
    const counts = await from
      .select({
        status: eventRegistrations.status,
        places: sql<number>`coalesce(sum(${eventRegistrations.places}), 0)::int`,
        people: sql<number>`count(*)::int`,
      })
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, row.id))
      .groupBy(eventRegistrations.status);
    const detail = await eventDetail(from, clock(), row, staff, renderMarkdown);
    return {
      ...detail,
      startsLocal: utcToWall(row.startsAt, row.timeZone),
      endsLocal: utcToWall(row.endsAt, row.timeZone),
      registrationUntilLocal: row.registrationUntil
        ? utcToWall(row.registrationUntil, row.timeZone)
        : null,
      imageKey: row.imageKey,
      confirmedPlaces: counts.find((c) => c.status === 'confirmed')?.places ?? 0,
      waitlisted: counts.find((c) => c.status === 'waitlisted')?.people ?? 0,
      pastMeetings: (await heldMeetings(row, from)).slice(0, PAST_MEETINGS_SHOWN).map((m) => ({
        key: m.key.toISOString(),
        startsAt: m.startsAt.toISOString(),
      })),
    };
  }

  async function find(id: number, from: DbOrTx = db): Promise<EventRow> {
    const [row] = await from.select().from(events).where(eq(events.id, id));
    if (!row) throw notFound(EVENT_NOT_FOUND);
    return row;
  }

  async function write<T>(work: () => Promise<T>): Promise<T> {
    try {
      return await work();
    } catch (error) {
      if (isUniqueViolation(error)) {
        throw badRequest(EVENT_SLUG_TAKEN, { slug: [EVENT_SLUG_TAKEN] });
      }
      throw error;
    }
  }

  async function slugFree(tx: DbOrTx, slug: string, id?: number) {
    const [other] = await tx.select({ id: events.id }).from(events).where(eq(events.slug, slug));
    if (other && other.id !== id) throw badRequest(EVENT_SLUG_TAKEN, { slug: [EVENT_SLUG_TAKEN] });
  }

  /** An image must be one uploaded through the media pipeline. */
  async function imageKnown(key: string | null): Promise<void> {
    if (!key) return;
    const [known] = await db.select({ key: media.key }).from(media).where(eq(media.key, key));
    if (!known) {
      throw badRequest(EVENT_IMAGE_MISSING, { imageKey: [EVENT_IMAGE_MISSING] });
    }
  }

  async function registrationRows(
    eventId: number,
    from: DbOrTx = db,
  ): Promise<AdminRegistration[]> {
    const rows = await from
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.eventId, eventId))
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
    const ids = rows.map((r) => r.id);
    const marks = ids.length
      ? await from
          .select()
          .from(eventAttendance)
          .where(inArray(eventAttendance.registrationId, ids))
      : [];
    return rows.map((r) => ({
      id: r.id,
      name: r.name,
      email: r.email,
      places: r.places,
      note: r.note,
      status: r.status as AdminRegistration['status'],
      member: r.userId !== null,
      language: r.language as SiteLanguage,
      createdAt: r.createdAt.toISOString(),
      attended: marks
        .filter((m) => m.registrationId === r.id)
        .map((m) => m.occurrenceStart.toISOString()),
    }));
  }

  return {
    async list(staff: SessionUser): Promise<AdminEvent[]> {
      const rows = await db.select().from(events).orderBy(desc(events.startsAt)).limit(500);
      return Promise.all(rows.map((r) => toAdmin(r, staff)));
    },

    async get(staff: SessionUser, id: number, from: DbOrTx = db): Promise<AdminEvent> {
      return toAdmin(await find(id, from), staff, from);
    },

    async create(staff: SessionUser, input: EventValues): Promise<AdminEvent> {
      const columns = columnsOf(input);
      await imageKnown(columns.imageKey);
      const row = await write(() =>
        db.transaction(async (tx) => {
          await slugFree(tx, columns.slug);
          const [created] = await tx
            .insert(events)
            .values({ ...columns, createdBy: staff.id, createdAt: clock(), updatedAt: clock() })
            .returning();
          if (!created) throw new Error('event not kept');
          return created;
        }),
      );
      return toAdmin(row, staff);
    },

    async update(staff: SessionUser, id: number, input: EventValues): Promise<AdminEvent> {
      const columns = columnsOf(input);
      await imageKnown(columns.imageKey);
      const row = await write(() =>
        db.transaction(async (tx) => {
          const [locked] = await tx.select().from(events).where(eq(events.id, id)).for('update');
          if (!locked) throw notFound(EVENT_NOT_FOUND);
          await slugFree(tx, columns.slug, id);
          const [updated] = await tx
            .update(events)
            .set({ ...columns, updatedAt: clock() })
            .where(eq(events.id, id))
            .returning();
          // More places, or none counted any more: the waitlist moves up.
          if (!updated) throw notFound(EVENT_NOT_FOUND);
          await promoteWaiting(tx, { publicUrl, now: clock() }, updated);
          return updated;
        }),
      );
      return toAdmin(row, staff);
    },

    async remove(id: number): Promise<void> {
      const deleted = await inOneChange(db, (tx) =>
        tx.delete(events).where(eq(events.id, id)).returning({ id: events.id }),
      );
      if (deleted.length === 0) throw notFound(EVENT_NOT_FOUND);
    },

    async registrations(id: number, from: DbOrTx = db): Promise<AdminRegistration[]> {
      await find(id, from);
      return registrationRows(id, from);
    },

    async csv(id: number): Promise<{ slug: string; text: string }> {
      const event = await find(id);
      const rows = await registrationRows(id);
      const text = stringify([
        [
          'name',
          'email',
          'places',
          'status',
          'member',
          'language',
          'note',
          'registered',
          'attended',
        ],
        ...rows.map((r) => [
          cell(r.name),
          cell(r.email),
          r.places,
          r.status,
          r.member ? 'yes' : 'no',
          r.language,
          cell(r.note),
          r.createdAt,
          r.attended.join(' '),
        ]),
      ]);
      return { slug: event.slug, text };
    },

    /** Cancels or moves one meeting (or, with neither, puts it back as the rule gives it). */
    async setException(
      id: number,
      body: {
        occurrence: string;
        cancelled: boolean;
        movedStartsLocal?: string;
        movedEndsLocal?: string;
      },
    ): Promise<void> {
      const event = await find(id);
      const key = new Date(body.occurrence);
      if (!isRuleStart(event, key)) {
        throw badRequest(EVENT_NOT_A_MEETING, { occurrence: [EVENT_NOT_A_MEETING] });
      }
      const movedStart = body.movedStartsLocal
        ? wallToUtc(body.movedStartsLocal, event.timeZone)
        : null;
      const movedEnd = body.movedEndsLocal
        ? wallToUtc(body.movedEndsLocal, event.timeZone)
        : movedStart &&
          new Date(movedStart.getTime() + (event.endsAt.getTime() - event.startsAt.getTime()));
      if (movedStart && movedEnd && movedEnd < movedStart) {
        throw badRequest('Check the dates', {
          movedEndsLocal: ['The end must not be before the start'],
        });
      }
      await db.transaction(async (tx) => {
        await tx
          .delete(eventExceptions)
          .where(and(eq(eventExceptions.eventId, id), eq(eventExceptions.occurrenceStart, key)));
        if (body.cancelled || movedStart) {
          await tx.insert(eventExceptions).values({
            eventId: id,
            occurrenceStart: key,
            cancelled: body.cancelled,
            movedStart: body.cancelled ? null : movedStart,
            movedEnd: body.cancelled ? null : movedEnd,
          });
        }
      });
    },

    /**
     * Marks (or unmarks) one person with a place as present at a meeting that has begun; a
     * series' meetings are each their own (named by the start the rule gives them).
     */
    async setAttendance(
      id: number,
      body: { registrationId: number; occurrence: string; attended: boolean },
    ): Promise<AdminRegistration[]> {
      const event = await find(id);
      const key = new Date(body.occurrence);
      if (!isRuleStart(event, key)) {
        throw badRequest(EVENT_NOT_A_MEETING, { occurrence: [EVENT_NOT_A_MEETING] });
      }
      const held = await heldMeetings(event, db);
      if (!held.some((m) => m.key.getTime() === key.getTime())) {
        throw badRequest(EVENT_MEETING_NOT_BEGUN, { occurrence: [EVENT_MEETING_NOT_BEGUN] });
      }
      const [registration] = await db
        .select({ id: eventRegistrations.id, status: eventRegistrations.status })
        .from(eventRegistrations)
        .where(
          and(eq(eventRegistrations.id, body.registrationId), eq(eventRegistrations.eventId, id)),
        );
      if (!registration) throw notFound(EVENT_NOT_FOUND);
      // A mark already made stays removable whatever became of the registration since.
      if (body.attended && registration.status !== 'confirmed') {
        throw badRequest(EVENT_ATTENDEE_WITHOUT_PLACE, {
          registrationId: [EVENT_ATTENDEE_WITHOUT_PLACE],
        });
      }
      await inOneChange(db, (tx) =>
        body.attended
          ? tx
              .insert(eventAttendance)
              .values({ registrationId: registration.id, occurrenceStart: key })
              .onConflictDoNothing()
          : tx
              .delete(eventAttendance)
              .where(
                and(
                  eq(eventAttendance.registrationId, registration.id),
                  eq(eventAttendance.occurrenceStart, key),
                ),
              ),
      );
      return registrationRows(id);
    },
  };
}

export type EventsAdmin = ReturnType<typeof createEventsAdmin>;
