import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { contactMessages, mailOutbox } from '../../db/schema';
import type { Mailer } from '../../infra/mail';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const SENT = "Message was successfully sent! We'll get back to you soon.";

/** A real SMTP server behind a switch: while `down`, sending fails like a refused connection. */
function switchable(real: Mailer) {
  const state = { down: false };
  const mailer: Mailer = {
    send: (m) =>
      state.down ? Promise.reject(new Error('connect ECONNREFUSED 127.0.0.1:25')) : real.send(m),
    close: () => real.close(),
  };
  return { mailer, state };
}

let smtp: TestSmtp;
let t: TestApp;
let now = new Date('2026-03-01T10:00:00Z');
let mail: ReturnType<typeof switchable>;

beforeAll(async () => {
  smtp = await startTestSmtp();
  mail = switchable(smtp.mailer());
  t = await createTestApp({
    mailer: mail.mailer,
    clock: () => now,
    config: testConfig({ CONTACT_TO: 'Ministry@Example.org' }),
  });
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const send = (payload: unknown, app = t.app) =>
  app.inject({
    method: 'POST',
    url: '/api/contact',
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify(payload),
  });

const valid = {
  name: 'Cornelius',
  email: 'Cornelius@Caesarea.example.org',
  subject: 'doctrine',
  message: 'What does Acts 10 teach about the Gentiles?',
};

describe('POST /api/contact', () => {
  it('stores the message and e-mails the ministry with Reply-To the sender', async () => {
    const res = await send(valid);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    const [row] = await t.db
      .select()
      .from(contactMessages)
      .where(eq(contactMessages.email, 'cornelius@caesarea.example.org'));
    expect(row).toMatchObject({ name: 'Cornelius', subject: 'doctrine', message: valid.message });
    await t.app.mailOutbox.tick();
    const received = await smtp.waitFor((m) => m.subject.includes('Cornelius'));
    expect(received.to).toEqual(['ministry@example.org']);
    expect(received.headers['reply-to']).toContain('cornelius@caesarea.example.org');
    expect(received.subject).toContain('Biblical Doctrine Question');
    expect(received.text).toContain('What does Acts 10 teach about the Gentiles?');
  });

  it('accepts a message without a subject (and an empty one)', async () => {
    expect((await send({ ...valid, subject: undefined })).statusCode).toBe(200);
    expect((await send({ ...valid, subject: '' })).statusCode).toBe(200);
  });

  it.each([
    ['no name', { ...valid, name: undefined }, 'name', 'Name is required'],
    ['a blank name', { ...valid, name: '   ' }, 'name', 'Name is required'],
    [
      'a long name',
      { ...valid, name: 'x'.repeat(101) },
      'name',
      'Name must be at most 100 characters',
    ],
    ['no e-mail', { ...valid, email: undefined }, 'email', 'Email is required'],
    [
      'a bad e-mail',
      { ...valid, email: 'not-mail' },
      'email',
      'Please enter a valid email address',
    ],
    [
      'an unknown subject',
      { ...valid, subject: 'lottery' },
      'subject',
      'Please choose a subject from the list',
    ],
    ['no message', { ...valid, message: undefined }, 'message', 'Message is required'],
    ['a blank message', { ...valid, message: ' \n ' }, 'message', 'Message is required'],
    [
      'a message over 5,000 characters',
      { ...valid, message: 'x'.repeat(5001) },
      'message',
      'Message must be at most 5000 characters',
    ],
  ])('refuses %s with 400 and the field error', async (_n, payload, field, message) => {
    const before = await t.db.$count(contactMessages);
    const res = await send(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors[field]).toEqual([message]);
    expect(await t.db.$count(contactMessages)).toBe(before);
  });

  it('silently drops a message whose honeypot field is filled', async () => {
    const before = await t.db.$count(contactMessages);
    const res = await send({ ...valid, email: 'bot@spam.example', website: 'http://spam.example' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    expect(await t.db.$count(contactMessages)).toBe(before);
    expect(await t.db.$count(mailOutbox, eq(mailOutbox.replyTo, 'bot@spam.example'))).toBe(0);
  });

  it('refuses another origin with 403', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { 'content-type': 'application/json', origin: 'https://evil.example' },
      payload: JSON.stringify(valid),
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps the message while SMTP is down and delivers it once when it returns', async () => {
    mail.state.down = true;
    const res = await send({ ...valid, name: 'Lydia', email: 'lydia@thyatira.example.org' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: SENT });
    expect(
      await t.db.$count(contactMessages, eq(contactMessages.email, 'lydia@thyatira.example.org')),
    ).toBe(1);
    await t.app.mailOutbox.tick();
    const [queued] = await t.db
      .select()
      .from(mailOutbox)
      .where(eq(mailOutbox.replyTo, 'lydia@thyatira.example.org'));
    expect(queued).toMatchObject({ sentAt: null, attempts: 1 });
    expect(queued?.lastError).toContain('ECONNREFUSED');

    // Not due yet: nothing is tried again before the back-off has passed.
    expect(await t.app.mailOutbox.tick()).toMatchObject({ failed: 0 });
    expect(smtp.messages.filter((m) => m.subject.includes('Lydia'))).toHaveLength(0);

    mail.state.down = false;
    now = new Date(now.getTime() + 60_000);
    expect(await t.app.mailOutbox.tick()).toMatchObject({ failed: 0 });
    await smtp.waitFor((m) => m.subject.includes('Lydia'));
    now = new Date(now.getTime() + 60 * 60_000);
    await t.app.mailOutbox.tick();
    await new Promise((r) => setTimeout(r, 100));
    expect(smtp.messages.filter((m) => m.subject.includes('Lydia'))).toHaveLength(1);
  });
});

describe('contact without CONTACT_TO', () => {
  it('e-mails the administrators', async () => {
    const own = await createTestApp({ mailer: smtp.mailer() });
    try {
      const { user } = await own.signIn({ isAdmin: true });
      const res = await send({ ...valid, name: 'Tabitha' }, own.app);
      expect(res.statusCode).toBe(200);
      await own.app.mailOutbox.tick();
      const received = await smtp.waitFor((m) => m.subject.includes('Tabitha'));
      expect(received.to).toEqual([user.email]);
    } finally {
      await own.close();
    }
  });
});

describe('contact rate limit', () => {
  it('answers 429 past the per-IP limit', async () => {
    const limited = await createTestApp({
      mailer: smtp.mailer(),
      rateLimits: { contact: { max: 2, timeWindow: 60_000 } },
    });
    try {
      expect((await send(valid, limited.app)).statusCode).toBe(200);
      expect((await send(valid, limited.app)).statusCode).toBe(200);
      const third = await send(valid, limited.app);
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
    } finally {
      await limited.close();
    }
  });
});

describe('GET /api/admin/contact-messages', () => {
  it('is for administrators only', async () => {
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/admin/contact-messages' });
    expect(anonymous.statusCode).toBe(401);
    const member = await t.signIn();
    const asMember = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages',
      headers: { cookie: member.cookie },
    });
    expect(asMember.statusCode).toBe(403);
  });

  it('lists messages newest first, and marks one read', async () => {
    const admin = await t.signIn({ isAdmin: true });
    now = new Date(now.getTime() + 60_000);
    await send({ ...valid, name: 'Newest' });
    const res = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(200);
    const { messages } = res.json<{
      messages: { id: number; name: string; readAt: string | null }[];
    }>();
    expect(messages[0]).toMatchObject({ name: 'Newest', readAt: null });
    const read = await t.app.inject({
      method: 'POST',
      url: `/api/admin/contact-messages/${messages[0]?.id}/read`,
      headers: { cookie: admin.cookie },
    });
    expect(read.statusCode).toBe(200);
    const again = await t.app.inject({
      method: 'GET',
      url: '/api/admin/contact-messages',
      headers: { cookie: admin.cookie },
    });
    expect(again.json().messages[0].readAt).not.toBeNull();
  });
});

describe('bad input found by the fuzz suite', () => {
  it('answers 400, not 500, for a message id beyond a database integer', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/contact-messages/2147483648/read',
      headers: { cookie: admin.cookie },
    });
    expect(res.statusCode).toBe(400);
    expect(typeof res.json<{ message: unknown }>().message).toBe('string');
  });

  it('refuses a NUL character in a message with 400', async () => {
    const res = await send({ ...valid, message: 'Hello\u0000there' });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ fieldErrors: { message: [expect.any(String)] } });
  });
});
