/** Ebook store: loading state, cards with safe external links, accessibility. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { urlOf } from './support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

interface StoreEbook {
  id: number;
  title: string;
  price: string;
  rating: number;
  reviewCount: number;
  amazonUrl: string;
}

async function seededEbooks(): Promise<StoreEbook[]> {
  const answer = await fetch(urlOf('/api/ebooks'));
  expect(answer.status).toBe(200);
  return (await answer.json()) as StoreEbook[];
}

/**
 * Opens the store from another screen inside the app, so that the store asks for its ebooks: an
 * address visited arrives with them in its HTML. /characters starts the app at once.
 */
async function openStoreInApp(page: Page): Promise<void> {
  await visit(page, '/characters');
  // The page starts the app on first use: a press brings it, and its links navigate in place.
  await page.dispatchEvent('body', 'pointerdown');
  await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
  await page.getByRole('link', { name: 'Store', exact: true }).first().click();
  await page.waitForURL(urlOf('/store'));
}

describe('store', () => {
  it("shows 'Loading Store...' until the ebooks arrive", async () => {
    await withPage(browser, {}, async ({ page }) => {
      // Hold the list back so the loading state is observable.
      await page.route('**/api/ebooks', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await openStoreInApp(page);
      await expectVisible(page.getByRole('heading', { name: 'Loading Store...' }));
      await expectVisible(page.getByRole('link', { name: /Buy on Amazon/ }).first(), 15_000);
      expect(await page.getByRole('heading', { name: 'Loading Store...' }).count()).toBe(0);
    });
  });

  it("lists every ebook with a 'Buy on Amazon' link that opens safely in a new tab", async () => {
    const ebooks = await seededEbooks();
    expect(ebooks.length).toBeGreaterThanOrEqual(4);
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/store');
      const buyLinks = page.getByRole('link', { name: /Buy on Amazon/ });
      await expectVisible(buyLinks.first());
      expect(await buyLinks.count()).toBe(ebooks.length);

      for (const link of await buyLinks.all()) {
        expect(await link.getAttribute('target')).toBe('_blank');
        const rel = (await link.getAttribute('rel'))?.split(/\s+/) ?? [];
        expect(rel).toContain('noopener');
        expect(rel).toContain('noreferrer');
        expect(await link.getAttribute('href')).toMatch(/^https:\/\//);
      }

      const text = await page.locator('main#main').innerText();
      const hrefs = await buyLinks.evaluateAll((links) => links.map((a) => a.getAttribute('href')));
      for (const ebook of ebooks) {
        expect(text).toContain(ebook.title);
        expect(text).toContain(ebook.price);
        if (ebook.rating > 0 && ebook.reviewCount > 0)
          expect(text).toContain(`(${ebook.reviewCount})`);
        expect(hrefs).toContain(ebook.amazonUrl);
      }
    });
  });

  it('shows a rating only when the ebook has one and reviews: nothing for an unrated ebook', async () => {
    const ebooks = await seededEbooks();
    const unrated = ebooks.filter((e) => !(e.rating > 0 && e.reviewCount > 0));
    expect(unrated.length, 'the demo catalogue has an unrated ebook').toBeGreaterThan(0);
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/store');
      await expectVisible(page.getByRole('link', { name: /Buy on Amazon/ }).first());
      for (const ebook of ebooks) {
        const card = page
          .locator('main#main')
          .getByRole('listitem')
          .filter({ has: page.getByRole('heading', { name: ebook.title, exact: true }) });
        await expectVisible(card);
        const rating = card.getByRole('img', { name: /^Rated \d out of 5$/ });
        const rated = ebook.rating > 0 && ebook.reviewCount > 0;
        expect(await rating.count(), ebook.title).toBe(rated ? 1 : 0);
        expect(await card.locator('svg.lucide-star').count(), ebook.title).toBe(rated ? 5 : 0);
      }
    });
  });

  it('the store has no serious or critical axe violation', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/store');
      await expectVisible(page.getByRole('link', { name: /Buy on Amazon/ }).first());
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('a screen that cannot be shown says so, and the rest of the site keeps working', async () => {
    await withPage(browser, {}, async (session) => {
      const { page } = session;
      session.allowConsoleError({
        reason: 'the store is given an answer it cannot show, on purpose',
        text: /is not a function/,
      });
      // Production builds trust answers (development parses them): a wrong shape throws in render.
      await page.route('**/api/ebooks', (route) =>
        route.fulfill({ status: 200, contentType: 'application/json', body: '{"broken":true}' }),
      );
      await openStoreInApp(page);
      await expectVisible(page.getByRole('heading', { name: 'Something went wrong' }));
      await expectVisible(page.getByRole('button', { name: 'Try Again' }));
      await assertNoSeriousA11yViolations(page);

      // The navigation is still there, and moving on shows the next screen.
      await page.getByRole('link', { name: 'Return to the home page' }).click();
      await expectVisible(
        page.getByRole('heading', { level: 1 }).filter({ hasNotText: 'Something went wrong' }),
      );
      expect(new URL(page.url()).pathname).toBe('/');
      expect(await page.getByRole('heading', { name: 'Something went wrong' }).count()).toBe(0);
    });
  });
});
