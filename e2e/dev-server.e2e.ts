/**
 * `npm run dev`, run as the README says: pages are rendered on the server from the sources, as
 * the built site renders them, so what the server sends and what the browser's first render makes
 * meet in development (a hydration mismatch is a console error here, caught at once) and Vite's
 * hot reload connects under the site's own security policy.
 */
import { afterAll, describe, expect, it } from 'vitest';
import { launchBrowser, openPage } from './support/browser';
import { runNpm, type NpmScript } from './support/npm-script';

const READY_WITHIN_MS = 120_000;

describe('npm run dev', () => {
  let npm: NpmScript | undefined;
  afterAll(() => npm?.cleanUp());

  it(
    'renders pages on the server from the sources, and the browser hydrates them without a fault',
    { timeout: 300_000 },
    async () => {
      npm = await runNpm(['run', 'dev'], 'npm-dev');
      const { origin } = npm;
      expect(
        await npm.ready(READY_WITHIN_MS),
        `npm run dev did not serve /readyz within 120 s:\n${npm.output()}`,
      ).toBe(true);

      // The first HTML carries the content, as the built site's does.
      const ebooks = (await (await fetch(`${origin}/api/ebooks`)).json()) as { title: string }[];
      const store = await fetch(`${origin}/store`);
      expect(store.status).toBe(200);
      const storeHtml = await store.text();
      expect(storeHtml).toContain(`<title>Ebook Store | Kingdom Truth Ministry</title>`);
      expect(storeHtml).toContain(ebooks[0]?.title ?? 'an ebook');
      expect(storeHtml).toContain('<script type="module" src="/@vite/client"></script>');
      const chapter = await (await fetch(`${origin}/es/bible/Juan/3`)).text();
      expect(chapter).toContain('<html lang="es"');
      expect(chapter).toMatch(/Porque de tal manera amó Dios al mundo/);
      const missing = await fetch(`${origin}/no-such-page`);
      expect(missing.status).toBe(404);
      expect(await missing.text()).toContain('404');
      // The browser's modules come from the sources.
      const boot = await fetch(`${origin}/src/boot.ts`);
      expect(boot.headers.get('content-type')).toMatch(/javascript/);

      const browser = await launchBrowser();
      try {
        // A chapter asked for by another spelling of its book (Juan) is rendered at its one
        // address (John): the browser shows that address before it hydrates the page.
        // A reset link's page is rendered without its query, which the browser's address has.
        for (const path of ['/store', '/es/bible/Juan/3', '/', '/es/reset-password?token=abc']) {
          const session = await openPage(browser);
          const hotReload = new Promise<void>((resolve) =>
            session.page.on('console', (message) => {
              if (message.text().includes('[vite] connected')) resolve();
            }),
          );
          await session.page.goto(`${origin}${path}`, { waitUntil: 'load' });
          await hotReload;
          // A page that starts the app on first use starts it at a press on its heading; React
          // then takes over the server's markup (hydrates it).
          const heading = session.page.locator('main h1').first();
          await heading.click();
          await expect
            .poll(
              () =>
                heading.evaluate((el) =>
                  Object.keys(el).some((key) => key.startsWith('__reactFiber$')),
                ),
              { timeout: 60_000 },
            )
            .toBe(true);
          const shown = new URL(session.page.url());
          expect(shown.pathname + shown.search).toBe(path.replace('Juan', 'John'));
          session.assertNoConsoleErrors();
          await session.close();
        }
      } finally {
        await browser.close();
      }

      const stopped = await npm.stop();
      expect(stopped, 'npm run dev did not stop within 15 s of SIGTERM').toBeDefined();
      expect(await npm.gone(), 'a process of npm run dev outlived it').toBe(true);
    },
  );
});
