/**
 * The beacon through a real listening server, where visitors' beacons are answered before
 * Fastify (fast-beacon.ts); routes.test.ts covers the route itself through `app.inject`, which
 * does not pass the listener. Each answer here is also compared with Fastify's to the same
 * request: the two ways must not be told apart.
 */
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { count } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../../contract/auth';
import { analyticsViews } from '../../db/schema';
import { createTestApp, testConfig, type TestApp } from '../../test/app';

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0';
const HIT = '/api/analytics/hit';

interface Answer {
  status: number;
  headers: Record<string, string | string[] | number | undefined>;
  body: string;
}

/** A POST over HTTP with exactly the headers given (and the body's length). */
function post(port: number, body: string, headers: Record<string, string>): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({
      host: '127.0.0.1',
      port,
      path: HIT,
      method: 'POST',
      headers: { 'content-length': String(Buffer.byteLength(body)), ...headers },
      agent: false,
    });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({
          status: res.statusCode ?? 0,
          headers: res.headers,
          body: Buffer.concat(chunks).toString(),
        }),
      );
    });
    req.end(body);
  });
}

/** The headers that differ between two answers of the same request, or by their moment. */
const comparable = (headers: Answer['headers']) => {
  const {
    date: _date,
    'x-request-id': _id,
    connection: _connection,
    'keep-alive': _keepAlive,
    'x-ratelimit-remaining': _remaining,
    ...rest
  } = headers;
  return rest;
};

const SITE = 'http://localhost:3000';
const beaconHeaders = {
  'content-type': 'text/plain;charset=UTF-8',
  'user-agent': FIREFOX,
  origin: SITE,
};

async function listening(t: TestApp): Promise<number> {
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  return (t.app.server.address() as AddressInfo).port;
}

let t: TestApp;
let port: number;

/** The request over HTTP and through Fastify (`injectBare`): both answers, and how many went fast. */
async function both(body: string, headers: Record<string, string>) {
  const before = t.app.fastAnswers.stats().answered;
  const fast = await post(port, body, headers);
  const fastCount = t.app.fastAnswers.stats().answered - before;
  const res = await t.injectBare({ method: 'POST', url: HIT, headers, payload: body });
  const fastify: Answer = { status: res.statusCode, headers: res.headers, body: res.body };
  return { fast, fastify, answeredBeforeFastify: fastCount === 1 };
}

const viewCount = async () => {
  await t.app.analytics.settle();
  const [row] = await t.db.select({ n: count() }).from(analyticsViews);
  return row?.n ?? 0;
};

beforeAll(async () => {
  t = await createTestApp();
  port = await listening(t);
});
afterAll(() => t.close());
beforeEach(async () => {
  await t.app.analytics.settle();
  await t.db.delete(analyticsViews);
});

describe('a visitor’s beacon answered before Fastify', () => {
  it('answers 202 and records the view, with the headers Fastify sends and no cookie', async () => {
    const body = JSON.stringify({
      path: '/es/articles?utm_campaign=advent',
      lang: 'es',
      width: 390,
    });
    const { fast, fastify, answeredBeforeFastify } = await both(body, beaconHeaders);
    expect(answeredBeforeFastify).toBe(true);
    expect(fast.status).toBe(202);
    expect(fast.body).toBe('null');
    expect(fast.headers['set-cookie']).toBeUndefined();
    expect(fast.headers['cache-control']).toBe('no-store');
    expect(fast.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(fast.headers['x-ratelimit-limit']).toBe('10000');
    expect(fast).toEqual({ ...fastify, headers: fast.headers });
    expect(comparable(fast.headers)).toEqual(comparable(fastify.headers));
    expect(await viewCount()).toBe(2);
    const rows = await t.db.select().from(analyticsViews).orderBy(analyticsViews.id);
    const [first, second] = rows.map(({ id: _id, at: _at, ...rest }) => rest);
    expect(first).toMatchObject({
      path: '/es/articles',
      pageKey: 'articles',
      lang: 'es',
      via: 'beacon',
      device: 'mobile',
      browser: 'Firefox',
      utmCampaign: 'advent',
    });
    // The same visitor hash: the listener reads the same address as Fastify.
    expect(first).toEqual(second);
  });

  it('keeps a caller’s request id', async () => {
    const answer = await post(port, JSON.stringify({ path: '/', lang: 'en' }), {
      ...beaconHeaders,
      'x-request-id': 'proxy-42',
    });
    expect(answer.status).toBe(202);
    expect(answer.headers['x-request-id']).toBe('proxy-42');
  });

  it('does not count a visitor who asks not to be tracked, nor a bot', async () => {
    const body = JSON.stringify({ path: '/articles', lang: 'en' });
    const extras: Record<string, string>[] = [
      { dnt: '1' },
      { 'sec-gpc': '1' },
      { 'user-agent': 'curl/8.5.0' },
    ];
    for (const extra of extras) {
      const { fast, answeredBeforeFastify } = await both(body, { ...beaconHeaders, ...extra });
      expect(answeredBeforeFastify).toBe(true);
      expect(fast.status).toBe(202);
    }
    expect(await viewCount()).toBe(0);
  });

  it('answers a bad body 400 with its field errors, as Fastify does', async () => {
    const cases = [
      JSON.stringify({ path: 'https://evil.example/x', lang: 'fr', width: -1 }),
      JSON.stringify({ lang: 'en' }),
      JSON.stringify([1, 2]),
      'path=/',
      JSON.stringify({ path: '/a\u0000b', lang: 'en' }),
      JSON.stringify({ path: '/', lang: 'en', referrer: '\ud800' }),
    ];
    for (const body of cases) {
      const { fast, fastify, answeredBeforeFastify } = await both(body, beaconHeaders);
      expect(answeredBeforeFastify, body).toBe(true);
      expect(fast.status, body).toBe(400);
      expect(fast.body, body).toBe(fastify.body);
      expect(comparable(fast.headers), body).toEqual(comparable(fastify.headers));
    }
    const bad = await post(port, cases[0] as string, beaconHeaders);
    expect(JSON.parse(bad.body)).toEqual({
      message: 'The path must be an address on this site',
      code: 'VALIDATION',
      fieldErrors: {
        path: ['The path must be an address on this site'],
        lang: ['Choose English, Español or Português'],
        width: ['The width must be a whole number of pixels'],
      },
    });
    const notJson = await post(port, 'path=/', beaconHeaders);
    expect(JSON.parse(notJson.body)).toEqual({
      message: 'The body must be JSON',
      code: 'BAD_REQUEST',
    });
    expect(notJson.headers.connection).toBe('close');
    expect(await viewCount()).toBe(0);
  });

  it('refuses a cross-origin beacon, or one naming no origin, as every write is refused', async () => {
    const body = JSON.stringify({ path: '/', lang: 'en' });
    const { origin: _origin, ...noOrigin } = beaconHeaders;
    for (const headers of [
      { ...beaconHeaders, origin: 'https://evil.example' },
      { ...beaconHeaders, 'sec-fetch-site': 'cross-site' },
      noOrigin,
    ]) {
      const { fast, fastify, answeredBeforeFastify } = await both(body, headers);
      expect(answeredBeforeFastify).toBe(true);
      expect(fast.status).toBe(403);
      expect(JSON.parse(fast.body)).toEqual({
        message: 'Cross-origin request refused',
        code: 'FORBIDDEN',
      });
      expect(fast.body).toBe(fastify.body);
      expect(comparable(fast.headers)).toEqual(comparable(fastify.headers));
    }
    // Fetch metadata of our own page is enough, as for every other write.
    const own = await post(port, body, { ...noOrigin, 'sec-fetch-site': 'same-origin' });
    expect(own.status).toBe(202);
    expect(await viewCount()).toBe(1);
  });

  it('hands a member’s and a staff member’s beacon to Fastify, which leaves the staff out', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const member = await t.signIn();
    const body = JSON.stringify({ path: '/articles', lang: 'en' });
    for (const cookie of [admin.cookie, member.cookie, `${SESSION_HINT_COOKIE}=1`]) {
      const before = t.app.fastAnswers.stats().answered;
      const answer = await post(port, body, { ...beaconHeaders, cookie });
      expect(answer.status).toBe(202);
      expect(t.app.fastAnswers.stats().answered, cookie).toBe(before);
    }
    // The member's view and the one with only the sign-in hint: the administrator's is left out.
    expect(await viewCount()).toBe(2);
  });

  it('hands on what it does not take on: JSON, compressed or oversized bodies', async () => {
    const body = JSON.stringify({ path: '/', lang: 'en' });
    const before = t.app.fastAnswers.stats().answered;
    expect(
      (await post(port, body, { ...beaconHeaders, 'content-type': 'application/json' })).status,
    ).toBe(202);
    expect((await post(port, body, { ...beaconHeaders, 'content-type': 'text/html' })).status).toBe(
      415,
    );
    const large = JSON.stringify({ path: '/', lang: 'en', referrer: 'x'.repeat(5000) });
    expect((await post(port, large, beaconHeaders)).status).toBe(413);
    expect(t.app.fastAnswers.stats().answered).toBe(before);
  });
});

describe('the beacon’s rate limit before Fastify', () => {
  it('counts the listener’s and Fastify’s beacons together, per address, and answers 429', async () => {
    const limited = await createTestApp({
      rateLimits: { analyticsHit: { max: 3, timeWindow: 60_000 } },
    });
    try {
      const limitedPort = await listening(limited);
      const body = JSON.stringify({ path: '/', lang: 'en' });
      expect((await post(limitedPort, body, beaconHeaders)).status).toBe(202);
      // Through Fastify (as a member's beacon goes): the same counter.
      const viaFastify = await limited.injectBare({
        method: 'POST',
        url: HIT,
        remoteAddress: '127.0.0.1',
        headers: beaconHeaders,
        payload: body,
      });
      expect(viaFastify.statusCode).toBe(202);
      expect(viaFastify.headers['x-ratelimit-remaining']).toBe('1');
      const third = await post(limitedPort, body, beaconHeaders);
      expect(third.status).toBe(202);
      expect(third.headers['x-ratelimit-remaining']).toBe('0');
      const refused = await post(limitedPort, body, beaconHeaders);
      expect(refused.status).toBe(429);
      expect(refused.headers['retry-after']).toBe('60');
      expect(refused.headers['set-cookie']).toBeUndefined();
      expect(JSON.parse(refused.body)).toEqual({
        message: 'Too many requests. Please try again in 60 seconds.',
        code: 'RATE_LIMITED',
      });
      const fastify = await limited.injectBare({
        method: 'POST',
        url: HIT,
        remoteAddress: '127.0.0.1',
        headers: beaconHeaders,
        payload: body,
      });
      expect(fastify.statusCode).toBe(429);
      expect(comparable(refused.headers)).toEqual(comparable(fastify.headers));
      expect(refused.body).toBe(fastify.body);
      // Another address has its own count.
      const other = await limited.injectBare({
        method: 'POST',
        url: HIT,
        remoteAddress: '192.0.2.9',
        headers: beaconHeaders,
        payload: body,
      });
      expect(other.statusCode).toBe(202);
    } finally {
      await limited.close();
    }
  });

  it('counts the forwarded address behind a trusted proxy, as Fastify does', async () => {
    const behind = await createTestApp({
      config: testConfig({ TRUST_PROXY: '127.0.0.1' }),
      rateLimits: { analyticsHit: { max: 1, timeWindow: 60_000 } },
    });
    try {
      const behindPort = await listening(behind);
      const body = JSON.stringify({ path: '/', lang: 'en' });
      const from = (address: string) =>
        post(behindPort, body, { ...beaconHeaders, 'x-forwarded-for': address });
      expect((await from('203.0.113.7')).status).toBe(202);
      expect((await from('198.51.100.23')).status).toBe(202);
      expect((await from('203.0.113.7')).status).toBe(429);
      // Fastify sees the same visitor behind the same proxy: already counted.
      const fastify = await behind.injectBare({
        method: 'POST',
        url: HIT,
        remoteAddress: '127.0.0.1',
        headers: { ...beaconHeaders, 'x-forwarded-for': '198.51.100.23' },
        payload: body,
      });
      expect(fastify.statusCode).toBe(429);
    } finally {
      await behind.close();
    }
  });
});
