/**
 * A study group's meetings in the calendar: kept by its leader (or staff who moderate groups),
 * seen in the list, on their page and in their `.ics` by the group's members and staff only,
 * never in the public feed nor the site search.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { EventList, GroupSchedule } from '../../../contract/events';
import type { StudyGroup } from '../../../contract/study-groups';
import { createTestApp, type TestApp } from '../../test/app';

type Member = Awaited<ReturnType<TestApp['signIn']>>;
let t: TestApp;
let leader: Member;
let member: Member;
let outsider: Member;
let moderator: Member;
let editor: Member;
let group: StudyGroup;
const now = new Date('2026-11-28T10:00:00Z');

const schedule = {
  startsLocal: '2026-12-01T19:00',
  endsLocal: '2026-12-01T20:30',
  timeZone: 'America/Chicago',
  rrule: 'FREQ=WEEKLY;BYDAY=TU',
  placeName: 'Fellowship hall',
  onlineUrl: 'https://meet.example/romans-group',
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  leader = await t.signIn({ firstName: 'Priscilla' });
  member = await t.signIn({ firstName: 'Aquila' });
  outsider = await t.signIn({ firstName: 'Demas' });
  moderator = await t.signIn({ roles: ['moderator'] });
  editor = await t.signIn({ roles: ['editor'] });
  const made = await t.call('POST', '/api/study-groups', leader.cookie, {
    name: 'Romans on Tuesdays',
    topic: 'Romans',
  });
  expect(made.statusCode, made.body).toBe(201);
  group = made.json<StudyGroup>();
  expect(
    (await t.call('POST', `/api/study-groups/${group.id}/join`, member.cookie)).statusCode,
  ).toBe(200);
});
afterAll(() => t.close());

const path = () => `/api/study-groups/${group.id}/schedule`;
const titles = async (cookie?: string) =>
  (await t.call('GET', '/api/events?from=2026-11-28&to=2026-12-31', cookie))
    .json<EventList>()
    .items.filter((i) => i.title === group.name);

describe("a study group's meetings", () => {
  it('are kept by the leader only, with each rule named', async () => {
    expect((await t.call('PUT', path(), undefined, schedule)).statusCode).toBe(401);
    const notLeader = await t.call('PUT', path(), member.cookie, schedule);
    expect(notLeader.statusCode).toBe(403);
    expect(notLeader.json<{ message: string }>().message).toBe(
      'Only the group leader may change its meetings',
    );
    expect((await t.call('PUT', path(), outsider.cookie, schedule)).statusCode).toBe(403);
    expect(
      (await t.call('PUT', '/api/study-groups/999999/schedule', leader.cookie, schedule))
        .statusCode,
    ).toBe(404);

    const bad = await t.call('PUT', path(), leader.cookie, {
      startsLocal: 'tomorrow',
      endsLocal: '2026-12-01T18:00',
      timeZone: 'Mars/Olympus',
      rrule: null,
      onlineUrl: 'http://insecure.example',
    });
    expect(bad.statusCode).toBe(400);
    const fields = bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors;
    expect(fields.startsLocal).toEqual(['Give a date and time']);
    expect(fields.timeZone).toEqual(['Choose a time zone']);
    expect(fields.rrule).toEqual(['Say how often the group meets (FREQ=WEEKLY;BYDAY=TU)']);
    expect(fields.onlineUrl).toEqual(['Give a web address starting with https://']);
    const before = await t.call('PUT', path(), leader.cookie, {
      ...schedule,
      endsLocal: '2026-12-01T18:00',
    });
    expect(before.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.endsLocal).toEqual([
      'The end must not be before the start',
    ]);
    const unreadable = await t.call('PUT', path(), leader.cookie, {
      ...schedule,
      rrule: 'FREQ=WEEKLY;BYDAY=XX',
    });
    expect(unreadable.statusCode).toBe(400);

    const kept = await t.call('PUT', path(), leader.cookie, schedule);
    expect(kept.statusCode, kept.body).toBe(200);
    const answer = kept.json<{ schedule: GroupSchedule }>().schedule;
    expect(answer.rrule).toBe('FREQ=WEEKLY;BYDAY=TU');
    // Tuesdays at 19:00 in Chicago are 01:00 UTC on Wednesdays.
    expect(answer.next.slice(0, 2)).toEqual([
      '2026-12-02T01:00:00.000Z',
      '2026-12-09T01:00:00.000Z',
    ]);
    // Staff who moderate groups may change it too; the series stays one.
    const moved = await t.call('PUT', path(), moderator.cookie, {
      ...schedule,
      startsLocal: '2026-12-01T18:30',
    });
    expect(moved.statusCode, moved.body).toBe(200);
    expect(moved.json<{ schedule: GroupSchedule }>().schedule.startsLocal).toBe('2026-12-01T18:30');
    expect(await titles(member.cookie)).toHaveLength(5);
  });

  it('are seen by the group and staff, and by nobody else', async () => {
    const mine = await titles(member.cookie);
    expect(mine.length).toBeGreaterThan(0);
    expect(await titles(leader.cookie)).toHaveLength(mine.length);
    expect(await titles(moderator.cookie)).toHaveLength(mine.length);
    expect(await titles(editor.cookie)).toHaveLength(mine.length);
    expect(await titles(outsider.cookie)).toEqual([]);
    expect(await titles()).toEqual([]);

    const slug = (await t.call('GET', path(), member.cookie)).json<{ schedule: GroupSchedule }>()
      .schedule.slug;
    expect((await t.call('GET', `/api/events/${slug}`, member.cookie)).statusCode).toBe(200);
    expect((await t.call('GET', `/api/events/${slug}`, outsider.cookie)).statusCode).toBe(404);
    expect((await t.call('GET', `/api/events/${slug}`)).statusCode).toBe(404);
    expect((await t.call('GET', path(), outsider.cookie)).statusCode).toBe(404);
    expect((await t.call('GET', path())).statusCode).toBe(404);

    const ics = await t.call('GET', `/events/${slug}.ics`, member.cookie);
    expect(ics.statusCode).toBe(200);
    expect(ics.body).toContain('RRULE:FREQ=WEEKLY;BYDAY=TU');
    expect(ics.body).toContain('TZID=America/Chicago');
    expect(ics.headers['cache-control']).toBe('no-store');
    expect((await t.call('GET', `/events/${slug}.ics`)).statusCode).toBe(404);
    // The feed people subscribe to is everyone's: a group's meetings are not in it.
    const feed = await t.call('GET', '/events.ics');
    expect(feed.statusCode).toBe(200);
    expect(feed.body).not.toContain(group.name);
    // Nor are they found by the site search.
    const found = await t.call('GET', `/api/search?q=${encodeURIComponent('Romans Tuesdays')}`);
    expect(found.body).not.toContain(slug);
    // Nobody registers for them: members meet as members.
    const register = await t.call('GET', `/api/events/${slug}`, member.cookie);
    expect(register.json<{ registrationOpen: boolean }>().registrationOpen).toBe(false);
  });

  it('leave the calendar when the leader removes them, and with the group', async () => {
    expect((await t.call('DELETE', path(), member.cookie)).statusCode).toBe(403);
    const removed = await t.call('DELETE', path(), leader.cookie);
    expect(removed.statusCode).toBe(200);
    expect((await t.call('GET', path(), member.cookie)).json()).toEqual({ schedule: null });
    expect(await titles(member.cookie)).toEqual([]);

    expect((await t.call('PUT', path(), leader.cookie, schedule)).statusCode).toBe(200);
    expect(
      (await t.call('DELETE', `/api/study-groups/${group.id}`, leader.cookie)).statusCode,
    ).toBe(200);
    expect(await titles(editor.cookie)).toEqual([]);
  });
});
