/**
 * Backups in the admin panel: the administrator makes one now and sees it listed with its size
 * and age, ready to download; the tab is axe clean.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { adminState } from './support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('backups', () => {
  it('an administrator makes a backup now and sees it listed', { timeout: 90_000 }, async () => {
    await withPage(browser, { storageState: await adminState() }, async ({ page }) => {
      await visit(page, '/admin');
      await page.getByRole('tab', { name: 'Backups' }).click();
      const list = page.getByRole('region', { name: 'Backups' });
      await expectVisible(list.getByRole('button', { name: 'Make a backup now' }));
      const before = await list.getByRole('link', { name: /^Download the backup of / }).count();

      await list.getByRole('button', { name: 'Make a backup now' }).click();
      await expectVisible(list.getByRole('status').getByText('Backup made.'), 60_000);
      const downloads = list.getByRole('link', { name: /^Download the backup of / });
      await expect.poll(() => downloads.count()).toBeGreaterThan(before);
      const newest = list.getByRole('listitem').first();
      await expectVisible(newest.getByText(/^Made by an administrator · [\d.,]+ [KM]?B · /));
      expect(await downloads.first().getAttribute('href')).toMatch(
        /^\/api\/admin\/backups\/backup-\d{8}T\d{9}Z-manual\.tar\.gz$/,
      );
      await assertNoSeriousA11yViolations(page);
    });
  });
});
