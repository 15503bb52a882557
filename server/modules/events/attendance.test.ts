/**
 * The staff's lists of who registered for an event and who came, and the reminders sent before
 * each meeting.
 */
import { and, eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type AdminEvent, type AdminRegistration } from '../../../contract/events';
import { mailOutbox } from '../../db/schema';
import type { TestApp } from '../../test/app';
import {
  createEvent,
  mailsTo as mailsOf,
  openEventsApp,
  present,
  registerFor,
} from '../../test/events';

let now = new Date('2026-11-28T10:00:00Z');
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let editor: Member;
let member: Member;

beforeAll(async () => {
  ({ t, editor, member } = await openEventsApp(() => now));
});
afterAll(() => t.close());

const create = (body: Record<string, unknown> = {}) => createEvent(t, editor.cookie, body);
const register = (id: number, cookie?: string, body: Record<string, unknown> = {}) =>
  registerFor(t, id, cookie, body);
const mailsTo = (email: string) => mailsOf(t, email);

describe('staff lists of attendees', () => {
  it('lists, exports CSV without formulas, and marks nobody before the meeting', async () => {
    const event = await create({ capacity: 1 });
    const a = await t.signIn({ firstName: '=cmd' });
    const b = await t.signIn({ firstName: 'Ben' });
    await register(event.id, a.cookie, { note: 'Vegetarian' });
    await register(event.id, b.cookie);
    const list = await t.call('GET', `/api/admin/events/${event.id}/registrations`, editor.cookie);
    expect(list.json<AdminRegistration[]>().map((r) => r.status)).toEqual([
      'confirmed',
      'waitlisted',
    ]);
    expect(
      (await t.call('GET', `/api/admin/events/${event.id}/registrations`, member.cookie))
        .statusCode,
    ).toBe(403);
    const csv = await t.call(
      'GET',
      `/api/admin/events/${event.id}/registrations?format=csv`,
      editor.cookie,
    );
    expect(csv.headers['content-type']).toContain('text/csv');
    expect(csv.body.split('\n')[0]).toBe(
      'name,email,places,status,member,language,note,registered,attended',
    );
    expect(csv.body).toContain("'=cmd Member");
    // The meeting is ahead: nobody can have come yet.
    const first = present(list.json<AdminRegistration[]>()[0]);
    const early = await t.call('PUT', `/api/admin/events/${event.id}/attendance`, editor.cookie, {
      registrationId: first.id,
      occurrence: event.startsAt,
      attended: true,
    });
    expect(early.statusCode).toBe(400);
    expect(early.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.occurrence).toEqual([
      'Mark who came once the meeting has begun',
    ]);
    const wrong = await t.call('PUT', `/api/admin/events/${event.id}/attendance`, editor.cookie, {
      registrationId: first.id,
      occurrence: '2026-12-25T00:00:00.000Z',
      attended: true,
    });
    expect(wrong.statusCode).toBe(400);
  });

  it('marks who came per meeting of a series: meetings begun, people with a place', async () => {
    // Thursdays at 19:00 in New York since 12 November (midnight in UTC); the clock is at
    // Saturday 28 November, so three meetings have been held and the fourth is ahead.
    const event = await create({
      rrule: 'FREQ=WEEKLY;BYDAY=TH',
      startsLocal: '2026-11-12T19:00',
      endsLocal: '2026-11-12T20:00',
    });
    const other = await create({ capacity: null });
    const a = await t.signIn({ firstName: 'Priscilla' });
    const b = await t.signIn({ firstName: 'Aquila' });
    const c = await t.signIn({ firstName: 'Apollos' });
    for (const who of [a, b, c]) await register(event.id, who.cookie);
    await register(other.id, c.cookie);
    const people = (
      await t.call('GET', `/api/admin/events/${event.id}/registrations`, editor.cookie)
    ).json<AdminRegistration[]>();
    const pa = present(people[0]);
    const pb = present(people[1]);
    const pc = present(people[2]);
    expect(pc.status).toBe('waitlisted');
    const mark = (cookie: string | undefined, body: Record<string, unknown>) =>
      t.call('PUT', `/api/admin/events/${event.id}/attendance`, cookie, body);
    const first = '2026-11-13T00:00:00.000Z';
    const second = '2026-11-20T00:00:00.000Z';
    const third = '2026-11-27T00:00:00.000Z';
    const ahead = '2026-12-04T00:00:00.000Z';
    const ok = async (cookie: string | undefined, body: Record<string, unknown>) => {
      const res = await mark(cookie, body);
      expect(res.statusCode, res.body).toBe(200);
      return res.json<AdminRegistration[]>();
    };

    await ok(editor.cookie, { registrationId: pa.id, occurrence: first, attended: true });
    await ok(editor.cookie, { registrationId: pb.id, occurrence: first, attended: true });
    // Marking twice keeps one mark.
    await ok(editor.cookie, { registrationId: pb.id, occurrence: first, attended: true });
    const marks = await ok(editor.cookie, {
      registrationId: pa.id,
      occurrence: second,
      attended: true,
    });
    expect(present(marks[0]).attended.sort()).toEqual([first, second]);
    expect(present(marks[1]).attended).toEqual([first]);
    const csv = await t.call(
      'GET',
      `/api/admin/events/${event.id}/registrations?format=csv`,
      editor.cookie,
    );
    expect(csv.body).toContain(`${first} ${second}`);
    // Unmarked again.
    const undone = await ok(editor.cookie, {
      registrationId: pb.id,
      occurrence: first,
      attended: false,
    });
    expect(present(undone[1]).attended).toEqual([]);

    // The next meeting has not begun.
    const later = await mark(editor.cookie, {
      registrationId: pa.id,
      occurrence: ahead,
      attended: true,
    });
    expect(later.statusCode).toBe(400);
    // Someone on the waitlist has no place to have come to.
    const waiting = await mark(editor.cookie, {
      registrationId: pc.id,
      occurrence: first,
      attended: true,
    });
    expect(waiting.statusCode).toBe(400);
    expect(
      waiting.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors.registrationId,
    ).toEqual(['Only people with a place can be marked as present']);
    // A registration of another event is not one of this event's.
    const [stranger] = (
      await t.call('GET', `/api/admin/events/${other.id}/registrations`, editor.cookie)
    ).json<AdminRegistration[]>();
    const notHere = await mark(editor.cookie, {
      registrationId: present(stranger).id,
      occurrence: first,
      attended: true,
    });
    expect(notHere.statusCode).toBe(404);
    // A cancelled meeting was not held.
    await t.call('PUT', `/api/admin/events/${event.id}/exceptions`, editor.cookie, {
      occurrence: third,
      cancelled: true,
    });
    const cancelled = await mark(editor.cookie, {
      registrationId: pb.id,
      occurrence: third,
      attended: true,
    });
    expect(cancelled.statusCode).toBe(400);

    // The meetings held, newest first, as the Events tab offers them.
    const admin = (
      await t.call('GET', `/api/admin/events/${event.id}`, editor.cookie)
    ).json<AdminEvent>();
    expect(admin.pastMeetings.map((m) => m.key)).toEqual([second, first]);

    // Members, staff without the events permission and visitors may not mark.
    const body = { registrationId: pa.id, occurrence: first, attended: true };
    expect((await mark(member.cookie, body)).statusCode).toBe(403);
    const moderator = await t.signIn({ roles: ['moderator'] });
    expect((await mark(moderator.cookie, body)).statusCode).toBe(403);
    expect((await mark(undefined, body)).statusCode).toBe(401);
    // Bad input names its fields.
    const bad = await mark(editor.cookie, { registrationId: 'x', occurrence: 'soon' });
    expect(bad.statusCode).toBe(400);
    expect(
      Object.keys(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).sort(),
    ).toEqual(['attended', 'occurrence', 'registrationId']);
  });

  it('cancels and moves one meeting of a series', async () => {
    const event = await create({
      rrule: 'FREQ=WEEKLY;BYDAY=TH',
      startsLocal: '2026-12-03T19:00',
      endsLocal: '2026-12-03T20:00',
    });
    const res = await t.call('PUT', `/api/admin/events/${event.id}/exceptions`, editor.cookie, {
      occurrence: '2026-12-11T00:00:00.000Z',
      cancelled: true,
    });
    expect(res.statusCode, res.body).toBe(200);
    const moved = await t.call('PUT', `/api/admin/events/${event.id}/exceptions`, editor.cookie, {
      occurrence: '2026-12-18T00:00:00.000Z',
      movedStartsLocal: '2026-12-18T18:00',
    });
    const occurrences = moved.json<AdminEvent>().occurrences.slice(0, 3);
    expect(occurrences.map((o) => [o.startsAt, o.cancelled])).toEqual([
      ['2026-12-04T00:00:00.000Z', false],
      ['2026-12-11T00:00:00.000Z', true],
      ['2026-12-18T23:00:00.000Z', false],
    ]);
    const feed = await t.call('GET', '/events.ics');
    expect(feed.headers['content-type']).toContain('text/calendar');
    expect(feed.body).toContain('EXDATE;TZID=America/New_York:20261210T190000');
    const one = await t.call('GET', `/events/${event.slug}.ics`);
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('RECURRENCE-ID;TZID=America/New_York:20261217T190000');
    expect((await t.call('GET', '/events/no-such-event.ics')).statusCode).toBe(404);
  });
});

describe('reminders', () => {
  it('go a day and an hour before, by the wall clock across a change of clocks', async () => {
    // Sundays at 10:00 in New York; the clocks go back at 02:00 on 1 November 2026.
    now = new Date('2026-10-20T12:00:00Z');
    const event = await create({
      title: 'Sunday class',
      rrule: 'FREQ=WEEKLY;BYDAY=SU',
      startsLocal: '2026-10-25T10:00',
      endsLocal: '2026-10-25T11:00',
      capacity: null,
      onlineUrl: null,
    });
    const person = await t.signIn({ firstName: 'Rhoda' });
    await register(event.id, person.cookie);
    const reminders = async () =>
      await t.db
        .select()
        .from(mailOutbox)
        .where(and(eq(mailOutbox.to, person.user.email), like(mailOutbox.subject, 'Reminder%')));

    // The meeting of 1 November is at 15:00 UTC (10:00 EST), not 14:00.
    now = new Date('2026-10-31T14:55:00Z');
    await t.app.eventReminders.tick();
    expect((await reminders()).filter((m) => m.subject.includes('November 1'))).toHaveLength(0);
    now = new Date('2026-10-31T15:00:00Z');
    await t.app.eventReminders.tick();
    await t.app.eventReminders.tick();
    const day = (await reminders()).filter((m) => m.subject.includes('November 1'));
    expect(day).toHaveLength(1);
    expect(present(day[0]).subject).toBe(
      'Reminder: Sunday class, Sunday, November 1, 2026 at 10:00 AM (America/New York)',
    );
    now = new Date('2026-11-01T13:59:00Z');
    await t.app.eventReminders.tick();
    expect((await reminders()).filter((m) => m.subject.includes('November 1'))).toHaveLength(1);
    now = new Date('2026-11-01T14:00:00Z');
    await t.app.eventReminders.tick();
    const both = (await reminders()).filter((m) => m.subject.includes('November 1'));
    expect(both).toHaveLength(2);
    // The outbox's sender updates rows as it goes: their order on PostgreSQL is not the queue's.
    expect(both.filter((m) => m.text.includes('Sunday class starts in an hour.'))).toHaveLength(1);
    expect(both.filter((m) => m.text.includes('Sunday class is tomorrow.'))).toHaveLength(1);
    now = new Date('2026-11-28T10:00:00Z');
  });

  it('skips a reminder whose moment came before the person registered', async () => {
    now = new Date('2026-11-28T10:00:00Z');
    const event = await create({
      title: 'Late joiner',
      capacity: null,
      startsLocal: '2026-11-28T20:00',
      endsLocal: '2026-11-28T21:00',
    });
    const person = await t.signIn();
    expect((await register(event.id, person.cookie)).statusCode).toBe(201);
    await t.app.eventReminders.tick();
    const subjects = (await mailsTo(person.user.email)).map((m) => m.subject);
    expect(subjects.some((s) => s.startsWith('Reminder'))).toBe(false);
    now = new Date('2026-11-29T00:00:00Z');
    await t.app.eventReminders.tick();
    const after = (await mailsTo(person.user.email)).map((m) => m.subject);
    expect(after.filter((s) => s.startsWith('Reminder'))).toHaveLength(1);
    now = new Date('2026-11-28T10:00:00Z');
  });
});
