/**
 * The ministry adds a podcast to its "Alternative Ways to Connect": the administrator adds the
 * link in the Site tab (an unsafe address is refused with its reason first), gives it a label in
 * each language and moves it to the top by keyboard; the Spanish contact page shows it first, in
 * Spanish, in its first HTML, axe clean and never wider than a 320 px screen. The spec's identity
 * is put back afterwards, so other files see the site as a fresh start has it.
 */
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../contract/pages';
import { DEFAULT_SITE_IDENTITY } from '../contract/site';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  atEachWidth,
  expectFocused,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
} from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { expectNarrowAndAxeClean } from './support/no-english';
import { adminState } from './support/sign-in';

const PODCAST = 'https://podcast.example.org/kingdom-truth';
const SHOTS = process.env.E2E_SHOTS;
let browser: Browser;

const putBack = async () => {
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
};

beforeAll(async () => {
  browser = await launchBrowser();
});

afterAll(async () => {
  await browser?.close();
  await putBack();
});

const shoot = async (page: Page, name: string) => {
  if (!SHOTS) return;
  await atEachWidth(page, [390, 1280], async (width) => {
    await page.screenshot({ path: `${SHOTS}/${name}-${width}.png`, fullPage: true });
  });
};

describe('the Alternative Ways to Connect links', () => {
  it(
    'the administrator adds a podcast; the Spanish contact page shows it first',
    { timeout: 180_000 },
    async () => {
      await withPage(browser, { storageState: await adminState() }, async ({ page }) => {
        await visit(page, '/admin');
        await page.getByRole('tab', { name: 'Site' }).click();
        const tab = page.getByRole('region', { name: 'Site identity' });
        const links = tab.getByRole('group', { name: 'Alternative Ways to Connect' });
        await expectVisible(links.getByRole('group', { name: 'Link 2' }));

        await links.getByRole('button', { name: 'Add a link' }).click();
        const third = links.getByRole('group', { name: 'Link 3' });
        const address = third.getByLabel('Address (https://, mailto: or tel:)');
        await expectFocused(address);
        await address.fill('javascript:alert(1)');
        await third.getByLabel('Icon').selectOption({ label: 'Podcast' });
        await third.getByLabel('Label (English)').fill('Podcast');
        await third.getByLabel('Label (Español)').fill('Pódcast del ministerio');
        await tab.getByRole('button', { name: 'Save the site identity' }).click();
        await expectVisible(third.getByText('Link label in Portuguese is required'));
        await expectVisible(
          third.getByText('Enter the link’s full address, starting with https://, mailto: or tel:'),
        );
        await assertNoSeriousA11yViolations(page);

        await address.fill(PODCAST);
        await third.getByLabel('Label (Português)').fill('Podcast do ministério');
        // To the top by keyboard: the focus stays on the button as its link moves.
        await third.getByRole('button', { name: 'Move link 3 up' }).focus();
        await page.keyboard.press('Enter');
        const up = links.getByRole('button', { name: 'Move link 2 up' });
        await expectFocused(up);
        await page.keyboard.press('Enter');
        await expectFocused(links.getByRole('button', { name: 'Move link 1 up' }));
        await expectVisible(links.getByText('Link moved to position 1.'));
        expect(
          await links
            .getByRole('group', { name: 'Link 1' })
            .getByLabel('Label (English)')
            .inputValue(),
        ).toBe('Podcast');
        await tab.getByRole('button', { name: 'Save the site identity' }).click();
        await expectVisible(page.getByText('The site identity is saved').first(), 30_000);
        await assertNoSeriousA11yViolations(page);
        await shoot(page, 'connect-admin-en');
        // The same list in the panel's other languages: every word of the editor translated.
        for (const [lang, tabName, region, label] of [
          ['es', 'Sitio', 'Identidad del sitio', 'Etiqueta (Español)'],
          ['pt', 'Site', 'Identidade do site', 'Rótulo (Português)'],
        ] as const) {
          await visit(page, `/${lang}/admin`);
          await page.getByRole('tab', { name: tabName }).click();
          const inLanguage = page.getByRole('region', { name: region });
          await expectVisible(inLanguage.getByLabel(label).first());
          await assertNoSeriousA11yViolations(page);
          await shoot(page, `connect-admin-${lang}`);
        }
      });

      // The first HTML has it, in the page's language.
      const html = await (await fetch(urlOf('/es/contact'))).text();
      expect(html).toContain('Pódcast del ministerio');
      expect(html).toContain(`href="${PODCAST}"`);

      await withPage(browser, {}, async ({ page }) => {
        await visit(page, '/es/contact');
        const card = page
          .getByRole('heading', { name: 'Otras formas de contactarnos' })
          .locator('xpath=ancestor::*[contains(@class, "h-fit")][1]');
        const items = card.getByRole('link');
        await expect.poll(() => items.count()).toBe(3);
        expect(await items.first().textContent()).toBe('Pódcast del ministerio');
        expect(await items.first().getAttribute('href')).toBe(PODCAST);
        expect(await items.nth(1).textContent()).toBe('Nuestro canal de videos');
        await atEachWidth(page, [320], async () => {
          await expectNarrowAndAxeClean(page, '/es/contact at 320 px');
        });
        // First use brings the app, which takes the page over without a mismatch (console
        // errors fail the test) and shows the same list.
        await page.getByRole('heading', { level: 1 }).click();
        await expect
          .poll(
            () =>
              items
                .first()
                .evaluate((el) => Object.keys(el).some((key) => key.startsWith('__reactFiber$'))),
            { timeout: 15_000 },
          )
          .toBe(true);
        await expect.poll(() => items.count()).toBe(3);
        expect(await items.first().textContent()).toBe('Pódcast del ministerio');
        await shoot(page, 'connect-contact-es');
        for (const [lang, label] of [
          ['en', 'Podcast'],
          ['pt', 'Podcast do ministério'],
        ] as const) {
          await visit(page, `/${lang === 'en' ? '' : `${lang}/`}contact`);
          await expectVisible(page.getByRole('link', { name: label, exact: true }));
          await shoot(page, `connect-contact-${lang}`);
        }
      });
    },
  );
});
