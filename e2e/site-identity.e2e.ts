/**
 * The ministry renames itself: the administrator changes the name in the admin panel's Site tab
 * (a colour too dark for text is refused with its reason first) and uploads a logo; the home
 * page's title, footer and social card, and the next confirmation e-mail, carry the new name.
 * The tab is accessible and never wider than a 320 px screen. The spec's identity is put back
 * afterwards, so other files see the site as a fresh start has it.
 */
import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { request, type Browser } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../contract/pages';
import { DEFAULT_SITE_IDENTITY } from '../contract/site';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { waitForMail } from './support/outbox';
import { adminState } from './support/sign-in';

const NEW_NAME = 'Living Word Fellowship';
let browser: Browser;
let logoFile: string;

beforeAll(async () => {
  browser = await launchBrowser();
  logoFile = path.join(mkdtempSync(path.join(tmpdir(), 'site-logo-')), 'logo.png');
  const ring = Buffer.from(
    '<svg xmlns="http://www.w3.org/2000/svg" width="256" height="256"><circle cx="128" cy="128" r="110" fill="#0ea5e9"/></svg>',
  );
  writeFileSync(logoFile, await sharp(ring).png().toBuffer());
});

afterAll(async () => {
  await browser?.close();
  // The spec's identity again, as a fresh start has it.
  const api = await request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });
  try {
    const { logoUrl: _logoUrl, ...identity } = DEFAULT_SITE_IDENTITY;
    const res = await api.put('/api/admin/site', {
      data: { ...identity, mailSenderName: SITE_NAME, logo: null },
    });
    expect(res.status()).toBe(200);
  } finally {
    await api.dispose();
  }
});

describe('the site identity', () => {
  it(
    'the administrator renames the ministry and uploads a logo; pages and mail follow',
    { timeout: 120_000 },
    async () => {
      await withPage(browser, { storageState: await adminState() }, async ({ page }) => {
        await visit(page, '/admin');
        await page.getByRole('tab', { name: 'Site' }).click();
        const tab = page.getByRole('region', { name: 'Site identity' });
        const name = tab.getByLabel('Ministry name');
        await expectVisible(name);
        await expect.poll(() => name.inputValue()).toBe(SITE_NAME);
        await assertNoSeriousA11yViolations(page);

        await name.fill(NEW_NAME);
        await tab.getByLabel('Accent colour', { exact: true }).fill('#1e2a4a');
        await tab.getByRole('button', { name: 'Save the site identity' }).click();
        await expectVisible(
          tab.getByText(
            'Text on this colour would fail WCAG AA contrast (4.5:1): choose a lighter colour',
          ),
        );
        await assertNoSeriousA11yViolations(page);

        await tab.getByLabel('Accent colour', { exact: true }).fill('#7dd3fc');
        await tab.getByLabel('Copyright holder').fill(NEW_NAME);
        await tab.getByLabel('Logo', { exact: true }).setInputFiles(logoFile);
        await expectVisible(tab.getByText('New logo, saved with the form: logo.png'));
        await tab.getByRole('button', { name: 'Save the site identity' }).click();
        await expectVisible(page.getByText('The site identity is saved').first(), 30_000);
      });

      // A visitor's next request: the first HTML carries the new identity.
      await withPage(browser, {}, async ({ page }) => {
        await visit(page, '/');
        expect(await page.title()).toBe(`${NEW_NAME} — Authentic Biblical Teaching`);
        const footer = page.getByRole('contentinfo');
        await expectVisible(footer.getByText(`© 2023 ${NEW_NAME}. All rights reserved.`));
        expect(await footer.textContent()).not.toContain(SITE_NAME);
        const card = await page.locator('meta[property="og:image"]').getAttribute('content');
        expect(card).toMatch(/\/site\/[\w-]+\/card\.png$/);
        const image = await fetch(urlOf(new URL(card ?? '').pathname));
        expect(image.status).toBe(200);
        expect(image.headers.get('content-type')).toBe('image/png');
        const { width, height } = await sharp(Buffer.from(await image.arrayBuffer())).metadata();
        expect([width, height]).toEqual([1200, 630]);
        const logo = page.getByRole('banner').locator('img[src^="/site/"]').first();
        await expectVisible(logo);

        // First use brings the app, which renders the same identity (nothing is asked of the
        // API for it) and takes over the page without a mismatch.
        const asked: string[] = [];
        page.on('request', (req) => asked.push(new URL(req.url()).pathname));
        await page.getByRole('heading', { level: 1 }).first().click();
        await expect
          .poll(
            () =>
              footer
                .locator('a[href="/"]')
                .first()
                .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
            { timeout: 15_000 },
          )
          .toBe(true);
        await expectVisible(footer.getByText(`© 2023 ${NEW_NAME}. All rights reserved.`));
        await expectVisible(page.getByRole('banner').locator('img[src^="/site/"]').first());
        expect(await footer.textContent()).not.toContain(SITE_NAME);
        expect(asked).not.toContain('/api/site');
      });

      // The next confirmation e-mail is sent under the new name.
      const email = `identity-${Date.now()}@example.org`;
      const res = await fetch(urlOf('/api/newsletter/subscribe'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ourOrigin() },
        body: JSON.stringify({ email }),
      });
      expect(res.status).toBe(200);
      const mail = await waitForMail(email, 15_000);
      expect(mail.subject).toContain(NEW_NAME);
      expect(mail.text).toContain(NEW_NAME);
      expect(mail.text).not.toContain(SITE_NAME);
    },
  );

  it('the Site tab never scrolls sideways at 320 px', { timeout: 60_000 }, async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 320, height: 740 } },
      async ({ page }) => {
        await visit(page, '/admin');
        await page.getByRole('tab', { name: 'Site' }).click();
        await expectVisible(
          page.getByRole('region', { name: 'Site identity' }).getByLabel('Ministry name'),
        );
        const by = await page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          return root.scrollWidth - root.clientWidth;
        });
        expect(by).toBe(0);
      },
    );
  });
});
