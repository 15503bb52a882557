/** Teaching content: videos, Bible Study Center, timeline, characters. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectFocused,
  expectHidden,
  expectVisible,
  launchBrowser,
  MOBILE,
  visit,
  withPage,
} from './support/browser';
import { urlOf } from './support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const dialog = (page: Page) => page.getByRole('dialog');

/** Dispatches a cancelable event at the first element matching `selector`; was it prevented? */
async function prevented(
  page: Page,
  selector: string,
  event: 'contextmenu' | 'copy' | 'paste' | 'ctrl+c' | 'ctrl+v' | 'ctrl+a',
): Promise<boolean> {
  return page.evaluate(
    ([sel, kind]) => {
      const target = document.querySelector(sel);
      if (!target) throw new Error(`no ${sel}`);
      let e: Event;
      if (kind.startsWith('ctrl+')) {
        e = new KeyboardEvent('keydown', {
          key: kind.slice(5),
          ctrlKey: true,
          bubbles: true,
          cancelable: true,
        });
      } else if (kind === 'contextmenu') {
        e = new MouseEvent('contextmenu', { bubbles: true, cancelable: true });
      } else {
        e = new ClipboardEvent(kind, { bubbles: true, cancelable: true });
      }
      target.dispatchEvent(e);
      return e.defaultPrevented;
    },
    [selector, event] as const,
  );
}

describe('pre-rendered HTML', () => {
  it('serves each page with its headings and bundled content before any script runs', async () => {
    const html = async (path: string) => {
      const res = await fetch(urlOf(path));
      expect(res.status, path).toBe(200);
      return res.text();
    };
    const videos = await html('/videos');
    expect(videos).toContain('Video Teachings');
    for (const n of [1, 2, 3, 4, 5]) expect(videos).toContain(`Episode ${n}`);
    expect(videos).toContain('Visit Our YouTube Channel');
    expect(videos).not.toContain('<iframe');

    const studies = await html('/bible-study');
    for (const text of [
      'Bible Study Center',
      'Find Your Study',
      'Featured Studies',
      'All Study Topics',
    ])
      expect(studies).toContain(text);
    expect(studies).toContain('The Restoration of All Things');

    const timeline = await html('/timeline');
    expect(timeline).toContain('Biblical Timeline');
    expect(timeline).toContain('Creation of Heaven and Earth');
    expect(timeline).toContain('New Heaven and New Earth');
    expect(timeline).toContain('586 BC');

    const people = await html('/characters');
    for (const name of ['Abraham', 'Moses', 'David', 'Daniel', 'Mary', 'Paul'])
      expect(people).toContain(name);
  });
});

describe('videos', () => {
  it('lists five episodes and loads the player only after a click', async () => {
    await withPage(browser, {}, async (session) => {
      const { page } = session;
      await visit(page, '/videos');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Video Teachings' }));
      for (const n of [1, 2, 3, 4, 5])
        await expectVisible(page.getByText(`Episode ${n}`, { exact: true }));
      expect(await page.getByRole('link', { name: /Watch on YouTube/ }).count()).toBe(5);
      await expectVisible(page.getByRole('link', { name: /Visit Our YouTube Channel/ }));
      expect(await page.locator('iframe').count()).toBe(0);
      expect(session.blockedRequests.filter((u) => /youtube|ytimg/.test(u))).toEqual([]);
      await assertNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: /Play Episode 1:/ }).click();
      const frame = page.locator('iframe');
      await frame.waitFor({ state: 'attached' });
      expect(await frame.count()).toBe(1);
      expect(await frame.getAttribute('src')).toMatch(
        /^https:\/\/www\.youtube-nocookie\.com\/embed\//,
      );
      expect(await frame.getAttribute('title')).toMatch(/^Episode 1: /);
    });
  });
});

describe('Bible Study Center', () => {
  it('narrows by search and category, opens the reader, switches language and goes back', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study');
      const begin = page.getByRole('button', { name: 'Begin Study' });
      const start = page.getByRole('button', { name: 'Start Study' });
      expect(await begin.count()).toBe(1);
      expect(await start.count()).toBe(1);
      await assertNoSeriousA11yViolations(page);

      const search = page.getByPlaceholder('Search study topics...');
      await search.fill('PENTECOST');
      await expectHidden(begin);
      expect(await start.count()).toBe(1);
      await search.fill('');
      await page.getByRole('button', { name: 'Doctrine', exact: true }).click();
      await expectVisible(page.getByText(/No studies match your search/));
      expect(await begin.count()).toBe(0);
      await page.getByRole('button', { name: 'Prophecy', exact: true }).click();
      await expectVisible(begin);
      await page.getByRole('button', { name: 'All', exact: true }).click();

      await begin.click();
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'The Restoration of All Things' }),
      );
      const article = page.getByTestId('study-article');
      await expectVisible(article.getByText('Part One: A Very Good Beginning'));
      await expectVisible(article.locator('blockquote').first());
      expect(new URL(page.url()).searchParams.get('study')).toBe('1');

      // Copy protection in the article.
      expect(await prevented(page, '[data-testid="study-article"] p', 'contextmenu')).toBe(true);
      expect(await prevented(page, '[data-testid="study-article"] p', 'ctrl+c')).toBe(true);
      expect(await prevented(page, '[data-testid="study-article"] p', 'copy')).toBe(true);
      expect(await prevented(page, '[data-testid="study-article"] p', 'ctrl+a')).toBe(true);
      await assertNoSeriousA11yViolations(page);

      await page.getByRole('button', { name: 'Español' }).click();
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'La restauración de todas las cosas' }),
      );
      await expectVisible(article.getByText('Nota final'));
      expect(new URL(page.url()).searchParams.get('lang')).toBe('es');

      await page.getByRole('button', { name: 'Back to Studies' }).first().click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Bible Study Center' }));
      // The language stays chosen in the list.
      await expectVisible(page.getByText('La restauración de todas las cosas'));
      expect(new URL(page.url()).searchParams.get('study')).toBeNull();
    });
  });

  it('names the study languages in words, without emoji flags', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study');
      const group = page.getByRole('group', { name: 'Study language' });
      await expectVisible(group);
      const labels = await group
        .getByRole('button')
        .evaluateAll((buttons) => buttons.map((b) => b.textContent?.trim()));
      expect(labels).toEqual(['English', 'Español', 'Português']);
      // Flag emoji are pairs of regional indicator symbols, drawn as empty boxes on many systems.
      const text = await page.locator('main#main').innerText();
      expect(text).not.toMatch(/\p{Regional_Indicator}/u);
    });
  });

  it('opens a study from its shareable address', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study?study=2&lang=pt');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: 'A profecia de Joel e o dia de Pentecostes' }),
      );
      expect(
        await page.getByRole('button', { name: 'Português' }).getAttribute('aria-pressed'),
      ).toBe('true');
    });
  });

  it('blocks copying only on the study page: the contact form elsewhere accepts paste', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study');
      // On the study page, the search field itself still accepts paste.
      expect(await prevented(page, '#study-search', 'paste')).toBe(false);
      expect(await prevented(page, '#study-search', 'ctrl+v')).toBe(false);
      expect(await prevented(page, 'main h1', 'contextmenu')).toBe(true);

      // Leave the page in the app (no reload): the listeners must be gone.
      await page.locator('footer').getByRole('link', { name: 'Contact', exact: true }).click();
      await expectVisible(page.getByRole('textbox', { name: 'Message' }));
      expect(await prevented(page, 'main textarea', 'paste')).toBe(false);
      expect(await prevented(page, 'main textarea', 'ctrl+v')).toBe(false);
      expect(await prevented(page, 'main input[type="email"]', 'paste')).toBe(false);
      expect(await prevented(page, 'main h1', 'contextmenu')).toBe(false);
      expect(await prevented(page, 'main h1', 'ctrl+c')).toBe(false);
    });
  });
});

describe('Biblical Timeline', () => {
  it('shows 15 events and 50 stars; a card opens and closes its dialog by keyboard', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/timeline');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Biblical Timeline' }));
      await expectVisible(
        page.getByText("Journey through God's redemptive plan from Creation to the Kingdom"),
      );
      expect(await page.locator('ol > li article').count()).toBe(15);
      expect(await page.getByTestId('stars').locator('span').count()).toBe(50);
      await expectVisible(page.getByRole('heading', { name: "Understanding God's Timeline" }));
      await assertNoSeriousA11yViolations(page);

      const card = page.getByRole('button', { name: 'Babylonian Exile Begins' });
      await card.focus();
      await page.keyboard.press('Enter');
      const modal = dialog(page);
      await expectVisible(modal);
      await expectVisible(modal.getByRole('heading', { name: 'Babylonian Exile Begins' }));
      await expectVisible(modal.getByText('586 BC'));
      await expectVisible(modal.getByText('Kingdom Significance:'));
      await assertNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expectHidden(modal);
      await expectFocused(card);

      await page.getByRole('button', { name: 'The Second Coming' }).click();
      await expectVisible(modal);
      await modal.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(modal);
    });
  });
});

describe('Scripture references in the timeline and the characters, in the page’s language', () => {
  it('the event window and the character window link their verses to the reader, with the popover', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      await visit(page, '/es/timeline');
      await page.getByRole('button', { name: 'El pacto con Abraham' }).click();
      const modal = dialog(page);
      const genesis = modal.getByRole('link', { name: 'Génesis 12:1–3' });
      await expectVisible(genesis);
      expect(await genesis.getAttribute('href')).toBe('/es/bible/Genesis/12#v1-3');
      expect(await modal.getByRole('link', { name: 'Gálatas 3:8' }).getAttribute('href')).toBe(
        '/es/bible/Galatians/3#v8',
      );
      await assertNoSeriousA11yViolations(page);
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/timeline-es-390.png` });
      await page.keyboard.press('Escape');

      await visit(page, '/pt/characters');
      await page
        .getByRole('button', { name: /Abraão/ })
        .first()
        .click();
      const verse = dialog(page).getByRole('link', { name: 'Gênesis 15:6' }).first();
      await expectVisible(verse);
      expect(await verse.getAttribute('href')).toBe('/pt/bible/Genesis/15#v6');
      // Enter on the link opens the passage in its popover.
      await verse.focus();
      await page.keyboard.press('Enter');
      await expectVisible(page.getByRole('dialog', { name: /Gênesis 15:6/ }));
      await assertNoSeriousA11yViolations(page);
      if (process.env.E2E_SHOTS)
        await page.screenshot({ path: `${process.env.E2E_SHOTS}/characters-pt-390.png` });
    });
  });
});

describe('Biblical Characters', () => {
  it('search and era narrow the grid; the dialog shows Prophecies for Daniel, not Mary', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/characters');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Biblical Characters' }));
      const cards = page.locator('main ul > li article');
      expect(await cards.count()).toBe(6);
      await assertNoSeriousA11yViolations(page);

      const search = page.getByPlaceholder('Search characters...');
      await search.fill('BABYLON');
      await expectVisible(page.getByRole('heading', { level: 2, name: 'Daniel' }));
      expect(await cards.count()).toBe(1);
      await search.fill('zzz');
      await expectVisible(page.getByText(/No characters match your search/));
      await search.fill('');

      const era = page.getByLabel('Era');
      expect(
        await era
          .locator('option')
          .evaluateAll((o) => o.map((x) => (x as HTMLOptionElement).value)),
      ).toEqual([
        'all',
        'patriarchs',
        'exodus',
        'judges',
        'kingdom',
        'exile',
        'return',
        'messiah',
        'apostolic',
      ]);
      await era.selectOption('judges');
      await expectVisible(page.getByText(/No characters match your search/));
      await era.selectOption('exile');
      expect(await cards.count()).toBe(1);
      await page.getByRole('button', { name: 'Learn More about Daniel' }).click();
      const modal = dialog(page);
      await expectVisible(modal.getByRole('heading', { name: 'Prophecies' }));
      for (const title of [
        'Biography',
        'Key Events',
        'Key Verses',
        'Symbolism',
        'Lessons',
        'Quick Facts',
      ])
        await expectVisible(modal.getByRole('heading', { name: title }));
      await assertNoSeriousA11yViolations(page);
      await modal.getByRole('button', { name: 'Close', exact: true }).click();
      await expectHidden(modal);

      await era.selectOption('all');
      await page.getByRole('button', { name: 'Learn More about Mary' }).click();
      await expectVisible(modal.getByRole('heading', { name: 'Biography' }));
      expect(await modal.getByRole('heading', { name: 'Prophecies' }).count()).toBe(0);
      // A click on the backdrop closes it.
      await page.mouse.click(5, 5);
      await expectHidden(modal);
    });
  });
});

describe('small screens', () => {
  it('no page scrolls sideways at 375 px', async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      for (const path of ['/videos', '/bible-study', '/timeline', '/characters']) {
        await visit(page, path);
        const overflow = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(overflow, path).toBeLessThanOrEqual(0);
      }
    });
  });
});
