/**
 * Times of gatherings. An event's times are wall-clock times in its own IANA zone: a study at
 * 19:00 in New York stays at 19:00 there after the clocks change, so its instant in UTC moves by
 * an hour. Recurrences are expanded by `rrule` over "floating" times (the wall clock written as
 * if it were UTC, which has no daylight saving), and each wall time is then placed in the zone
 * with the Intl API.
 */
import { createRequire } from 'node:module';
import type * as RRuleModule from 'rrule';

// rrule's ES build is not loadable by Node (it names no `type: module`); its CommonJS one is.
const { RRule } = createRequire(import.meta.url)('rrule') as typeof RRuleModule;

const MINUTE = 60_000;

const formats = new Map<string, Intl.DateTimeFormat>();

/** The zone's offset from UTC at `instant`, in milliseconds (New York in winter: -5 h). */
export function zoneOffset(instant: Date, timeZone: string): number {
  let format = formats.get(timeZone);
  if (!format) {
    format = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
      second: '2-digit',
    });
    formats.set(timeZone, format);
  }
  const parts = format.formatToParts(instant);
  const n = (type: string) => Number(parts.find((p) => p.type === type)?.value);
  const asUtc = Date.UTC(n('year'), n('month') - 1, n('day'), n('hour'), n('minute'), n('second'));
  return asUtc - Math.floor(instant.getTime() / 1000) * 1000;
}

/** 'YYYY-MM-DDTHH:mm' as a floating instant (its fields read in UTC). */
const floating = (local: string): Date => new Date(`${local}:00Z`);
const localOf = (float: Date): string => float.toISOString().slice(0, 16);

/**
 * The instant a wall-clock time in `timeZone` names. A time the clocks skip (02:30 on the night
 * they spring forward) is read with the offset before the change, so it lands an hour later;
 * a time that happens twice is its first.
 */
export function wallToUtc(local: string, timeZone: string): Date {
  const guess = floating(local).getTime();
  const first = guess - zoneOffset(new Date(guess), timeZone);
  const second = guess - zoneOffset(new Date(first), timeZone);
  if (second === first) return new Date(first);
  // Near a change: take the reading that gives back the wall time, earliest first.
  const candidates = [Math.min(first, second), Math.max(first, second)];
  const exact = candidates.find(
    (c) => localOf(new Date(c + zoneOffset(new Date(c), timeZone))) === local,
  );
  return new Date(exact ?? Math.max(first, second));
}

/** The wall-clock time ('YYYY-MM-DDTHH:mm') of `instant` in `timeZone`. */
export function utcToWall(instant: Date, timeZone: string): string {
  return localOf(new Date(instant.getTime() + zoneOffset(instant, timeZone)));
}

/** Is the rule one `rrule` reads (and not one that never yields a date)? */
export function isValidRule(rule: string): boolean {
  try {
    const options = RRule.parseString(rule);
    const r = new RRule({ ...options, dtstart: new Date(Date.UTC(2026, 0, 1)) });
    r.after(new Date(Date.UTC(2026, 0, 1)), true);
    return true;
  } catch {
    return false;
  }
}

export interface Schedule {
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  rrule: string | null;
}

export interface ExceptionRow {
  occurrenceStart: Date;
  cancelled: boolean;
  movedStart: Date | null;
  movedEnd: Date | null;
}

export interface Meeting {
  /** The start the rule gives it: the meeting's name, kept when it is moved. */
  key: Date;
  startsAt: Date;
  endsAt: Date;
  cancelled: boolean;
}

/** Meetings a series has at most in one expansion (a daily rule over the widest window). */
const MAX_MEETINGS = 500;
/** Moved meetings are looked for this far outside the window. */
const MARGIN = 35 * 24 * 60 * MINUTE;

/** The rule's starts (UTC instants) from `from` to `to`, both included. */
function ruleStarts(schedule: Schedule, from: Date, to: Date): Date[] {
  if (!schedule.rrule) return [schedule.startsAt];
  const dtstart = floating(utcToWall(schedule.startsAt, schedule.timeZone));
  const rule = new RRule({ ...RRule.parseString(schedule.rrule), dtstart });
  // Floating times differ from UTC by at most 14 hours: widen the window by a day each side.
  const day = 24 * 60 * MINUTE;
  const floats: Date[] = [];
  rule.between(new Date(from.getTime() - day), new Date(to.getTime() + day), true, (d) => {
    floats.push(d);
    return floats.length < MAX_MEETINGS;
  });
  return floats.map((f) => wallToUtc(localOf(f), schedule.timeZone));
}

/**
 * The meetings that overlap `from`..`to`, in start order: the rule's, with cancelled ones
 * marked and moved ones at their new time.
 */
export function meetings(
  schedule: Schedule,
  exceptions: readonly ExceptionRow[],
  from: Date,
  to: Date,
): Meeting[] {
  const length = schedule.endsAt.getTime() - schedule.startsAt.getTime();
  const byKey = new Map(exceptions.map((e) => [e.occurrenceStart.getTime(), e]));
  const starts = ruleStarts(
    schedule,
    new Date(from.getTime() - MARGIN - length),
    new Date(to.getTime() + MARGIN),
  );
  const out: Meeting[] = [];
  for (const key of starts) {
    const change = byKey.get(key.getTime());
    const startsAt = change?.movedStart ?? key;
    const endsAt = change?.movedEnd ?? new Date(key.getTime() + length);
    if (endsAt < from || startsAt > to) continue;
    out.push({ key, startsAt, endsAt, cancelled: change?.cancelled ?? false });
  }
  return out.sort((a, b) => a.startsAt.getTime() - b.startsAt.getTime());
}

/** Is `key` a start the schedule's rule gives (so a meeting can be cancelled or moved)? */
export function isRuleStart(schedule: Schedule, key: Date): boolean {
  return ruleStarts(schedule, key, key).some((d) => d.getTime() === key.getTime());
}
