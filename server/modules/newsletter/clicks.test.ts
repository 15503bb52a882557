import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { campaignLinks, newsletterSubscriptions } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { startTestSmtp, type TestSmtp } from '../../test/smtp';

const BROWSER =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';
const STUDY = 'https://example.org/study?part=1&x=2';
const WIKI = 'https://en.wikipedia.org/wiki/Grace_(theology)';

let smtp: TestSmtp;
let t: TestApp;
let admin: string;
let campaignId: number;
/** The redirect paths of the received mail, by the address each one stands for. */
let links: Map<string, string>;

const get = (url: string, headers: Record<string, string> = {}) =>
  t.app.inject({ method: 'GET', url, headers: { 'user-agent': BROWSER, ...headers } });
const clicksOf = async (id = campaignId, cookie = admin) =>
  t.app.inject({
    method: 'GET',
    url: `/api/newsletter/campaigns/${id}/clicks`,
    headers: { cookie },
  });
const clicksOfUrl = async (url: string) =>
  (await clicksOf())
    .json<{ links: { url: string; clicks: number; unique: number }[] }>()
    .links.find((l) => l.url === url);

async function waitForSent(id: number) {
  for (let i = 0; i < 300; i++) {
    const res = await t.app.inject({
      url: `/api/newsletter/campaigns/${id}`,
      headers: { cookie: admin },
    });
    if (res.json<{ deliveryStatus: string }>().deliveryStatus !== 'sending') return;
    await new Promise((r) => setTimeout(r, 50));
  }
  throw new Error('still sending');
}

beforeAll(async () => {
  smtp = await startTestSmtp();
  t = await createTestApp({ mailer: smtp.mailer() });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  await t.db
    .insert(newsletterSubscriptions)
    .values({ email: 'reader@example.org', confirmedAt: new Date() });
  const created = await t.app.inject({
    method: 'POST',
    url: '/api/newsletter/campaigns',
    headers: { cookie: admin, 'content-type': 'application/json' },
    payload: {
      title: 'Clicks',
      subject: 'Grace',
      content: `Read [the study](${STUDY}), [grace](${WIKI}) and the study again: ${STUDY}\n\nWrite to [us](mailto:hello@example.org).`,
    },
  });
  campaignId = created.json<{ id: number }>().id;
  const send = await t.app.inject({
    method: 'POST',
    url: `/api/newsletter/campaigns/${campaignId}/send`,
    headers: { cookie: admin },
  });
  expect(send.statusCode).toBe(200);
  await waitForSent(campaignId);
  const mail = await smtp.waitFor((m) => m.subject === 'Grace');
  const rows = await t.db.select().from(campaignLinks);
  links = new Map(rows.map((r) => [r.url, `/r/${r.id}`]));
  // The links of the mail as received: each one our redirect, in the HTML and the text.
  for (const path of links.values()) {
    expect(mail.html).toContain(`http://localhost:3000${path}`);
    expect(mail.text).toContain(`http://localhost:3000${path}`);
  }
  // A bare address still shows itself as the link's words; the link goes through us.
  expect(mail.html).not.toMatch(/href="https:\/\/(example\.org|en\.wikipedia)/);
  expect(mail.text).not.toContain('example.org/study');
  expect(mail.html).toContain('mailto:hello@example.org');
  expect(mail.html).toContain('/unsubscribe?token=');
}, 60_000);
afterAll(async () => {
  await t.close();
  await smtp.close();
});

describe('following a newsletter link', () => {
  it('lists each address once, in order, when the send begins', async () => {
    const rows = await t.db.select().from(campaignLinks);
    expect(rows.map((r) => [r.position, r.url]).sort()).toEqual([
      [0, STUDY],
      [1, WIKI],
    ]);
    const body = (await clicksOf()).json();
    expect(body).toEqual({
      campaignId,
      clicks: 0,
      unique: 0,
      links: [
        { position: 0, url: STUDY, clicks: 0, unique: 0 },
        { position: 1, url: WIKI, clicks: 0, unique: 0 },
      ],
    });
  });

  it('redirects to the address with 302, counts one click, sets no cookie, is never cached', async () => {
    const res = await get(links.get(STUDY) ?? '');
    expect(res.statusCode).toBe(302);
    expect(res.headers.location).toBe(STUDY);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.headers['set-cookie']).toBeUndefined();
    expect(await clicksOfUrl(STUDY)).toMatchObject({ clicks: 1, unique: 1 });

    // The same reader again: a click, not a new clicker; another reader: both.
    await get(links.get(STUDY) ?? '');
    await get(links.get(STUDY) ?? '', {
      'x-forwarded-for': '203.0.113.9',
      'user-agent': `${BROWSER} Edg/130`,
    });
    expect(await clicksOfUrl(STUDY)).toMatchObject({ clicks: 3, unique: 2 });
    const wiki = await get(links.get(WIKI) ?? '');
    expect(wiki.headers.location).toBe(WIKI);
    expect((await clicksOf()).json()).toMatchObject({ clicks: 4, unique: 3 });
  });

  it('redirects but does not count DNT, GPC, bots, link scanners, HEAD requests or the staff', async () => {
    const before = await clicksOfUrl(WIKI);
    const asked: Record<string, string>[] = [
      { dnt: '1' },
      { 'sec-gpc': '1' },
      { 'user-agent': 'Googlebot/2.1 (+http://www.google.com/bot.html)' },
      { 'user-agent': '' },
    ];
    for (const headers of asked) {
      const res = await get(links.get(WIKI) ?? '', headers);
      expect(res.statusCode).toBe(302);
      expect(res.headers.location).toBe(WIKI);
    }
    const head = await t.app.inject({
      method: 'HEAD',
      url: links.get(WIKI) ?? '',
      headers: { 'user-agent': BROWSER },
    });
    expect(head.statusCode).toBe(302);
    expect(head.headers.location).toBe(WIKI);
    // The ministry's own team checking a link, as analytics leaves out their page views.
    const staff = await get(links.get(WIKI) ?? '', { cookie: admin });
    expect(staff.statusCode).toBe(302);
    expect(staff.headers.location).toBe(WIKI);
    expect(await clicksOfUrl(WIKI)).toEqual(before);
  });

  it("answers the site's 404 page for an unknown or malformed id, and never redirects elsewhere", async () => {
    for (const path of [
      '/r/AAAAAAAAAAA',
      '/r/x',
      `/r/${encodeURIComponent('https://evil.example')}`,
      `${links.get(STUDY) ?? ''}?url=https://evil.example`,
    ]) {
      const res = await get(path);
      if (path.includes('?url=')) {
        expect(res.headers.location).toBe(STUDY);
        continue;
      }
      expect(res.statusCode, path).toBe(404);
      expect(res.headers['content-type']).toContain('text/html');
      expect(res.headers.location).toBeUndefined();
    }
  });

  it('is rate-limited', async () => {
    const limited = await createTestApp({
      rateLimits: { campaignLinks: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const statuses = [];
      for (let i = 0; i < 3; i++)
        statuses.push((await limited.app.inject('/r/AAAAAAAAAAA')).statusCode);
      expect(statuses).toEqual([404, 404, 429]);
    } finally {
      await limited.close();
    }
  });
});

describe('reading clicks', () => {
  it('is for staff who send the newsletter (owner, admin, editor), not others', async () => {
    for (const roles of [['owner'], ['editor']] as const) {
      const { cookie } = await t.signIn({ roles: [...roles] });
      expect((await clicksOf(campaignId, cookie)).statusCode).toBe(200);
    }
    for (const roles of [['treasurer'], ['moderator'], []] as const) {
      const { cookie } = await t.signIn({ roles: [...roles] });
      expect((await clicksOf(campaignId, cookie)).statusCode).toBe(403);
    }
    const stranger = await t.app.inject({ url: `/api/newsletter/campaigns/${campaignId}/clicks` });
    expect(stranger.statusCode).toBe(401);
  });

  it('answers 404 for an unknown campaign, 400 for a bad id, and nothing for a draft', async () => {
    expect((await clicksOf(999_999)).statusCode).toBe(404);
    const bad = await t.app.inject({
      url: '/api/newsletter/campaigns/abc/clicks',
      headers: { cookie: admin },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    const draft = await t.app.inject({
      method: 'POST',
      url: '/api/newsletter/campaigns',
      headers: { cookie: admin, 'content-type': 'application/json' },
      payload: { title: 'Draft', subject: 'D', content: 'See https://example.org/' },
    });
    const body = (await clicksOf(draft.json<{ id: number }>().id)).json();
    expect(body).toMatchObject({ clicks: 0, unique: 0, links: [] });
  });

  it("shows in the analytics summary's campaigns", async () => {
    const today = new Date().toISOString().slice(0, 10);
    const res = await t.app.inject({
      url: `/api/admin/analytics/summary?from=${today}&to=${today}`,
      headers: { cookie: admin },
    });
    expect(res.statusCode).toBe(200);
    // Four clicks above, and the one with a query of its own (the same reader as before).
    expect(res.json().newsletterClicks).toEqual([
      { campaignId, title: 'Clicks', clicks: 5, unique: 3 },
    ]);
  });
});
