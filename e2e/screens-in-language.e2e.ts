/**
 * The translated screens on /es and /pt: no English left on them (compared both with the English
 * catalogue and with the English page of the same address), the contract's validation messages
 * and the server's refusals shown in the page's language, axe clean, nothing sideways at 320 px.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { expectVisible, launchBrowser, visit, withPage, type PageSession } from './support/browser';
import { urlOf } from './support/env';
import { englishLeftovers, expectNarrowAndAxeClean, settle } from './support/no-english';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The screens translated so far, by their English path. */
const SCREENS = [
  '/contact',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/verify-email',
  '/unsubscribe',
  '/newsletter/confirm',
  '/timeline',
  '/videos',
  '/characters',
  '/questions',
  '/questions/0',
  '/study-groups',
  '/study-groups/0',
  '/prayer',
  '/bible',
  '/bible/John/3',
  '/bible?q=faith',
  '/no-such-page',
  '/',
  '/store',
  '/articles',
  '/bible-study',
  '/donate',
];
/** The tests that visit every screen: their time grows with the list (seconds a screen here). */
const EVERY_SCREEN = { timeout: SCREENS.length * 8_000 };

/**
 * The screens of an address that is no page, and of a question and a group that do not exist (id
 * 0): answered 404 on purpose.
 */
const NOT_FOUND = /\/(no-such-page|questions\/0|study-groups\/0)$/;

describe.each(['es', 'pt'] as const)('the translated screens in %s', EVERY_SCREEN, (lang) => {
  it('show no English: no catalogue English and no line of the English page', async () => {
    let leftovers: string[] = [];
    await withPage(browser, {}, async (session) => {
      allowRefused(session, 404, NOT_FOUND);
      leftovers = await englishLeftovers(session.page, lang, SCREENS, {
        // The site's administrator account is named "Administrator" (a name, not the role's
        // label): a question another test asked as it shows "Asked by Administrator".
        same: [/ Administrator$/],
      });
    });
    expect(leftovers).toEqual([]);
  });

  it('are axe clean and never scroll sideways at 320 px', async () => {
    await withPage(browser, { viewport: { width: 320, height: 740 } }, async (session) => {
      allowRefused(session, 404, NOT_FOUND);
      const { page } = session;
      for (const path of SCREENS) {
        await visit(page, `/${lang}${path}`);
        await settle(page);
        await expectNarrowAndAxeClean(page, `${lang}${path}`);
      }
    });
  });
});

function allowRefused(session: PageSession, status: number, path: RegExp) {
  session.allowConsoleError({
    reason: `the refused request is answered ${status} on purpose`,
    text: new RegExp(`^Failed to load resource: the server responded with a status of ${status}`),
    url: path,
  });
}

describe('forms on a Spanish page', () => {
  it("the contact form sent empty shows the contract's messages in Spanish", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/es/contact');
      await settle(page);
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      const alerts = page.getByRole('alert').filter({ visible: true });
      await expectVisible(alerts.filter({ hasText: 'El nombre es obligatorio' }));
      await expectVisible(alerts.filter({ hasText: 'El correo electrónico es obligatorio' }));
      await expectVisible(alerts.filter({ hasText: 'El mensaje es obligatorio' }));
      await expectVisible(
        alerts.filter({
          hasText: 'Para enviar un mensaje debe aceptar el tratamiento de sus datos',
        }),
      );
      const shown = await alerts.allInnerTexts();
      expect(shown.join('\n')).not.toMatch(/is required|You must agree/);
      expect(await page.getByLabel('Nombre').getAttribute('aria-invalid')).toBe('true');

      await page.getByLabel('Correo electrónico').fill('no-es-una-direccion');
      await page.getByRole('button', { name: 'Enviar mensaje' }).click();
      await expectVisible(
        alerts.filter({ hasText: 'Escriba una dirección de correo electrónico válida' }),
      );
    });
  });

  it("the server's refusal of a sign-in shows in Spanish, title and message", async () => {
    await withPage(browser, {}, async (session) => {
      allowRefused(session, 401, /\/api\/auth\/login$/);
      const { page } = session;
      await visit(page, '/es/login');
      await settle(page);
      await page.getByLabel('Correo electrónico').fill(`nadie-${Date.now()}@example.com`);
      await page.getByLabel('Contraseña').fill('contraseña equivocada');
      await page.getByRole('button', { name: 'Iniciar sesión', exact: true }).click();
      // The server answered "Invalid email or password" (English, the API's contract).
      await expectVisible(page.getByText('No se pudo iniciar sesión', { exact: true }).first());
      await expectVisible(
        page.getByText('Correo electrónico o contraseña incorrectos', { exact: true }).first(),
      );
      expect(await page.locator('body').innerText()).not.toContain('Invalid email or password');
    });
  });
});

describe('content in the page language', () => {
  // The events' words come with the page's data and the categories' names with the catalogue, so
  // the language's content module is no longer loaded at all.
  it("the Portuguese timeline's events open in Portuguese, with no content chunk", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
      await visit(page, '/pt/timeline');
      await settle(page);
      await page.getByRole('button', { name: 'A Aliança com Abraão' }).click();
      const dialog = page.getByRole('dialog');
      await expectVisible(dialog.getByRole('heading', { name: 'Importância para o Reino:' }));
      await dialog.getByRole('button', { name: 'Fechar' }).first().click();
      await expectVisible(page.getByText('Patriarcas', { exact: true }).first());
      expect(chunks.filter((path) => /\/assets\/timeline\.(es|pt)-/.test(path))).toEqual([]);
    });
  });

  it("a Spanish or Portuguese page preloads no other language's content", async () => {
    // On load (modulepreload), or when the app starts for a page that starts on first use (the
    // boot module's data-preload list).
    const preloads = async (path: string) => {
      const html = await (await fetch(urlOf(path))).text();
      return [
        ...[...html.matchAll(/modulepreload[^>]*href="([^"]+)"/g)].map((m) => m[1] ?? ''),
        ...(html.match(/data-preload="([^"]*)"/)?.[1] ?? '').split(' '),
      ].filter((href) => /\/assets\/(timeline|characters|videos)\.(es|pt)-/.test(href));
    };
    // The timeline's and characters' words now come with the page's data and the catalogue; a
    // language's content module, if any is left, is never another language's.
    for (const href of await preloads('/pt/timeline')) expect(href).toMatch(/\/timeline\.pt-/);
    for (const href of await preloads('/es/characters')) expect(href).toMatch(/\/characters\.es-/);
    expect(await preloads('/timeline')).toEqual([]);
  });

  it('the English timeline loads neither translation', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
      await visit(page, '/timeline');
      await settle(page);
      await expectVisible(page.getByRole('heading', { name: 'Biblical Timeline', level: 1 }));
      expect(chunks.filter((path) => /\/assets\/timeline\.(es|pt)-/.test(path))).toEqual([]);
    });
  });

  it('the Spanish store shows its English-only ebooks marked so, priced the Spanish way', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/es/store');
      await settle(page);
      const card = page.getByRole('listitem').filter({
        has: page.getByRole('heading', { name: 'The Gospel of the Kingdom', exact: true }),
      });
      expect(await card.getByRole('heading').getAttribute('lang')).toBe('en');
      await expectVisible(card.getByText('Aún no traducido', { exact: true }));
      await expectVisible(card.getByText('7,99\u00a0US$', { exact: true }));
      await expectVisible(card.getByRole('link', { name: 'Comprar en Amazon' }));
    });
  });

  it("a study opens in the Spanish page's Spanish; its language selector still chooses", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const title = (name: string) => page.getByRole('heading', { level: 1, name, exact: true });
      const article = page.getByTestId('study-article');
      await visit(page, '/es/bible-study');
      await settle(page);
      // Every study's button says 'Comenzar el estudio'; the featured study's comes first.
      await page.getByRole('button', { name: 'Comenzar el estudio' }).first().click();
      await expectVisible(title('La restauración de todas las cosas'));
      await expectVisible(article.getByRole('heading', { name: 'Introducción', exact: true }));
      expect(new URL(page.url()).search).toBe('?study=1');

      await page
        .getByRole('group', { name: 'Idioma del estudio' })
        .getByRole('button', { name: 'English' })
        .click();
      await expectVisible(title('The Restoration of All Things'));
      await expectVisible(article.getByRole('heading', { name: 'Introduction', exact: true }));
      expect(new URL(page.url()).search).toBe('?study=1&lang=en');

      // The address opens the same: its own pre-rendered page, English text in a Spanish frame.
      await visit(page, '/es/bible-study?study=1&lang=en');
      await settle(page);
      await expectVisible(title('The Restoration of All Things'));
      await expectVisible(page.getByRole('button', { name: 'Volver a los estudios' }).first());
    });
  });
});
