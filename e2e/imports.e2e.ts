/**
 * Moving in from WordPress in the admin panel: the administrator tries the export file first
 * (nothing changes), imports it for real, watching it go post by post, and an old address of a
 * post lands on its article. The section is axe clean and fits a 320 px screen, run included.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeWxr, startOldSite } from '../server/test/wxr-fixture';
import { assertNoSeriousA11yViolations } from './support/axe';
import { atEachWidth, expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { urlOf } from './support/env';
import { adminState } from './support/sign-in';

let browser: Browser;
let oldSite: Awaited<ReturnType<typeof startOldSite>>;
beforeAll(async () => {
  browser = await launchBrowser();
  // A slow old site, as a real one often is: each image takes a while, so the run can be watched.
  oldSite = await startOldSite({ delayMs: 2_500 });
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
        // The run tells which post it is on while the old site sends the first one's image.
        // Shown, and announced (first post: a tenth of the run is past).
        const onFirst = `Importing post 1 of 2: Moving in ${suffix}`;
        await expectVisible(section.getByText(onFirst).first(), 30_000);
        await expectVisible(status.getByText(onFirst));
        const bar = section.getByRole('progressbar', { name: 'Posts from WordPress' });
        expect(await bar.evaluate((el: HTMLProgressElement) => [el.value, el.max])).toEqual([0, 2]);
        expect(await bar.getAttribute('aria-valuetext')).toBe('0 of 2 posts done');
        if (process.env.E2E_SHOTS)
          await atEachWidth(page, [390, 1280], async (width) => {
            await section.screenshot({
              path: `${process.env.E2E_SHOTS}/import-progress-en-${width}.png`,
            });
          });
        await expectVisible(status.getByText('Imported:'), 60_000);
        await expectVisible(status.getByText('Made: 2'));
        expect(oldSite.requests).toEqual(['/wp-content/uploads/2023/05/first.jpg']);
        await assertNoSeriousA11yViolations(page);

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

  for (const { lang, tab, region, tryIt, running, made } of [
    {
      lang: 'es',
      tab: 'Copias de seguridad',
      region: 'Entradas de WordPress',
      tryIt: 'Probar primero',
      running: 'Importando la entrada 1 de 1',
      made: 'Creados: 1',
    },
    {
      lang: 'pt',
      tab: 'Cópias de segurança',
      region: 'Posts do WordPress',
      tryIt: 'Testar primeiro',
      running: 'Importando o post 1 de 1',
      made: 'Criados: 1',
    },
  ] as const) {
    it(
      `the section and its run fit a 320 px screen in ${lang} and stay accessible`,
      { timeout: 90_000 },
      async () => {
        await withPage(
          browser,
          { storageState: await adminState(), viewport: { width: 320, height: 740 } },
          async ({ page }) => {
            await visit(page, `/${lang}/admin`);
            await page.getByRole('tab', { name: tab }).click();
            const section = page.getByRole('region', { name: region });
            await expectVisible(section);
            expect(await sideways(page)).toBe(0);
            await assertNoSeriousA11yViolations(page);

            const title = `${lang} ${suffix} ${'una entrada con un título bastante largo '.repeat(2).trim()}`;
            const file = makeWxr(oldSite.url, [
              {
                id: lang === 'es' ? 4300 : 4301,
                title,
                name: `${lang}-moving-${suffix}`,
                date: '2023-07-01 10:00:00',
                content: `<p>Texto.</p><p><img src="${oldSite.url}/wp-content/uploads/2023/07/${lang}.jpg" alt="x"></p>`,
              },
            ]);
            await section.locator('input[type=file]').setInputFiles({
              name: 'wordpress.xml',
              mimeType: 'text/xml',
              buffer: Buffer.from(file),
            });
            await section.getByRole('button', { name: tryIt }).click();
            await expectVisible(section.getByRole('status').getByText(made), 30_000);
            await section.getByRole('button', { name: 'Importar', exact: true }).click();
            await expectVisible(section.getByText(`${running}: ${title}`).first(), 30_000);
            expect(await sideways(page)).toBe(0);
            if (process.env.E2E_SHOTS) {
              await atEachWidth(page, [390, 1280], async (width) => {
                await section.scrollIntoViewIfNeeded();
                await page.screenshot({
                  path: `${process.env.E2E_SHOTS}/import-progress-${lang}-${width}.png`,
                });
              });
            }
            await expectVisible(section.getByRole('status').getByText(made), 30_000);
            await expectVisible(section.getByRole('status').getByText(/^Importad/));
            expect(await sideways(page)).toBe(0);
            await assertNoSeriousA11yViolations(page);
            if (process.env.E2E_SHOTS) {
              await atEachWidth(page, [390, 1280], async (width) => {
                await page.screenshot({
                  path: `${process.env.E2E_SHOTS}/import-report-${lang}-${width}.png`,
                });
              });
            }
          },
        );
      },
    );
  }
});
