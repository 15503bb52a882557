// @module-tag asvs-v3
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SESSION_HINT_COOKIE } from '../../contract/auth';
import { sessions } from '../db/schema';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { contentSecurityPolicy, helmetHeaders } from './security';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every answer carries them, API answers and not-found ones alike', async () => {
    for (const url of ['/api/ebooks', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('deny camera, microphone and location on every answer; payment only to us and Stripe', async () => {
    // The donate page is reached by client-side navigation too, and a policy belongs to the
    // document first loaded, so every page allows what Stripe's Payment Element needs for wallets.
    const policy =
      'camera=(), microphone=(), geolocation=(), payment=(self "https://js.stripe.com")';
    // (The Bible's fast answers repeat Fastify's headers: fast-answers.test.ts.)
    for (const url of ['/', '/donate', '/api/ebooks', '/api/no-such-thing', '/api/bible/John/3']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['permissions-policy'], url).toBe(policy);
    }
  });

  it('asks browsers for HTTPS only in production', () => {
    const config = testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.org' });
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      strictTransportSecurity: true,
    });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every answer names its request, failures included, and a sane given id is kept', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/bible/search?q=' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toMatch(/^[\w-]+$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/ebooks',
      headers: { 'x-request-id': 'proxy-abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-abc-123');
  });
});

describe('answers that depend on the session', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** Every GET of the API, its path parameters filled with values that exist or not. */
  const apiGets = () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    return Object.entries(doc.paths)
      .filter(([path, operations]) => path.startsWith('/api/') && 'get' in operations)
      .map(([path]) =>
        path
          .replace('{book}', 'John')
          .replace('{chapter}', '3')
          .replace(/\{[^}]+\}/g, '1'),
      );
  };

  it('are never stored by a browser or a proxy: every GET as a member and as an admin', async () => {
    const member = await t.signIn();
    const admin = await t.signIn({ isAdmin: true });
    const urls = apiGets();
    expect(urls).toEqual(
      expect.arrayContaining([
        '/api/auth/me',
        '/api/conversations',
        '/api/questions/my',
        '/api/admin/conversations',
        '/api/admin/donations',
      ]),
    );
    for (const { cookie } of [member, admin]) {
      for (const url of urls) {
        const res = await t.app.inject({ url, headers: { cookie } });
        const cacheControl = String(res.headers['cache-control']);
        // Only the Bible says its answers are the same for everyone (it never reads the session).
        if (url.startsWith('/api/bible/') && res.statusCode === 200) {
          expect(cacheControl, url).toMatch(/^public/);
        } else expect(cacheControl, `${url} (${res.statusCode})`).toContain('no-store');
      }
    }
  });

  it('a session cookie that no longer signs anyone in still makes the answer private', async () => {
    const res = await t.app.inject({
      url: '/api/auth/me',
      headers: { cookie: 'sid=s%3Aexpired.signature' },
    });
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it("keep visitors' public answers cacheable", async () => {
    const ebooks = await t.app.inject({ url: '/api/ebooks' });
    expect(ebooks.headers['cache-control']).toBeUndefined();
    const chapter = await t.app.inject({ url: '/api/bible/John/3' });
    expect(chapter.headers['cache-control']).toMatch(/^public, max-age=/);
  });
});

describe('answers that set a cookie', { tags: ['asvs-v7'] }, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  /** No shared cache may keep an answer that hands out or clears a session. */
  const expectPrivate = (res: { headers: Record<string, unknown> }, what: string) => {
    expect(res.headers['set-cookie'], what).toBeDefined();
    expect(res.headers['cache-control'], what).toBe('private, no-store');
  };

  it('are private even on the Bible: a session refreshed, its 304 too', async () => {
    const member = await t.signIn();
    const idle = () =>
      t.db
        .update(sessions)
        .set({ lastSeenAt: new Date(Date.now() - 10 * 60 * 1000) })
        .where(eq(sessions.userId, member.user.id));
    await idle();
    const first = await t.app.inject({
      url: '/api/bible/John/3',
      headers: { cookie: member.cookie },
    });
    expect(first.statusCode).toBe(200);
    expectPrivate(first, 'a refreshed session');

    await idle();
    const again = await t.app.inject({
      url: '/api/bible/John/3',
      headers: { cookie: member.cookie, 'if-none-match': String(first.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expectPrivate(again, 'a refreshed session, not modified');
  });

  it('are private even on the Bible: a bad or ended session cleared', async () => {
    for (const cookie of ['sid=s%3Aexpired.signature', `${SESSION_HINT_COOKIE}=1`, 'sid=garbage']) {
      for (const url of ['/api/bible/John/3', '/api/bible/books', '/api/bible/search?q=love']) {
        const res = await t.app.inject({ url, headers: { cookie } });
        expect(res.statusCode, url).toBe(200);
        expectPrivate(res, `${url} with ${cookie}`);
      }
    }
  });

  it('never say public on any answer: every GET of the API with a cookie to clear', async () => {
    const doc = t.app.swagger() as { paths: Record<string, Record<string, unknown>> };
    const urls = Object.entries(doc.paths)
      .filter(([path, operations]) => path.startsWith('/api/') && 'get' in operations)
      .map(([path]) => path.replace(/\{[^}]+\}/g, '1'));
    for (const url of urls) {
      const res = await t.app.inject({ url, headers: { cookie: 'sid=s%3Aexpired.signature' } });
      if (res.headers['set-cookie'] === undefined) continue;
      const cacheControl = String(res.headers['cache-control']);
      expect(cacheControl, `${url} (${res.statusCode})`).toContain('no-store');
      expect(cacheControl, `${url} (${res.statusCode})`).not.toMatch(/public/);
    }
  });

  it('leave answers without a cookie as they were', async () => {
    const member = await t.signIn();
    const res = await t.app.inject({
      url: '/api/bible/John/3',
      headers: { cookie: member.cookie },
    });
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(res.headers['cache-control']).toMatch(/^public, max-age=/);
  });
});
