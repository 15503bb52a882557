/**
 * Articles as visitors read them: the list in each language, an article and its translation,
 * both in the first HTML (rendered by the server at request time) and hydrated without a
 * mismatch or a second fetch; accessible, and never wider than a 320 px screen.
 */
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectFocused,
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
} from './support/browser';
import { ARTICLES_PAGE_SIZE } from '../contract/publishing';
import { es } from '../contract/messages/es';
import { pt } from '../contract/messages/pt';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { adminState } from './support/sign-in';

let browser: Browser;
const english = { title: 'The Narrow Way of Life', slug: '' };
const spanish = { title: 'El Camino Angosto de la Vida', slug: '' };

/** The administrator publishes an article and its Spanish translation. */
async function publishArticles(): Promise<void> {
  const api = await request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });
  try {
    const created = await api.post('/api/admin/articles', {
      data: {
        title: english.title,
        excerpt: 'Jesus spoke of a narrow gate and a hard road that leads to life.',
        content:
          '## Two roads\n\nEnter by the narrow gate (Matthew 7:13-14). The road is hard, and few find it.' +
          '\n\nYet the gate is open to all, as John 3:16 says.',
        category: 'Practice',
        language: 'en',
        status: 'published',
      },
    });
    expect(created.status(), await created.text()).toBe(201);
    const original = (await created.json()) as { id: number; slug: string };
    english.slug = original.slug;
    const translated = await api.post('/api/admin/articles', {
      data: {
        title: spanish.title,
        excerpt: 'Jesús habló de una puerta estrecha y un camino angosto que lleva a la vida.',
        content:
          '## Dos caminos\n\nEntrad por la puerta estrecha (Mateo 7:13-14). El camino es angosto.',
        category: 'Practice',
        language: 'es',
        originalId: original.id,
        status: 'published',
      },
    });
    expect(translated.status(), await translated.text()).toBe(201);
    spanish.slug = ((await translated.json()) as { slug: string }).slug;
  } finally {
    await api.dispose();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  await publishArticles();
});
afterAll(async () => {
  await browser?.close();
});

const mainHeading = (page: Page) => page.locator('main#main').getByRole('heading', { level: 1 });

/** The API calls for articles the page makes from now on. */
function articleCalls(page: Page): string[] {
  const calls: string[] = [];
  page.on('request', (req) => {
    if (new URL(req.url()).pathname.startsWith('/api/articles')) calls.push(req.url());
  });
  return calls;
}

describe('articles', () => {
  it('carry their content in the first HTML, before any script runs', async () => {
    const list = await fetch(urlOf('/articles?lang=es'));
    expect(list.status).toBe(200);
    const listHtml = await list.text();
    expect(listHtml).toContain(spanish.title);
    expect(listHtml).not.toContain(english.title);

    const page = await fetch(urlOf(`/articles/${spanish.slug}`));
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(`<title>${spanish.title} | Kingdom Truth Ministry</title>`);
    expect(html).toContain('Dos caminos');
    expect(html).toContain('hreflang="en"');
    expect(html).toContain('"@type":"Article"');

    const missing = await fetch(urlOf('/articles/no-such-article'));
    expect(missing.status).toBe(404);
    expect(await missing.text()).toContain('Article Not Found');
  });

  it('a visitor reads the list, switches to Spanish and opens the article', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const calls = articleCalls(page);
      await visit(page, '/articles');
      expect(await mainHeading(page).innerText()).toBe('Articles');
      await expectVisible(page.getByRole('link', { name: english.title }));
      // The list arrived with the page: hydration fetched nothing again.
      expect(calls).toEqual([]);
      await assertNoSeriousA11yViolations(page);

      await page
        .getByRole('navigation', { name: 'Language' })
        .getByRole('link', { name: 'Español' })
        .click();
      await page.waitForURL(urlOf('/articles?lang=es'));
      await expectVisible(page.getByRole('link', { name: spanish.title }));
      expect(await page.getByRole('link', { name: english.title }).count()).toBe(0);

      await page.getByRole('link', { name: spanish.title }).click();
      await page.waitForURL(urlOf(`/articles/${spanish.slug}`));
      await expectVisible(mainHeading(page).filter({ hasText: spanish.title }));
      await expectVisible(page.getByRole('heading', { name: 'Dos caminos' }));
      expect(await page.title()).toBe(`${spanish.title} | Kingdom Truth Ministry`);
      await assertNoSeriousA11yViolations(page);

      await page
        .getByRole('navigation', { name: 'Translations' })
        .getByRole('link', { name: 'English' })
        .click();
      await page.waitForURL(urlOf(`/articles/${english.slug}`));
      await expectVisible(mainHeading(page).filter({ hasText: english.title }));
    });
  });

  it('an article opened directly is hydrated from the page, with its scripture links', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const calls = articleCalls(page);
      await visit(page, `/articles/${english.slug}`);
      expect(await mainHeading(page).innerText()).toBe(english.title);
      expect(calls).toEqual([]);
      expect(await page.title()).toBe(`${english.title} | Kingdom Truth Ministry`);
      await expectVisible(page.getByRole('link', { name: 'Español' }));
      const scripture = page.locator('main#main article a[href^="/bible/"]');
      expect(await scripture.count()).toBeGreaterThan(0);
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('a Scripture reference opens its passage in a popover when the mouse rests on it', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, `/articles/${english.slug}`);
      const body = page.locator('main#main article');
      const reference = body.getByRole('link', { name: 'John 3:16' });
      await expectVisible(reference);
      expect(await reference.getAttribute('href')).toBe('/bible/John/3#v16');
      await reference.hover();
      const popover = page.getByRole('dialog', { name: /John 3:16/ });
      await expectVisible(popover);
      await expectVisible(popover.getByText(/For God so loved the world/));
      expect(
        await popover.getByRole('link', { name: 'Open in the Bible reader' }).getAttribute('href'),
      ).toBe('/bible/John/3#v16');
      await assertNoSeriousA11yViolations(page);
      // The one popover follows the pointer to the article's other reference.
      await body.getByRole('link', { name: 'Matthew 7:13-14' }).hover();
      const other = page.getByRole('dialog', { name: /Matthew 7:13/ });
      await expectVisible(other.getByText(/Enter in by the narrow gate/));
      await expectHidden(popover);
      await page.mouse.move(0, 0);
      await expectHidden(other);
    });
  });

  it('a Scripture reference opens with Enter, takes focus, and Escape gives it back', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, `/articles/${english.slug}`);
      const reference = page.locator('main#main article').getByRole('link', { name: 'John 3:16' });
      await expectVisible(reference);
      expect(await reference.getAttribute('aria-haspopup')).toBe('dialog');
      await reference.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: /John 3:16/ });
      await expectVisible(popover);
      await expectFocused(popover);
      expect(new URL(page.url()).pathname).toBe(`/articles/${english.slug}`);
      expect(await reference.getAttribute('aria-expanded')).toBe('true');
      await expectVisible(popover.getByText(/For God so loved the world/));
      await assertNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expectHidden(popover);
      await expectFocused(reference);
      expect(await reference.getAttribute('aria-expanded')).toBe('false');
    });
  });

  it('an unknown article is the not-found screen, answered with 404', async () => {
    await withPage(browser, {}, async (session) => {
      session.allowConsoleError({
        reason: 'the unknown article is answered with HTTP 404 on purpose',
        text: /^Failed to load resource: the server responded with a status of 404/,
        url: /\/articles\/no-such-article$/,
      });
      const response = await visit(session.page, '/articles/no-such-article');
      expect(response.status()).toBe(404);
      expect(await mainHeading(session.page).innerText()).toBe('Article Not Found');
    });
  });

  it('Articles is in the Resources menu, and the home page shows the latest', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      await expectVisible(page.getByRole('heading', { name: 'Latest Articles' }));
      await expectVisible(page.getByRole('link', { name: english.title }));
      await page.getByRole('button', { name: 'Resources' }).click();
      await page.getByRole('menuitem', { name: 'Articles' }).click();
      await page.waitForURL(urlOf('/articles'));
      await expectVisible(mainHeading(page).filter({ hasText: 'Articles' }));
    });
  });

  it('opens on /es in Spanish, and the English articles are one choice away', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const calls = articleCalls(page);
      await visit(page, '/es/articles');
      await expectVisible(page.getByRole('link', { name: spanish.title }));
      expect(await page.getByRole('link', { name: english.title }).count()).toBe(0);
      const languages = page.getByRole('navigation', { name: es['articles.languages'] });
      expect(
        await languages.getByRole('link', { name: 'Español' }).getAttribute('aria-current'),
      ).toBe('page');
      expect(calls).toEqual([]);
      await languages.getByRole('link', { name: 'English' }).click();
      await page.waitForURL(urlOf('/es/articles?lang=en'));
      await expectVisible(page.getByRole('link', { name: english.title }));
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('a long list reaches its next page by a link, with or without JavaScript', async () => {
    // One more Portuguese prophecy article than a page holds: the first written is on page 2.
    const stamp = Date.now();
    const titles = Array.from(
      { length: ARTICLES_PAGE_SIZE + 1 },
      (_, i) => `Profecia ${stamp} ${i}`,
    );
    const api = await request.newContext({
      baseURL: baseUrl(),
      storageState: await adminState(),
      extraHTTPHeaders: ourOrigin(),
    });
    try {
      for (const title of titles) {
        const created = await api.post('/api/admin/articles', {
          data: {
            title,
            excerpt: 'O que os profetas anunciaram.',
            content: 'Os profetas falaram destes dias (Atos 3:24).',
            category: 'Prophecy',
            language: 'pt',
            status: 'published',
          },
        });
        expect(created.status(), await created.text()).toBe(201);
      }
    } finally {
      await api.dispose();
    }
    const [first, last] = [titles[0] ?? '', titles.at(-1) ?? ''];
    for (const javaScriptEnabled of [false, true]) {
      await withPage(browser, { javaScriptEnabled }, async ({ page }) => {
        await visit(page, '/pt/articles?category=Prophecy');
        await expectVisible(page.getByRole('link', { name: last }));
        const pages = page.getByRole('navigation', { name: pt['articles.pages'] });
        await pages.getByRole('link', { name: pt['pager.next'] }).click();
        await page.waitForURL(urlOf('/pt/articles?category=Prophecy&page=2'));
        await expectVisible(page.getByRole('link', { name: first }));
        expect(await page.getByRole('link', { name: last }).count()).toBe(0);
        await pages.getByRole('link', { name: pt['pager.previous'] }).click();
        await expectVisible(page.getByRole('link', { name: last }));
      });
    }
  });

  it('never scrolls sideways at 320 px', async () => {
    await withPage(browser, { viewport: { width: 320, height: 740 } }, async ({ page }) => {
      for (const address of ['/articles?lang=es', `/articles/${spanish.slug}`]) {
        await visit(page, address);
        const by = await page.evaluate(() => {
          const root = document.scrollingElement ?? document.documentElement;
          return root.scrollWidth - root.clientWidth;
        });
        expect(by, address).toBe(0);
      }
    });
  });
});
