import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import type { AnalyticsLive, AnalyticsSummary } from '../../../contract/analytics';
import {
  analyticsDaily,
  analyticsRolledDays,
  analyticsSalts,
  analyticsViews,
} from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';

const TODAY = new Date('2026-11-28T10:00:00Z');
let now = TODAY;
let t: TestApp;
type Member = Awaited<ReturnType<TestApp['signIn']>>;
let admin: Member;
let editor: Member;
let treasurer: Member;

const FIREFOX = 'Mozilla/5.0 (X11; Linux x86_64; rv:135.0) Gecko/20100101 Firefox/135.0';
const IPHONE =
  'Mozilla/5.0 (iPhone; CPU iPhone OS 18_0 like Mac OS X) AppleWebKit/605.1.15 (KHTML, like Gecko) Version/18.0 Mobile/15E148 Safari/604.1';
const GOOGLEBOT = 'Mozilla/5.0 (compatible; Googlebot/2.1; +http://www.google.com/bot.html)';

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = await t.signIn({ isAdmin: true });
  editor = await t.signIn({ roles: ['editor'] });
  treasurer = await t.signIn({ roles: ['treasurer'] });
});
afterAll(() => t.close());
beforeEach(() => {
  now = TODAY;
});

/** A visitor: an address and a browser, and any other headers. */
interface Visitor {
  ip: string;
  agent: string;
  headers?: Record<string, string>;
}
const reader: Visitor = { ip: '203.0.113.7', agent: FIREFOX };

const hit = (visitor: Visitor, body: unknown, contentType = 'text/plain;charset=UTF-8') =>
  t.app.inject({
    method: 'POST',
    url: '/api/analytics/hit',
    remoteAddress: visitor.ip,
    headers: { 'user-agent': visitor.agent, 'content-type': contentType, ...visitor.headers },
    payload: typeof body === 'string' ? body : JSON.stringify(body),
  });

const page = (visitor: Visitor, url: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'GET',
    url,
    remoteAddress: visitor.ip,
    headers: { 'user-agent': visitor.agent, accept: 'text/html', ...visitor.headers, ...headers },
  });

const viewCount = async () => {
  await t.app.analytics.settle();
  const [row] = await t.db.select({ n: count() }).from(analyticsViews);
  return row?.n ?? 0;
};

/** The summary as an administrator signed in now (tests move the clock past sessions' idle time). */
const summaryOf = async (query: string) => {
  await t.app.analytics.settle();
  const { cookie } = await t.signIn({ isAdmin: true });
  const res = await t.call('GET', `/api/admin/analytics/summary?${query}`, cookie);
  expect(res.statusCode, res.body).toBe(200);
  return res.json<AnalyticsSummary>();
};

const clear = async () => {
  await t.app.analytics.settle();
  await t.db.delete(analyticsViews);
  await t.db.delete(analyticsDaily);
  await t.db.delete(analyticsRolledDays);
};

describe('counting a page view', () => {
  it('counts a page from its own request, and a route change from the beacon (202, no cookie)', async () => {
    await clear();
    const first = await page(reader, '/articles/the-kingdom-of-god?utm_campaign=advent', {
      referer: 'https://news.example.com/today',
    });
    expect(first.statusCode).toBe(200);
    expect(first.headers['set-cookie']).toBeUndefined();
    const beacon = await hit(reader, { path: '/es/articles', lang: 'es', width: 390 });
    expect(beacon.statusCode, beacon.body).toBe(202);
    expect(beacon.headers['set-cookie']).toBeUndefined();
    expect(beacon.headers['cache-control']).toBe('no-store');
    expect(await viewCount()).toBe(2);
    const rows = await t.db.select().from(analyticsViews).orderBy(analyticsViews.id);
    expect(rows.map((r) => [r.path, r.pageKey, r.lang, r.via, r.device])).toEqual([
      ['/articles/the-kingdom-of-god', 'articleDetail', 'en', 'page', 'desktop'],
      ['/es/articles', 'articles', 'es', 'beacon', 'mobile'],
    ]);
    expect(rows[0]).toMatchObject({
      referrerHost: 'news.example.com',
      utmCampaign: 'advent',
      browser: 'Firefox',
      os: 'Linux',
    });
    // The same visitor's hash on both; the address is nowhere.
    expect(rows[0]?.visitor).toBe(rows[1]?.visitor);
    expect(JSON.stringify(rows)).not.toContain('203.0.113.7');
  });

  it('keeps a batch of views exactly as seen, whatever their text holds', async () => {
    await clear();
    const paths = ['/articles/a,b', '/articles/q"uote', '/articles/{x}', '/articles/back\\slash'];
    for (const path of paths) {
      expect(
        (
          await hit(reader, {
            path: `${path}?utm_campaign=${encodeURIComponent('Páscoa, "2027"')}`,
            lang: 'pt',
          })
        ).statusCode,
      ).toBe(202);
    }
    await t.app.analytics.settle();
    const rows = await t.db.select().from(analyticsViews).orderBy(analyticsViews.id);
    // Kept as the address reads once parsed (`"` and braces escaped, `\` a separator).
    expect(rows.map((r) => r.path)).toEqual([
      '/articles/a,b',
      '/articles/q%22uote',
      '/articles/%7Bx%7D',
      '/articles/back/slash',
    ]);
    expect(rows.map((r) => r.utmCampaign)).toEqual(paths.map(() => 'Páscoa, "2027"'));
    expect(rows.map((r) => [r.referrerHost, r.utmSource, r.country])).toEqual(
      paths.map(() => [null, null, null]),
    );
  });

  it('accepts the beacon as JSON too, and answers bad bodies with their field errors', async () => {
    expect((await hit(reader, { path: '/', lang: 'en' }, 'application/json')).statusCode).toBe(202);
    const bad = await hit(reader, { path: 'https://evil.example/x', lang: 'fr', width: -1 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      path: ['The path must be an address on this site'],
      lang: ['Choose English, Español or Português'],
      width: ['The width must be a whole number of pixels'],
    });
    const notJson = await hit(reader, 'path=/');
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json<{ message: string }>().message).toBe('The body must be JSON');
  });

  it('leaves out DNT and GPC visitors, bots, prefetches and the staff', async () => {
    await clear();
    const dnt = { ...reader, headers: { dnt: '1' } };
    const gpc = { ...reader, headers: { 'sec-gpc': '1' } };
    for (const visitor of [dnt, gpc, { ip: '198.51.100.1', agent: GOOGLEBOT }]) {
      expect((await page(visitor, '/articles')).statusCode).toBe(200);
      expect((await hit(visitor, { path: '/articles', lang: 'en' })).statusCode).toBe(202);
    }
    await page(reader, '/articles', { 'sec-purpose': 'prefetch' });
    for (const staff of [admin, editor]) {
      await page({ ...reader, headers: { cookie: staff.cookie } }, '/articles');
      await hit({ ...reader, headers: { cookie: staff.cookie } }, { path: '/', lang: 'en' });
    }
    expect(await viewCount()).toBe(0);
  });

  it('does not count API answers, files, missing pages or HEAD requests', async () => {
    await clear();
    await t.app.inject({ method: 'GET', url: '/api/health', headers: { 'user-agent': FIREFOX } });
    await page(reader, '/no-such-page');
    await t.app.inject({ method: 'HEAD', url: '/articles', headers: { 'user-agent': FIREFOX } });
    expect(await viewCount()).toBe(0);
  });

  it('counts the same visitor once a day, and again the next day with a new salt', async () => {
    await clear();
    now = new Date('2026-11-27T20:00:00Z');
    await page(reader, '/');
    await page(reader, '/articles');
    await hit(reader, { path: '/articles/x', lang: 'en' });
    await page({ ip: '203.0.113.8', agent: IPHONE }, '/pt/articles', {
      'accept-language': 'pt-BR,pt;q=0.9',
    });
    const today = await summaryOf('from=2026-11-27&to=2026-11-27');
    expect(today).toMatchObject({ visitors: 2, pageviews: 4, bounces: 1 });
    expect(today.devices.map((d) => [d.value, d.visitors])).toEqual([
      ['desktop', 1],
      ['mobile', 1],
    ]);
    const [saltBefore] = await t.db
      .select()
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, '2026-11-27'));
    now = TODAY;
    await page(reader, '/');
    const both = await summaryOf('from=2026-11-27&to=2026-11-28');
    expect(both.byDay).toEqual([
      { day: '2026-11-27', visitors: 2, pageviews: 4 },
      { day: '2026-11-28', visitors: 1, pageviews: 1 },
    ]);
    const hashes = await t.db.selectDistinct({ v: analyticsViews.visitor }).from(analyticsViews);
    expect(hashes).toHaveLength(3);
    const [saltAfter] = await t.db
      .select()
      .from(analyticsSalts)
      .where(eq(analyticsSalts.day, '2026-11-28'));
    expect(saltAfter?.salt).toBeTruthy();
    expect(saltAfter?.salt).not.toBe(saltBefore?.salt);
  });

  it('rate-limits the beacon per address', async () => {
    const limited = await createTestApp({
      rateLimits: { analyticsHit: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const send = () =>
        limited.app.inject({
          method: 'POST',
          url: '/api/analytics/hit',
          remoteAddress: '192.0.2.44',
          headers: { 'content-type': 'text/plain', 'user-agent': FIREFOX },
          payload: JSON.stringify({ path: '/', lang: 'en' }),
        });
      expect((await send()).statusCode).toBe(202);
      expect((await send()).statusCode).toBe(202);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['set-cookie']).toBeUndefined();
    } finally {
      await limited.close();
    }
  });
});

describe('rolling up and forgetting', () => {
  it('rolls up past days, deletes raw views after 30 days and destroys past salts (injected clock)', async () => {
    await clear();
    now = new Date('2026-10-01T12:00:00Z');
    await page(reader, '/articles/a', { referer: 'https://search.example.org/' });
    await page(reader, '/articles/b');
    now = new Date('2026-10-02T12:00:00Z');
    await page(reader, '/');
    await t.app.analytics.settle();

    // Today (10-02) stays raw; 10-01 is rolled up; nothing is old enough to delete yet.
    let result = await t.app.analytics.rollup.tick();
    expect(result).toEqual({ rolled: ['2026-10-01'], deleted: 0 });
    expect((await t.db.select().from(analyticsSalts)).map((s) => s.day)).toEqual(['2026-10-02']);
    const rolled = await t.db.select().from(analyticsDaily).where(eq(analyticsDaily.lang, '*'));
    expect(rolled.find((r) => r.dimension === 'total')).toMatchObject({ visitors: 1, views: 2 });
    expect(rolled.find((r) => r.dimension === 'source')).toMatchObject({
      value: 'search.example.org',
      visitors: 1,
    });
    // The summary reads the roll-up for 10-01 and the raw views for today: the same figures.
    const before = await summaryOf('from=2026-10-01&to=2026-10-02');
    expect(before).toMatchObject({ visitors: 2, pageviews: 3 });
    expect(before.entryPages.map((p) => p.value)).toEqual(['/', '/articles/a']);

    // A second run does nothing more.
    expect(await t.app.analytics.rollup.tick()).toEqual({ rolled: [], deleted: 0 });

    // 31 days later: both days rolled, their raw views deleted; the roll-ups still answer.
    now = new Date('2026-11-02T00:30:00Z');
    result = await t.app.analytics.rollup.tick();
    expect(result).toEqual({ rolled: ['2026-10-02'], deleted: 3 });
    expect(await viewCount()).toBe(0);
    expect(await t.db.select().from(analyticsSalts)).toEqual([]);
    const after = await summaryOf('from=2026-10-01&to=2026-10-02');
    expect(after).toEqual(before);
  });
});

describe('reading the figures', () => {
  it('lets owner, admin and editor read; treasurer and members not (403) and strangers 401', async () => {
    const query = 'from=2026-11-01&to=2026-11-28';
    for (const who of [admin, editor, await t.signIn({ roles: ['owner'] })]) {
      for (const path of ['summary?' + query, 'export?table=topPages&' + query, 'live']) {
        const res = await t.call('GET', `/api/admin/analytics/${path}`, who.cookie);
        expect(res.statusCode, path).toBe(200);
        expect(res.headers['cache-control']).toBe('no-store');
      }
    }
    for (const who of [treasurer, await t.signIn(), await t.signIn({ roles: ['pastor'] })]) {
      expect(
        (await t.call('GET', `/api/admin/analytics/summary?${query}`, who.cookie)).statusCode,
      ).toBe(403);
    }
    expect((await t.call('GET', '/api/admin/analytics/live')).statusCode).toBe(401);
  });

  it('answers field errors for a bad period', async () => {
    const res = await t.call(
      'GET',
      '/api/admin/analytics/summary?from=2026-02-30&to=yesterday&lang=fr',
      admin.cookie,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      from: ['Dates are written YYYY-MM-DD'],
      to: ['Dates are written YYYY-MM-DD'],
      lang: ['Choose English, Español or Português'],
    });
    const backwards = await t.call(
      'GET',
      '/api/admin/analytics/export?table=pages&from=2026-11-28&to=2026-11-01',
      admin.cookie,
    );
    expect(backwards.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      table: ['Choose one of the tables'],
    });
    const reversed = await t.call(
      'GET',
      '/api/admin/analytics/summary?from=2026-11-28&to=2026-11-01',
      admin.cookie,
    );
    expect(reversed.json<{ fieldErrors: Record<string, string[]> }>().fieldErrors).toEqual({
      to: ['The range must start before it ends and cover at most three years'],
    });
  });

  it('filters by language, exports CSV and tells the last five minutes', async () => {
    await clear();
    await page(reader, '/es/articles', { referer: 'https://a.example/' });
    await page(
      { ip: '203.0.113.9', agent: IPHONE },
      '/articles?utm_campaign=advent&utm_source=mail',
    );
    const spanish = await summaryOf('from=2026-11-28&to=2026-11-28&lang=es');
    expect(spanish).toMatchObject({ visitors: 1, pageviews: 1 });
    expect(spanish.sources).toEqual([{ value: 'a.example', visitors: 1, views: 1 }]);
    const all = await summaryOf('from=2026-11-28&to=2026-11-28');
    expect(all.campaigns).toEqual([{ value: 'advent', visitors: 1, views: 1 }]);
    expect(all.languages.map((l) => l.value).sort()).toEqual(['en', 'es']);

    const csv = await t.call(
      'GET',
      '/api/admin/analytics/export?table=sources&from=2026-11-28&to=2026-11-28',
      admin.cookie,
    );
    expect(csv.headers['content-type']).toBe('text/csv; charset=utf-8');
    expect(csv.headers['content-disposition']).toContain('analytics-sources-2026-11-28');
    expect(csv.body.split('\r\n')).toEqual([
      'value,visitors,views',
      'a.example,1,1',
      'mail,1,1',
      '',
    ]);

    now = new Date('2026-11-28T10:03:00Z');
    await page(reader, '/');
    const live = (
      await t.call('GET', '/api/admin/analytics/live', admin.cookie)
    ).json<AnalyticsLive>();
    expect(live).toMatchObject({ minutes: 5, visitors: 2, pageviews: 3 });
    now = new Date('2026-11-28T10:07:00Z');
    const later = (
      await t.call('GET', '/api/admin/analytics/live', admin.cookie)
    ).json<AnalyticsLive>();
    expect(later).toMatchObject({ visitors: 1, pageviews: 1, pages: [{ path: '/', views: 1 }] });
  });
});

describe('goals', () => {
  const contact = (visitor: Visitor) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      remoteAddress: visitor.ip,
      headers: {
        'user-agent': visitor.agent,
        'content-type': 'application/json',
        ...visitor.headers,
      },
      payload: JSON.stringify({ name: 'Lydia', email: 'lydia@example.org', message: 'Thank you' }),
    });

  it('attributes a goal to the day entry page and the last content read, by the same hash', async () => {
    await clear();
    const lydia: Visitor = { ip: '203.0.113.20', agent: IPHONE };
    await page(lydia, '/es?utm_campaign=advent', { referer: 'https://social.example/' });
    await page(lydia, '/es/articles/the-kingdom');
    await hit(lydia, { path: '/es/teachings/grace', lang: 'es' });
    await hit(lydia, { path: '/es/contact', lang: 'es' });
    // Another visitor reads another article meanwhile: it is not Lydia's.
    await page(reader, '/articles/other');
    expect((await contact(lydia)).statusCode).toBe(200);
    // A visitor who asks not to be tracked is counted without attribution.
    const private_ = { ip: '203.0.113.21', agent: FIREFOX, headers: { dnt: '1' } };
    await page(private_, '/articles/secret');
    expect((await contact(private_)).statusCode).toBe(200);

    const { goals } = await summaryOf('from=2026-11-28&to=2026-11-28');
    expect(goals).toEqual([
      {
        name: 'contact',
        count: 2,
        topContent: [{ path: '/es/teachings/grace', count: 1 }],
        topEntry: [{ path: '/es', count: 1 }],
      },
    ]);
    const spanish = await summaryOf('from=2026-11-28&to=2026-11-28&lang=es');
    expect(spanish.goals[0]?.count).toBe(1);
    const csv = await t.call(
      'GET',
      '/api/admin/analytics/export?table=goals&from=2026-11-28&to=2026-11-28',
      admin.cookie,
    );
    expect(csv.body).toBe(
      'goal,count,top_content,top_entry\r\ncontact,2,/es/teachings/grace,/es\r\n',
    );
  });
});
