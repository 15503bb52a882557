/**
 * The navigation bar in every language and state: it fits the screen (the brand on at most two
 * lines inside the bar, nothing past the window's edge, the brand clear of the links), and a
 * visitor sees the Login link from the first HTML on, before the app has started, while a
 * signed-in member sees their menu instead.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, siteLanguages, type SiteLanguage } from '../contract/i18n';
import { en } from '../contract/messages/en';
import { es } from '../contract/messages/es';
import { pt } from '../contract/messages/pt';
import { E2E_MEMBER } from './support/accounts';
import {
  expectVisible,
  launchBrowser,
  visit,
  withPage,
  type StorageState,
} from './support/browser';
import { urlOf } from './support/env';
import { adminState, signedInState } from './support/sign-in';

const messages = { en, es, pt } as const;

/** The boot module marks <html> so once the app has the page (first-use.ts APP_READY_ATTRIBUTE). */
const APP_READY_ATTRIBUTE = 'data-app-ready';

let browser: Browser;
const states: Record<'visitor' | 'member' | 'admin', StorageState | undefined> = {
  visitor: undefined,
  member: undefined,
  admin: undefined,
};

beforeAll(async () => {
  browser = await launchBrowser();
  states.member = await signedInState(E2E_MEMBER);
  states.admin = await adminState();
});
afterAll(async () => {
  await browser?.close();
});

/** What is wrong with the bar as the page shows it now (nothing: an empty list). */
async function headerFaults(page: Page): Promise<string[]> {
  await page.evaluate(() => document.fonts.ready);
  return page.evaluate(() => {
    const faults: string[] = [];
    const header = document.querySelector('body header');
    if (!header) return ['no header'];
    const bar = header.getBoundingClientRect();
    const width = document.documentElement.clientWidth;
    const shown = (el: Element) => {
      const box = el.getBoundingClientRect();
      const style = getComputedStyle(el);
      return box.width > 0 && box.height > 0 && style.visibility !== 'hidden';
    };
    const name = (el: Element) =>
      `${el.tagName.toLowerCase()} "${(el.textContent ?? '').trim().slice(0, 40)}"`;

    // The brand is the bar's first link: the mark and the ministry's name after it.
    const brand = header.querySelector<HTMLElement>('a');
    const brandText = brand?.querySelector<HTMLElement>(':scope > span:last-child');
    if (!brand || !brandText) return ['no brand'];
    const brandBox = brand.getBoundingClientRect();
    const lineHeight = parseFloat(getComputedStyle(brandText).lineHeight);
    const lines = Math.round(brandText.getBoundingClientRect().height / lineHeight);
    if (lines > 2) faults.push(`the brand runs on ${lines} lines`);
    if (brandBox.top < bar.top - 0.5 || brandBox.bottom > bar.bottom + 0.5) {
      faults.push(
        `the brand (${brandBox.top}–${brandBox.bottom}) leaves the bar (${bar.top}–${bar.bottom})`,
      );
    }
    // Each word of the name on one line: "Minis/try" is a word broken in two.
    const text = brandText.textContent ?? '';
    for (const match of text.matchAll(/\S+/g)) {
      const range = document.createRange();
      const start = match.index;
      const walker = document.createTreeWalker(brandText, NodeFilter.SHOW_TEXT);
      let offset = 0;
      for (let node = walker.nextNode(); node; node = walker.nextNode()) {
        const length = node.textContent?.length ?? 0;
        if (start >= offset && start + match[0].length <= offset + length) {
          range.setStart(node, start - offset);
          range.setEnd(node, start - offset + match[0].length);
          const rows = new Set([...range.getClientRects()].map((r) => Math.round(r.top)));
          if (rows.size > 1) faults.push(`the word "${match[0]}" is broken across lines`);
        }
        offset += length;
      }
    }
    for (const el of header.querySelectorAll('a, button, nav, span, div')) {
      if (!shown(el)) continue;
      const box = el.getBoundingClientRect();
      if (box.left < -0.5 || box.right > width + 0.5) {
        faults.push(`${name(el)} is outside the window (${box.left}–${box.right} of ${width})`);
      }
    }
    for (const el of header.querySelectorAll('a, button')) {
      if (!shown(el) || brand.contains(el)) continue;
      const box = el.getBoundingClientRect();
      const overlaps =
        box.left < brandBox.right - 0.5 &&
        box.right > brandBox.left + 0.5 &&
        box.top < brandBox.bottom - 0.5 &&
        box.bottom > brandBox.top + 0.5;
      if (overlaps) faults.push(`${name(el)} overlaps the brand`);
    }
    return faults;
  });
}

const roles = ['visitor', 'member', 'admin'] as const;
const WIDTHS = [320, 390, 768, 1024, 1280, 1366, 1440, 1536, 1920];

describe('the navigation bar fits', () => {
  it.each(siteLanguages.flatMap((lang) => roles.map((role) => [lang, role] as const)))(
    'in %s, as %s, from 320 to 1920 px',
    async (lang, role) => {
      await withPage(browser, { storageState: states[role] }, async ({ page }) => {
        const found: string[] = [];
        for (const width of WIDTHS) {
          await page.setViewportSize({ width, height: 800 });
          await visit(page, localizePath('/', lang));
          if (role !== 'visitor') {
            // The account's menu (in the bar or, on narrower screens, behind the menu button).
            await page.waitForSelector(`html[${APP_READY_ATTRIBUTE}]`, { state: 'attached' });
            await page.waitForLoadState('networkidle');
          }
          for (const fault of await headerFaults(page)) found.push(`${width} px: ${fault}`);
        }
        expect(found).toEqual([]);
      });
    },
    120_000,
  );
});

/** The public pages a visitor arrives at, each pre-rendered and started on first use. */
const PUBLIC_PAGES = [
  '/',
  '/store',
  '/videos',
  '/bible-study',
  '/articles',
  '/timeline',
  '/characters',
  '/bible',
  '/contact',
];

describe('the Login link', () => {
  it('is in the first HTML of every public page, in each language', async () => {
    const missing: string[] = [];
    for (const lang of siteLanguages) {
      for (const path of PUBLIC_PAGES) {
        const address = localizePath(path, lang);
        const html = await (await fetch(urlOf(address))).text();
        const header = /<header[\s\S]*?<\/header>/.exec(html)?.[0] ?? '';
        const login = localizePath('/login', lang);
        const link = new RegExp(
          `<a [^>]*href="${login}"[^>]*>${messages[lang]['account.login']}</a>`,
        );
        if (!link.test(header)) missing.push(address);
      }
    }
    expect(missing).toEqual([]);
  });

  it.each(siteLanguages)(
    'shows to a visitor in %s without a click, before the app has started',
    async (lang: SiteLanguage) => {
      await withPage(browser, {}, async ({ page }) => {
        for (const path of PUBLIC_PAGES) {
          await visit(page, localizePath(path, lang));
          const banner = page.getByRole('banner');
          await expectVisible(
            banner.getByRole('link', { name: messages[lang]['account.login'], exact: true }),
          );
          expect(
            await page.locator('html').getAttribute(APP_READY_ATTRIBUTE),
            `${path}: the page waits for its first use`,
          ).toBeNull();
        }
      });
    },
    60_000,
  );

  it('gives way to the member menu for a signed-in member, from the boot module on', async () => {
    await withPage(browser, { storageState: states.member }, async ({ page }) => {
      // Whether the Login link was seen in any frame from the moment the boot module ran (it
      // marks <html> data-scripted; the page's first HTML is the same for everyone and carries
      // the link). A frame painted before the boot module runs is not the page's to change.
      await page.addInitScript(() => {
        const seen = () => {
          const root = document.documentElement;
          const login = [...document.querySelectorAll('header a[href$="/login"]')].some(
            (a) =>
              a.getBoundingClientRect().width > 0 && getComputedStyle(a).visibility !== 'hidden',
          );
          if (login && root.hasAttribute('data-scripted')) root.dataset.loginSeen = 'true';
          requestAnimationFrame(seen);
        };
        requestAnimationFrame(seen);
      });
      for (const path of ['/', '/es/store', '/pt/bible']) {
        await visit(page, path);
        const banner = page.getByRole('banner');
        await expectVisible(banner.getByRole('button', { name: E2E_MEMBER.firstName }));
        expect(await banner.locator('a[href$="/login"]').count(), path).toBe(0);
        expect(await page.locator('html').getAttribute('data-login-seen'), path).toBeNull();
      }
    });
  });
});
