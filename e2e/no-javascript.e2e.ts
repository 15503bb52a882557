/**
 * The public pages without JavaScript: they arrive whole (docs/decisions/0038), and the
 * navigation bar's menus, the mobile menu and the language choice open as plain links.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { DESKTOP, MOBILE, expectVisible, launchBrowser, visit, withPage } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const noScript = { javaScriptEnabled: false } as const;

const mainHeading = (page: Page) => page.locator('main#main').getByRole('heading', { level: 1 });

describe('the public pages read whole without JavaScript', () => {
  it.each([
    ['/', 'Learn the Faith Once Delivered to the Saints', 'Our Mission'],
    ['/bible-study', 'Bible Study Center', 'The Restoration of All Things'],
    ['/timeline', 'Biblical Timeline', 'Creation of Heaven and Earth'],
    ['/bible', 'Holy Bible', 'In the beginning, God created the heavens and the earth.'],
  ])('%s shows its heading and its text', async (path, heading, text) => {
    await withPage(browser, noScript, async ({ page }) => {
      await visit(page, path);
      expect((await mainHeading(page).innerText()).trim()).toBe(heading);
      await expectVisible(page.locator('main#main').getByText(text, { exact: false }).first());
    });
  });

  it("the home page shows the verse of the day's text", async () => {
    await withPage(browser, noScript, async ({ page }) => {
      await visit(page, '/');
      const verse = page.locator('#verse-of-the-day blockquote');
      expect((await verse.innerText()).trim().length).toBeGreaterThan(20);
      expect(await verse.innerText()).not.toContain('Loading');
    });
  });
});

describe('the menus open as links without JavaScript', () => {
  it("opens 'Resources' and follows its link to Videos", async () => {
    await withPage(browser, { ...noScript, viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Resources' }).click();
      const videos = page
        .getByRole('navigation', { name: 'Main' })
        .getByRole('link', { name: 'Videos', exact: true });
      await expectVisible(videos);
      await videos.click();
      await page.waitForURL('**/videos');
      expect((await mainHeading(page).innerText()).trim()).toBe('Video Teachings');
    });
  });

  it("reaches 'Resources' links with the keyboard", async () => {
    await withPage(browser, { ...noScript, viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Resources' }).focus();
      await page.keyboard.press('Tab');
      const focused = await page.evaluate(() => document.activeElement?.textContent);
      expect(focused).toBe('Videos');
      await page.keyboard.press('Enter');
      await page.waitForURL('**/videos');
    });
  });

  it('switches the language with a link', async () => {
    await withPage(browser, { ...noScript, viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/store');
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('link', { name: 'Español' }).click();
      await page.waitForURL('**/es/store');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
    });
  });

  it('opens the mobile menu (375 px) and follows a link in it', async () => {
    await withPage(browser, { ...noScript, viewport: MOBILE }, async ({ page }) => {
      await visit(page, '/bible');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const tools = page.getByRole('region', { name: 'Study Tools' });
      await expectVisible(tools);
      await tools.getByRole('link', { name: 'Biblical Timeline' }).click();
      await page.waitForURL('**/timeline');
      expect((await mainHeading(page).innerText()).trim()).toBe('Biblical Timeline');
    });
  });
});
