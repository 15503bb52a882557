import { and, asc, eq, like } from 'drizzle-orm';
import nodeIcal from 'node-ical';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EMAIL_NOT_VERIFIED } from '../../../contract/auth';
import {
  EVENT_ALREADY_REGISTERED,
  EVENT_CHECK_EMAIL,
  EVENT_CLOSED,
  EVENT_NOT_FOUND,
  EVENT_SLUG_TAKEN,
  type AdminEvent,
  type AdminRegistration,
  type EventDetail,
  type EventList,
  type RegistrationAnswer,
} from '../../../contract/events';
import { NOT_FOR_YOUR_ROLE } from '../../../contract/staff';
import { analyticsGoals, eventRegistrations, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let now = new Date('2026-11-28T10:00:00Z');
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let editor: Member;
let member: Member;
let slugs = 0;

/** The value a test expects to be there. */
function present<T>(value: T | null | undefined): T {
  expect(value).toBeDefined();
  expect(value).not.toBeNull();
  return value as T;
}

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  editor = await t.signIn({ roles: ['editor'] });
  member = await t.signIn({ firstName: 'Lydia' });
});
afterAll(() => t.close());

const baseEvent = () => ({
  title: 'Evening study',
  slug: `evening-study-${++slugs}`,
  description: 'We read **Romans**.',
  startsLocal: '2026-12-10T19:00',
  endsLocal: '2026-12-10T20:30',
  timeZone: 'America/New_York',
  onlineUrl: 'https://meet.example/romans',
  capacity: 2,
  status: 'published',
});

async function create(body: Record<string, unknown> = {}): Promise<AdminEvent> {
  const res = await t.call('POST', '/api/admin/events', editor.cookie, { ...baseEvent(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminEvent>();
}

const register = (id: number, cookie?: string, body: Record<string, unknown> = {}) =>
  t.call('POST', `/api/events/${id}/registrations`, cookie, body);

const mailsTo = (email: string) => t.db.select().from(mailOutbox).where(eq(mailOutbox.to, email));

describe('staff writing events', () => {
  it('is for editors only (content.publish)', async () => {
    expect((await t.call('GET', '/api/admin/events')).statusCode).toBe(401);
    expect((await t.call('GET', '/api/admin/events', member.cookie)).statusCode).toBe(403);
    const moderator = await t.signIn({ roles: ['moderator'] });
    const res = await t.call('POST', '/api/admin/events', moderator.cookie, baseEvent());
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(NOT_FOR_YOUR_ROLE);
  });

  it('keeps wall-clock times in the event zone', async () => {
    const event = await create();
    expect(event.startsAt).toBe('2026-12-11T00:00:00.000Z');
    expect(event.startsLocal).toBe('2026-12-10T19:00');
    expect(event.onlineUrl).toBe('https://meet.example/romans');
    expect(event.placesLeft).toBe(2);
  });

  it('answers field errors for a bad event', async () => {
    const res = await t.call('POST', '/api/admin/events', editor.cookie, {
      ...baseEvent(),
      title: ' ',
      slug: 'Not A Slug',
      startsLocal: '2026-12-10 19:00',
      timeZone: 'Mars/Olympus',
      onlineUrl: 'http://insecure.example',
      capacity: 0,
      rrule: 'EVERY TUESDAY',
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'capacity',
      'onlineUrl',
      'rrule',
      'slug',
      'startsLocal',
      'timeZone',
      'title',
    ]);
    const ends = await t.call('POST', '/api/admin/events', editor.cookie, {
      ...baseEvent(),
      endsLocal: '2026-12-10T18:00',
    });
    expect(ends.json<{ fieldErrors: object }>().fieldErrors).toEqual({
      endsLocal: ['The end must not be before the start'],
    });
    const rule = await t.call('POST', '/api/admin/events', editor.cookie, {
      ...baseEvent(),
      rrule: 'FREQ=WEEKLY;BYDAY=XX',
    });
    expect(rule.statusCode).toBe(400);
    expect(Object.keys(rule.json<{ fieldErrors: object }>().fieldErrors)).toEqual(['rrule']);
  });

  it('refuses a second event at the same address', async () => {
    const first = await create();
    const res = await t.call('POST', '/api/admin/events', editor.cookie, {
      ...baseEvent(),
      slug: first.slug,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: object }>().fieldErrors).toEqual({ slug: [EVENT_SLUG_TAKEN] });
  });

  it('changes, lists and deletes an event', async () => {
    const event = await create({ status: 'draft' });
    const res = await t.call('PUT', `/api/admin/events/${event.id}`, editor.cookie, {
      ...baseEvent(),
      slug: event.slug,
      title: 'Morning study',
      status: 'draft',
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminEvent>().title).toBe('Morning study');
    const list = await t.call('GET', '/api/admin/events', editor.cookie);
    expect(list.json<AdminEvent[]>().some((e) => e.id === event.id)).toBe(true);
    expect((await t.call('GET', `/api/events/${event.slug}`)).statusCode).toBe(404);
    expect(
      (await t.call('DELETE', `/api/admin/events/${event.id}`, editor.cookie)).statusCode,
    ).toBe(200);
    expect((await t.call('GET', `/api/admin/events/${event.id}`, editor.cookie)).statusCode).toBe(
      404,
    );
    expect((await t.call('GET', '/api/admin/events/abc', editor.cookie)).json()).toMatchObject({
      message: EVENT_NOT_FOUND,
      fieldErrors: { id: [EVENT_NOT_FOUND] },
    });
  });
});

describe('the public list and page', () => {
  it('lists the meetings of published events in a window, by language', async () => {
    const series = await create({
      title: 'Monthly study',
      rrule: 'FREQ=MONTHLY;BYDAY=1TU',
      startsLocal: '2026-12-01T19:00',
      endsLocal: '2026-12-01T20:00',
      language: 'es',
    });
    await create({ status: 'draft', title: 'Hidden draft' });
    const res = await t.call('GET', '/api/events?from=2026-12-01&to=2027-03-31&lang=es');
    expect(res.statusCode).toBe(200);
    const mine = res.json<EventList>().items.filter((o) => o.eventId === series.id);
    expect(mine.map((o) => o.startsAt)).toEqual([
      '2026-12-02T00:00:00.000Z',
      '2027-01-06T00:00:00.000Z',
      '2027-02-03T00:00:00.000Z',
      '2027-03-03T00:00:00.000Z',
    ]);
    const all = (await t.call('GET', '/api/events')).json<EventList>().items;
    expect(all.some((o) => o.title === 'Hidden draft')).toBe(false);
    const english = (await t.call('GET', '/api/events?lang=en')).json<EventList>().items;
    expect(english.some((o) => o.eventId === series.id)).toBe(false);
  });

  it('answers field errors for a bad window', async () => {
    const bad = await t.call('GET', '/api/events?from=tomorrow&lang=fr');
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'from',
      'lang',
    ]);
    const wide = await t.call('GET', '/api/events?from=2026-01-01&to=2029-01-01');
    expect(wide.statusCode).toBe(400);
    const backwards = await t.call('GET', '/api/events?from=2026-05-01&to=2026-01-01');
    expect(backwards.statusCode).toBe(400);
  });

  it('gives the online link only to people registered', async () => {
    const event = await create({ capacity: 5 });
    const before = (
      await t.call('GET', `/api/events/${event.slug}`, member.cookie)
    ).json<EventDetail>();
    expect(before.online).toBe(true);
    expect(before.onlineUrl).toBeNull();
    expect(before.mine).toBeNull();
    expect((await register(event.id, member.cookie)).statusCode).toBe(201);
    const res = await t.call('GET', `/api/events/${event.slug}`, member.cookie);
    expect(res.headers['cache-control']).toBe('no-store');
    const after = res.json<EventDetail>();
    expect(after.onlineUrl).toBe('https://meet.example/romans');
    expect(after.mine).toMatchObject({ status: 'confirmed', places: 1 });
    expect(
      (await t.call('GET', `/api/events/${event.slug}`)).json<EventDetail>().onlineUrl,
    ).toBeNull();
  });
});

describe('registering', () => {
  it('confirms members until full, then the waitlist; a cancel promotes and e-mails', async () => {
    const event = await create();
    const [a, b, c] = [
      await t.signIn({ firstName: 'Ana' }),
      await t.signIn({ firstName: 'Ben' }),
      await t.signIn({ firstName: 'Caio' }),
    ];
    const answers = [];
    for (const who of [a, b, c])
      answers.push((await register(event.id, who.cookie)).json<RegistrationAnswer>());
    expect(answers.map((x) => x.status)).toEqual(['confirmed', 'confirmed', 'waitlisted']);
    expect((await register(event.id, a.cookie)).json()).toMatchObject({
      message: EVENT_ALREADY_REGISTERED,
    });

    const confirmation = present((await mailsTo(a.user.email))[0]);
    expect(confirmation.subject).toBe('You are registered: Evening study');
    expect(confirmation.text).toContain('https://meet.example/romans');
    expect(confirmation.text).toContain(
      'Thursday, December 10, 2026 at 7:00 PM (America/New York)',
    );
    const ics = present(present(confirmation.attachments)[0]);
    expect(ics.filename).toBe(`${event.slug}.ics`);
    const parsed = Object.values(nodeIcal.sync.parseICS(ics.content)).find(
      (x) => x?.type === 'VEVENT',
    ) as nodeIcal.VEvent;
    expect(parsed.start.tz).toBe('America/New_York');
    const waitlisted = present((await mailsTo(c.user.email))[0]);
    expect(waitlisted.subject).toBe('On the waitlist: Evening study');
    expect(waitlisted.attachments).toBeNull();
    expect(waitlisted.text).not.toContain('meet.example');

    const cancelled = await t.call(
      'DELETE',
      `/api/events/${event.id}/registrations/mine`,
      b.cookie,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json<RegistrationAnswer>().status).toBe('cancelled');
    const promoted = await mailsTo(c.user.email);
    expect(promoted.map((m) => m.subject)).toContain('A place came free for you: Evening study');
    const detail = (await t.call('GET', `/api/events/${event.slug}`, c.cookie)).json<EventDetail>();
    expect(detail.mine?.status).toBe('confirmed');
    expect(detail.placesLeft).toBe(0);
    expect(
      (await t.call('DELETE', `/api/events/${event.id}/registrations/mine`, b.cookie)).statusCode,
    ).toBe(404);
    expect((await t.call('DELETE', `/api/events/${event.id}/registrations/mine`)).statusCode).toBe(
      401,
    );
  });

  it('writes to each person in their language', async () => {
    const event = await create({ capacity: null });
    const res = await register(event.id, member.cookie, { language: 'pt' });
    expect(res.statusCode).toBe(201);
    const [mail] = (await mailsTo(member.user.email)).filter((m) => m.subject.includes('inscrito'));
    expect(mail?.subject).toBe('Você está inscrito: Evening study');
  });

  it('needs a verified address from a member, and an open event', async () => {
    const unverified = await t.signIn({ verified: false });
    const event = await create();
    const res = await register(event.id, unverified.cookie);
    expect(res.statusCode).toBe(403);
    expect(res.json<{ message: string }>().message).toBe(EMAIL_NOT_VERIFIED);
    const closed = await create({ registrationOpen: false });
    expect((await register(closed.id, member.cookie)).json()).toMatchObject({
      message: EVENT_CLOSED,
    });
    const past = await create({ startsLocal: '2026-11-01T10:00', endsLocal: '2026-11-01T11:00' });
    expect((await register(past.id, member.cookie)).statusCode).toBe(409);
    const draft = await create({ status: 'draft' });
    expect((await register(draft.id, member.cookie)).statusCode).toBe(404);
    const bad = await register(event.id, member.cookie, { places: 11, email: 'nope' });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'email',
      'places',
    ]);
  });

  it('lets a visitor register through the e-mailed link, and cancel by one link', async () => {
    const event = await create({ capacity: 1 });
    const missing = await register(event.id, undefined, {});
    expect(Object.keys(missing.json<{ fieldErrors: object }>().fieldErrors).sort()).toEqual([
      'email',
      'name',
    ]);
    const res = await register(event.id, undefined, {
      name: 'Priscila',
      email: 'pri@example.org',
      language: 'es',
    });
    expect(res.statusCode).toBe(201);
    expect(res.json<RegistrationAnswer>()).toEqual({
      status: 'pending',
      places: 1,
      message: EVENT_CHECK_EMAIL,
    });
    const verify = present((await mailsTo('pri@example.org'))[0]);
    expect(verify.subject).toBe('Confirme su lugar: Evening study');
    expect(verify.text).not.toContain('Priscila');
    const token = present(/confirm=([\w-]+)/.exec(verify.text)?.[1]);
    expect(verify.text).toContain(`/es/events/${event.slug}?confirm=`);
    // Pending places are not taken.
    expect((await t.call('GET', `/api/events/${event.slug}`)).json<EventDetail>().placesLeft).toBe(
      1,
    );
    const confirmed = await t.call('POST', '/api/events/registrations/confirm', undefined, {
      token,
    });
    expect(confirmed.json()).toMatchObject({ status: 'confirmed', slug: event.slug });
    expect(
      (await t.call('POST', '/api/events/registrations/confirm', undefined, { token })).json(),
    ).toMatchObject({ status: 'confirmed' });
    expect(
      (
        await t.call('POST', '/api/events/registrations/confirm', undefined, {
          token: 'x'.repeat(30),
        })
      ).statusCode,
    ).toBe(404);
    expect(
      (await t.call('POST', '/api/events/registrations/confirm', undefined, { token: 'short' }))
        .statusCode,
    ).toBe(400);
    // Someone else typing the same address learns nothing.
    const again = await register(event.id, undefined, { name: 'Other', email: 'pri@example.org' });
    expect(again.json<RegistrationAnswer>().message).toBe(EVENT_CHECK_EMAIL);
    const cancelled = await t.call('POST', '/api/events/registrations/cancel', undefined, {
      token,
    });
    expect(cancelled.json()).toMatchObject({ status: 'cancelled', slug: event.slug });
  });
});

describe('the analytics goal', () => {
  it('counts a member who registers as one "event" goal', async () => {
    const event = await create();
    const who = await t.signIn();
    await t.app.analytics.settle();
    const goals = () => t.db.$count(analyticsGoals, eq(analyticsGoals.name, 'event'));
    const before = await goals();
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/events/${event.id}/registrations`,
      headers: {
        cookie: who.cookie,
        'content-type': 'application/json',
        'user-agent':
          'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1',
      },
      payload: '{}',
    });
    expect(res.statusCode, res.body).toBe(201);
    await t.app.analytics.settle();
    expect(await goals()).toBe(before + 1);
  });
});

describe('no over-booking under concurrency', () => {
  it('confirms exactly the capacity when many register at once', async () => {
    const event = await create({ capacity: 3 });
    const people = await Promise.all(
      Array.from({ length: 8 }, (_, i) => t.signIn({ firstName: `P${i}` })),
    );
    const answers = await Promise.all(
      people.map((p) => register(event.id, p.cookie, { places: 1 })),
    );
    expect(answers.every((a) => a.statusCode === 201)).toBe(true);
    const statuses = answers.map((a) => a.json<RegistrationAnswer>().status);
    expect(statuses.filter((s) => s === 'confirmed')).toHaveLength(3);
    expect(statuses.filter((s) => s === 'waitlisted')).toHaveLength(5);

    // The waitlist's order is the order the registrations reached the database, which the
    // requests sent at once do not fix: it is read back.
    const waiting = await t.db
      .select({ userId: eventRegistrations.userId })
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'waitlisted')),
      )
      .orderBy(asc(eventRegistrations.createdAt), asc(eventRegistrations.id));

    // Cancellations and new registrations at once: never more than three places taken.
    const confirmed = people.filter((_, i) => statuses[i] === 'confirmed');
    const late = await Promise.all(
      Array.from({ length: 4 }, (_, i) => t.signIn({ firstName: `L${i}` })),
    );
    await Promise.all([
      ...confirmed
        .slice(0, 2)
        .map((p) => t.call('DELETE', `/api/events/${event.id}/registrations/mine`, p.cookie)),
      ...late.map((p) => register(event.id, p.cookie)),
    ]);
    const rows = await t.db
      .select()
      .from(eventRegistrations)
      .where(
        and(eq(eventRegistrations.eventId, event.id), eq(eventRegistrations.status, 'confirmed')),
      );
    expect(rows.reduce((n, r) => n + r.places, 0)).toBe(3);
    // The first two waiting (by arrival) were the ones moved up.
    const waitingFirst = waiting.slice(0, 2).map((row) => row.userId);
    expect(rows.map((r) => r.userId).sort()).toEqual(
      [present(confirmed[2]).user.id, ...waitingFirst].sort(),
    );
  });
});

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
