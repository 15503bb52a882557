/**
 * The translated screens on /es and /pt: no English left on them (compared both with the English
 * catalogue and with the English page of the same address), the contract's validation messages
 * and the server's refusals shown in the page's language, axe clean, nothing sideways at 320 px.
 */
import { en } from '../contract/messages/en';
import { es } from '../contract/messages/es';
import { pt } from '../contract/messages/pt';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage, type PageSession } from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const catalogues = { es, pt } as const;
type Lang = keyof typeof catalogues;

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
];

/**
 * Words that are the same in every language: the ministry's name and address, the example
 * address of the e-mail field, a character's Hebrew name (in Hebrew letters, with its
 * transliteration). Nothing else may stay English.
 */
const SAME_IN_EVERY_LANGUAGE = [
  /[\u0590-\u05FF]/,
  /Kingdom Truth Ministry/,
  /@kingdomtruthministry\.org/,
  /@example\.com/,
];

/** The page's visible text, one line per block, without lines every language shares. */
async function visibleLines(page: Page): Promise<string[]> {
  const text = await page.locator('body').innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !SAME_IN_EVERY_LANGUAGE.some((re) => re.test(line)));
}

/**
 * English catalogue values longer than a few characters (their literal parts, without ICU
 * arguments or tags) that the language writes differently: none may be on its pages.
 */
function englishOnly(lang: Lang): string[] {
  const theirs = catalogues[lang];
  return (Object.keys(en) as (keyof typeof en)[])
    .filter((id) => theirs[id] !== en[id])
    .flatMap((id) => en[id].split(/<\/?\w+>|\{[^}]*\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 12);
}

async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // The screen is there (pre-rendered or drawn once its chunk has come).
  await expectVisible(page.locator('#root main, #root [role="main"], main').first());
}

describe.each(['es', 'pt'] as const)('the translated screens in %s', (lang) => {
  it('show no English: no catalogue English and no line of the English page', async () => {
    const leftovers: string[] = [];
    const forbidden = englishOnly(lang);
    // The check must have something to find, or it would pass on any page.
    expect(forbidden.length).toBeGreaterThan(100);
    expect(forbidden).toContain('Send Message');
    await withPage(browser, {}, async ({ page }) => {
      for (const path of SCREENS) {
        await visit(page, path);
        await settle(page);
        const english = new Set(
          (await visibleLines(page)).filter((line) => line.length >= 8 && /[a-z]/.test(line)),
        );
        await visit(page, `/${lang}${path}`);
        await settle(page);
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        const lines = await visibleLines(page);
        const text = lines.join('\n');
        for (const line of lines) {
          if (english.has(line)) leftovers.push(`${path}: "${line}" (as on the English page)`);
        }
        for (const phrase of forbidden) {
          if (text.includes(phrase)) leftovers.push(`${path}: "${phrase}" (English catalogue)`);
        }
      }
    });
    expect(leftovers).toEqual([]);
  });

  it('are axe clean and never scroll sideways at 320 px', async () => {
    await withPage(browser, { viewport: { width: 320, height: 740 } }, async ({ page }) => {
      for (const path of SCREENS) {
        await visit(page, `/${lang}${path}`);
        await settle(page);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        const wide = await page.evaluate(() =>
          [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
            .map((el) => `${el.tagName}.${el.className}: ${(el.textContent ?? '').slice(0, 60)}`)
            .slice(0, 5),
        );
        expect(overflow, `${lang}${path} ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
        await assertNoSeriousA11yViolations(page);
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
  it("the Portuguese timeline's events open in Portuguese, from their own chunk", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const chunks: string[] = [];
      page.on('request', (request) => chunks.push(new URL(request.url()).pathname));
      await visit(page, '/pt/timeline');
      await settle(page);
      await page.getByRole('button', { name: 'A Aliança com Abraão' }).click();
      const dialog = page.getByRole('dialog');
      await expectVisible(dialog.getByRole('heading', { name: 'Importância para o Reino:' }));
      await dialog.getByRole('button', { name: 'Fechar' }).first().click();
      expect(chunks.some((path) => /\/assets\/timeline\.pt-/.test(path))).toBe(true);
      expect(chunks.some((path) => /\/assets\/timeline\.es-/.test(path))).toBe(false);
    });
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
});
