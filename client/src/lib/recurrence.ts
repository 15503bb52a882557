/**
 * Repeating meetings as people choose them (every week or month, on some weekdays) and as
 * calendars write them (an RFC 5545 RRULE such as `FREQ=WEEKLY;BYDAY=TU`), both ways, and a rule
 * said in words in the reader's language.
 */
import type { IntlShape } from 'react-intl';

/** RRULE's weekdays, in the order of JavaScript's `getUTCDay()`. */
export const WEEKDAYS = ['SU', 'MO', 'TU', 'WE', 'TH', 'FR', 'SA'] as const;
export type Weekday = (typeof WEEKDAYS)[number];

/** The order days are offered and listed in: the week as the site's languages start it. */
export const WEEK_ORDER: readonly Weekday[] = ['MO', 'TU', 'WE', 'TH', 'FR', 'SA', 'SU'];

export const frequencies = ['weekly', 'monthly'] as const;
export type Frequency = (typeof frequencies)[number];

/** Which weekday of the month: the first to the fourth, or the last (-1), which every month has. */
export const weeksOfMonth = [1, 2, 3, 4, -1] as const;
export type WeekOfMonth = (typeof weeksOfMonth)[number];

export interface Repetition {
  frequency: Frequency;
  /** Every `interval` weeks or months. */
  interval: number;
  days: readonly Weekday[];
  /** Monthly only. */
  week: WeekOfMonth;
}

const isWeekday = (v: string): v is Weekday => (WEEKDAYS as readonly string[]).includes(v);
const inWeekOrder = (days: readonly Weekday[]) => WEEK_ORDER.filter((day) => days.includes(day));

/** The rule of a repetition; '' when no day is chosen (no rule: the contract says so). */
export function ruleOf({ frequency, interval, days, week }: Repetition): string {
  const chosen = inWeekOrder(days);
  if (chosen.length === 0) return '';
  const every = interval > 1 ? `;INTERVAL=${interval}` : '';
  if (frequency === 'weekly') return `FREQ=WEEKLY${every};BYDAY=${chosen.join(',')}`;
  return `FREQ=MONTHLY${every};BYDAY=${chosen.map((day) => `${week}${day}`).join(',')}`;
}

/**
 * The repetition a rule says, or null for a rule this model cannot show (one written by hand in
 * the event editor, with COUNT, UNTIL, month days...).
 */
export function repetitionOf(rule: string): Repetition | null {
  const parts = new Map<string, string>();
  for (const part of rule
    .trim()
    .toUpperCase()
    .replace(/^RRULE:/, '')
    .split(';')) {
    const [key, value, extra] = part.split('=');
    if (!key || value === undefined || extra !== undefined || parts.has(key)) return null;
    parts.set(key, value);
  }
  const freq = parts.get('FREQ');
  const byDay = parts.get('BYDAY');
  const intervalText = parts.get('INTERVAL') ?? '1';
  const known = [...parts.keys()].every((key) => ['FREQ', 'INTERVAL', 'BYDAY'].includes(key));
  if (!known || !byDay || !/^[1-9]\d?$/.test(intervalText)) return null;
  const interval = Number(intervalText);
  const entries = byDay.split(',').map((entry) => /^(-1|[1-4])?([A-Z]{2})$/.exec(entry));
  const days: Weekday[] = [];
  const weeks = new Set<string | undefined>();
  for (const entry of entries) {
    const day = entry?.[2];
    if (!entry || !day || !isWeekday(day) || days.includes(day)) return null;
    days.push(day);
    weeks.add(entry[1]);
  }
  const [only, ...others] = [...weeks];
  if (freq === 'WEEKLY' && only === undefined && others.length === 0) {
    return { frequency: 'weekly', interval, days: inWeekOrder(days), week: 1 };
  }
  if (freq === 'MONTHLY' && only !== undefined && others.length === 0) {
    return {
      frequency: 'monthly',
      interval,
      days: inWeekOrder(days),
      week: Number(only) as WeekOfMonth,
    };
  }
  return null;
}

/**
 * The first day on or after `from` ('2026-11-28') that the repetition meets on, so that a series
 * starts with a meeting (calendars count a first day off the rule as one more); `from` itself
 * when no day is chosen or it is no date.
 */
export function firstMeetingDay(from: string, { frequency, days, week }: Repetition): string {
  const start = Date.parse(`${from}T00:00:00Z`);
  if (days.length === 0 || !/^\d{4}-\d{2}-\d{2}$/.test(from) || Number.isNaN(start)) return from;
  // Every weekday of every week of the month comes within a year (months of 28 to 31 days).
  for (let i = 0; i < 400; i++) {
    const date = new Date(start + i * 86_400_000);
    const day = WEEKDAYS[date.getUTCDay()];
    if (!day || !days.includes(day)) continue;
    const monthDays = new Date(
      Date.UTC(date.getUTCFullYear(), date.getUTCMonth() + 1, 0),
    ).getUTCDate();
    const inMonth =
      week === -1 ? date.getUTCDate() + 7 > monthDays : Math.ceil(date.getUTCDate() / 7) === week;
    if (frequency === 'weekly' || inMonth) return date.toISOString().slice(0, 10);
  }
  return from;
}

/** A weekday's name in `locale` ('Tuesday', 'martes', 'terça-feira'). */
export function weekdayName(locale: string, day: Weekday): string {
  // 2026-01-04 was a Sunday: the day `WEEKDAYS.indexOf(day)` days later is `day`.
  const date = new Date(Date.UTC(2026, 0, 4 + WEEKDAYS.indexOf(day)));
  return new Intl.DateTimeFormat(locale, { weekday: 'long', timeZone: 'UTC' }).format(date);
}

/**
 * How a rule repeats, in words of the reader's language ('every Tuesday', 'the first Saturday
 * of each month'); null for a rule `repetitionOf` cannot read.
 */
export function ruleWords(intl: Pick<IntlShape, 'formatMessage' | 'locale'>, rule: string) {
  const repetition = repetitionOf(rule);
  if (!repetition) return null;
  const [first] = repetition.days;
  const days = new Intl.ListFormat(intl.locale, { type: 'conjunction' }).format(
    repetition.days.map((day) => weekdayName(intl.locale, day)),
  );
  return intl.formatMessage(
    { id: 'repeat.words' },
    {
      frequency: repetition.frequency,
      interval: repetition.interval,
      week: String(repetition.week),
      days,
      // Portuguese says "todo sábado" but "toda terça-feira": the first day's gender.
      gender: first === 'SA' || first === 'SU' ? 'masculine' : 'feminine',
    },
  );
}
