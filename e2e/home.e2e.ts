/** Home page: featured content, newsletter signup, accessibility. */
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

interface Featured {
  title: string;
  description: string;
}

/** The featured endpoints answer one item (or a list whose first item is shown). */
async function featured(path: string): Promise<Featured | undefined> {
  const answer = await fetch(urlOf(path));
  expect(answer.status, path).toBe(200);
  const body = (await answer.json()) as Featured | Featured[] | null;
  return Array.isArray(body) ? body[0] : (body ?? undefined);
}

/** A featured card shows the title and the description cut to 100 characters. */
async function expectCardText(page: Page, item: Featured): Promise<void> {
  await expectVisible(page.getByText(item.title, { exact: true }).first());
  const shown = (await page.locator('main#main').innerText()).replace(/\s+/g, ' ');
  const description = item.description.replace(/\s+/g, ' ');
  expect(shown).toContain(description.slice(0, 100).trim());
  if (description.length > 100) expect(shown).not.toContain(description);
}

const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true });

describe('featured content', () => {
  it('shows the featured video, the study card and the featured ebook', async () => {
    const video = await featured('/api/videos/featured');
    const ebook = await featured('/api/ebooks/featured');
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      await expectVisible(page.getByRole('heading', { name: 'Featured Content' }));

      const links: [string, string][] = [
        ['Watch Now', '/videos'],
        ['Begin Study', '/bible-study'],
        ['Get Ebook', '/store'],
      ];
      for (const [name, href] of links) {
        const link = page.getByRole('link', { name, exact: true });
        await expectVisible(link);
        expect(await link.getAttribute('href'), name).toBe(href);
      }
      await expectVisible(page.getByText('The Restoration of All Things').first());
      expect(video, 'a featured video is seeded').toBeDefined();
      expect(ebook, 'a featured ebook is seeded').toBeDefined();
      if (video) await expectCardText(page, video);
      if (ebook) await expectCardText(page, ebook);
    });
  });

  it('gives the three featured cards three different titles', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      const section = page.getByRole('region', { name: 'Featured Content' });
      await expectVisible(section.getByRole('link', { name: 'Get Ebook', exact: true }));
      const titles = await section.getByRole('heading', { level: 3 }).allInnerTexts();
      expect(titles).toHaveLength(3);
      expect(new Set(titles).size, titles.join(' | ')).toBe(3);
    });
  });
});

describe('newsletter signup', () => {
  const emailInput = (page: Page) => page.getByRole('textbox', { name: /e-?mail/i });
  const subscribe = (page: Page) => page.getByRole('button', { name: 'Subscribe', exact: true });

  it('does nothing when the address is empty', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      let calls = 0;
      page.on('request', (request) => {
        if (request.url().endsWith('/api/newsletter/subscribe')) calls += 1;
      });
      await subscribe(page).click();
      await page.waitForTimeout(500);
      expect(calls).toBe(0);
    });
  });

  it("subscribes a new address: 'Subscribing...', then the success toast and a cleared input", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      // Hold the answer back a little so the pending state can be seen.
      await page.route('**/api/newsletter/subscribe', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 600));
        await route.continue();
      });
      const address = `reader-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;
      await emailInput(page).fill(address);
      await subscribe(page).click();

      const pending = page.getByRole('button', { name: 'Subscribing...' });
      await expectVisible(pending);
      expect(await pending.isDisabled()).toBe(true);

      await expectVisible(visibleText(page, 'Successfully subscribed!'));
      // The sign-up counts once the link mailed to the address is followed.
      await expectVisible(
        page.getByText(`Almost there: we sent a link to ${address}.`, { exact: false }),
      );
      expect(await emailInput(page).inputValue()).toBe('');
      await expectVisible(subscribe(page));
    });
  });

  it("shows 'Subscription failed' when the server refuses the address", async () => {
    await withPage(browser, {}, async (session) => {
      // The browser's type=email accepts 'reader@localhost'; the server's rule does not (400).
      session.allowConsoleError({
        reason: 'the refused subscription is answered 400 on purpose',
        text: /^Failed to load resource: the server responded with a status of 400/,
        url: /\/api\/newsletter\/subscribe$/,
      });
      const { page } = session;
      await visit(page, '/');
      await emailInput(page).fill('reader@localhost');
      await subscribe(page).click();
      await expectVisible(visibleText(page, 'Subscription failed'));
      expect(await emailInput(page).inputValue()).toBe('reader@localhost');
    });
  });
});

describe('accessibility', () => {
  it('the home page has no serious or critical axe violation', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      await expectVisible(page.getByRole('link', { name: 'Get Ebook', exact: true }));
      await assertNoSeriousA11yViolations(page);
    });
  });
});
