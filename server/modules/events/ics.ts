/**
 * Calendar files (RFC 5545) for gatherings, written by `ical-generator`: one event's file (for
 * "Add to calendar" and the e-mails) and the feed people subscribe to. Times carry the event's
 * `TZID` with a `VTIMEZONE` describing it (Outlook asks for one), built here from the Intl API's
 * offsets; a series is one `RRULE` with `EXDATE`s for its cancelled meetings and a
 * `RECURRENCE-ID` event for each moved one.
 */
import ical, { ICalEventStatus, type ICalCalendar } from 'ical-generator';
import { SITE_NAME } from '../../../contract/pages';
import { utcToWall, zoneOffset, type ExceptionRow } from './occurrences';

/**
 * A moment that ical-generator writes as wall-clock time in a zone: its local getters answer
 * the zone's clock (the instant itself is unchanged). The shape is the one the library looks
 * for in a time-zone-aware date.
 */
class ZonedDate extends Date {
  readonly internal: Date;
  readonly timeZone: string;
  readonly #wall: number[];

  constructor(instant: Date, timeZone: string) {
    super(instant.getTime());
    this.internal = new Date(instant.getTime());
    this.timeZone = timeZone;
    const w = utcToWall(instant, timeZone);
    const seconds = new Date(instant.getTime() + zoneOffset(instant, timeZone)).getUTCSeconds();
    this.#wall = [
      Number(w.slice(0, 4)),
      Number(w.slice(5, 7)) - 1,
      Number(w.slice(8, 10)),
      Number(w.slice(11, 13)),
      Number(w.slice(14, 16)),
      seconds,
    ];
  }
  withTimeZone(timeZone?: string | null): ZonedDate {
    return new ZonedDate(this.internal, timeZone ?? 'UTC');
  }
  tzComponents() {
    const [year, month, date, hours, minutes, seconds] = this.#wall as [
      number,
      number,
      number,
      number,
      number,
      number,
    ];
    return { year, month, date, hours, minutes, seconds, milliseconds: 0 };
  }
  override getFullYear() {
    return this.#wall[0] ?? 0;
  }
  override getMonth() {
    return this.#wall[1] ?? 0;
  }
  override getDate() {
    return this.#wall[2] ?? 0;
  }
  override getHours() {
    return this.#wall[3] ?? 0;
  }
  override getMinutes() {
    return this.#wall[4] ?? 0;
  }
  override getSeconds() {
    return this.#wall[5] ?? 0;
  }
}

const HOUR = 3_600_000;

const offsetText = (ms: number) => {
  const sign = ms < 0 ? '-' : '+';
  const minutes = Math.abs(ms) / 60_000;
  return `${sign}${String(Math.floor(minutes / 60)).padStart(2, '0')}${String(minutes % 60).padStart(2, '0')}`;
};
const icsLocal = (wall: string) => `${wall.replace(/[-:]/g, '')}00`;

/**
 * The zone's `VTIMEZONE`: each change of its clocks from the year before `around` to two years
 * after, found by watching the offset the Intl API gives (hour by hour, then to the minute).
 */
export function vtimezone(timeZone: string, around: Date): string {
  const year = around.getUTCFullYear();
  const start = Date.UTC(year - 1, 0, 1);
  const end = Date.UTC(year + 3, 0, 1);
  const changes: { at: number; from: number; to: number }[] = [];
  let previous = zoneOffset(new Date(start), timeZone);
  for (let t = start + 6 * HOUR; t <= end; t += 6 * HOUR) {
    const offset = zoneOffset(new Date(t), timeZone);
    if (offset === previous) continue;
    let low = t - 6 * HOUR;
    let high = t;
    while (high - low > 60_000) {
      const mid = Math.floor((low + high) / 2 / 60_000) * 60_000;
      if (zoneOffset(new Date(mid), timeZone) === previous) low = mid;
      else high = mid;
    }
    changes.push({ at: high, from: previous, to: offset });
    previous = offset;
  }
  const lines = ['BEGIN:VTIMEZONE', `TZID:${timeZone}`];
  if (changes.length === 0) {
    const o = offsetText(previous);
    lines.push(
      'BEGIN:STANDARD',
      'DTSTART:19700101T000000',
      `TZOFFSETFROM:${o}`,
      `TZOFFSETTO:${o}`,
      'END:STANDARD',
    );
  }
  const standard = Math.min(...changes.flatMap((c) => [c.from, c.to]));
  for (const c of changes) {
    const kind = c.to > standard ? 'DAYLIGHT' : 'STANDARD';
    lines.push(
      `BEGIN:${kind}`,
      // The moment of change as the clock read it just before.
      `DTSTART:${icsLocal(new Date(c.at + c.from).toISOString().slice(0, 16))}`,
      `TZOFFSETFROM:${offsetText(c.from)}`,
      `TZOFFSETTO:${offsetText(c.to)}`,
      `END:${kind}`,
    );
  }
  lines.push('END:VTIMEZONE');
  return lines.join('\r\n');
}

export interface CalendarEvent {
  id: number;
  slug: string;
  title: string;
  description: string;
  startsAt: Date;
  endsAt: Date;
  timeZone: string;
  rrule: string | null;
  placeName: string | null;
  placeAddress: string | null;
  updatedAt: Date;
  exceptions: readonly ExceptionRow[];
}

export interface CalendarOptions {
  publicUrl: string;
  /** The page each event links to ('/es/events/slug'). */
  pageOf: (slug: string) => string;
  now: Date;
  name: string;
  /** Given only in a registered person's own file. */
  onlineUrl?: string | null;
}

const uid = (event: CalendarEvent, publicUrl: string) =>
  `event-${event.id}@${new URL(publicUrl).hostname}`;

function location(event: CalendarEvent): string | undefined {
  const parts = [event.placeName, event.placeAddress].filter(Boolean);
  return parts.length ? parts.join(', ') : undefined;
}

function addEvent(cal: ICalCalendar, event: CalendarEvent, opts: CalendarOptions) {
  const zone = event.timeZone;
  const url = `${opts.publicUrl}${opts.pageOf(event.slug)}`;
  const description = [event.description.trim(), opts.onlineUrl ?? '', url]
    .filter(Boolean)
    .join('\n\n');
  const common = {
    id: uid(event, opts.publicUrl),
    summary: event.title,
    description,
    url,
    timezone: zone,
    stamp: opts.now,
    lastModified: event.updatedAt,
    location: location(event) ?? null,
  };
  const cancelled = event.exceptions.filter((e) => e.cancelled);
  const moved = event.exceptions.filter((e) => !e.cancelled && e.movedStart && e.movedEnd);
  let repeating: string | null = null;
  if (event.rrule) {
    repeating = [
      `RRULE:${event.rrule}`,
      ...cancelled.map(
        (e) => `EXDATE;TZID=${zone}:${icsLocal(utcToWall(e.occurrenceStart, zone))}`,
      ),
    ].join('\n');
  }
  cal.createEvent({
    ...common,
    start: new ZonedDate(event.startsAt, zone),
    end: new ZonedDate(event.endsAt, zone),
    repeating,
    status:
      !event.rrule &&
      cancelled.some((c) => c.occurrenceStart.getTime() === event.startsAt.getTime())
        ? ICalEventStatus.CANCELLED
        : ICalEventStatus.CONFIRMED,
  });
  if (!event.rrule) return;
  for (const m of moved) {
    if (!m.movedStart || !m.movedEnd) continue;
    cal.createEvent({
      ...common,
      start: new ZonedDate(m.movedStart, zone),
      end: new ZonedDate(m.movedEnd, zone),
      recurrenceId: new ZonedDate(m.occurrenceStart, zone),
    });
  }
}

/** A calendar of `events`, as a `.ics` file's text. */
export function calendarOf(events: readonly CalendarEvent[], opts: CalendarOptions): string {
  const cal = ical({
    name: opts.name,
    prodId: { company: SITE_NAME, product: 'events', language: 'EN' },
    url: opts.publicUrl,
    // Clients refresh a subscribed feed about every six hours.
    ttl: 6 * 3600,
    timezone: { name: null, generator: (zone) => vtimezone(zone, opts.now) },
  });
  for (const event of events) addEvent(cal, event, opts);
  return cal.toString();
}
