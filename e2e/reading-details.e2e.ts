/**
 * Details a reader meets on a first visit: the characters' cards show three whole lines of their
 * excerpt; on a phone the Bible's first verses are on the first screen and no keyboard tip is
 * shown to a touch screen; the reader's introduction names the version being read.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  DESKTOP,
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const PHONE = { width: 390, height: 844 } as const;

describe('characters', () => {
  it.each([
    ['desktop', DESKTOP],
    ['phone', PHONE],
  ])('each card shows three whole lines of its excerpt, none cut (%s)', async (_, viewport) => {
    await withPage(browser, { viewport }, async ({ page }) => {
      await visit(page, '/characters');
      await expectVisible(page.getByRole('heading', { name: 'Moses', level: 2 }));
      const excerpts = await page.locator('article p.line-clamp-3').evaluateAll((nodes) =>
        nodes.map((node) => {
          const style = getComputedStyle(node);
          return {
            height: node.getBoundingClientRect().height,
            lineHeight: Number.parseFloat(style.lineHeight),
          };
        }),
      );
      expect(excerpts.length).toBeGreaterThan(5);
      for (const { height, lineHeight } of excerpts) {
        // At most three lines tall: a taller box shows part of a fourth line under the ellipsis.
        expect(height).toBeLessThanOrEqual(lineHeight * 3 + 1);
      }
    });
  });
});

describe('the Bible reader', () => {
  it('on a phone shows the first verses on the first screen, without the keyboard tip', async () => {
    await withPage(browser, { viewport: PHONE, touch: true }, async ({ page }) => {
      await visit(page, '/bible/John/3');
      const firstVerse = page.locator('li[data-verse="1"]');
      await expectVisible(firstVerse);
      const top = await firstVerse.evaluate((node) => node.getBoundingClientRect().top);
      // Room for the verse's first lines, not a sliver at the bottom edge.
      expect(top).toBeLessThan(PHONE.height - 120);
      await expectHidden(page.getByText('Tip: the ← and → keys turn the chapter.'));
      // Still labelled for every control, and the card's heading is there for screen readers.
      await expectVisible(page.getByLabel('Book', { exact: true }));
      await expectVisible(page.getByLabel('Chapter', { exact: true }));
      expect(await page.getByRole('heading', { name: 'Navigate' }).count()).toBe(1);
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('with a mouse and keyboard shows the tip', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/bible/John/3');
      await expectVisible(page.getByText('Tip: the ← and → keys turn the chapter.'));
    });
  });

  it('names the version being read in its introduction', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/bible/John/3?version=rv1909');
      await expectVisible(page.locator('li[data-verse="16"]'));
      await expectVisible(page.getByText('Read and search the whole Reina-Valera 1909'));
      expect(await page.getByText(/World English Bible,/).count()).toBe(0);
      await visit(page, '/bible/John/3');
      await expectVisible(page.getByText('Read and search the whole World English Bible'));
    });
  });
});
