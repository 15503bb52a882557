/**
 * The ministry edits its home page and its five episodes, and translates its ebooks: the
 * administrator changes the Spanish hero title (in /es's first HTML at once), episode 3's title
 * (on /videos) and gives an ebook a Portuguese title (on /pt/store). The editors are accessible
 * and never wider than a 320 px screen. Everything changed is put back afterwards, so other files
 * see the site as a fresh start has it.
 */
import { request, type APIRequestContext, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Ebook } from '../contract/catalog';
import type { AdminEpisodes, AdminHome } from '../contract/home';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { adminState } from './support/sign-in';

let browser: Browser;
let api: APIRequestContext;
let home: AdminHome;
let episodes: AdminEpisodes;
let ebook: Ebook;

const spanishTitle = 'Aprenda la fe de los apóstoles, hoy';
const thirdTitle = 'The Times of Restoration';
const portugueseTitle = 'O livro em português';

beforeAll(async () => {
  browser = await launchBrowser();
  api = await request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });
  home = (await (await api.get('/api/admin/home')).json()) as AdminHome;
  episodes = (await (await api.get('/api/admin/episodes')).json()) as AdminEpisodes;
  const ebooks = (await (await api.get('/api/admin/ebooks')).json()) as Ebook[];
  const first = ebooks[0];
  if (!first) throw new Error('the store has ebooks');
  ebook = first;
});

afterAll(async () => {
  await browser?.close();
  try {
    await api.put('/api/admin/home', {
      data: { en: home.en, es: home.es, pt: home.pt, studyId: home.studyId },
    });
    await api.put('/api/admin/episodes', {
      data: {
        episodes: episodes.episodes.map(({ title, description, youtubeId }) => ({
          title,
          description,
          youtubeId,
        })),
      },
    });
    await api.put(`/api/admin/ebooks/${ebook.id}`, {
      data: {
        title: ebook.title,
        description: ebook.description,
        price: ebook.price,
        amazonUrl: ebook.amazonUrl,
        rating: ebook.rating,
        reviewCount: ebook.reviewCount,
        featured: ebook.featured,
        coverImage: ebook.coverImage,
        position: ebook.position,
        translations: ebook.translations,
      },
    });
  } finally {
    await api.dispose();
  }
});

/** How far the page scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

async function openHomeTab(page: Page): Promise<void> {
  await visit(page, '/admin');
  await page.getByRole('tab', { name: 'Home & Episodes' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Home Page' }));
  await expectVisible(page.getByRole('heading', { name: 'Video Episodes' }));
}

describe('the administrator edits the home page and the episodes', () => {
  it('changes the Spanish hero title: /es has it in its first HTML', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await openHomeTab(page);
        await page.getByLabel('Language being edited').selectOption('es');
        const title = page.getByLabel('Title', { exact: true });
        await expect(title.inputValue()).resolves.toBe(home.es.hero.title);
        await title.fill(spanishTitle);
        await assertNoSeriousA11yViolations(page);
        const saved = page.waitForResponse(
          (res) => res.url().endsWith('/api/admin/home') && res.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save Home Page' }).click();
        expect((await saved).status()).toBe(200);
        await expectVisible(page.getByText('Home page saved').first());
      },
    );
    const spanish = await (await fetch(urlOf('/es/'))).text();
    expect(spanish).toContain(spanishTitle);
    const english = await (await fetch(urlOf('/'))).text();
    expect(english).toContain(home.en.hero.title);
  });

  it("changes episode 3's title: /videos shows it, still five numbered episodes", async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await openHomeTab(page);
        const third = page.getByTestId('admin-episode').nth(2);
        await third.getByLabel('Title in English').fill(thirdTitle);
        await assertNoSeriousA11yViolations(page);
        const saved = page.waitForResponse(
          (res) => res.url().endsWith('/api/admin/episodes') && res.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save Episodes' }).click();
        expect((await saved).status()).toBe(200);
      },
    );
    const videos = await (await fetch(urlOf('/videos'))).text();
    expect(videos).toContain(thirdTitle);
    expect(videos.match(/<h2 id="episode-\d-title"/g)).toHaveLength(5);
  });

  it('gives an ebook a Portuguese title: /pt/store shows it, /es/store the English, marked', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await visit(page, '/admin');
        await page.getByRole('tab', { name: 'Ebooks' }).click();
        await page.getByRole('button', { name: `Edit ${ebook.title}` }).click();
        await page.getByLabel('Title in Portuguese').fill(portugueseTitle);
        await page.getByLabel('Description in Portuguese').fill('Uma descrição em português.');
        await assertNoSeriousA11yViolations(page);
        const saved = page.waitForResponse(
          (res) =>
            res.url().endsWith(`/api/admin/ebooks/${ebook.id}`) && res.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save Ebook' }).click();
        expect((await saved).status()).toBe(200);
      },
    );
    // The card's heading in the HTML (the page's data block carries every language's words).
    const portuguese = await (await fetch(urlOf('/pt/store'))).text();
    expect(portuguese).toContain(`>${portugueseTitle}</h2>`);
    const spanish = await (await fetch(urlOf('/es/store'))).text();
    expect(spanish).not.toContain(`>${portugueseTitle}</h2>`);
    expect(spanish).toContain(`>${ebook.title}</h2>`);
  });

  it('tells a Spanish administrator what is wrong in Spanish, with no English', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await visit(page, '/es/admin');
        await page.getByRole('tab', { name: 'Inicio y episodios' }).click();
        await expectVisible(page.getByRole('heading', { name: 'Página de inicio' }));
        await page.getByLabel('Antetítulo (línea pequeña sobre el título)').fill('');
        await page.getByLabel('Entradilla').fill('');
        await page.getByLabel('Párrafo 1').fill('');
        await page.getByRole('button', { name: 'Guardar la página de inicio' }).click();
        await expectVisible(page.getByText('El antetítulo es obligatorio'));
        await expectVisible(page.getByText('La entradilla es obligatoria'));
        await expectVisible(page.getByText('El párrafo es obligatorio'));
        const form = await page
          .locator('form')
          .filter({ has: page.getByRole('button', { name: 'Guardar la página de inicio' }) })
          .innerText();
        expect(form).not.toMatch(/\b(is required|must be at most|characters|Write at)\b/);
        await assertNoSeriousA11yViolations(page);
      },
    );
  });

  it('keeps the editors within a 320 px screen', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 320, height: 700 } },
      async ({ page }) => {
        await openHomeTab(page);
        expect(await sideways(page)).toBeLessThanOrEqual(0);
        await assertNoSeriousA11yViolations(page);
      },
    );
  });
});
