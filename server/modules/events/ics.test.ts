import nodeIcal from 'node-ical';
import { describe, expect, it } from 'vitest';
import { calendarOf, vtimezone, type CalendarEvent } from './ics';
import { wallToUtc } from './occurrences';

const zone = 'America/New_York';
const study: CalendarEvent = {
  id: 7,
  slug: 'romans-study',
  title: 'Romans study',
  description: 'We read **Romans** together.',
  startsAt: wallToUtc('2026-10-20T19:00', zone),
  endsAt: wallToUtc('2026-10-20T20:30', zone),
  timeZone: zone,
  rrule: 'FREQ=WEEKLY;BYDAY=TU',
  placeName: 'Grace Hall',
  placeAddress: '1 Main St',
  updatedAt: new Date('2026-10-01T00:00:00Z'),
  exceptions: [
    {
      occurrenceStart: wallToUtc('2026-10-27T19:00', zone),
      cancelled: true,
      movedStart: null,
      movedEnd: null,
    },
    {
      occurrenceStart: wallToUtc('2026-11-03T19:00', zone),
      cancelled: false,
      movedStart: wallToUtc('2026-11-04T19:00', zone),
      movedEnd: wallToUtc('2026-11-04T20:00', zone),
    },
  ],
};
const opts = {
  publicUrl: 'https://ministry.example',
  pageOf: (slug: string) => `/events/${slug}`,
  now: new Date('2026-10-01T12:00:00Z'),
  name: 'Gatherings',
};

describe('calendar files', () => {
  it('parse with node-ical, with the event zone named and the series kept', () => {
    const text = calendarOf([study], { ...opts, onlineUrl: 'https://meet.example/romans' });
    expect(text).toContain('DTSTART;TZID=America/New_York:20261020T190000');
    expect(text).toContain('EXDATE;TZID=America/New_York:20261027T190000');
    expect(text).toContain('RECURRENCE-ID;TZID=America/New_York:20261103T190000');
    expect(text).toMatch(/DTSTAMP:20261001T120000Z/);
    const parsed = nodeIcal.sync.parseICS(text);
    const events = Object.values(parsed).filter((c) => c?.type === 'VEVENT');
    expect(events).toHaveLength(1);
    const event = events[0] as nodeIcal.VEvent;
    expect(event.summary).toBe('Romans study');
    expect(event.start.toISOString()).toBe('2026-10-20T23:00:00.000Z');
    expect(event.start.tz).toBe(zone);
    expect(event.description).toContain('https://meet.example/romans');
    expect(event.location).toBe('Grace Hall, 1 Main St');
    const excluded = new Set(
      Object.values(event.exdate ?? {}).map((d) => (d as Date).toISOString()),
    );
    expect([...excluded]).toEqual(['2026-10-27T23:00:00.000Z']);
    const moved = Object.values(event.recurrences ?? {});
    expect([...new Set(moved.map((m) => (m as nodeIcal.VEvent).start.toISOString()))]).toEqual([
      '2026-11-05T00:00:00.000Z',
    ]);
    // The series expands at 19:00 New York time on both sides of the change of clocks.
    const next = (event.rrule ?? { between: () => [] }).between(
      new Date('2026-11-09T00:00:00Z'),
      new Date('2026-11-12T00:00:00Z'),
    );
    expect(next.length).toBe(1);
    const zones = Object.values(parsed).filter((c) => c?.type === 'VTIMEZONE');
    expect(zones).toHaveLength(1);
  });

  it('leave the online link out of the public file', () => {
    const text = calendarOf([study], opts);
    expect(text).not.toContain('meet.example');
  });

  it('describe a zone without changes of clock by one standard time', () => {
    expect(vtimezone('Asia/Kolkata', opts.now)).toContain('TZOFFSETTO:+0530');
    const ny = vtimezone(zone, opts.now);
    expect(ny).toContain(
      'BEGIN:DAYLIGHT\r\nDTSTART:20260308T020000\r\nTZOFFSETFROM:-0500\r\nTZOFFSETTO:-0400',
    );
    expect(ny).toContain(
      'BEGIN:STANDARD\r\nDTSTART:20261101T020000\r\nTZOFFSETFROM:-0400\r\nTZOFFSETTO:-0500',
    );
  });
});
