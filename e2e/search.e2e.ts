/**
 * The site search as readers use it: from the navigation bar on a phone (a misspelt word still
 * finds the study), in Spanish (Spanish results first), by keyboard alone (Ctrl K, the arrows,
 * Enter), accessible, and without JavaScript (the results are in the first HTML).
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectFocused,
  expectVisible,
  launchBrowser,
  MOBILE,
  visit,
  withPage,
} from './support/browser';
import { urlOf } from './support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('the site search', () => {
  it('finds the study for "resurection" from the navigation bar on a phone, and opens it', async () => {
    await withPage(browser, { viewport: MOBILE, touch: true }, async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('banner').getByRole('link', { name: 'Search the site' }).tap();
      const field = page.getByRole('combobox', { name: 'Search' });
      await expectFocused(field);
      await field.fill('resurection');
      const study = page.getByRole('option', { name: /The Restoration of All Things/ });
      await expectVisible(study);
      await study.tap();
      await page.waitForURL(/\/bible-study\?study=1&lang=en$/);
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'The Restoration of All Things' }),
      );
      // Nothing on the way scrolls sideways.
      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        MOBILE.width,
      );
    });
  });

  it('gives a Spanish reader Spanish results first, and opens by keyboard alone', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const response = await visit(page, '/es/search?q=jesus');
      expect(await response.text()).toContain('<meta name="robots" content="noindex" />');
      const studies = page.getByRole('region', { name: 'Estudios bíblicos' });
      const first = studies.getByRole('listitem').first().getByRole('link').first();
      expect(await first.getAttribute('href')).toMatch(/^\/es\/bible-study\?study=\d&lang=es$/);
      await assertNoSeriousA11yViolations(page);

      await page.keyboard.press('Control+k');
      const field = page.getByRole('combobox', { name: 'Buscar' });
      await expectFocused(field);
      await page.keyboard.type('Danial');
      await expectVisible(page.getByRole('option', { name: /Daniel/ }).first());
      await expectVisible(page.getByText(/\d+ resultados?, elija con las flechas/));
      await assertNoSeriousA11yViolations(page);
      // The passage-free results start with the character: arrows choose, Enter opens.
      const options = page.getByRole('option');
      const names = await options.allTextContents();
      const daniel = names.findIndex((name) => name.startsWith('Personajes bíblicos'));
      expect(daniel).toBeGreaterThanOrEqual(0);
      for (let i = 0; i < daniel; i++) await page.keyboard.press('ArrowDown');
      await page.keyboard.press('Enter');
      await page.waitForURL(/\/es\/characters#character-\d+-name$/);
    });
  });

  it('lists results without JavaScript', async () => {
    await withPage(browser, { javaScriptEnabled: false }, async ({ page }) => {
      await page.goto(urlOf('/search?q=Daniel'));
      await expectVisible(
        page.getByRole('region', { name: 'Biblical characters' }).getByRole('link', {
          name: 'Daniel',
          exact: true,
        }),
      );
      await expectVisible(page.getByRole('region', { name: 'Timeline' }).getByRole('link').first());
      // The form asks again the same way.
      await page.getByRole('searchbox').first().fill('Juan 3,16');
      await page.getByRole('searchbox').first().press('Enter');
      await page.waitForURL(/\/search\?q=Juan\+3%2C16$/);
      await expectVisible(page.getByRole('link', { name: 'Read John 3:16 in the Bible' }));
    });
  });
});
