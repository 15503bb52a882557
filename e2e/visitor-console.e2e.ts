/**
 * Every public page, in English, Spanish and Portuguese, as a signed-out visitor: not one console
 * error, page error, Content-Security-Policy violation or failed request of ours, from the first
 * paint until the page is scrolled to its end, used (the app started) and quiet (parts that load
 * when seen included). No error is allowed away here.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, it } from 'vitest';
import { localizePath, siteLanguages } from '../contract/i18n';
import { contentPagePaths } from '../contract/pages';
import { launchBrowser, MOBILE, visit, withPage } from './support/browser';
import { baseUrl } from './support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('a signed-out visitor on the public pages', () => {
  for (const lang of siteLanguages) {
    it(`sees no console error, CSP violation or failed request on any page (${lang})`, async () => {
      const problems: string[] = [];
      for (const route of contentPagePaths) {
        const address = localizePath(route, lang);
        await withPage(browser, { viewport: MOBILE }, async (session) => {
          const { page } = session;
          const ours = (url: string) => url.startsWith(baseUrl());
          page.on('requestfailed', (request) => {
            if (ours(request.url())) {
              problems.push(
                `${address}: ${request.url()} failed (${request.failure()?.errorText})`,
              );
            }
          });
          page.on('response', (response) => {
            if (ours(response.url()) && response.status() >= 400) {
              problems.push(`${address}: ${response.url()} answered ${response.status()}`);
            }
          });
          // A violation is no console error (browsers list it among their "issues").
          await page.addInitScript(() => {
            document.addEventListener('securitypolicyviolation', (event) => {
              console.error(
                `CSP violation: ${event.violatedDirective} by ${event.sourceFile}:${event.lineNumber}`,
              );
            });
          });
          await visit(page, address);
          await page.evaluate(() => window.scrollTo(0, document.body.scrollHeight));
          await page.waitForLoadState('networkidle');
          // A first use starts the app on the pages that wait for one.
          await page.dispatchEvent('body', 'pointerdown');
          // The boot module marks <html> once the app has the page (first-use.ts APP_READY_ATTRIBUTE).
          await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
          await page.waitForLoadState('networkidle');
          problems.push(...session.errors.map((error) => `${address}: ${error}`));
          // Reported above with the page's address; withPage would stop at the first page.
          session.errors.splice(0);
        });
      }
      if (problems.length > 0) {
        throw new Error(`${problems.length} problem(s):\n  ${problems.join('\n  ')}`);
      }
    });
  }
});
