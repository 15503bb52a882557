/**
 * The check that a translated screen shows no English: its visible lines are compared with the
 * English catalogue and with the English page of the same address. Shared by the public screens
 * (screens-in-language.e2e.ts) and the ones behind sign-in (screens-in-language-*.e2e.ts).
 */
import { en } from '../../contract/messages/en';
import { es } from '../../contract/messages/es';
import { pt } from '../../contract/messages/pt';
import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { assertNoSeriousA11yViolations } from './axe';
import { expectVisible, visit } from './browser';

export const catalogues = { es, pt } as const;
export type Lang = keyof typeof catalogues;

/**
 * Words that are the same in every language: the ministry's name and address, the example
 * address of the e-mail field, a character's Hebrew name (in Hebrew letters, with its
 * transliteration), the Bible versions' names and the books named alike in every language.
 * Nothing else may stay English.
 */
export const SAME_IN_EVERY_LANGUAGE = [
  /[\u0590-\u05FF]/,
  /Kingdom Truth Ministry/,
  /@kingdomtruthministry\.org/,
  /@example\.com/,
  /^(World English Bible \(WEB\)|Reina-Valera 1909 \(RVR1909\))$/,
  /^[12] Samuel$/,
];

/**
 * The page's visible text, one line per block, without lines every language shares (and those
 * `same` names). Left out too: text marked as written in another of the site's languages (the
 * English verses of the WEB on a Portuguese page), which is quoted in it, not left untranslated;
 * and members' own words (a question, a group's name: `data-members-words`), which stay as they
 * were written.
 */
export async function visibleLines(page: Page, same: readonly RegExp[] = []): Promise<string[]> {
  const text = await page.evaluate(() => {
    const body = document.body;
    const lang = document.documentElement.lang;
    // Only the site's languages: a Hebrew name stays on the line it shares with its reading.
    const hidden = [...body.querySelectorAll<HTMLElement>('[lang], [data-members-words]')].filter(
      (el) =>
        el.hasAttribute('data-members-words') ||
        (['en', 'es', 'pt'].includes(el.lang) && el.lang !== lang),
    );
    const shown = hidden.map((el) => el.style.display);
    for (const el of hidden) el.style.display = 'none';
    const all = body.innerText;
    hidden.forEach((el, i) => {
      el.style.display = shown[i] ?? '';
    });
    return all;
  });
  const shared = [...SAME_IN_EVERY_LANGUAGE, ...same];
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !shared.some((re) => re.test(line)));
}

/**
 * English catalogue values longer than a few characters (their literal parts, without ICU
 * arguments or tags) that the language writes differently: none may be on its pages.
 */
export function englishOnly(lang: Lang): string[] {
  const theirs = catalogues[lang];
  return (Object.keys(en) as (keyof typeof en)[])
    .filter((id) => theirs[id] !== en[id])
    .flatMap((id) => en[id].split(/<\/?\w+>|\{[^}]*\}/))
    .map((part) => part.trim())
    .filter((part) => part.length >= 12);
}

export async function settle(page: Page) {
  await page.waitForLoadState('networkidle');
  // The screen is there (pre-rendered or drawn once its chunk has come).
  await expectVisible(page.locator('#root main, #root [role="main"], main').first());
}

export interface LeftoverOptions {
  /** Lines that are the same in every language on these screens (a member's own words). */
  same?: readonly RegExp[];
  /** Run once each page has settled, in both languages (open a tab, wait for a list). */
  prepare?: (page: Page, path: string) => Promise<void>;
}

/**
 * Visits each English path, then the same path in `lang`, and gives every line of the translated
 * page that is a line of the English page or holds English catalogue text ("path: line (why)").
 */
export async function englishLeftovers(
  page: Page,
  lang: Lang,
  paths: readonly string[],
  { same = [], prepare }: LeftoverOptions = {},
): Promise<string[]> {
  const leftovers: string[] = [];
  const forbidden = englishOnly(lang);
  // The check must have something to find, or it would pass on any page.
  expect(forbidden.length).toBeGreaterThan(100);
  expect(forbidden).toContain('Send Message');
  for (const path of paths) {
    await visit(page, path);
    await settle(page);
    await prepare?.(page, path);
    const english = new Set(
      (await visibleLines(page, same)).filter((line) => line.length >= 8 && /[a-z]/.test(line)),
    );
    await visit(page, `/${lang}${path}`);
    await settle(page);
    await prepare?.(page, path);
    expect(await page.locator('html').getAttribute('lang')).toBe(lang);
    const lines = await visibleLines(page, same);
    const text = lines.join('\n');
    for (const line of lines) {
      if (english.has(line)) leftovers.push(`${path}: "${line}" (as on the English page)`);
    }
    for (const phrase of forbidden) {
      if (text.includes(phrase)) leftovers.push(`${path}: "${phrase}" (English catalogue)`);
    }
  }
  return leftovers;
}

/** The page now shown is axe clean and does not scroll sideways (at the page's own width). */
export async function expectNarrowAndAxeClean(page: Page, label: string): Promise<void> {
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  const wide = await page.evaluate(() =>
    [...document.querySelectorAll('body *')]
      .filter((el) => el.getBoundingClientRect().right > document.documentElement.clientWidth)
      .map((el) => `${el.tagName}.${el.className}: ${(el.textContent ?? '').slice(0, 60)}`)
      .slice(0, 5),
  );
  expect(overflow, `${label} ${wide.join(' | ')}`).toBeLessThanOrEqual(0);
  await assertNoSeriousA11yViolations(page);
}
