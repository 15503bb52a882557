/**
 * The site in Spanish and Portuguese: the shell in the address's language with <html lang>,
 * hreflang links, the language switch (and the cookie that remembers it), the first-visit
 * suggestion, accessibility and the narrowest layout.
 */
import { es } from '../contract/messages/es';
import { pt } from '../contract/messages/pt';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectHidden, expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { ourOrigin, PUBLIC_URL, urlOf } from './support/env';
import { waitForMail } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

describe('Spanish and Portuguese pages', () => {
  it('/es/ shows the Spanish navigation and footer, in <html lang="es">, with hreflang links', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const response = await visit(page, '/es/');
      const html = await response.text();
      for (const [lang, path] of [
        ['en', '/'],
        ['es', '/es/'],
        ['pt', '/pt/'],
        ['x-default', '/'],
      ]) {
        expect(html).toContain(
          `<link rel="alternate" hreflang="${lang}" href="${PUBLIC_URL}${path}" />`,
        );
      }
      expect(html).toContain(`<link rel="canonical" href="${PUBLIC_URL}/es/" />`);
      expect(await page.locator('html').getAttribute('lang')).toBe('es');

      const nav = page.getByRole('navigation', { name: 'Principal' });
      await expectVisible(nav.getByRole('link', { name: 'Inicio', exact: true }));
      await expectVisible(nav.getByRole('link', { name: 'Tienda', exact: true }));
      await expectVisible(nav.getByRole('button', { name: 'Recursos' }));
      const footer = page.getByRole('contentinfo');
      await expectVisible(footer.getByRole('heading', { name: 'Explorar' }));
      await expectVisible(footer.getByText('Todos los derechos reservados.', { exact: false }));
      expect(
        await nav.getByRole('link', { name: 'Tienda', exact: true }).getAttribute('href'),
      ).toBe('/es/store');
      expect(await page.title()).toContain('Enseñanza bíblica auténtica');
    });
  });

  it('the switch goes from /store to /es/store and back, and the choice survives a reload', async () => {
    await withPage(browser, {}, async ({ page, context }) => {
      await visit(page, '/store');
      await page.getByRole('button', { name: 'Language' }).click();
      await page.getByRole('menuitem', { name: 'Español' }).click();
      await page.waitForURL(urlOf('/es/store'));
      await page.waitForLoadState('networkidle');
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await expectVisible(
        page.getByRole('navigation', { name: 'Principal' }).getByRole('link', { name: 'Tienda' }),
      );
      const cookie = (await context.cookies()).find((c) => c.name === 'lang');
      expect(cookie?.value).toBe('es');
      expect(cookie?.sameSite).toBe('Lax');
      expect(cookie && cookie.expires - Date.now() / 1000).toBeGreaterThan(364 * 24 * 3600);

      await page.reload({ waitUntil: 'networkidle' });
      expect(page.url()).toBe(urlOf('/es/store'));
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('es');

      // Keyboard: the menu opens with Enter and lists each language by its own name.
      await page.getByRole('button', { name: 'Idioma' }).press('Enter');
      // The page starts the app on first use: the key opens the menu once the app is here.
      await expectVisible(page.getByRole('menu'));
      const items = page.getByRole('menuitem');
      expect(await items.allTextContents()).toEqual(['English', 'Español', 'Português']);
      await page.getByRole('menuitem', { name: 'English' }).click();
      await page.waitForURL(urlOf('/store'));
      expect(await page.locator('html').getAttribute('lang')).toBe('en');
      expect((await context.cookies()).find((c) => c.name === 'lang')?.value).toBe('en');
    });
  });

  it('the drawer has a Language select that goes to the same page', async () => {
    await withPage(browser, { viewport: { width: 375, height: 740 } }, async ({ page }) => {
      await visit(page, '/pt/contact');
      await page.getByRole('button', { name: 'Abrir menu' }).click();
      const select = page.getByRole('dialog').getByRole('combobox', { name: 'Idioma' });
      await select.selectOption('es');
      await page.waitForURL(urlOf('/es/contact'));
    });
  });

  it('a first visit to / from a Spanish browser suggests the Spanish site, and can be dismissed', async () => {
    await withPage(browser, { locale: 'es-MX' }, async ({ page }) => {
      await visit(page, '/');
      const note = page.getByRole('region', { name: 'Español' });
      await expectVisible(note.getByText('Esta página está disponible en español.'));
      expect(await note.getByRole('link').getAttribute('href')).toBe('/es/');
      await note.getByRole('button', { name: 'Cerrar' }).click();
      await expectHidden(note);
      await visit(page, '/');
      await page.waitForTimeout(300);
      expect(await note.count()).toBe(0);
    });
    // English browsers see nothing.
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      await page.waitForTimeout(300);
      expect(await page.getByText('Esta página está disponible en español.').count()).toBe(0);
    });
    // Only the English home page suggests: /es/ is where Spanish links lead.
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/es/');
      await page.dispatchEvent('body', 'pointerdown');
      await page.waitForSelector('html[data-app-ready]', { state: 'attached' });
      await page.waitForTimeout(300);
      expect(await page.getByRole('region', { name: 'English' }).count()).toBe(0);
    });
  });

  it.each(['/es/', '/pt/'])('%s has no serious or critical axe violation', async (path) => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, path);
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('/pt/ has no sideways scroll at 320 px', async () => {
    await withPage(browser, { viewport: { width: 320, height: 640 } }, async ({ page }) => {
      await visit(page, '/pt/');
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(320);
    });
  });

  it('answers /fr/ addresses with 404', async () => {
    const res = await fetch(urlOf('/fr/store'));
    expect(res.status).toBe(404);
  });

  it('/es/bible opens the Reina-Valera 1909 by its Spanish name; the WEB is a choice away', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/es/bible/Juan/3');
      const verse = page.getByText('Porque de tal manera amó Dios al mundo', { exact: false });
      await expectVisible(verse);
      const version = page.getByLabel(es['reader.version'], { exact: true });
      expect(await version.inputValue()).toBe('rv1909');
      await version.selectOption('web');
      await expectVisible(page.getByText('For God so loved the world', { exact: false }));
      expect(new URL(page.url()).search).toBe('?version=web');
      // Asked for as Juan, the chapter is at its one address once the reader has started.
      expect(new URL(page.url()).pathname).toBe('/es/bible/John/3');
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('/pt/bible reads the WEB and says there is no Portuguese text yet', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/pt/bible/João/3');
      await expectVisible(page.getByText('A Bíblia ainda não está disponível em português'));
      await expectVisible(page.getByText('For God so loved the world', { exact: false }));
      expect(await page.getByLabel(pt['reader.version'], { exact: true }).inputValue()).toBe('web');
      // The frame around the English text speaks Portuguese, books by their Portuguese names.
      await expectVisible(page.getByRole('heading', { name: 'João, capítulo 3', level: 2 }));
      expect(await page.getByLabel(pt['reader.book'], { exact: true }).inputValue()).toBe('John');
    });
  });

  it('/pt/bible names a searched passage in Portuguese, though the text is the WEB', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/pt/bible');
      await page
        .getByPlaceholder(pt['reader.searchPlaceholder'])
        .fill('João 3:16-4:2; Romanos 8:28');
      await page.getByRole('button', { name: pt['reader.search'], exact: true }).click();
      await expectVisible(
        page.getByText('João 3:16–4:2; Romanos 8:28: os primeiros 20 de 24 versículos'),
      );
      await expectVisible(page.getByRole('link', { name: 'João 3:35', exact: true }));
    });
  });

  it('signing up on /es/register sends the confirmation e-mail in Spanish, linking to /es/', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const email = `marta-${Date.now()}@example.org`;
      await visit(page, '/es/register');
      // The form speaks Spanish: its labels are the Spanish catalogue's.
      await page.getByLabel(es['auth.firstName']).fill('Marta');
      await page.getByLabel(es['auth.lastName']).fill('Betania');
      await page.getByLabel(es['auth.email']).fill(email);
      await page.getByLabel(es['auth.password'], { exact: true }).fill('narrow gate 7');
      await page.getByLabel(es['auth.confirmPassword']).fill('narrow gate 7');
      await page.getByRole('button', { name: es['auth.createTitle'] }).click();
      const mail = await waitForMail(email, 10_000, (m) =>
        m.subject.startsWith('Confirme su dirección de correo'),
      );
      // The address is not yet proven the member's: no name they typed goes to it.
      expect(mail.text).toContain('Hola:');
      expect(mail.text).not.toContain('Marta');
      expect(mail.text).toMatch(/\/es\/verify-email\?token=[A-Za-z0-9_-]+/);
      expect(new URL(page.url()).pathname).toBe('/es/login');
    });
  });

  // The screens' labels are being translated too: the forms are found by their fields' types, so
  // the test follows a reader in any of the three languages.
  it.each([
    // An unverified account's address is greeted without the name typed at registration.
    ['es', 'Restablezca su contraseña', 'Hola:'],
    ['pt', 'Redefina sua senha do Kingdom Truth Ministry', 'Olá,'],
  ] as const)(
    'a reset asked for on /%s/forgot-password comes in that language and resets on its page',
    async (lang, subject, hello) => {
      const email = `rut-${lang}-${Date.now()}@example.org`;
      const created = await fetch(urlOf('/api/auth/register'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ourOrigin() },
        body: JSON.stringify({
          email,
          password: 'narrow gate 7',
          firstName: 'Rut',
          lastName: 'Moab',
          preferredLanguage: lang,
        }),
      });
      expect(created.status).toBe(201);

      await withPage(browser, {}, async ({ page }) => {
        await visit(page, `/${lang}/forgot-password`);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        await page.locator('main input[type="email"]').fill(email);
        await page.locator('main button[type="submit"]').click();
        const mail = await waitForMail(email, 10_000, (m) => m.subject.startsWith(subject));
        expect(mail.text).toContain(hello);
        expect(mail.text).not.toMatch(/Rut[,:]/);
        const link = new RegExp(
          `(https?://\\S+/${lang}/reset-password\\?token=[A-Za-z0-9_-]+)`,
        ).exec(mail.text)?.[1];
        expect(link, mail.text).toBeDefined();
        const target = new URL(link ?? '');

        await visit(page, target.pathname + target.search);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        const passwords = page.locator('main input[type="password"]');
        await passwords.nth(0).fill('strait gate 8');
        await passwords.nth(1).fill('strait gate 8');
        await page.locator('main button[type="submit"]').click();
        const toLogin = page.locator(`main a[href="/${lang}/login"]`);
        await expectVisible(toLogin);
        await assertNoSeriousA11yViolations(page);
        await toLogin.click();
        await page.waitForURL(urlOf(`/${lang}/login`));
      });

      const signIn = await fetch(urlOf('/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ourOrigin() },
        body: JSON.stringify({ email, password: 'strait gate 8' }),
      });
      expect(signIn.status).toBe(200);
    },
  );
});
