import { z } from 'zod';
import { apiRoute } from './api-route';
import { emailField, rowIdParamsSchema, siteLanguageField } from './fields';
import { siteLanguages } from './i18n';
import { mediaKeyField, pictureSchema, SLUG_MAX, slugField } from './publishing';

/** Where an event stands: drafts are the staff's alone. */
export const eventStatuses = ['draft', 'published'] as const;
export type EventStatus = (typeof eventStatuses)[number];

/** A registration: a visitor's waits for their e-mailed link ('pending'). */
export const registrationStatuses = ['pending', 'confirmed', 'waitlisted', 'cancelled'] as const;
export type RegistrationStatus = (typeof registrationStatuses)[number];

export const EVENT_TITLE_MAX = 200;
export const EVENT_DESCRIPTION_MAX = 20_000;
export const EVENT_TEXT_MAX = 300;
export const EVENT_URL_MAX = 1000;
export const EVENT_NOTE_MAX = 1000;
export const EVENT_NAME_MAX = 120;
/** Places one person may ask for at once (the ministry's limit). */
export const EVENT_PLACES_MAX = 10;
/** The widest window a list may ask for, and how long past events stay listed. */
export const EVENT_WINDOW_DAYS = 800;
export const EVENT_PAST_DAYS = 365;

export const EVENT_NOT_FOUND = 'Event not found';
export const EVENT_SLUG_TAKEN = 'Another event already uses this address';
export const EVENT_TIME_ZONE_INVALID = 'Choose a time zone';
export const EVENT_TIME_INVALID = 'Give a date and time';
export const EVENT_ENDS_BEFORE = 'The end must not be before the start';
export const EVENT_RRULE_INVALID = 'Write the repetition as a rule (FREQ=WEEKLY;BYDAY=TU)';
export const EVENT_URL_INVALID = 'Give a web address starting with https://';
export const EVENT_CLOSED = 'Registration for this event is closed';
export const EVENT_ALREADY_REGISTERED = 'You are already registered for this event';
export const EVENT_NAME_REQUIRED = 'Your name is required';
export const EVENT_EMAIL_REQUIRED = 'Email is required';
export const EVENT_NOT_REGISTERED = 'You are not registered for this event';
export const EVENT_LINK_INVALID = 'This link is not valid any more';
export const EVENT_CHECK_EMAIL = 'Check your e-mail: follow the link we sent to confirm your place';
export const EVENT_REGISTERED = 'You are registered: we sent the details by e-mail';
export const EVENT_WAITLISTED = 'The event is full: you are on the waitlist';
export const EVENT_REGISTRATION_CANCELLED = 'Your registration is cancelled';
export const EVENT_DELETED = 'Event deleted';
export const EVENT_DATE_INVALID = 'Give a date as 2026-12-01';
export const EVENT_WINDOW_TOO_WIDE = `Ask for at most ${EVENT_WINDOW_DAYS} days`;
export const EVENT_PLACES_INVALID = `Ask for 1 to ${EVENT_PLACES_MAX} places`;

/** Is `zone` an IANA time zone this runtime knows? */
export function isTimeZone(zone: string): boolean {
  if (!/^[A-Za-z_]+(?:\/[A-Za-z0-9_+-]+)*$/.test(zone) || zone.length > 64) return false;
  try {
    new Intl.DateTimeFormat('en', { timeZone: zone });
    return true;
  } catch {
    return false;
  }
}

const optionalText = (max: number, label: string) =>
  z
    .string({ error: `${label} must be text` })
    .trim()
    .max(max, `${label} must be at most ${max} characters`)
    .nullish()
    .transform((v) => (v ? v : null));

const httpsUrl = z
  .string({ error: EVENT_URL_INVALID })
  .trim()
  .max(EVENT_URL_MAX, EVENT_URL_INVALID)
  .nullish()
  .transform((v) => (v ? v : null))
  .refine((v) => v === null || /^https:\/\/[^\s/]+\.[^\s]+$/i.test(v), EVENT_URL_INVALID);

/** A wall-clock time in the event's zone, as a datetime-local field gives it. */
const localTime = z
  .string({ error: EVENT_TIME_INVALID })
  .regex(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/, EVENT_TIME_INVALID)
  .refine((v) => !Number.isNaN(Date.parse(`${v}:00Z`)), EVENT_TIME_INVALID);

/** An RFC 5545 RRULE without DTSTART ('FREQ=MONTHLY;BYDAY=1TU'); the server checks it further. */
const rruleField = z
  .string({ error: EVENT_RRULE_INVALID })
  .trim()
  .toUpperCase()
  .max(300, EVENT_RRULE_INVALID)
  .nullish()
  .transform((v) => (v ? v.replace(/^RRULE:/, '') : null))
  .refine(
    (v) => v === null || /^FREQ=(DAILY|WEEKLY|MONTHLY|YEARLY)(;[A-Z]+=[A-Z0-9,+-]+)*$/.test(v),
    EVENT_RRULE_INVALID,
  );

/** What staff write: times are wall-clock times in `timeZone`. */
export const eventInputSchema = z
  .object({
    title: z
      .string({ error: 'Title is required' })
      .trim()
      .min(1, 'Title is required')
      .max(EVENT_TITLE_MAX, `Title must be at most ${EVENT_TITLE_MAX} characters`),
    slug: slugField,
    description: z
      .string({ error: 'Description must be text' })
      .max(EVENT_DESCRIPTION_MAX, `Description must be at most ${EVENT_DESCRIPTION_MAX} characters`)
      .default(''),
    language: siteLanguageField.default('en'),
    startsLocal: localTime,
    endsLocal: localTime,
    timeZone: z
      .string({ error: EVENT_TIME_ZONE_INVALID })
      .refine(isTimeZone, EVENT_TIME_ZONE_INVALID),
    placeName: optionalText(EVENT_TEXT_MAX, 'Place'),
    placeAddress: optionalText(EVENT_TEXT_MAX, 'Address'),
    mapUrl: httpsUrl,
    onlineUrl: httpsUrl,
    /** An image uploaded through the media pipeline (`POST /api/admin/media`). */
    imageKey: mediaKeyField.nullish().transform((v) => v ?? null),
    capacity: z
      .number({ error: 'Give a number of places' })
      .int('Give a number of places')
      .min(1, 'Give a number of places')
      .max(100_000, 'Give a number of places')
      .nullish()
      .transform((v) => v ?? null),
    registrationOpen: z.boolean({ error: 'Say whether registration is open' }).default(true),
    registrationUntilLocal: localTime.nullish().transform((v) => v ?? null),
    rrule: rruleField,
    studyGroupId: z
      .number({ error: 'Choose a study group' })
      .int('Choose a study group')
      .positive('Choose a study group')
      .max(2_147_483_647, 'Choose a study group')
      .nullish()
      .transform((v) => v ?? null),
    studyUrl: httpsUrl,
    status: z.enum(eventStatuses, { error: 'Choose draft or published' }).default('draft'),
  })
  .refine((v) => v.endsLocal >= v.startsLocal, { path: ['endsLocal'], message: EVENT_ENDS_BEFORE });
export type EventInput = z.input<typeof eventInputSchema>;
export type EventValues = z.output<typeof eventInputSchema>;

export const GROUP_SCHEDULE_NEEDS_RULE = 'Say how often the group meets (FREQ=WEEKLY;BYDAY=TU)';
export const GROUP_NOT_FOUND = 'Study group not found';
export const GROUP_SCHEDULE_LEADERS_ONLY = 'Only the group leader may change its meetings';

/**
 * A study group's meetings, kept by its leader (or staff who moderate groups): a repeating
 * series in the group's calendar, seen by its members only.
 */
export const groupScheduleBodySchema = z
  .object({
    startsLocal: localTime,
    endsLocal: localTime,
    timeZone: z
      .string({ error: EVENT_TIME_ZONE_INVALID })
      .refine(isTimeZone, EVENT_TIME_ZONE_INVALID),
    rrule: rruleField.refine((v) => v !== null, GROUP_SCHEDULE_NEEDS_RULE),
    placeName: optionalText(EVENT_TEXT_MAX, 'Place'),
    placeAddress: optionalText(EVENT_TEXT_MAX, 'Address'),
    mapUrl: httpsUrl,
    onlineUrl: httpsUrl,
  })
  .refine((v) => v.endsLocal >= v.startsLocal, { path: ['endsLocal'], message: EVENT_ENDS_BEFORE });
export type GroupScheduleBody = z.input<typeof groupScheduleBodySchema>;

export const groupScheduleParamsSchema = rowIdParamsSchema(GROUP_NOT_FOUND);

export const groupScheduleSchema = z.object({
  /** The series' page, `/events/{slug}`. */
  slug: z.string(),
  startsLocal: z.string(),
  endsLocal: z.string(),
  timeZone: z.string(),
  rrule: z.string(),
  placeName: z.string().nullable(),
  placeAddress: z.string().nullable(),
  mapUrl: z.string().nullable(),
  onlineUrl: z.string().nullable(),
  /** The next meetings (at most five), as instants. */
  next: z.array(z.string()),
});
export type GroupSchedule = z.infer<typeof groupScheduleSchema>;
/** `null`: the group keeps no schedule. */
export const groupScheduleAnswerSchema = z.object({ schedule: groupScheduleSchema.nullable() });

export const eventIdParamsSchema = rowIdParamsSchema(EVENT_NOT_FOUND);
export const eventSlugParamsSchema = z.object({ slug: z.string().max(SLUG_MAX * 2) });
/** `/events/{slug}.ics`. */
export const eventIcsParamsSchema = z.object({ slug: z.string().max(SLUG_MAX * 2) });

const dateField = z
  .string({ error: EVENT_DATE_INVALID })
  .regex(/^\d{4}-\d{2}-\d{2}$/, EVENT_DATE_INVALID)
  .refine((v) => !Number.isNaN(Date.parse(`${v}T00:00:00Z`)), EVENT_DATE_INVALID);

/** `from`, `to`: UTC days, both included; by default from a year ago to a year ahead. */
export const eventListQuerySchema = z.object({
  from: dateField.optional(),
  to: dateField.optional(),
  lang: z.enum(siteLanguages, { error: 'Choose English, Español or Português' }).optional(),
});
export type EventListQuery = z.input<typeof eventListQuerySchema>;

/** One meeting: an event's start and end, moved or cancelled alone when staff say so. */
export const occurrenceSchema = z.object({
  eventId: z.number(),
  slug: z.string(),
  title: z.string(),
  language: z.enum(siteLanguages),
  timeZone: z.string(),
  /** The start the rule gives it (its name, even when moved). */
  key: z.string(),
  startsAt: z.string(),
  endsAt: z.string(),
  cancelled: z.boolean(),
  placeName: z.string().nullable(),
  online: z.boolean(),
});
export type Occurrence = z.infer<typeof occurrenceSchema>;
export const eventListSchema = z.object({ items: z.array(occurrenceSchema) });
export type EventList = z.infer<typeof eventListSchema>;

export const myRegistrationSchema = z.object({
  id: z.number(),
  status: z.enum(registrationStatuses),
  places: z.number(),
});

export const eventSchema = z.object({
  id: z.number(),
  slug: z.string(),
  title: z.string(),
  /** Markdown, as staff wrote it. */
  description: z.string(),
  /** The description rendered by the article renderer (sanitised HTML). */
  html: z.string(),
  language: z.enum(siteLanguages),
  startsAt: z.string(),
  endsAt: z.string(),
  timeZone: z.string(),
  placeName: z.string().nullable(),
  placeAddress: z.string().nullable(),
  mapUrl: z.string().nullable(),
  online: z.boolean(),
  /** Only for people registered (confirmed) and staff. */
  onlineUrl: z.string().nullable(),
  image: pictureSchema.nullable(),
  capacity: z.number().nullable(),
  /** Places left; null without a limit. */
  placesLeft: z.number().nullable(),
  registrationOpen: z.boolean(),
  registrationUntil: z.string().nullable(),
  rrule: z.string().nullable(),
  studyUrl: z.string().nullable(),
  studyGroupId: z.number().nullable(),
  status: z.enum(eventStatuses),
  /** The next meetings (a year at most), cancelled ones marked. */
  occurrences: z.array(occurrenceSchema),
  mine: myRegistrationSchema.nullable(),
});
export type EventDetail = z.infer<typeof eventSchema>;

export const registerBodySchema = z.object({
  name: z
    .string({ error: EVENT_NAME_REQUIRED })
    .trim()
    .max(EVENT_NAME_MAX, `Name must be at most ${EVENT_NAME_MAX} characters`)
    .optional(),
  email: emailField.optional(),
  places: z
    .number({ error: EVENT_PLACES_INVALID })
    .int(EVENT_PLACES_INVALID)
    .min(1, EVENT_PLACES_INVALID)
    .max(EVENT_PLACES_MAX, EVENT_PLACES_INVALID)
    .default(1),
  note: z
    .string({ error: 'Note must be text' })
    .trim()
    .max(EVENT_NOTE_MAX, `Note must be at most ${EVENT_NOTE_MAX} characters`)
    .optional(),
  /** The page's language: what reaches the person away from the page is written in it. */
  language: siteLanguageField.optional(),
});
export type RegisterBody = z.input<typeof registerBodySchema>;

export const registrationAnswerSchema = z.object({
  status: z.enum(registrationStatuses),
  places: z.number(),
  message: z.string(),
});
export type RegistrationAnswer = z.infer<typeof registrationAnswerSchema>;

/** The e-mailed links: a visitor confirms, anyone cancels, by the registration's secret. */
export const registrationTokenBodySchema = z.object({
  token: z
    .string({ error: EVENT_LINK_INVALID })
    .regex(/^[A-Za-z0-9_-]{20,100}$/, EVENT_LINK_INVALID),
});

// ---- staff -------------------------------------------------------------------------------------

export const adminEventSchema = eventSchema.extend({
  startsLocal: z.string(),
  endsLocal: z.string(),
  registrationUntilLocal: z.string().nullable(),
  imageKey: z.string().nullable(),
  confirmedPlaces: z.number(),
  waitlisted: z.number(),
  /**
   * The meetings that have begun (newest first, at most a year back and twelve), where staff
   * mark who came: `key` names the meeting as the attendance marks do.
   */
  pastMeetings: z.array(z.object({ key: z.string(), startsAt: z.string() })),
});
export type AdminEvent = z.infer<typeof adminEventSchema>;
export const adminEventListSchema = z.array(adminEventSchema);

export const adminRegistrationSchema = z.object({
  id: z.number(),
  name: z.string(),
  email: z.string(),
  places: z.number(),
  note: z.string().nullable(),
  status: z.enum(registrationStatuses),
  member: z.boolean(),
  language: z.enum(siteLanguages),
  createdAt: z.string(),
  /** Meetings (by their key) they were marked present at. */
  attended: z.array(z.string()),
});
export type AdminRegistration = z.infer<typeof adminRegistrationSchema>;
export const adminRegistrationListSchema = z.array(adminRegistrationSchema);
export const adminRegistrationsQuerySchema = z.object({
  format: z.enum(['json', 'csv'], { error: 'Choose json or csv' }).default('json'),
});

/** Staff cancel or move one meeting of a series, or undo it (`cancelled: false`, no move). */
export const exceptionBodySchema = z.object({
  occurrence: z.iso.datetime({ error: EVENT_TIME_INVALID }),
  cancelled: z.boolean({ error: 'Say whether the meeting is cancelled' }).default(false),
  movedStartsLocal: localTime.optional(),
  movedEndsLocal: localTime.optional(),
});

export const attendanceBodySchema = z.object({
  registrationId: z.number({ error: 'Choose a person' }).int().positive().max(2_147_483_647),
  occurrence: z.iso.datetime({ error: EVENT_TIME_INVALID }),
  attended: z.boolean({ error: 'Say whether they came' }),
});

export const EVENT_MEETING_NOT_BEGUN = 'Mark who came once the meeting has begun';
export const EVENT_ATTENDEE_WITHOUT_PLACE = 'Only people with a place can be marked as present';

export const EVENT_MESSAGE_SUBJECT_MAX = 200;
export const EVENT_MESSAGE_BODY_MAX = 10_000;
export const EVENT_MESSAGE_NOBODY = 'Nobody is registered for this event yet';
export const EVENT_MESSAGE_SENT = 'Your message is on its way';

/** Staff write to everyone with a place or on the waitlist: a subject and plain text. */
export const eventMessageBodySchema = z.object({
  subject: z
    .string({ error: 'Subject is required' })
    .trim()
    .min(1, 'Subject is required')
    .max(
      EVENT_MESSAGE_SUBJECT_MAX,
      `Subject must be at most ${EVENT_MESSAGE_SUBJECT_MAX} characters`,
    ),
  body: z
    .string({ error: 'Message is required' })
    .trim()
    .min(1, 'Message is required')
    .max(EVENT_MESSAGE_BODY_MAX, `Message must be at most ${EVENT_MESSAGE_BODY_MAX} characters`),
});
export type EventMessageBody = z.input<typeof eventMessageBodySchema>;
/** How many people the message was queued for. */
export const eventMessageAnswerSchema = z.object({ sent: z.number(), message: z.string() });

/** An event's calendar file, for "Add to calendar". */
export const eventIcsPath = (slug: string) => `/events/${slug}.ics`;

/** The gatherings' addresses. */
export const eventsApi = {
  list: apiRoute('/api/events'),
  event: apiRoute('/api/events/:slug'),
  register: apiRoute('/api/events/:id/registrations'),
  mine: apiRoute('/api/events/:id/registrations/mine'),
  confirm: apiRoute('/api/events/registrations/confirm'),
  cancel: apiRoute('/api/events/registrations/cancel'),
  feed: apiRoute('/events.ics'),
  /** Only addresses ending in `.ics`: the event's page is `/events/{slug}`. */
  eventIcs: apiRoute('/events/:slug(^[a-z0-9-]+).ics'),
  adminList: apiRoute('/api/admin/events'),
  adminEvent: apiRoute('/api/admin/events/:id'),
  adminRegistrations: apiRoute('/api/admin/events/:id/registrations'),
  adminExceptions: apiRoute('/api/admin/events/:id/exceptions'),
  adminAttendance: apiRoute('/api/admin/events/:id/attendance'),
  adminMessage: apiRoute('/api/admin/events/:id/message'),
  /** A study group's meetings as a series in the calendar (`id`: the group's). */
  groupSchedule: apiRoute('/api/study-groups/:id/schedule'),
};
