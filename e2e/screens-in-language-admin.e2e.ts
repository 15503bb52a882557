/**
 * The admin panel on /es/admin and /pt/admin: every tab (and the article editor) shows no English,
 * compared both with the English catalogue and with the same tab of the English panel. What the
 * administrator's data says (titles, names, addresses: every string the API answered) is the same
 * in every language and is left out of the comparison.
 */
import { languageNames, siteLanguages } from '../contract/i18n';
import { articleCategories } from '../contract/publishing';
import { en } from '../contract/messages/en';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { launchBrowser, visit, withPage, type StorageState } from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { catalogues, englishOnly, expectNarrowAndAxeClean } from './support/no-english';
import { adminState } from './support/sign-in';

let browser: Browser;
let admin: StorageState;
const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/**
 * Something on every tab that has rows: an ebook, an article draft, a newsletter draft and a
 * reader waiting to confirm, so
 * their rows' labels, badges and buttons are checked too, not only the empty states.
 */
async function seed(page: Page) {
  const post = async (path: string, data: unknown) => {
    const res = await page.request.post(urlOf(path), { headers: ourOrigin(), data });
    expect(res.status(), await res.text()).toBeLessThan(300);
  };
  await post('/api/admin/ebooks', {
    title: `Grace Upon Grace ${stamp}`,
    description: 'A study of grace.',
    price: '$4.99',
    amazonUrl: 'https://www.amazon.com/dp/B000000000',
    rating: 4,
    reviewCount: 3,
    featured: false,
    coverImage: null,
  });
  await post('/api/admin/articles', {
    title: `The Narrow Gate ${stamp}`,
    excerpt: 'Enter by the narrow gate.',
    content: 'Enter by the narrow gate (Matthew 7:13).',
    category: 'Doctrine',
    language: 'en',
    status: 'draft',
    featured: false,
  });
  // A reader, so the subscribers' table has a row (an address as long as the tests' own).
  await post('/api/newsletter/subscribe', {
    email: `joao-${stamp}-48844@example.com`,
    language: 'pt',
  });
  await post('/api/newsletter/campaigns', {
    title: `Autumn Letter ${stamp}`,
    subject: `News from the ministry ${stamp}`,
    content: 'Grace and peace to you.',
    language: null,
  });
}

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminState();
  await withPage(browser, { storageState: admin }, async ({ page }) => seed(page));
});
afterAll(async () => {
  await browser?.close();
});

/** Lines every language shares on the panel: addresses, the ministry's name, links. */
const SAME_ON_THE_PANEL = [
  /Kingdom Truth Ministry/,
  /@kingdomtruthministry\.org/,
  /@example\.com/,
  /https?:\/\//,
];

/** Collects every string the API answers the page with: the data, the same in any language. */
function collectData(page: Page, into: Set<string>) {
  const walk = (value: unknown): void => {
    if (typeof value === 'string') {
      if (value.trim()) into.add(value.trim());
    } else if (Array.isArray(value)) value.forEach(walk);
    else if (value && typeof value === 'object') Object.values(value).forEach(walk);
  };
  page.on('response', (response) => {
    const url = new URL(response.url());
    if (!url.pathname.startsWith('/api/')) return;
    if (!(response.headers()['content-type'] ?? '').includes('json')) return;
    response.json().then(walk, () => undefined);
  });
}

/** A line with the data taken out: what the screen itself wrote around it. */
function screenText(line: string, data: readonly string[]): string {
  let rest = line;
  for (const value of data) rest = rest.split(value).join(' ');
  return rest;
}

async function settlePanel(page: Page) {
  await page.waitForLoadState('networkidle');
  // The lazily loaded tabs draw once their chunk has come and their lists have answered.
  await page.waitForTimeout(300);
  await page.waitForLoadState('networkidle');
}

/** The panel's visible text, one line per block, without lines every language shares. */
async function panelLines(page: Page): Promise<string[]> {
  const text = await page.locator('main').first().innerText();
  return text
    .split('\n')
    .map((line) => line.trim())
    .filter((line) => line.length > 0 && !SAME_ON_THE_PANEL.some((re) => re.test(line)));
}

/**
 * Each tab of the panel at `base` + '/admin', then the editor of a new article: its lines, by
 * the tab's position (the names differ between languages).
 */
async function panelByTab(
  page: Page,
  base: string,
  articlesTab: string,
  newArticle: string,
): Promise<string[][]> {
  await visit(page, `${base}/admin`);
  await settlePanel(page);
  const tabs = page.getByRole('tab');
  const count = await tabs.count();
  expect(count).toBeGreaterThanOrEqual(8);
  const seen: string[][] = [];
  for (let i = 0; i < count; i++) {
    await tabs.nth(i).click();
    await settlePanel(page);
    seen.push(await panelLines(page));
  }
  // Then the editor of a new article, most of the panel's strings, from the Articles tab.
  await page.getByRole('tab', { name: articlesTab, exact: true }).click();
  await settlePanel(page);
  await page.getByRole('button', { name: newArticle, exact: true }).click();
  await settlePanel(page);
  seen.push(await panelLines(page));
  return seen;
}

describe.each(['es', 'pt'] as const)('the admin panel in %s', (lang) => {
  it(
    'shows no English on any tab: no catalogue English and no line of the English panel',
    { timeout: 180_000 },
    async () => {
      const forbidden = englishOnly(lang);
      expect(forbidden).toContain('Compose a Newsletter');
      const leftovers: string[] = [];
      await withPage(browser, { storageState: admin }, async ({ page }) => {
        // Languages go by their own names; an article's category is stored and named as the
        // articles' own pages name it (their catalogue), not by the panel.
        const found = new Set<string>([
          ...siteLanguages.map((l) => languageNames[l]),
          ...articleCategories,
        ]);
        collectData(page, found);
        const english = await panelByTab(
          page,
          '',
          en['admin.tabs.articles'],
          en['admin.articles.new'],
        );
        const translated = await panelByTab(
          page,
          `/${lang}`,
          catalogues[lang]['admin.tabs.articles'],
          catalogues[lang]['admin.articles.new'],
        );
        expect(await page.locator('html').getAttribute('lang')).toBe(lang);
        // Longest first, so a title is taken out whole before any shorter string inside it.
        const data = [...found].sort((a, b) => b.length - a.length);
        translated.forEach((lines, tab) => {
          const englishLines = new Set(english[tab]);
          for (const line of lines) {
            const own = screenText(line, data);
            if (englishLines.has(line) && own.length >= 8 && /[a-z]{3}/.test(own)) {
              leftovers.push(`tab ${tab + 1}: "${line}" (as on the English panel)`);
            }
          }
          const text = lines.map((line) => screenText(line, data)).join('\n');
          for (const phrase of forbidden) {
            if (text.includes(phrase)) leftovers.push(`tab ${tab + 1}: "${phrase}" (catalogue)`);
          }
        });
        // The panel has something on it: its heading, in the page's language.
        expect(translated[0]?.join('\n')).toContain(catalogues[lang]['admin.heading']);
      });
      expect(leftovers).toEqual([]);
    },
  );

  it(
    'is axe clean and never scrolls sideways at 320 px, on every tab',
    { timeout: 180_000 },
    async () => {
      await withPage(
        browser,
        { storageState: admin, viewport: { width: 320, height: 740 } },
        async ({ page }) => {
          await visit(page, `/${lang}/admin`);
          await settlePanel(page);
          const tabs = page.getByRole('tab');
          const count = await tabs.count();
          for (let i = 0; i < count; i++) {
            await tabs.nth(i).click();
            await settlePanel(page);
            await expectNarrowAndAxeClean(page, `${lang} tab ${i + 1}`);
          }
        },
      );
    },
  );
});
