import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const subscribe = (payload: unknown, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { 'content-type': 'application/json', ...headers },
    payload: typeof payload === 'string' ? payload : JSON.stringify(payload),
  });

describe('POST /api/newsletter/subscribe', () => {
  it('stores a new address, normalised, and answers success', async () => {
    const res = await subscribe({ email: '  Lydia@Thyatira.Example.org ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ message: 'Successfully subscribed!' });
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'lydia@thyatira.example.org'));
    expect(rows).toHaveLength(1);
  });

  it('answers the same to a repeat and keeps one row', async () => {
    const first = await subscribe({ email: 'priscilla@example.org' });
    const again = await subscribe({ email: 'PRISCILLA@example.org' });
    expect(again.statusCode).toBe(first.statusCode);
    expect(again.json()).toEqual(first.json());
    const rows = await t.db
      .select()
      .from(newsletterSubscriptions)
      .where(eq(newsletterSubscriptions.email, 'priscilla@example.org'));
    expect(rows).toHaveLength(1);
  });

  it('makes one row when the same address arrives concurrently', async () => {
    const answers = await Promise.all(
      Array.from({ length: 8 }, () => subscribe({ email: 'apollos@example.org' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(8).fill(200));
    expect(
      await t.db.$count(
        newsletterSubscriptions,
        eq(newsletterSubscriptions.email, 'apollos@example.org'),
      ),
    ).toBe(1);
  });

  it.each([
    ['a malformed address', { email: 'not-an-email' }, 'Please enter a valid email address'],
    [
      'an address without a domain dot',
      { email: 'reader@localhost' },
      'Please enter a valid email address',
    ],
    ['an empty address', { email: '   ' }, 'Email is required'],
    ['a missing address', {}, 'Email is required'],
    ['a number', { email: 42 }, 'Email is required'],
  ])('refuses %s with 400 and the field error', async (_name, payload, message) => {
    const res = await subscribe(payload);
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fieldErrors: { email: [message] } });
  });

  it('refuses an empty body with 400', async () => {
    const res = await subscribe('');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toHaveProperty('message');
  });

  it('refuses malformed JSON with 400', async () => {
    const res = await subscribe('{"email": ');
    expect(res.statusCode).toBe(400);
    expect(typeof res.json().message).toBe('string');
  });

  it('refuses a wrong content type with 415', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/subscribe',
      headers: { 'content-type': 'text/plain' },
      payload: 'email=a@b.org',
    });
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({ message: 'Unsupported content type: send JSON' });
  });

  it('refuses an oversized body with 413', async () => {
    const res = await subscribe({ email: 'big@example.org', padding: 'x'.repeat(10_000) });
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ message: 'The request is too large' });
  });

  it('refuses a request from another origin with 403', async () => {
    const res = await subscribe({ email: 'csrf@example.org' }, { origin: 'https://evil.example' });
    expect(res.statusCode).toBe(403);
    expect(res.json()).toMatchObject({ message: 'Cross-origin request refused' });
    expect(
      await t.db.$count(
        newsletterSubscriptions,
        eq(newsletterSubscriptions.email, 'csrf@example.org'),
      ),
    ).toBe(0);
  });

  it('accepts a request from our own origin', async () => {
    const res = await subscribe({ email: 'same@example.org' }, { origin: 'http://localhost:3000' });
    expect(res.statusCode).toBe(200);
  });
});

describe('newsletter rate limit', () => {
  it('answers 429 with the error shape past the limit', async () => {
    const limited = await createTestApp({
      rateLimits: { newsletter: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const send = (email: string) =>
        limited.app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          headers: { 'content-type': 'application/json' },
          payload: { email },
        });
      expect((await send('one@example.org')).statusCode).toBe(200);
      expect((await send('two@example.org')).statusCode).toBe(200);
      const third = await send('three@example.org');
      expect(third.statusCode).toBe(429);
      expect(third.json()).toMatchObject({ code: 'RATE_LIMITED' });
      expect(third.json().message).toMatch(/^Too many requests/);
    } finally {
      await limited.close();
    }
  });
});

describe('bad input found by the fuzz suite', () => {
  it('refuses a NUL character in an unsubscribe token or a campaign with 400', async () => {
    const unsubscribe = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/unsubscribe?token=%00',
      headers: { 'content-type': 'application/json' },
      payload: '{}',
    });
    expect(unsubscribe.statusCode).toBe(400);
    expect(unsubscribe.json()).toMatchObject({ fieldErrors: { token: [expect.any(String)] } });
    const admin = await t.signIn({ isAdmin: true });
    const campaign = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/campaigns',
      headers: { 'content-type': 'application/json', cookie: admin.cookie },
      payload: JSON.stringify({ title: 'T', subject: 'S', content: 'a\u0000b' }),
    });
    expect(campaign.statusCode).toBe(400);
    expect(campaign.json()).toMatchObject({ fieldErrors: { content: [expect.any(String)] } });
  });
});
