import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  EVENT_MESSAGE_NOBODY,
  EVENT_MESSAGE_SENT,
  EVENT_NOT_FOUND,
  type AdminEvent,
  type EventDetail,
} from '../../../contract/events';
import { mediaSchema } from '../../../contract/publishing';
import { NOT_FOR_YOUR_ROLE } from '../../../contract/staff';
import { auditEntries, mailOutbox } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { EVENT_IMAGE_MISSING } from './admin';

const now = new Date('2026-11-28T10:00:00Z');
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let editor: Member;
let slugs = 0;

beforeAll(async () => {
  t = await createTestApp({
    clock: () => now,
    rateLimits: { eventMessages: { max: 3, timeWindow: 60 * 60_000 } },
  });
  editor = await t.signIn({ roles: ['editor'] });
});
afterAll(() => t.close());

const baseEvent = () => ({
  title: 'Evening study',
  slug: `extras-study-${++slugs}`,
  description: 'We read **Romans**.',
  startsLocal: '2026-12-10T19:00',
  endsLocal: '2026-12-10T20:30',
  timeZone: 'America/New_York',
  capacity: 1,
  status: 'published',
});

async function create(body: Record<string, unknown> = {}, cookie = editor.cookie) {
  const res = await t.call('POST', '/api/admin/events', cookie, { ...baseEvent(), ...body });
  expect(res.statusCode, res.body).toBe(201);
  return res.json<AdminEvent>();
}

async function uploadImage(): Promise<string> {
  const png = await sharp({
    create: { width: 800, height: 400, channels: 3, background: '#335577' },
  })
    .png()
    .toBuffer();
  const form = multipart({}, [{ field: 'file', name: 'event.png', type: 'image/png', data: png }]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...form.headers, cookie: editor.cookie },
    payload: form.payload,
  });
  expect(res.statusCode, res.body).toBe(201);
  return mediaSchema.parse(res.json()).key;
}

describe('an event description in Markdown', () => {
  it('is rendered by the article renderer, sanitised, for visitors and staff', async () => {
    const event = await create({
      description: 'We read **Romans**.\n\n<script>alert(1)</script>\n\n- one\n- two',
    });
    expect(event.description).toContain('**Romans**');
    expect(event.html).toContain('<strong>Romans</strong>');
    expect(event.html).toContain('<li>one</li>');
    expect(event.html).not.toContain('<script');
    const page = await t.call('GET', `/api/events/${event.slug}`);
    expect(page.statusCode).toBe(200);
    expect(page.json<EventDetail>().html).toBe(event.html);
  });
});

describe('an event image', () => {
  it('is an uploaded image, shown in its sizes', async () => {
    const key = await uploadImage();
    const event = await create({ imageKey: key });
    expect(event.imageKey).toBe(key);
    expect(event.image?.src).toMatch(new RegExp(`^/media/${key}-\\d+\\.webp$`));
    expect(event.image?.srcSet).toContain('320w');
    const page = await t.call('GET', `/api/events/${event.slug}`);
    expect(page.json<EventDetail>().image).toEqual(event.image);
    // Taken away on an edit.
    const { id, ...rest } = event;
    const res = await t.call('PUT', `/api/admin/events/${id}`, editor.cookie, {
      ...baseEvent(),
      slug: rest.slug,
      imageKey: null,
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json<AdminEvent>().image).toBeNull();
  });

  it('refuses a key no upload made, and one that is no key', async () => {
    const unknown = await t.call('POST', '/api/admin/events', editor.cookie, {
      ...baseEvent(),
      imageKey: 'a'.repeat(32),
    });
    expect(unknown.statusCode).toBe(400);
    expect(unknown.json<{ fieldErrors: object }>().fieldErrors).toEqual({
      imageKey: [EVENT_IMAGE_MISSING],
    });
    const malformed = await t.call('POST', '/api/admin/events', editor.cookie, {
      ...baseEvent(),
      imageKey: '../../etc/passwd',
    });
    expect(malformed.statusCode).toBe(400);
    expect(Object.keys(malformed.json<{ fieldErrors: object }>().fieldErrors)).toEqual([
      'imageKey',
    ]);
  });
});

describe('e-mailing everyone registered', () => {
  const message = { subject: 'Bring your Bible', body: 'Dear friends,\n\nSee you on Tuesday.' };
  const send = (id: number, cookie: string | undefined, body: unknown = message) =>
    t.call('POST', `/api/admin/events/${id}/message`, cookie, body);

  it('is for editors only', async () => {
    const event = await create();
    expect((await send(event.id, undefined)).statusCode).toBe(401);
    const member = await t.signIn();
    expect((await send(event.id, member.cookie)).statusCode).toBe(403);
    const moderator = await t.signIn({ roles: ['moderator'] });
    const refused = await send(event.id, moderator.cookie);
    expect(refused.statusCode).toBe(403);
    expect(refused.json<{ message: string }>().message).toBe(NOT_FOR_YOUR_ROLE);
  });

  it('answers each validation message', async () => {
    const event = await create();
    const cases: [unknown, Record<string, string[]>][] = [
      [{ subject: ' ', body: 'x' }, { subject: ['Subject is required'] }],
      [{ subject: 'x', body: '' }, { body: ['Message is required'] }],
      [
        { subject: 'x'.repeat(201), body: 'x' },
        { subject: ['Subject must be at most 200 characters'] },
      ],
      [
        { subject: 'x', body: 'x'.repeat(10_001) },
        { body: ['Message must be at most 10000 characters'] },
      ],
      [{ body: 'x' }, { subject: ['Subject is required'] }],
      [
        { subject: 3, body: ['x'] },
        { subject: ['Subject is required'], body: ['Message is required'] },
      ],
    ];
    for (const [body, fieldErrors] of cases) {
      const res = await send(event.id, editor.cookie, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json<{ fieldErrors: object }>().fieldErrors).toEqual(fieldErrors);
    }
    expect((await send(999_999, editor.cookie)).json<{ message: string }>().message).toBe(
      EVENT_NOT_FOUND,
    );
    expect((await send(999_999, editor.cookie)).statusCode).toBe(404);
    const bad = await t.call('POST', '/api/admin/events/abc/message', editor.cookie, message);
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toMatchObject({ fieldErrors: { id: [EVENT_NOT_FOUND] } });
  });

  it('refuses an event nobody is registered for', async () => {
    const event = await create();
    const res = await send(event.id, editor.cookie);
    expect(res.statusCode).toBe(400);
    expect(res.json<{ message: string }>().message).toBe(EVENT_MESSAGE_NOBODY);
  });

  it('queues one e-mail per person with a place or waiting, framed in their language, and records it', async () => {
    const writer = await t.signIn({ roles: ['editor'] });
    const event = await create({}, writer.cookie);
    const first = await t.signIn({ firstName: 'Lydia' });
    const second = await t.signIn({ firstName: 'Tomás' });
    const third = await t.signIn({ firstName: 'Priscila' });
    const reg = (cookie: string, language: string) =>
      t.call('POST', `/api/events/${event.id}/registrations`, cookie, { language });
    expect((await reg(first.cookie, 'en')).json<{ status: string }>().status).toBe('confirmed');
    expect((await reg(second.cookie, 'es')).json<{ status: string }>().status).toBe('waitlisted');
    expect((await reg(third.cookie, 'pt')).statusCode).toBe(201);
    await t.call('DELETE', `/api/events/${event.id}/registrations/mine`, third.cookie);
    // A visitor who has not followed the link is not written to.
    await t.call('POST', `/api/events/${event.id}/registrations`, undefined, {
      name: 'Visitor',
      email: 'visitor-extras@example.org',
    });

    const res = await send(event.id, writer.cookie);
    expect(res.statusCode, res.body).toBe(200);
    expect(res.json()).toEqual({ sent: 2, message: EVENT_MESSAGE_SENT });

    const mails = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.subject, message.subject));
    const to = (email: string) => mails.filter((m) => m.to === email);
    expect(to(first.user.email)).toHaveLength(1);
    expect(to(second.user.email)).toHaveLength(1);
    expect(to(third.user.email)).toHaveLength(0);
    expect(to('visitor-extras@example.org')).toHaveLength(0);
    const english = to(first.user.email)[0]?.text ?? '';
    expect(english).toContain('A message about Evening study');
    expect(english).toContain('See you on Tuesday.');
    expect(english).toContain(`/events/${event.slug}?cancel=`);
    const spanish = to(second.user.email)[0]?.text ?? '';
    expect(spanish).toContain('Un mensaje sobre Evening study');
    expect(spanish).toContain(`/es/events/${event.slug}`);

    const [audit] = await t.db
      .select()
      .from(auditEntries)
      .where(
        and(eq(auditEntries.action, 'events.message'), eq(auditEntries.targetId, String(event.id))),
      );
    expect(audit?.actorId).toBe(writer.user.id);
    expect(audit?.summary).toBe(`2 · ${message.subject}`);
  });

  it('is rate-limited per sender', async () => {
    const sender = await t.signIn({ roles: ['editor'] });
    const event = await create({}, sender.cookie);
    const member = await t.signIn();
    await t.call('POST', `/api/events/${event.id}/registrations`, member.cookie, {});
    const codes: number[] = [];
    for (let i = 0; i < 5; i += 1) codes.push((await send(event.id, sender.cookie)).statusCode);
    expect(codes.filter((c) => c === 200).length).toBeLessThanOrEqual(3);
    expect(codes.at(-1)).toBe(429);
  });
});
