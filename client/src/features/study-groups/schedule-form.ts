/**
 * The group's meetings form: what its fields hold (a repetition chosen by day, the first day, the
 * start and end times) and how that is read into the API's body by the contract's own schema,
 * so the browser refuses what the server would, with the same messages, shown by the field that
 * holds the mistake.
 */
import {
  EVENT_DATE_INVALID,
  EVENT_TIME_INVALID,
  groupScheduleBodySchema,
  type GroupSchedule,
  type GroupScheduleBody,
} from '@contract/events';
import type { Resolver } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { z } from 'zod';
import {
  firstMeetingDay,
  frequencies,
  repetitionOf,
  ruleOf,
  WEEKDAYS,
  weeksOfMonth,
  type Repetition,
} from '@client/lib/recurrence';

export const SCHEDULE_NEEDS_DAY = 'Choose at least one day';

/** The intervals offered: every week up to every sixth. */
export const intervals = [1, 2, 3, 4, 5, 6] as const;

const scheduleFields = z.object({
  frequency: z.enum(frequencies),
  interval: z.string(),
  days: z.array(z.enum(WEEKDAYS)),
  week: z.string(),
  firstDay: z.string(),
  startTime: z.string(),
  endTime: z.string(),
  timeZone: z.string(),
  placeName: z.string(),
  placeAddress: z.string(),
  mapUrl: z.string(),
  onlineUrl: z.string(),
});
export type ScheduleForm = z.input<typeof scheduleFields>;

const blankToNull = (text: string) => (text.trim() ? text.trim() : null);

/** The body a filled form sends; its rule is '' (refused by the contract) without a day. */
export function bodyOf(form: ScheduleForm): GroupScheduleBody {
  const week = Number(form.week);
  const repetition: Repetition = {
    frequency: form.frequency,
    interval: Number(form.interval) || 1,
    days: form.days,
    week: weeksOfMonth.find((w) => w === week) ?? 1,
  };
  // The series starts with its first meeting on or after the day chosen.
  const day = firstMeetingDay(form.firstDay, repetition);
  return {
    startsLocal: `${day}T${form.startTime}`,
    endsLocal: `${day}T${form.endTime}`,
    timeZone: form.timeZone,
    rrule: ruleOf(repetition),
    placeName: blankToNull(form.placeName),
    placeAddress: blankToNull(form.placeAddress),
    mapUrl: blankToNull(form.mapUrl),
    onlineUrl: blankToNull(form.onlineUrl),
  };
}

/** The field that shows a message about a part of the body. */
export const formFieldOf = (bodyField: string): keyof ScheduleForm => {
  switch (bodyField) {
    case 'startsLocal':
      return 'startTime';
    case 'endsLocal':
      return 'endTime';
    case 'rrule':
      return 'days';
    case 'timeZone':
    case 'placeName':
    case 'placeAddress':
    case 'mapUrl':
    case 'onlineUrl':
      return bodyField;
    default:
      return 'firstDay';
  }
};

/** The form as the contract reads it: a day and times first, then the body's own rules. */
export const scheduleFormSchema = scheduleFields
  .superRefine((form, ctx) => {
    if (!/^\d{4}-\d{2}-\d{2}$/.test(form.firstDay)) {
      ctx.addIssue({ code: 'custom', path: ['firstDay'], message: EVENT_DATE_INVALID });
    }
    for (const field of ['startTime', 'endTime'] as const) {
      if (!/^\d{2}:\d{2}$/.test(form[field])) {
        ctx.addIssue({ code: 'custom', path: [field], message: EVENT_TIME_INVALID });
      }
    }
    if (form.days.length === 0) {
      ctx.addIssue({ code: 'custom', path: ['days'], message: SCHEDULE_NEEDS_DAY });
    }
  })
  .transform(bodyOf)
  .pipe(groupScheduleBodySchema);
export type ScheduleBody = z.output<typeof scheduleFormSchema>;

const contractResolver = zodResolver(scheduleFormSchema);

/**
 * The contract's messages, named by the body's fields, moved to the form's fields that hold
 * them; the first message of a field wins.
 */
export const scheduleResolver: Resolver<ScheduleForm, unknown, ScheduleBody> = async (
  values,
  context,
  options,
) => {
  const result = await contractResolver(values, context, options);
  const errors: Record<string, unknown> = {};
  for (const [field, error] of Object.entries(result.errors)) {
    const shown = field in values ? (field as keyof ScheduleForm) : formFieldOf(field);
    errors[shown] ??= error;
  }
  // The resolver's own type names the form's fields; these are they.
  return { ...result, errors } as Awaited<ReturnType<typeof contractResolver>>;
};

/** A new schedule: weekly, from today, in the leader's zone, no day chosen yet. */
export const newScheduleForm = (today: string, timeZone: string): ScheduleForm => ({
  frequency: 'weekly',
  interval: '1',
  days: [],
  week: '1',
  firstDay: today,
  startTime: '',
  endTime: '',
  timeZone,
  placeName: '',
  placeAddress: '',
  mapUrl: '',
  onlineUrl: '',
});

/** A kept schedule as the form shows it; a rule the form cannot show starts afresh, weekly. */
export function scheduleFormOf(schedule: GroupSchedule): ScheduleForm {
  const repetition = repetitionOf(schedule.rrule);
  return {
    frequency: repetition?.frequency ?? 'weekly',
    interval: String(repetition?.interval ?? 1),
    days: [...(repetition?.days ?? [])],
    week: String(repetition?.week ?? 1),
    firstDay: schedule.startsLocal.slice(0, 10),
    startTime: schedule.startsLocal.slice(11, 16),
    endTime: schedule.endsLocal.slice(11, 16),
    timeZone: schedule.timeZone,
    placeName: schedule.placeName ?? '',
    placeAddress: schedule.placeAddress ?? '',
    mapUrl: schedule.mapUrl ?? '',
    onlineUrl: schedule.onlineUrl ?? '',
  };
}
