/** Holy Bible reader: navigation, search, references, shareable verse addresses, accessibility. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { DESKTOP, MOBILE, expectVisible, launchBrowser, visit, withPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const heading = (page: Page, name: string) => page.getByRole('heading', { name, exact: true });
const pathOf = (page: Page) => {
  const url = new URL(page.url());
  return `${url.pathname}${url.search}${url.hash}`;
};
const verse = (page: Page, n: number) => page.locator(`li[data-verse="${n}"]`);

async function search(page: Page, query: string) {
  await page.getByPlaceholder('Search for verses...').fill(query);
  await page.getByRole('button', { name: 'Search', exact: true }).click();
}

describe('Holy Bible', () => {
  it('opens on Genesis 1 with the navigation card, and passes axe', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const response = await visit(page, '/bible');
      expect(response.status()).toBe(200);
      await expectVisible(heading(page, 'Genesis Chapter 1'));
      await expectVisible(verse(page, 1).getByText('In the beginning, God created the heavens'));
      expect(await page.getByLabel('Book', { exact: true }).inputValue()).toBe('Genesis');
      expect(await page.getByLabel('Chapter', { exact: true }).inputValue()).toBe('1');
      const groups = await page
        .locator('optgroup')
        .evaluateAll((els) => els.map((e) => e.getAttribute('label')));
      expect(groups).toEqual(['Old Testament', 'New Testament']);
      expect(await page.locator('optgroup[label="Old Testament"] option').count()).toBe(39);
      expect(await page.locator('optgroup[label="New Testament"] option').count()).toBe(27);
      expect(await page.getByRole('button', { name: 'Previous chapter' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Next chapter' }).isDisabled()).toBe(false);
      expect(await page.getByRole('button', { name: 'Search', exact: true }).isDisabled()).toBe(
        true,
      );
      const height = await page
        .getByRole('region', { name: 'Genesis Chapter 1' })
        .evaluate((el) => el.getBoundingClientRect().height);
      expect(height).toBe(600);
      await assertNoSeriousA11yViolations(page);
    });
  });

  it.each([
    ['320', { width: 320, height: 640 }],
    ['375', MOBILE],
    ['1280', DESKTOP],
  ])("shows the whole 'Search for verses...' placeholder at %s px", async (_, viewport) => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await visit(page, '/bible');
      const input = page.getByPlaceholder('Search for verses...');
      await expectVisible(input);
      const fit = await input.evaluate((el) => {
        const field = el as HTMLInputElement;
        const style = getComputedStyle(field);
        const context = document.createElement('canvas').getContext('2d');
        if (!context) throw new Error('no canvas');
        context.font = style.font;
        return {
          text: context.measureText(field.placeholder).width,
          room: field.clientWidth - parseFloat(style.paddingLeft) - parseFloat(style.paddingRight),
        };
      });
      expect(fit.text).toBeLessThanOrEqual(fit.room);
    });
  });

  it('shows 10 skeleton lines while a chapter loads', async () => {
    await withPage(browser, {}, async ({ page }) => {
      // Every chapter's address arrives with its chapter in the first HTML; a chapter chosen in
      // the reader is fetched by the browser.
      await page.route('**/api/bible/Exodus/1', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.continue();
      });
      await visit(page, '/bible');
      await page.getByLabel('Book', { exact: true }).selectOption('Exodus');
      await expectVisible(page.locator('[data-skeleton-line]').first());
      expect(await page.locator('[data-skeleton-line]').count()).toBe(10);
      await expectVisible(verse(page, 1), 15_000);
    });
  });

  it('picks a book and chapter, moves next and previous, and keeps the address', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible');
      await page.getByLabel('Book', { exact: true }).selectOption('John');
      await expectVisible(heading(page, 'John Chapter 1'));
      expect(pathOf(page)).toBe('/bible/John/1');

      await page.getByLabel('Chapter', { exact: true }).selectOption('3');
      await expectVisible(heading(page, 'John Chapter 3'));
      expect(pathOf(page)).toBe('/bible/John/3');
      await expectVisible(verse(page, 16).getByText('For God so loved the world'));

      await page.getByRole('button', { name: 'Next chapter' }).click();
      await expectVisible(heading(page, 'John Chapter 4'));
      expect(pathOf(page)).toBe('/bible/John/4');
      await page.getByRole('button', { name: 'Previous chapter' }).click();
      await expectVisible(heading(page, 'John Chapter 3'));

      // Back and forward walk the chapters read.
      await page.goBack();
      await expectVisible(heading(page, 'John Chapter 4'));
      await page.goForward();
      await expectVisible(heading(page, 'John Chapter 3'));

      // Arrow keys turn the chapter when focus is not in a field.
      await page.locator('h1').click();
      await page.keyboard.press('ArrowRight');
      await expectVisible(heading(page, 'John Chapter 4'));
      await page.keyboard.press('ArrowLeft');
      await expectVisible(heading(page, 'John Chapter 3'));

      // The last chapter has no next.
      await page.getByLabel('Chapter', { exact: true }).selectOption('21');
      await expectVisible(heading(page, 'John Chapter 21'));
      expect(await page.getByRole('button', { name: 'Next chapter' }).isDisabled()).toBe(true);

      // Changing the book goes to its chapter 1.
      await page.getByLabel('Book', { exact: true }).selectOption('Jude');
      await expectVisible(heading(page, 'Jude Chapter 1'));
      expect(await page.getByRole('button', { name: 'Next chapter' }).isDisabled()).toBe(true);
      expect(await page.getByRole('button', { name: 'Previous chapter' }).isDisabled()).toBe(true);
    });
  });

  it("searches 'faith hope love'; a result opens its chapter with the verse highlighted", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible');
      await search(page, 'faith hope love');
      await expectVisible(heading(page, 'Search Results for "faith hope love"'));
      expect(pathOf(page)).toBe('/bible?q=faith+hope+love');
      const link = page.getByRole('link', { name: '1 Corinthians 13:13', exact: true });
      await expectVisible(link);
      expect(await link.getAttribute('href')).toBe('/bible/1-Corinthians/13#v13');
      await assertNoSeriousA11yViolations(page);

      await link.click();
      await expectVisible(heading(page, '1 Corinthians Chapter 13'));
      expect(pathOf(page)).toBe('/bible/1-Corinthians/13#v13');
      await expectVisible(page.locator('li[data-verse="13"][data-highlighted]'));
      expect(await page.locator('li[data-highlighted]').count()).toBe(1);

      // Back returns to the results.
      await page.goBack();
      await expectVisible(heading(page, 'Search Results for "faith hope love"'));
    });
  });

  it('jumps to the verses of a reference query', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible');
      await search(page, 'jn 3:16-18');
      await expectVisible(heading(page, 'John Chapter 3'));
      await page.waitForURL((url) => url.hash === '#v16-18');
      expect(pathOf(page)).toBe('/bible/John/3#v16-18');
      const marked = await page
        .locator('li[data-highlighted]')
        .evaluateAll((els) => els.map((e) => e.getAttribute('data-verse')));
      expect(marked).toEqual(['16', '17', '18']);
    });
  });

  it('shows the empty message for a nonsense query, and clearing returns to the chapter', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible/Ruth/1');
      await search(page, 'qwertyzxcv');
      await expectVisible(page.getByText('No verses found for "qwertyzxcv"', { exact: true }));
      await page.getByPlaceholder('Search for verses...').fill('');
      await expectVisible(heading(page, 'Ruth Chapter 1'));
      expect(pathOf(page)).toBe('/bible/Ruth/1');
    });
  });

  it('shows 5 skeleton lines while searching, and the error text when the search fails', async () => {
    await withPage(browser, {}, async (session) => {
      const { page } = session;
      session.allowConsoleError({
        reason: 'the test makes the search answer 500 to see the error text',
        text: /status of 500/,
        url: /\/api\/bible\/search/,
      });
      await visit(page, '/bible');
      await page.route('**/api/bible/search**', async (route) => {
        await new Promise((resolve) => setTimeout(resolve, 1_000));
        await route.fulfill({ status: 500, body: '{"message":"boom"}' });
      });
      await search(page, 'grace');
      await expectVisible(page.locator('[data-skeleton-line]').first());
      expect(await page.locator('[data-skeleton-line]').count()).toBe(5);
      await expectVisible(page.getByRole('alert').getByText('Failed to search Bible'));
    });
  });

  it('opens a deep link /bible/John/3#v16 with John 3:16 highlighted and in view', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const response = await visit(page, '/bible/John/3#v16');
      expect(response.status()).toBe(200);
      await expectVisible(heading(page, 'John Chapter 3'));
      const highlighted = page.locator('li[data-verse="16"][data-highlighted]');
      await expectVisible(highlighted);
      await expect.poll(() => highlighted.isVisible()).toBe(true);
      const inView = await highlighted.evaluate((el) => {
        const box = el.getBoundingClientRect();
        const area = el.closest('[role="region"]')?.getBoundingClientRect();
        return area ? box.top >= area.top && box.bottom <= area.bottom : false;
      });
      expect(inView).toBe(true);
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('answers the not-found page for a chapter that does not exist', async () => {
    await withPage(browser, {}, async (session) => {
      const { page } = session;
      session.allowConsoleError({
        reason: 'the document itself answers 404 by design, and Chromium logs that',
        text: /status of 404/,
        url: /\/bible\/John\/22$/,
      });
      const response = await visit(page, '/bible/John/22');
      expect(response.status()).toBe(404);
      await expectVisible(page.getByRole('heading', { name: '404 Page Not Found' }));
    });
  });
});
