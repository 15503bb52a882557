import { and, asc, eq } from 'drizzle-orm';
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
  type EventDetail,
  type EventList,
  type RegistrationAnswer,
} from '../../../contract/events';
import { NOT_FOR_YOUR_ROLE } from '../../../contract/staff';
import { analyticsGoals, eventRegistrations } from '../../db/schema';
import type { TestApp } from '../../test/app';
import {
  baseEvent,
  createEvent,
  mailsTo as mailsOf,
  openEventsApp,
  present,
  registerFor,
} from '../../test/events';

const now = new Date('2026-11-28T10:00:00Z');
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
