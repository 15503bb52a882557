import { randomBytes } from 'node:crypto';
import { and, asc, eq, inArray, lte, ne, sql, type SQL } from 'drizzle-orm';
import { EMAIL_NOT_VERIFIED } from '../../../contract/auth';
import {
  EVENT_ALREADY_REGISTERED,
  EVENT_CHECK_EMAIL,
  EVENT_CLOSED,
  EVENT_EMAIL_REQUIRED,
  EVENT_LINK_INVALID,
  EVENT_NAME_REQUIRED,
  EVENT_NOT_FOUND,
  EVENT_NOT_REGISTERED,
  EVENT_PAST_DAYS,
  EVENT_REGISTERED,
  EVENT_REGISTRATION_CANCELLED,
  EVENT_WAITLISTED,
  EVENT_WINDOW_DAYS,
  EVENT_WINDOW_TOO_WIDE,
  type EventDetail,
  type EventList,
  type EventListQuery,
  type Occurrence,
  type RegisterBody,
  type RegistrationAnswer,
  type RegistrationStatus,
} from '../../../contract/events';
import { isSiteLanguage, type SiteLanguage } from '../../../contract/i18n';
import type { Database, DbOrTx, Tx } from '../../db/types';
import { eventExceptions, eventRegistrations, events, media } from '../../db/schema';
import { pictureOrNull } from '../../domain/published-content';
import type { SessionUser } from '../../domain/sessions';
import { can } from '../../domain/staff';
import { badRequest, conflict, forbidden, notFound } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import { registrationMail, type MailEvent, type RegistrationMail } from './mail';
import { groupMeetingsSeenBy } from './audience';
import { meetings, type ExceptionRow } from './occurrences';

/** A description's Markdown as sanitised HTML (the article renderer, handed in by app.ts). */
export type RenderMarkdown = (markdown: string, language: SiteLanguage) => string;

export interface EventsServiceDeps {
  db: Database;
  clock: () => Date;
  publicUrl: string;
  renderMarkdown: RenderMarkdown;
}

export type EventRow = typeof events.$inferSelect;
type RegistrationRow = typeof eventRegistrations.$inferSelect;
type Viewer = SessionUser | null;
const DAY_MS = 86_400_000;

/** Staff who keep the gatherings see drafts and every online link. */
export const isEventStaff = (viewer: Viewer) => can(viewer, 'content.publish');

export const newToken = () => randomBytes(24).toString('base64url');

export async function exceptionsOf(db: DbOrTx, ids: number[]) {
  const map = new Map<number, ExceptionRow[]>();
  if (ids.length === 0) return map;
  const rows = await db.select().from(eventExceptions).where(inArray(eventExceptions.eventId, ids));
  for (const row of rows) map.set(row.eventId, [...(map.get(row.eventId) ?? []), row]);
  return map;
}

export function occurrencesOf(
  event: EventRow,
  exceptions: readonly ExceptionRow[],
  from: Date,
  to: Date,
): Occurrence[] {
  return meetings(event, exceptions, from, to).map((m) => ({
    eventId: event.id,
    slug: event.slug,
    title: event.title,
    language: event.language as SiteLanguage,
    timeZone: event.timeZone,
    key: m.key.toISOString(),
    startsAt: m.startsAt.toISOString(),
    endsAt: m.endsAt.toISOString(),
    cancelled: m.cancelled,
    placeName: event.placeName,
    online: !!event.onlineUrl,
  }));
}

/** The places taken (confirmed) at an event. */
export async function placesTaken(db: DbOrTx, eventId: number): Promise<number> {
  const [row] = await db
    .select({ n: sql<number>`coalesce(sum(${eventRegistrations.places}), 0)::int` })
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, eventId), eq(eventRegistrations.status, 'confirmed')),
    );
  return row?.n ?? 0;
}

/** The next meeting not cancelled from `now` (a meeting under way counts), or the first. */
export function nextMeeting(event: EventRow, exceptions: readonly ExceptionRow[], now: Date): Date {
  const next = meetings(event, exceptions, now, new Date(now.getTime() + 400 * DAY_MS)).find(
    (m) => !m.cancelled,
  );
  return next?.startsAt ?? event.startsAt;
}

/**
 * Queues one of the registration e-mails in the caller's transaction, so it goes out only if
 * what it announces was kept.
 */
export async function queueRegistrationMail(
  tx: DbOrTx,
  deps: { publicUrl: string; now: Date },
  kind: RegistrationMail,
  event: EventRow,
  registration: RegistrationRow,
  meeting?: Date,
) {
  const exceptions = (await exceptionsOf(tx, [event.id])).get(event.id) ?? [];
  const mailEvent: MailEvent = { ...event, exceptions };
  await queueMail(
    tx,
    registrationMail({
      kind,
      event: mailEvent,
      registrant: registration,
      meeting: meeting ?? nextMeeting(event, exceptions, deps.now),
      publicUrl: deps.publicUrl,
      now: deps.now,
    }),
    deps.now,
  );
}

/**
 * Gives free places to the waitlist, first come first served: the first waiting person moves up
 * when their places fit, and is e-mailed; nobody jumps a larger party ahead of them. The event
 * row is locked by the caller.
 */
export async function promoteWaiting(
  tx: DbOrTx,
  deps: { publicUrl: string; now: Date },
  event: EventRow,
): Promise<number> {
  if (event.capacity === null) {
    const waiting = await tx
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waitlisted')),
      );
    for (const r of waiting) await promote(tx, deps, event, r);
    return waiting.length;
  }
  let free = event.capacity - (await placesTaken(tx, event.id));
  const waiting = await tx
    .select()
    .from(eventRegistrations)
    .where(
      and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waitlisted')),
    )
    .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));
  let promoted = 0;
  for (const r of waiting) {
    if (r.places > free) break;
    await promote(tx, deps, event, r);
    free -= r.places;
    promoted += 1;
  }
  return promoted;
}

async function promote(
  tx: DbOrTx,
  deps: { publicUrl: string; now: Date },
  event: EventRow,
  r: RegistrationRow,
) {
  const [row] = await tx
    .update(eventRegistrations)
    .set({ status: 'confirmed', confirmedAt: deps.now })
    .where(eq(eventRegistrations.id, r.id))
    .returning();
  if (row) await queueRegistrationMail(tx, deps, 'promoted', event, row);
}

/** Can people register now? Open, before its closing time, and not over. */
export function registrationOpen(event: EventRow, exceptions: readonly ExceptionRow[], now: Date) {
  if (event.status !== 'published' || !event.registrationOpen) return false;
  if (event.registrationUntil && event.registrationUntil <= now) return false;
  if (!event.rrule) return event.endsAt > now;
  return meetings(event, exceptions, now, new Date(now.getTime() + 400 * DAY_MS)).some(
    (m) => !m.cancelled,
  );
}

/** The event, locked until the transaction ends: registrations at one event go one at a time. */
async function lockEvent(tx: DbOrTx, id: number): Promise<EventRow | undefined> {
  const [row] = await tx.select().from(events).where(eq(events.id, id)).for('update');
  return row;
}

const messageFor = (status: string) =>
  status === 'confirmed'
    ? EVENT_REGISTERED
    : status === 'waitlisted'
      ? EVENT_WAITLISTED
      : status === 'pending'
        ? EVENT_CHECK_EMAIL
        : EVENT_REGISTRATION_CANCELLED;

const answer = (row: RegistrationRow, message: string): RegistrationAnswer => ({
  status: row.status as RegistrationStatus,
  places: row.places,
  message,
});

export function createEventsService(deps: EventsServiceDeps) {
  const { db, clock, publicUrl, renderMarkdown } = deps;
  const mailDeps = () => ({ publicUrl, now: clock() });

  async function publishedBySlug(slug: string, viewer: Viewer): Promise<EventRow> {
    const [row] = await db
      .select()
      .from(events)
      .where(and(eq(events.slug, slug), await groupMeetingsSeenBy(db, viewer)));
    if (!row || (row.status !== 'published' && !isEventStaff(viewer)))
      throw notFound(EVENT_NOT_FOUND);
    return row;
  }

  /** The published events `viewer` may see that meet `conditions`, with their exceptions. */
  async function publishedSeenBy(viewer: Viewer, ...conditions: (SQL | undefined)[]) {
    const rows = await db
      .select()
      .from(events)
      .where(
        and(eq(events.status, 'published'), await groupMeetingsSeenBy(db, viewer), ...conditions),
      );
    const exceptions = await exceptionsOf(
      db,
      rows.map((r) => r.id),
    );
    return { rows, exceptions };
  }

  /**
   * Decides the registration's place under the event's lock: confirmed while places are
   * left (and nobody waits before), else the waitlist.
   */
  async function placeFor(
    tx: DbOrTx,
    event: EventRow,
    places: number,
  ): Promise<'confirmed' | 'waitlisted'> {
    if (event.capacity === null) return 'confirmed';
    const [waiting] = await tx
      .select({ id: eventRegistrations.id })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waitlisted')),
      )
      .limit(1);
    if (waiting) return 'waitlisted';
    const taken = await placesTaken(tx, event.id);
    return taken + places <= event.capacity ? 'confirmed' : 'waitlisted';
  }

  return {
    /**
     * Published events with their exceptions, for calendar files: one by slug, or by language;
     * a group's own meetings only to whom `viewer` names (the feed asks as nobody).
     */
    async calendar(
      filter: { slug?: string; lang?: SiteLanguage },
      viewer: Viewer = null,
    ): Promise<(EventRow & { exceptions: ExceptionRow[] })[]> {
      const { rows, exceptions } = await publishedSeenBy(
        viewer,
        filter.slug === undefined ? undefined : eq(events.slug, filter.slug),
        filter.lang === undefined ? undefined : eq(events.language, filter.lang),
      );
      return rows.map((r) => ({ ...r, exceptions: exceptions.get(r.id) ?? [] }));
    },

    async list(query: EventListQuery, viewer: Viewer = null): Promise<EventList> {
      const now = clock();
      const from = query.from
        ? new Date(`${query.from}T00:00:00Z`)
        : new Date(now.getTime() - EVENT_PAST_DAYS * DAY_MS);
      const to = query.to
        ? new Date(`${query.to}T23:59:59.999Z`)
        : new Date(now.getTime() + EVENT_PAST_DAYS * DAY_MS);
      if (to < from)
        throw badRequest('Check the dates', { to: ['The end must not be before the start'] });
      if (to.getTime() - from.getTime() > EVENT_WINDOW_DAYS * DAY_MS) {
        throw badRequest(EVENT_WINDOW_TOO_WIDE, { to: [EVENT_WINDOW_TOO_WIDE] });
      }
      const { rows, exceptions } = await publishedSeenBy(
        viewer,
        query.lang ? eq(events.language, query.lang) : undefined,
        lte(events.startsAt, to),
      );
      const items = rows
        .flatMap((r) => occurrencesOf(r, exceptions.get(r.id) ?? [], from, to))
        .sort((a, b) => a.startsAt.localeCompare(b.startsAt) || a.eventId - b.eventId);
      return { items };
    },

    async detail(slug: string, viewer: Viewer): Promise<EventDetail> {
      const event = await publishedBySlug(slug, viewer);
      return eventDetail(db, clock(), event, viewer, renderMarkdown);
    },

    async register(
      viewer: Viewer,
      eventId: number,
      body: RegisterBody,
    ): Promise<RegistrationAnswer> {
      if (viewer && !viewer.emailVerifiedAt && !isEventStaff(viewer))
        throw forbidden(EMAIL_NOT_VERIFIED);
      const places = body.places ?? 1;
      const note = body.note?.trim() || null;
      let name: string;
      let email: string;
      if (viewer) {
        name =
          [viewer.firstName, viewer.lastName].filter(Boolean).join(' ').trim() ||
          body.name?.trim() ||
          viewer.username;
        email = viewer.email;
      } else {
        const fieldErrors: Record<string, string[]> = {};
        if (!body.name?.trim()) fieldErrors.name = [EVENT_NAME_REQUIRED];
        if (!body.email) fieldErrors.email = [EVENT_EMAIL_REQUIRED];
        if (Object.keys(fieldErrors).length) throw badRequest('Check the form', fieldErrors);
        name = body.name?.trim() ?? '';
        email = body.email ?? '';
      }
      const language =
        body.language ??
        (viewer && isSiteLanguage(viewer.preferredLanguage) ? viewer.preferredLanguage : 'en');
      const now = clock();
      return db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event || event.status !== 'published') throw notFound(EVENT_NOT_FOUND);
        const exceptions = (await exceptionsOf(tx, [event.id])).get(event.id) ?? [];
        if (!registrationOpen(event, exceptions, now)) throw conflict(EVENT_CLOSED);
        const [existing] = await tx
          .select()
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.eventId, event.id),
              ne(eventRegistrations.status, 'cancelled'),
              viewer
                ? sql`(${eventRegistrations.userId} = ${viewer.id} OR ${eventRegistrations.email} = ${email})`
                : eq(eventRegistrations.email, email),
            ),
          );
        if (existing) {
          if (!viewer && existing.status === 'pending') {
            // The visitor asks again: the same link, sent again (the address limit applies).
            await queueRegistrationMail(tx, mailDeps(), 'verify', event, existing);
            return answer(existing, EVENT_CHECK_EMAIL);
          }
          // A visitor must not learn whether someone else registered with an address.
          if (!viewer) return { status: 'pending' as const, places, message: EVENT_CHECK_EMAIL };
          throw conflict(EVENT_ALREADY_REGISTERED);
        }
        const status = viewer ? await placeFor(tx, event, places) : 'pending';
        const [row] = await tx
          .insert(eventRegistrations)
          .values({
            eventId: event.id,
            userId: viewer?.id ?? null,
            name,
            email,
            places,
            note,
            status,
            cancelToken: newToken(),
            language,
            confirmedAt: viewer ? now : null,
            createdAt: now,
          })
          .returning();
        if (!row) throw new Error('registration not kept');
        const kind = status === 'pending' ? 'verify' : status;
        await queueRegistrationMail(tx, mailDeps(), kind, event, row);
        return answer(row, messageFor(status));
      });
    },

    async cancelMine(viewer: SessionUser, eventId: number): Promise<RegistrationAnswer> {
      return db.transaction(async (tx) => {
        const event = await lockEvent(tx, eventId);
        if (!event) throw notFound(EVENT_NOT_FOUND);
        const [mine] = await tx
          .select()
          .from(eventRegistrations)
          .where(
            and(
              eq(eventRegistrations.eventId, eventId),
              eq(eventRegistrations.userId, viewer.id),
              ne(eventRegistrations.status, 'cancelled'),
            ),
          );
        if (!mine) throw notFound(EVENT_NOT_REGISTERED);
        return cancel(tx, event, mine);
      });
    },

    /** A visitor follows the e-mailed link: their address is proven, their place decided. */
    confirmByToken: (token: string): Promise<RegistrationAnswer & { slug: string }> =>
      underLinkLock(token, async (tx, event, r) => {
        if (r.status !== 'pending') return { ...answer(r, messageFor(r.status)), slug: event.slug };
        const now = clock();
        const exceptions = (await exceptionsOf(tx, [event.id])).get(event.id) ?? [];
        if (!registrationOpen(event, exceptions, now)) throw conflict(EVENT_CLOSED);
        const status = await placeFor(tx, event, r.places);
        const [row] = await tx
          .update(eventRegistrations)
          .set({ status, confirmedAt: now })
          .where(eq(eventRegistrations.id, r.id))
          .returning();
        if (!row) throw notFound(EVENT_LINK_INVALID);
        await queueRegistrationMail(tx, mailDeps(), status, event, row);
        return { ...answer(row, messageFor(status)), slug: event.slug };
      }),

    /** "Cancel my registration" from an e-mail: the link is the proof. */
    cancelByToken: (token: string): Promise<RegistrationAnswer & { slug: string }> =>
      underLinkLock(token, async (tx, event, r) => {
        if (r.status === 'cancelled')
          return { ...answer(r, EVENT_REGISTRATION_CANCELLED), slug: event.slug };
        return { ...(await cancel(tx, event, r)), slug: event.slug };
      }),
  };

  /**
   * Runs `work` on the registration an e-mailed link names, read again under its event's lock;
   * 404 when the link names none.
   */
  async function underLinkLock<T>(
    token: string,
    work: (tx: Tx, event: EventRow, r: RegistrationRow) => Promise<T>,
  ): Promise<T> {
    const [found] = await db
      .select()
      .from(eventRegistrations)
      .where(eq(eventRegistrations.cancelToken, token));
    if (!found) throw notFound(EVENT_LINK_INVALID);
    return db.transaction(async (tx) => {
      const event = await lockEvent(tx, found.eventId);
      const [r] = await tx
        .select()
        .from(eventRegistrations)
        .where(eq(eventRegistrations.id, found.id));
      if (!event || !r) throw notFound(EVENT_LINK_INVALID);
      return work(tx, event, r);
    });
  }

  async function cancel(
    tx: DbOrTx,
    event: EventRow,
    r: RegistrationRow,
  ): Promise<RegistrationAnswer> {
    const now = clock();
    const [row] = await tx
      .update(eventRegistrations)
      .set({ status: 'cancelled', cancelledAt: now })
      .where(eq(eventRegistrations.id, r.id))
      .returning();
    if (r.status === 'confirmed') await promoteWaiting(tx, mailDeps(), event);
    return answer(row ?? { ...r, status: 'cancelled' }, EVENT_REGISTRATION_CANCELLED);
  }
}

export type EventsService = ReturnType<typeof createEventsService>;

/** The event as its page shows it to `viewer` (the online link to those registered and staff). */
export async function eventDetail(
  db: DbOrTx,
  now: Date,
  event: EventRow,
  viewer: Viewer,
  renderMarkdown: RenderMarkdown,
): Promise<EventDetail> {
  const exceptions = (await exceptionsOf(db, [event.id])).get(event.id) ?? [];
  const from = event.rrule ? now : event.startsAt;
  const occurrences = occurrencesOf(
    event,
    exceptions,
    from,
    new Date(now.getTime() + 365 * DAY_MS),
  ).slice(0, 50);
  const [mine] = viewer
    ? await db
        .select()
        .from(eventRegistrations)
        .where(
          and(
            eq(eventRegistrations.eventId, event.id),
            eq(eventRegistrations.userId, viewer.id),
            ne(eventRegistrations.status, 'cancelled'),
          ),
        )
    : [];
  const taken = await placesTaken(db, event.id);
  const [image] = event.imageKey
    ? await db.select().from(media).where(eq(media.key, event.imageKey))
    : [];
  const seesLink = isEventStaff(viewer) || mine?.status === 'confirmed';
  return {
    id: event.id,
    slug: event.slug,
    title: event.title,
    description: event.description,
    html: renderMarkdown(event.description, event.language as SiteLanguage),
    language: event.language as SiteLanguage,
    startsAt: event.startsAt.toISOString(),
    endsAt: event.endsAt.toISOString(),
    timeZone: event.timeZone,
    placeName: event.placeName,
    placeAddress: event.placeAddress,
    mapUrl: event.mapUrl,
    online: !!event.onlineUrl,
    onlineUrl: seesLink ? event.onlineUrl : null,
    image: pictureOrNull(image ?? null),
    capacity: event.capacity,
    placesLeft: event.capacity === null ? null : Math.max(0, event.capacity - taken),
    registrationOpen: registrationOpen(event, exceptions, now),
    registrationUntil: event.registrationUntil?.toISOString() ?? null,
    rrule: event.rrule,
    studyUrl: event.studyUrl,
    studyGroupId: event.studyGroupId,
    status: event.status as EventDetail['status'],
    occurrences,
    mine: mine
      ? { id: mine.id, status: mine.status as RegistrationStatus, places: mine.places }
      : null,
  };
}
