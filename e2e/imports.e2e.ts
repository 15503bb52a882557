/**
 * Moving in from WordPress in the admin panel: the administrator tries the export file first
 * (nothing changes), imports it for real, and an old address of a post lands on its article.
 * The section is axe clean and fits a 320 px screen.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWxr, startOldSite } from '../server/test/wxr-fixture';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { urlOf } from './support/env';
import { adminState } from './support/sign-in';

let browser: Browser;
let oldSite: Awaited<ReturnType<typeof startOldSite>>;
beforeAll(async () => {
  browser = await launchBrowser();
  oldSite = await startOldSite();
});
afterAll(async () => {
  await browser?.close();
  oldSite?.server.close();
});

const suffix = Date.now().toString(36);
const slug = `moving-in-${suffix}`;

function blog(): Buffer {
  return Buffer.from(
    makeWxr(oldSite.url, [
      {
        id: 4242,
        title: `Moving in ${suffix}`,
        name: slug,
        date: '2023-05-04 10:00:00',
        content: `<!-- wp:paragraph -->\n<p>Our first post, brought over from WordPress.</p>\n<!-- /wp:paragraph -->\n\n<!-- wp:image -->\n<figure class="wp-block-image"><img src="${oldSite.url}/wp-content/uploads/2023/05/first.jpg" alt="The chapel"/></figure>\n<!-- /wp:image -->`,
        categories: ['Doctrine'],
      },
      {
        id: 4243,
        title: `Second post ${suffix}`,
        name: `second-${suffix}`,
        date: '2023-06-01 10:00:00',
        status: 'draft',
        content: '<p>Still a draft.</p>',
      },
    ]),
  );
}

async function openImports(page: Page) {
  await visit(page, '/admin');
  await page.getByRole('tab', { name: 'Backups' }).click();
  const section = page.getByRole('region', { name: 'Posts from WordPress' });
  await expectVisible(section);
  return section;
}

const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

describe('moving in from WordPress', () => {
  it(
    'the administrator tries the file, imports it, and the old address leads to the article',
    { timeout: 120_000 },
    async () => {
      await withPage(browser, { storageState: await adminState() }, async ({ page }) => {
        const section = await openImports(page);
        const importButton = section.getByRole('button', { name: 'Import', exact: true });
        // The real run waits for a trial of the file.
        expect(await importButton.isDisabled()).toBe(true);
        await section
          .getByLabel('File to import')
          .setInputFiles({ name: 'wordpress.xml', mimeType: 'text/xml', buffer: blog() });
        await section.getByRole('button', { name: 'Try it first' }).click();
        const status = section.getByRole('status');
        await expectVisible(
          status.getByText('Trying it changed nothing. An import would do this:'),
          30_000,
        );
        await expectVisible(status.getByText('Made: 2'));
        expect(oldSite.requests).toEqual([]);
        const before = await page.request.get(urlOf(`/api/articles/${slug}`));
        expect(before.status()).toBe(404);
        await assertNoSeriousA11yViolations(page);

        await importButton.click();
        await expectVisible(status.getByText('Imported:'), 60_000);
        await expectVisible(status.getByText('Made: 2'));
        expect(oldSite.requests).toEqual(['/wp-content/uploads/2023/05/first.jpg']);

        await visit(page, '/2023/05/04/' + slug + '/');
        expect(new URL(page.url()).pathname).toBe(`/articles/${slug}`);
        await expectVisible(page.getByRole('heading', { level: 1, name: `Moving in ${suffix}` }));
        await expectVisible(page.getByRole('img', { name: 'The chapel' }));
        const byId = await page.request.get(urlOf('/?p=4242'), { maxRedirects: 0 });
        expect(byId.status()).toBe(301);
        expect(byId.headers().location).toBe(`/articles/${slug}`);
      });
    },
  );

  it(
    'the section fits a 320 px screen in Spanish and stays accessible',
    { timeout: 60_000 },
    async () => {
      await withPage(
        browser,
        { storageState: await adminState(), viewport: { width: 320, height: 740 } },
        async ({ page }) => {
          await visit(page, '/es/admin');
          await page.getByRole('tab', { name: 'Copias de seguridad' }).click();
          await expectVisible(page.getByRole('region', { name: 'Entradas de WordPress' }));
          await expectVisible(page.getByRole('heading', { name: 'Importar y exportar' }));
          expect(await sideways(page)).toBe(0);
          await assertNoSeriousA11yViolations(page);
        },
      );
    },
  );
});
