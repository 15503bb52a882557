/**
 * The event editor's form: what its fields hold (text, as inputs give it) and how that is read
 * into the admin API's body by the contract's own schema, so the browser refuses what the server
 * would refuse, with the same messages and the same field names.
 */
import {
  eventInputSchema,
  type AdminEvent,
  type EventInput,
  type EventStatus,
} from '@contract/events';
import type { SiteLanguage } from '@contract/i18n';
import type { IntlShape } from 'react-intl';
import { z } from 'zod';
import { WEEKDAYS } from '@client/lib/recurrence';

/** How a meeting repeats, as the editor offers it; 'custom' leaves the rule as written. */
export const repeatChoices = ['none', 'weekly', 'fortnightly', 'monthly', 'custom'] as const;
export type RepeatChoice = (typeof repeatChoices)[number];

/** The rule a choice gives for a first meeting on `startsLocal` ('2026-12-08T19:00'). */
export function ruleFor(choice: RepeatChoice, startsLocal: string, current: string): string {
  const day = /^(\d{4})-(\d{2})-(\d{2})/.exec(startsLocal);
  if (choice === 'none') return '';
  if (choice === 'custom' || !day) return current;
  const date = new Date(Date.UTC(Number(day[1]), Number(day[2]) - 1, Number(day[3])));
  const weekday = WEEKDAYS[date.getUTCDay()] ?? 'MO';
  if (choice === 'weekly') return `FREQ=WEEKLY;BYDAY=${weekday}`;
  if (choice === 'fortnightly') return `FREQ=WEEKLY;INTERVAL=2;BYDAY=${weekday}`;
  // The same weekday of the month: the 5th becomes the last, which every month has.
  const nth = Math.ceil(date.getUTCDate() / 7);
  return `FREQ=MONTHLY;BYDAY=${nth > 4 ? -1 : nth}${weekday}`;
}

/** The choice a stored rule shows as. */
export function choiceOf(rule: string, startsLocal: string): RepeatChoice {
  if (!rule) return 'none';
  for (const choice of ['weekly', 'fortnightly', 'monthly'] as const) {
    if (ruleFor(choice, startsLocal, '') === rule) return choice;
  }
  return 'custom';
}

const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

/** The fields as the form keeps them. */
const eventFields = z.object({
  title: z.string(),
  slug: z.string(),
  description: z.string(),
  language: z.string(),
  startsLocal: z.string(),
  endsLocal: z.string(),
  timeZone: z.string(),
  placeName: z.string(),
  placeAddress: z.string(),
  mapUrl: z.string(),
  onlineUrl: z.string(),
  imageKey: z.string(),
  capacity: z.string(),
  registrationOpen: z.boolean(),
  registrationUntilLocal: z.string(),
  rrule: z.string(),
  studyGroupId: z.string(),
  studyUrl: z.string(),
  status: z.string(),
});

/** The form's fields read into the admin API's body. */
export const eventFormSchema = eventFields
  .transform((form): EventInput => ({
    title: form.title,
    slug: form.slug,
    description: form.description,
    language: form.language as SiteLanguage,
    startsLocal: form.startsLocal,
    endsLocal: form.endsLocal,
    timeZone: form.timeZone,
    placeName: blankToNull(form.placeName),
    placeAddress: blankToNull(form.placeAddress),
    mapUrl: blankToNull(form.mapUrl),
    onlineUrl: blankToNull(form.onlineUrl),
    imageKey: blankToNull(form.imageKey),
    // A number the contract checks; text that is no number stays text, refused with its message.
    capacity: form.capacity.trim() === '' ? null : Number(form.capacity),
    registrationOpen: form.registrationOpen,
    registrationUntilLocal: blankToNull(form.registrationUntilLocal),
    rrule: blankToNull(form.rrule),
    studyGroupId: form.studyGroupId.trim() === '' ? null : Number(form.studyGroupId),
    studyUrl: blankToNull(form.studyUrl),
    status: form.status as EventStatus,
  }))
  .pipe(eventInputSchema);
export type EventForm = z.input<typeof eventFormSchema>;
export type EventFormOut = z.output<typeof eventFormSchema>;

/** The form's fields, which the server's field errors may name. */
export const EVENT_FIELDS = eventFields.keyof().options;

export const newEventForm = (language: SiteLanguage, timeZone: string): EventForm => ({
  title: '',
  slug: '',
  description: '',
  language,
  startsLocal: '',
  endsLocal: '',
  timeZone,
  placeName: '',
  placeAddress: '',
  mapUrl: '',
  onlineUrl: '',
  imageKey: '',
  capacity: '',
  registrationOpen: true,
  registrationUntilLocal: '',
  rrule: '',
  studyGroupId: '',
  studyUrl: '',
  status: 'draft',
});

/** A stored event as the form shows it, its times in its own zone. */
export const eventFormOf = (event: AdminEvent): EventForm => ({
  title: event.title,
  slug: event.slug,
  description: event.description,
  language: event.language,
  startsLocal: event.startsLocal,
  endsLocal: event.endsLocal,
  timeZone: event.timeZone,
  placeName: event.placeName ?? '',
  placeAddress: event.placeAddress ?? '',
  mapUrl: event.mapUrl ?? '',
  onlineUrl: event.onlineUrl ?? '',
  imageKey: event.imageKey ?? '',
  capacity: event.capacity === null ? '' : String(event.capacity),
  registrationOpen: event.registrationOpen,
  registrationUntilLocal: event.registrationUntilLocal ?? '',
  rrule: event.rrule ?? '',
  studyGroupId: event.studyGroupId === null ? '' : String(event.studyGroupId),
  studyUrl: event.studyUrl ?? '',
  status: event.status,
});

/** "3 places taken of 20, 1 waiting": an event's registrations as its row and its people say them. */
export const countsOf = (
  intl: Pick<IntlShape, 'formatMessage'>,
  event: Pick<AdminEvent, 'confirmedPlaces' | 'capacity' | 'waitlisted'>,
) =>
  intl.formatMessage(
    { id: 'admin.events.counts' },
    {
      places: event.confirmedPlaces,
      capacity: event.capacity === null ? 'none' : String(event.capacity),
      waiting: event.waitlisted,
    },
  );
