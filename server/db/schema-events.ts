import { eventStatuses, registrationStatuses } from '../../contract/events';
import { sql } from 'drizzle-orm';
import {
  boolean,
  check,
  index,
  integer,
  pgTable,
  primaryKey,
  text,
  uniqueIndex,
} from 'drizzle-orm/pg-core';
import {
  belongsTo,
  createdAt,
  id,
  keyOf,
  languageCheck,
  memberOrNull,
  moment,
  usersKey,
  valuesCheck,
} from './columns';

const studyGroups = keyOf('study_groups');

/**
 * A gathering: one meeting, or a series when `rrule` is set (the rule's local times are in
 * `time_zone`, so a 19:00 study stays at 19:00 across a daylight-saving change). `starts_at` and
 * `ends_at` are the first meeting's instants; the online link is given only to registered people.
 */
export const events = pgTable(
  'events',
  {
    id: id(),
    slug: text('slug').notNull(),
    title: text('title').notNull(),
    /** Markdown. */
    description: text('description').notNull().default(''),
    language: text('language').notNull().default('en'),
    startsAt: moment('starts_at').notNull(),
    endsAt: moment('ends_at').notNull(),
    /** IANA zone ('America/New_York'): where the times are kept and named. */
    timeZone: text('time_zone').notNull(),
    placeName: text('place_name'),
    placeAddress: text('place_address'),
    mapUrl: text('map_url'),
    onlineUrl: text('online_url'),
    /** A media key (the media table): the event's image, uploaded through the media pipeline. */
    imageKey: text('image_key'),
    /** Places in all; null: no limit. */
    capacity: integer('capacity'),
    registrationOpen: boolean('registration_open').notNull().default(true),
    registrationUntil: moment('registration_until'),
    /** An RFC 5545 rule without DTSTART ('FREQ=MONTHLY;BYDAY=1TU'); null for a single meeting. */
    rrule: text('rrule'),
    studyGroupId: integer('study_group_id').references(() => studyGroups.id, {
      onDelete: 'set null',
    }),
    /**
     * A study group's own meetings (its schedule, kept by its leader): seen only by the group's
     * members and staff, never in the public feed nor the site search; it goes with its group
     * (a trigger: the migration's tail).
     */
    groupOnly: boolean('group_only').notNull().default(false),
    studyUrl: text('study_url'),
    status: text('status').notNull().default('draft'),
    createdBy: memberOrNull('created_by'),
    createdAt: createdAt(),
    updatedAt: moment('updated_at').notNull().defaultNow(),
  },
  (t) => [
    uniqueIndex('events_slug_key').on(t.slug),
    index('events_status_starts_idx').on(t.status, t.startsAt),
    valuesCheck('events_status', t.status, eventStatuses),
    languageCheck('events_language', t.language),
    check('events_times', sql`${t.endsAt} >= ${t.startsAt}`),
    check('events_capacity', sql`${t.capacity} IS NULL OR ${t.capacity} > 0`),
    // One schedule a group.
    uniqueIndex('events_group_schedule_key')
      .on(t.studyGroupId)
      .where(sql`${t.groupOnly}`),
  ],
);

/** One meeting of a series cancelled or moved, named by the start the rule gives it. */
export const eventExceptions = pgTable(
  'event_exceptions',
  {
    eventId: belongsTo('event_id', () => events.id),
    occurrenceStart: moment('occurrence_start').notNull(),
    cancelled: boolean('cancelled').notNull().default(false),
    movedStart: moment('moved_start'),
    movedEnd: moment('moved_end'),
  },
  (t) => [
    primaryKey({ columns: [t.eventId, t.occurrenceStart] }),
    check(
      'event_exceptions_kind',
      sql`${t.cancelled} OR (${t.movedStart} IS NOT NULL AND ${t.movedEnd} >= ${t.movedStart})`,
    ),
  ],
);

/**
 * A place (or several) asked for: by a member (`user_id`), or by a visitor whose address is
 * proven by following the e-mailed link ('pending' until then). Full events put people on the
 * waitlist, first come first served by `created_at, id`. `cancel_token` is the secret of the
 * one-click cancel (and, while pending, confirm) link.
 */
export const eventRegistrations = pgTable(
  'event_registrations',
  {
    id: id(),
    eventId: belongsTo('event_id', () => events.id),
    userId: integer('user_id').references(() => usersKey.id, { onDelete: 'cascade' }),
    name: text('name').notNull(),
    email: text('email').notNull(),
    places: integer('places').notNull().default(1),
    note: text('note'),
    status: text('status').notNull(),
    cancelToken: text('cancel_token').notNull(),
    language: text('language').notNull().default('en'),
    confirmedAt: moment('confirmed_at'),
    cancelledAt: moment('cancelled_at'),
    createdAt: createdAt(),
  },
  (t) => [
    uniqueIndex('event_registrations_token_key').on(t.cancelToken),
    index('event_registrations_event_idx').on(t.eventId, t.status, t.createdAt),
    // One live registration a member or address per event.
    uniqueIndex('event_registrations_member_key')
      .on(t.eventId, t.userId)
      .where(sql`${t.userId} IS NOT NULL AND ${t.status} <> 'cancelled'`),
    uniqueIndex('event_registrations_email_key')
      .on(t.eventId, t.email)
      .where(sql`${t.status} <> 'cancelled'`),
    valuesCheck('event_registrations_status', t.status, registrationStatuses),
    check('event_registrations_places', sql`${t.places} > 0`),
    languageCheck('event_registrations_language', t.language),
  ],
);

/** Reminders sent, one a registration, meeting and kind: the key makes each go out once. */
export const eventReminders = pgTable(
  'event_reminders',
  {
    registrationId: belongsTo('registration_id', () => eventRegistrations.id),
    occurrenceStart: moment('occurrence_start').notNull(),
    kind: text('kind').notNull(),
    sentAt: createdAt(),
  },
  (t) => [
    primaryKey({ columns: [t.registrationId, t.occurrenceStart, t.kind] }),
    valuesCheck('event_reminders_kind', t.kind, ['day', 'hour']),
  ],
);

/** Who came to a meeting, marked by staff. */
export const eventAttendance = pgTable(
  'event_attendance',
  {
    registrationId: belongsTo('registration_id', () => eventRegistrations.id),
    occurrenceStart: moment('occurrence_start').notNull(),
    markedAt: createdAt(),
  },
  (t) => [primaryKey({ columns: [t.registrationId, t.occurrenceStart] })],
);
