/**
 * Public content pages bring only the boot module on load and the app on first use
 * (docs/decisions/0038): what a visitor's browser asks for before using the page, and that the
 * first action (pressed before the app is here) still does what it says.
 */
import { gzipSync } from 'node:zlib';
import { request, type Browser, type Page, type Request } from 'playwright-core';
import type { Video } from '../contract/catalog';
import { videoEpisodes } from '../content/videos';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_MEMBER } from './support/accounts';
import {
  DESKTOP,
  MOBILE,
  expectFocused,
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
} from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { adminState, signedInState } from './support/sign-in';
import type { RunningServer } from '../scripts/lib/server-process';
import { startServerWithStripe } from './support/stripe-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page's requests from now on, as they are made. */
function recordRequests(page: Page): Request[] {
  const requests: Request[] = [];
  page.on('request', (request) => requests.push(request));
  return requests;
}

const scripts = (requests: Request[]) => requests.filter((r) => r.resourceType() === 'script');
const pathOf = (request: Request) => new URL(request.url()).pathname;

/** The compressed size of the scripts asked for, as the server sends them. */
async function gzipBytes(requests: Request[]): Promise<number> {
  let total = 0;
  for (const request of requests) {
    const response = await request.response();
    if (response) total += gzipSync(await response.body(), { level: 9 }).length;
  }
  return total;
}

const BUDGET = 50 * 1024;

describe('a visitor on a public page', () => {
  it('/timeline loads one small script until used; the mobile menu opens at the first tap', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      const requests = recordRequests(page);
      await visit(page, '/timeline');
      // Only the boot module: no app, no catalogue, no session check.
      expect(scripts(requests).map(pathOf)).toEqual([
        expect.stringMatching(/^\/assets\/[\w-]+\.js$/),
      ]);
      expect(requests.filter((r) => pathOf(r).startsWith('/api/'))).toEqual([]);
      expect(await gzipBytes(scripts(requests))).toBeLessThanOrEqual(BUDGET);
      // Nothing more arrives while the page is only looked at.
      await page.waitForTimeout(1000);
      expect(scripts(requests)).toHaveLength(1);

      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expectVisible(drawer);
      // The tap started the app too (the drawer itself opened before it, e2e/phone-menu.e2e.ts).
      await expect.poll(() => scripts(requests).length, { timeout: 10_000 }).toBeGreaterThan(1);
      await drawer.getByRole('link', { name: 'Store', exact: true }).click();
      await page.waitForURL('**/store');
    });
  });

  it('/bible shows Genesis 1 with one small script; the next chapter opens at the first click', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      const requests = recordRequests(page);
      await visit(page, '/bible');
      await expectVisible(
        page.getByText('In the beginning, God created the heavens and the earth.'),
      );
      expect(scripts(requests)).toHaveLength(1);
      expect(requests.filter((r) => pathOf(r).startsWith('/api/'))).toEqual([]);
      expect(await gzipBytes(scripts(requests))).toBeLessThanOrEqual(BUDGET);

      await page.getByRole('button', { name: 'Next chapter' }).click();
      await page.waitForURL('**/bible/Genesis/2');
      await expectVisible(page.getByRole('region', { name: 'Genesis Chapter 2' }));
    });
  });

  it("opens 'Resources' with the keyboard before the app is here", async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/timeline');
      await page.getByRole('button', { name: 'Resources' }).focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expectVisible(menu);
      await expectVisible(menu.getByRole('menuitem', { name: 'Videos' }));
    });
  });

  it('keeps what was typed before the app was here', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/bible');
      await page.getByPlaceholder('Search for verses...').fill('love');
      // The app saw the text: the search button (disabled while the field is empty) is enabled.
      const button = page.getByRole('button', { name: 'Search', exact: true });
      await expect.poll(() => button.isDisabled(), { timeout: 10_000 }).toBe(false);
      await button.click();
      await page.waitForURL('**/bible?q=love');
    });
  });
});

/** An API answer the page's HTML should already carry. */
async function apiAnswer<T>(path: string): Promise<T> {
  const answer = await fetch(urlOf(path));
  expect(answer.status, path).toBe(200);
  return (await answer.json()) as T;
}

interface Titled {
  title: string;
}

/** Has React taken over this element (hydrated it)? */
const hydrated = (page: Page, selector: string) =>
  page
    .locator(selector)
    .first()
    .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$')));

describe('pages whose content comes from the database', () => {
  it('/ arrives with its featured items and latest articles, one small script, no API call; the newsletter form works', async () => {
    const video = await apiAnswer<Titled | null>('/api/videos/featured');
    const ebook = await apiAnswer<Titled | null>('/api/ebooks/featured');
    const articles = await apiAnswer<Titled[]>('/api/articles/featured?lang=en');
    expect(video && ebook, 'a featured video and ebook are seeded').toBeTruthy();
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      const requests = recordRequests(page);
      const response = await visit(page, '/');
      const html = await response.text();
      for (const title of [video?.title, ebook?.title, ...articles.map((a) => a.title)]) {
        expect(html).toContain(title);
      }
      expect(html).not.toContain('data-needs-app');
      expect(scripts(requests)).toHaveLength(1);
      expect(requests.filter((r) => pathOf(r).startsWith('/api/'))).toEqual([]);
      expect(await gzipBytes(scripts(requests))).toBeLessThanOrEqual(BUDGET);
      await page.waitForTimeout(1000);
      expect(scripts(requests)).toHaveLength(1);

      const address = `first-use-${Date.now()}@example.com`;
      await page.getByRole('textbox', { name: /e-?mail/i }).fill(address);
      await page.getByRole('button', { name: 'Subscribe', exact: true }).click();
      await expectVisible(
        page.getByText('Successfully subscribed!', { exact: true }).filter({ visible: true }),
      );
      expect(scripts(requests).length).toBeGreaterThan(1);
      // The featured items came with the page: the app did not ask for them again.
      expect(requests.map(pathOf)).not.toContain('/api/ebooks/featured');
    });
  });

  it('/store arrives with every ebook, one small script, no API call; after first use the app navigates', async () => {
    const ebooks = await apiAnswer<(Titled & { amazonUrl: string })[]>('/api/ebooks');
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      const requests = recordRequests(page);
      const response = await visit(page, '/store');
      const html = await response.text();
      for (const ebook of ebooks) expect(html).toContain(ebook.title);
      expect(html).not.toContain('data-needs-app');
      expect(scripts(requests)).toHaveLength(1);
      expect(requests.filter((r) => pathOf(r).startsWith('/api/'))).toEqual([]);
      expect(await gzipBytes(scripts(requests))).toBeLessThanOrEqual(BUDGET);

      // First use: a press on the page's heading brings the app, which takes over the page.
      await page.getByRole('heading', { level: 1, name: 'Ebook Store' }).click();
      await expect
        .poll(() => hydrated(page, 'main a[target="_blank"]'), { timeout: 15_000 })
        .toBe(true);
      const buy = page.getByRole('link', { name: /Buy on Amazon/ });
      expect(await buy.count()).toBe(ebooks.length);
      expect(await buy.first().getAttribute('href')).toBe(ebooks[0]?.amazonUrl);
      expect(requests.map(pathOf)).not.toContain('/api/ebooks');

      // A link is the app's now: the home page opens without loading another document.
      const documents = () => requests.filter((r) => r.resourceType() === 'document').length;
      const before = documents();
      await page.getByRole('banner').getByRole('link', { name: 'Home', exact: true }).click();
      await page.waitForURL(urlOf('/'));
      await expectVisible(page.getByRole('heading', { name: 'Featured Content' }));
      expect(documents()).toBe(before);
    });
  });
});

describe('the videos page, as the administrator keeps it', () => {
  it('/videos arrives with a newly added video and a renamed episode, one small script, no API call', async () => {
    const api = await request.newContext({
      baseURL: baseUrl(),
      storageState: await adminState(),
      extraHTTPHeaders: ourOrigin(),
    });
    const listed = await api.get('/api/admin/videos');
    expect(listed.status()).toBe(200);
    const episode = ((await listed.json()) as Video[]).find(
      (v) => v.youtubeId === videoEpisodes[0]?.youtubeId,
    );
    if (!episode) throw new Error('the first episode is seeded');
    const body = (video: Video) => ({
      title: video.title,
      description: video.description,
      youtubeId: video.youtubeId,
      category: video.category,
      duration: video.duration,
      featured: video.featured,
    });
    let added: number | undefined;
    try {
      const created = await api.post('/api/admin/videos', {
        data: {
          title: 'Walking in the Spirit',
          description: 'What Paul meant by the fruit of the Spirit.',
          youtubeId: 'Zx8Wq2Lm4Tb',
          category: 'Teaching',
          duration: 31,
          featured: false,
        },
      });
      expect(created.status(), await created.text()).toBe(201);
      added = ((await created.json()) as Video).id;
      const renamed = await api.put(`/api/admin/videos/${episode.id}`, {
        data: { ...body(episode), title: 'The Good News of the Kingdom' },
      });
      expect(renamed.status(), await renamed.text()).toBe(200);

      await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
        const requests = recordRequests(page);
        const html = await (await visit(page, '/videos')).text();
        expect(html).toContain('Walking in the Spirit');
        expect(html).toContain('The Good News of the Kingdom');
        await expectVisible(page.getByRole('heading', { level: 2, name: 'Latest Teachings' }));
        await expectVisible(page.getByRole('heading', { level: 3, name: 'Walking in the Spirit' }));
        await expectVisible(
          page.getByRole('heading', { level: 2, name: 'The Good News of the Kingdom' }),
        );
        expect(scripts(requests)).toHaveLength(1);
        expect(requests.filter((r) => pathOf(r).startsWith('/api/'))).toEqual([]);
      });
    } finally {
      // Back as the other tests know the site.
      await api.put(`/api/admin/videos/${episode.id}`, { data: body(episode) });
      if (added !== undefined) await api.delete(`/api/admin/videos/${added}`);
      await api.dispose();
    }
  });
});

describe('a member', () => {
  it('gets the app at once: the navigation bar shows the account', async () => {
    const member = await signedInState(E2E_MEMBER);
    await withPage(browser, { viewport: DESKTOP, storageState: member }, async ({ page }) => {
      const requests = recordRequests(page);
      await visit(page, '/timeline');
      expect(scripts(requests).length).toBeGreaterThan(1);
      expect(requests.some((r) => pathOf(r) === '/api/auth/me')).toBe(true);
    });
  });
});

describe('the Bible Study Center before first use', () => {
  /** Dispatches a cancelable event at the first element matching `selector`; was it prevented? */
  const prevented = (page: Page, selector: string, kind: 'contextmenu' | 'copy' | 'ctrl+c') =>
    page.evaluate(
      ([sel, k]) => {
        const target = document.querySelector(sel);
        if (!target) throw new Error(`no ${sel}`);
        const event =
          k === 'contextmenu'
            ? new MouseEvent('contextmenu', { bubbles: true, cancelable: true })
            : k === 'copy'
              ? new ClipboardEvent('copy', { bubbles: true, cancelable: true })
              : new KeyboardEvent('keydown', {
                  key: 'c',
                  ctrlKey: true,
                  bubbles: true,
                  cancelable: true,
                });
        target.dispatchEvent(event);
        return event.defaultPrevented;
      },
      [selector, kind] as const,
    );

  it('/bible-study loads no app and asks no API; its text cannot be copied before the app starts', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      const requests = recordRequests(page);
      await visit(page, '/bible-study');
      expect(scripts(requests)).toHaveLength(1);
      expect(requests.filter((r) => pathOf(r).startsWith('/api/'))).toEqual([]);
      expect(await gzipBytes(scripts(requests))).toBeLessThanOrEqual(BUDGET);

      // The protection holds from the first right-click, and a right-click alone starts nothing.
      expect(await prevented(page, 'main h1', 'contextmenu')).toBe(true);
      expect(await prevented(page, 'main h1', 'copy')).toBe(true);
      await page.waitForTimeout(500);
      expect(scripts(requests)).toHaveLength(1);
      // Copying by keyboard is a first use: refused too, and the app starts.
      expect(await prevented(page, 'main h1', 'ctrl+c')).toBe(true);

      // A study language chosen before the app was here is chosen once it is.
      const spanish = page.getByRole('button', { name: 'Español' });
      await spanish.click();
      await expect.poll(() => spanish.getAttribute('aria-pressed')).toBe('true');
      await expectVisible(page.getByText('La restauración de todas las cosas').first());
      expect(await prevented(page, 'main h1', 'contextmenu')).toBe(true);
    });
  });
});

describe('the donate page without giving set up', () => {
  it('says so in plain HTML and starts no app until used; nothing offered ends in a 503', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      const requests = recordRequests(page);
      await visit(page, '/donate');
      await expectVisible(page.getByText(/^Online giving is not set up yet\./));
      expect(scripts(requests).map(pathOf)).toEqual([
        expect.stringMatching(/^\/assets\/[\w-]+\.js$/),
      ]);
      expect(requests.filter((r) => pathOf(r).startsWith('/api/'))).toEqual([]);
      // The notice in view brings nothing: the page is only read.
      await page.waitForTimeout(1000);
      expect(scripts(requests)).toHaveLength(1);
      expect(await page.getByRole('button', { name: /^Continue/ }).count()).toBe(0);

      // First use brings the app; it offers no Continue either, and nothing is refused.
      await page.getByRole('heading', { level: 1, name: 'Support Our Ministry' }).click();
      await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });
      expect(scripts(requests).length).toBeGreaterThan(1);
      expect(await page.getByRole('button', { name: /^Continue/ }).count()).toBe(0);
      const refused = await Promise.all(requests.map((r) => r.response()));
      expect(refused.filter((r) => r && r.status() >= 500).map((r) => r?.url())).toEqual([]);
    });
  });
});

/**
 * /donate with giving set up: a server of its own whose Stripe is the tests' local stand-in.
 */
describe('the donate page with giving set up', () => {
  let server: RunningServer;
  const at = (path: string) => new URL(path, server.baseUrl).href;

  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ server, stop } = await startServerWithStripe('ministry-e2e-first-use-'));
  }, 90_000);
  afterAll(async () => {
    await stop?.();
  });

  it('loads no app and asks no API until used; the form works from the first press', async () => {
    await withPage(browser, { viewport: MOBILE }, async (session) => {
      session.allowConsoleError({
        reason: "Stripe's script cannot load without the internet",
        text: /Failed to load Stripe\.js|stripe/i,
      });
      const { page } = session;
      const requests = recordRequests(page);
      await visit(page, at('/donate'));
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Support Our Ministry' }));
      expect(scripts(requests)).toHaveLength(1);
      expect(requests.filter((r) => pathOf(r).startsWith('/api/'))).toEqual([]);
      expect(await gzipBytes(scripts(requests))).toBeLessThanOrEqual(BUDGET);
      // The fee offer is in the page from the start (the configuration is rendered in it).
      await expectVisible(page.getByRole('checkbox', { name: /^Add \$1\.06 so the ministry/ }));

      // The first press chooses the amount once the app is here; typing is kept.
      await page.getByRole('button', { name: '$50', exact: true }).click();
      const cont = page.getByRole('button', { name: /^Continue/ });
      await expect.poll(() => cont.textContent(), { timeout: 10_000 }).toContain('$50');
      await page.getByLabel('Message (optional)').fill('For the studies');
      const created = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'));
      await cont.click();
      const answer = await created;
      expect(answer.status()).toBe(200);
      expect(answer.request().postDataJSON()).toMatchObject({
        amount: 5000,
        metadata: { message: 'For the studies' },
      });
      await expectVisible(page.getByRole('heading', { name: 'Your Gift of $50' }));
    });
  });
});

/** A seeded article whose body names a passage (Daniel 12:2). */
const ARTICLE = '/articles/the-hope-of-the-resurrection';

describe('the characters and the articles', () => {
  it('load one small script and ask the API nothing until used', async () => {
    const pages = ['/characters', '/articles', ARTICLE];
    for (const path of [...pages, ...pages.slice(0, 2).flatMap((p) => [`/es${p}`, `/pt${p}`])]) {
      await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
        const requests = recordRequests(page);
        await visit(page, path);
        expect(scripts(requests).map(pathOf), path).toEqual([
          expect.stringMatching(/^\/assets\/[\w-]+\.js$/),
        ]);
        expect(requests.filter((r) => pathOf(r).startsWith('/api/')).map(pathOf), path).toEqual([]);
        expect(await gzipBytes(scripts(requests)), path).toBeLessThanOrEqual(BUDGET);
        // Nothing in view waits for the app (a placeholder would bring it at once).
        await page.waitForTimeout(500);
        expect(scripts(requests), path).toHaveLength(1);
      });
    }
  });

  it('narrow the characters as typed before the app is here, and the app keeps it so', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      const requests = recordRequests(page);
      await visit(page, '/characters');
      const cards = page.locator('main ul > li article');
      expect(await cards.count()).toBe(6);
      await page.getByLabel('Era').selectOption('exile');
      await page.getByPlaceholder('Search characters...').fill('seventy years');
      expect(await cards.count()).toBe(1);
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Daniel' }));
      // The app came, took the list over and filters it itself.
      await expect.poll(() => scripts(requests).length, { timeout: 10_000 }).toBeGreaterThan(1);
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await page.getByPlaceholder('Search characters...').fill('sinai');
      await expectVisible(page.getByText(/No characters match your search/));
      await page.getByLabel('Era').selectOption('all');
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Moses' }));
      expect(await cards.count()).toBe(1);
      expect(await page.locator('main li[hidden]').count()).toBe(0);
    });
  });

  it("opens a reference's popover when the mouse comes onto it before the app is here", async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      const requests = recordRequests(page);
      await visit(page, ARTICLE);
      const reference = page
        .locator('main#main article')
        .getByRole('link', { name: 'Daniel 12:2' });
      await expectVisible(reference);
      // Scripts on: the link says what Enter on it opens, as it will once the app is here.
      expect(await reference.getAttribute('aria-haspopup')).toBe('dialog');
      expect(scripts(requests)).toHaveLength(1);
      await reference.hover();
      const popover = page.getByRole('dialog', { name: /Daniel 12:2/ });
      await expectVisible(popover);
      await expectVisible(popover.getByText(/Many of those who sleep in the dust/));
      expect(scripts(requests).length).toBeGreaterThan(1);
      expect(new URL(page.url()).pathname).toBe(ARTICLE);
      await page.mouse.move(0, 0);
      await expectHidden(popover);
    });
  });

  it("opens a reference's popover with Enter pressed before the app is here", async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, ARTICLE);
      const reference = page
        .locator('main#main article')
        .getByRole('link', { name: 'Daniel 12:2' });
      await reference.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: /Daniel 12:2/ });
      await expectVisible(popover);
      await expectFocused(popover);
      expect(new URL(page.url()).pathname).toBe(ARTICLE);
    });
  });
});
