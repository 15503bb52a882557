/**
 * The site's own analytics as the ministry uses them: three visitors arrive on an article from
 * three sites with a newsletter campaign's link, read on (a route change in the browser sends the
 * beacon; nothing is stored in the browser), one subscribes and confirms; the administrator's
 * Analytics tab shows the visits, the sources, the campaign and the subscription attributed to
 * the article. Accessible, and nothing scrolls sideways on a phone.
 */
import { request, type Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AnalyticsSummary } from '../contract/analytics';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, openPage, visit, type PageSession } from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { waitForMail } from './support/outbox';
import { adminState, signInAsAdmin } from './support/sign-in';

let browser: Browser;
const sessions: PageSession[] = [];
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const campaign = `advent-${stamp}`;
const article = { title: `Watch and Pray ${stamp}`, slug: '' };
const referrers = [
  `https://social-${stamp}.example/`,
  `https://news-${stamp}.example/`,
  `https://search-${stamp}.example/`,
];
/** Headless Chromium names itself a bot; these visitors are ordinary browsers. */
const agent = (n: number) =>
  `Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/13${n}.0.0.0 Safari/537.36`;

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });
  try {
    const created = await api.post('/api/admin/articles', {
      data: {
        title: article.title,
        excerpt: 'Keep watch, for you do not know the hour.',
        content: '## Watch\n\nWatch and pray, that you may not enter into temptation.',
        category: 'Practice',
        language: 'en',
        status: 'published',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    article.slug = ((await created.json()) as { slug: string }).slug;
  } finally {
    await api.dispose();
  }
});
afterAll(async () => {
  for (const s of sessions) await s.close();
  await browser?.close();
});

const today = new Date().toISOString().slice(0, 10);

async function summary(): Promise<AnalyticsSummary> {
  const api = await request.newContext({ baseURL: baseUrl(), storageState: await adminState() });
  try {
    const res = await api.get(`/api/admin/analytics/summary?from=${today}&to=${today}`);
    expect(res.status()).toBe(200);
    return (await res.json()) as AnalyticsSummary;
  } finally {
    await api.dispose();
  }
}

describe('analytics', () => {
  it(
    'counts visitors from three sites, and attributes a subscription to the article read',
    { timeout: 180_000 },
    async () => {
      const articlePath = `/articles/${article.slug}`;
      for (const [n, referer] of referrers.entries()) {
        const session = await openPage(browser, { userAgent: agent(n) });
        sessions.push(session);
        const { page } = session;
        const beacons: string[] = [];
        page.on('request', (req) => {
          if (req.url().endsWith('/api/analytics/hit')) beacons.push(req.postData() ?? '');
        });
        const answer = await page.goto(urlOf(`${articlePath}?utm_campaign=${campaign}`), {
          referer,
          waitUntil: 'load',
        });
        expect(answer?.status()).toBe(200);
        expect((await answer?.allHeaders())?.['set-cookie']).toBeUndefined();
        await page.waitForLoadState('networkidle');
        await expectVisible(page.getByRole('heading', { level: 1, name: article.title }));
        // The page's own request was counted by the server: no beacon for it.
        expect(beacons).toEqual([]);
        if (n === 0) {
          const email = `reader-${stamp}@example.com`;
          const subscribed = await page.request.post(urlOf('/api/newsletter/subscribe'), {
            headers: ourOrigin(),
            data: { email },
          });
          expect(subscribed.status()).toBe(200);
          const mail = await waitForMail(email, 10_000, (m) =>
            /confirm your subscription/i.test(m.subject),
          );
          const link = /https?:\/\/[^\s"<]+(\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(
            mail.text,
          )?.[1];
          expect(link, mail.text).toBeDefined();
          await visit(page, link ?? '');
          await page.getByRole('button', { name: 'Confirm Subscription' }).click();
          await expectVisible(page.getByRole('heading', { name: 'Subscription Confirmed' }));
        } else {
          // The app starts when the page is first used; the page it starts on was already counted.
          await page.keyboard.press('Shift');
          await page.waitForSelector('html[data-app-ready]', {
            state: 'attached',
            timeout: 15_000,
          });
          expect(beacons).toEqual([]);
          // A route change in the browser: the beacon reports it, as text, with no cookie set.
          const sent = page.waitForRequest((req) => req.url().endsWith('/api/analytics/hit'));
          await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
          await sent;
          expect(JSON.parse(beacons[0] ?? '{}')).toMatchObject({ path: '/', lang: 'en' });
        }
        expect(await page.evaluate(() => localStorage.length + document.cookie.length)).toBe(0);
      }

      const figures = await summary();
      const hosts = referrers.map((r) => new URL(r).hostname);
      expect(figures.sources.filter((s) => hosts.includes(s.value)).map((s) => s.visitors)).toEqual(
        [1, 1, 1],
      );
      expect(figures.campaigns.find((c) => c.value === campaign)?.visitors).toBe(3);
      expect(figures.topPages.find((p) => p.value === articlePath)?.views).toBe(3);
      const newsletter = figures.goals.find((g) => g.name === 'newsletter');
      expect(newsletter?.topContent.map((c) => c.path)).toContain(articlePath);

      const admin = await openPage(browser, { viewport: { width: 390, height: 844 } });
      sessions.push(admin);
      await signInAsAdmin(admin.page);
      await visit(admin.page, '/admin');
      await admin.page.getByRole('tab', { name: 'Analytics' }).click();
      await expectVisible(admin.page.getByRole('heading', { name: 'Visits and goals' }));
      const sources = admin.page.getByRole('region', { name: 'Sources' });
      for (const host of hosts) await expectVisible(sources.getByText(host, { exact: true }));
      await expectVisible(
        admin.page.getByRole('region', { name: 'Campaigns' }).getByText(campaign, { exact: true }),
      );
      const goals = admin.page.getByRole('region', { name: 'Goals' });
      const row = goals.getByRole('row', { name: /Newsletter subscriptions/ });
      await expectVisible(row.getByText(articlePath, { exact: false }).first());
      await expectVisible(admin.page.getByRole('img', { name: 'Visitors and page views by day' }));
      expect(
        await admin.page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await assertNoSeriousA11yViolations(admin.page);
      admin.assertNoConsoleErrors();
    },
  );
});
