import { describe, expect, it } from 'vitest';
import {
  isRuleStart,
  isValidRule,
  meetings,
  utcToWall,
  wallToUtc,
  zoneOffset,
} from './occurrences';

const at = (iso: string) => new Date(iso);

describe('wall-clock times in a zone', () => {
  it('places a wall time in its zone on either side of a change', () => {
    expect(wallToUtc('2026-10-31T10:00', 'America/New_York').toISOString()).toBe(
      '2026-10-31T14:00:00.000Z',
    );
    expect(wallToUtc('2026-11-02T10:00', 'America/New_York').toISOString()).toBe(
      '2026-11-02T15:00:00.000Z',
    );
    expect(wallToUtc('2026-06-01T12:00', 'Asia/Kolkata').toISOString()).toBe(
      '2026-06-01T06:30:00.000Z',
    );
    expect(zoneOffset(at('2026-01-15T12:00:00Z'), 'America/Sao_Paulo')).toBe(-3 * 3600_000);
  });

  it('reads a skipped time an hour on and a repeated time as its first', () => {
    // New York springs forward at 02:00 on 8 March 2026: 02:30 does not happen.
    expect(wallToUtc('2026-03-08T02:30', 'America/New_York').toISOString()).toBe(
      '2026-03-08T07:30:00.000Z',
    );
    // and falls back at 02:00 on 1 November: 01:30 happens twice.
    expect(wallToUtc('2026-11-01T01:30', 'America/New_York').toISOString()).toBe(
      '2026-11-01T05:30:00.000Z',
    );
  });

  it('gives the wall time of an instant', () => {
    expect(utcToWall(at('2026-11-02T15:00:00Z'), 'America/New_York')).toBe('2026-11-02T10:00');
    expect(utcToWall(at('2026-07-01T09:05:00Z'), 'Europe/Lisbon')).toBe('2026-07-01T10:05');
  });
});

describe('meetings of a series', () => {
  const weekly = {
    startsAt: wallToUtc('2026-10-20T19:00', 'America/New_York'),
    endsAt: wallToUtc('2026-10-20T20:30', 'America/New_York'),
    timeZone: 'America/New_York',
    rrule: 'FREQ=WEEKLY;BYDAY=TU',
  };

  it('keeps the local time across the change of clocks', () => {
    const list = meetings(weekly, [], at('2026-10-25T00:00:00Z'), at('2026-11-12T00:00:00Z'));
    expect(list.map((m) => m.startsAt.toISOString())).toEqual([
      '2026-10-27T23:00:00.000Z',
      '2026-11-04T00:00:00.000Z',
      '2026-11-11T00:00:00.000Z',
    ]);
    expect(list.every((m) => m.endsAt.getTime() - m.startsAt.getTime() === 90 * 60_000)).toBe(true);
  });

  it('marks a cancelled meeting and moves a moved one', () => {
    const list = meetings(
      weekly,
      [
        {
          occurrenceStart: at('2026-10-27T23:00:00Z'),
          cancelled: true,
          movedStart: null,
          movedEnd: null,
        },
        {
          occurrenceStart: at('2026-11-04T00:00:00Z'),
          cancelled: false,
          movedStart: at('2026-11-05T00:00:00Z'),
          movedEnd: at('2026-11-05T01:00:00Z'),
        },
      ],
      at('2026-10-25T00:00:00Z'),
      at('2026-11-06T00:00:00Z'),
    );
    expect(list).toEqual([
      {
        key: at('2026-10-27T23:00:00Z'),
        startsAt: at('2026-10-27T23:00:00Z'),
        endsAt: at('2026-10-28T00:30:00Z'),
        cancelled: true,
      },
      {
        key: at('2026-11-04T00:00:00Z'),
        startsAt: at('2026-11-05T00:00:00Z'),
        endsAt: at('2026-11-05T01:00:00Z'),
        cancelled: false,
      },
    ]);
  });

  it('gives one meeting for an event without a rule, when it overlaps the window', () => {
    const once = { ...weekly, rrule: null };
    expect(meetings(once, [], at('2026-10-20T23:30:00Z'), at('2026-10-21T00:00:00Z'))).toHaveLength(
      1,
    );
    expect(meetings(once, [], at('2026-10-22T00:00:00Z'), at('2026-10-30T00:00:00Z'))).toHaveLength(
      0,
    );
  });

  it('knows the rule starts and the rules it can read', () => {
    expect(isRuleStart(weekly, at('2026-11-04T00:00:00Z'))).toBe(true);
    expect(isRuleStart(weekly, at('2026-11-03T23:00:00Z'))).toBe(false);
    expect(isValidRule('FREQ=MONTHLY;BYDAY=1TU')).toBe(true);
    expect(isValidRule('FREQ=WEEKLY;BYDAY=XX')).toBe(false);
  });
});
