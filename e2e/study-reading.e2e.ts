/** Study tools for readers: Scripture reference popovers, the verse of the day, the reading position. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { studySummaries } from '../content/studies';
import { dailyVerseRef, utcDay, verseOfTheDay } from '../content/verses-of-the-day';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectFocused,
  expectHidden,
  expectVisible,
  launchBrowser,
  openPage,
  visit,
  withPage,
} from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { signedInState } from './support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The page is React's: what it does on scrolling is listening (boot.ts marks <html>). */
const appReady = (page: Page) =>
  page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });

const progressSaved = (page: Page) =>
  page.waitForResponse(
    (r) => r.url().includes('/api/me/study-progress/1') && r.request().method() === 'PUT',
  );

describe('Scripture references in a study', () => {
  it('opens the passage in a popover when the mouse rests on a reference', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study?study=1');
      const article = page.getByTestId('study-article');
      const reference = article.getByRole('link', { name: 'Acts 3:19–21' }).first();
      await expectVisible(reference);
      expect(await reference.getAttribute('href')).toBe('/bible/Acts/3#v19-21');
      await reference.hover();
      const popover = page.getByRole('dialog', { name: /Acts 3:19–21/ });
      await expectVisible(popover);
      await expectVisible(popover.getByText(/times of restoration of all things/));
      expect(
        await popover.getByRole('link', { name: 'Open in the Bible reader' }).getAttribute('href'),
      ).toBe('/bible/Acts/3#v19-21');
      await assertNoSeriousA11yViolations(page);
      // The popover's text may be copied although the study's may not.
      const copyAllowed = await popover.evaluate((el) => {
        const event = new ClipboardEvent('copy', { bubbles: true, cancelable: true });
        el.querySelector('p')?.dispatchEvent(event);
        return !event.defaultPrevented;
      });
      expect(copyAllowed).toBe(true);
      await page.mouse.move(0, 0);
      await expectHidden(popover);
    });
  });

  it('opens it from the keyboard with Enter, moves focus in, and Escape closes it back', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study?study=1');
      const reference = page
        .getByTestId('study-article')
        .getByRole('link', { name: 'Romans 8:19–21' })
        .first();
      await expectVisible(reference);
      await reference.focus();
      await page.keyboard.press('Enter');
      const popover = page.getByRole('dialog', { name: /Romans 8:19–21/ });
      await expectVisible(popover);
      await expectFocused(popover);
      expect(new URL(page.url()).pathname).toBe('/bible-study');
      expect(await reference.getAttribute('aria-expanded')).toBe('true');
      await expectVisible(popover.getByText(/creation waits with eager expectation/));
      await assertNoSeriousA11yViolations(page);
      await page.keyboard.press('Escape');
      await expectHidden(popover);
      await expectFocused(reference);
    });
  });
});

describe('the verse of the day', () => {
  it('shows today’s verse under the hero, linked to the reader', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      const today = verseOfTheDay(utcDay(new Date()));
      const section = page.getByRole('region', { name: 'Verse of the Day' });
      await expectVisible(section);
      expect(await section.getAttribute('data-day')).toBe(utcDay(new Date()));
      const link = section.getByRole('link', { name: /^Read .* in context$/ });
      expect(await link.getAttribute('href')).toBe(
        `/bible/${today[0].replace(/ /g, '-')}/${today[1]}#v${today[2]}`,
      );
      await expectHidden(section.getByText('Loading today’s verse…'));
      const label = dailyVerseRef(today).replace('-', '–');
      await expectVisible(section.getByText(`${label} (WEB)`));
      await assertNoSeriousA11yViolations(page);
    });
  });
});

describe('the reading position', () => {
  it('offers to continue where the reader left off after a reload', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study?study=1');
      const article = page.getByTestId('study-article');
      await expectVisible(article.getByRole('link', { name: 'Acts 3:19–21' }).first());
      await appReady(page);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2 }));
      await page.waitForFunction(() => {
        const raw = localStorage.getItem('study-position:1:en');
        return raw !== null && JSON.parse(raw).percent > 20;
      });
      await page.reload();
      await page.waitForLoadState('networkidle');
      const resume = page.getByRole('button', { name: 'Continue where you left off' });
      await expectVisible(resume);
      expect(await page.evaluate(() => window.scrollY)).toBeLessThan(100);
      await assertNoSeriousA11yViolations(page);
      await resume.click();
      await page.waitForFunction(() => window.scrollY > 1000);
      await expectHidden(resume);
    });
  });
});

/** A newly registered member's signed-in browser state. */
async function newReader() {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  const email = `reader-${stamp}@example.com`;
  const password = 'search the scriptures 7';
  const first = await openPage(browser);
  try {
    const res = await first.page.request.post(urlOf('/api/auth/register'), {
      headers: ourOrigin(),
      data: { email, password, firstName: 'Lydia', lastName: 'Reader' },
    });
    expect(res.status()).toBe(201);
  } finally {
    await first.close();
  }
  return signedInState({ email, password });
}

describe("a member's study progress", () => {
  it('is kept on the account: the dashboard shows it and another device offers to continue', async () => {
    const member = await newReader();
    const title = studySummaries.find((s) => s.id === 1)?.title.en ?? '';

    // The first device reads part of study 1; the position reaches the account once scrolling rests.
    await withPage(browser, { storageState: member }, async ({ page }) => {
      await visit(page, '/bible-study?study=1');
      const article = page.getByTestId('study-article');
      await expectVisible(article.getByRole('link', { name: 'Acts 3:19–21' }).first());
      await appReady(page);
      const saved = progressSaved(page);
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2 }));
      const answer = await saved;
      expect(answer.status()).toBe(200);
      const { percent } = (await answer.json()) as { percent: number };
      expect(percent).toBeGreaterThan(20);
      expect(percent).toBeLessThan(98);

      await visit(page, '/dashboard');
      // Leaving the study may save once more (the furthest point wins): the card shows what the
      // account holds now.
      const stored = await page.request.get(urlOf('/api/me/study-progress'));
      const { progress } = (await stored.json()) as {
        progress: { studyId: number; percent: number }[];
      };
      const kept = progress.find((s) => s.studyId === 1)?.percent ?? -1;
      expect(kept).toBeGreaterThanOrEqual(percent);
      await page.setViewportSize({ width: 320, height: 640 });
      const card = page.getByTestId('study-progress');
      await expectVisible(card.getByRole('heading', { name: 'My Studies' }));
      const link = card.getByRole('link', { name: title });
      await expectVisible(link);
      expect(await link.getAttribute('href')).toBe('/bible-study?study=1&lang=en');
      await expectVisible(card.getByText(`English · ${kept}% read`));
      const by = await page.evaluate(
        () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
      );
      expect(by).toBe(0);
      await assertNoSeriousA11yViolations(page);
    });

    // Another device (nothing in its storage) offers the account's position.
    await withPage(browser, { storageState: member }, async ({ page }) => {
      await visit(page, '/bible-study?study=1');
      expect(await page.evaluate(() => localStorage.getItem('study-position:1:en'))).toBeNull();
      const resume = page.getByRole('button', { name: 'Continue where you left off' });
      await expectVisible(resume);
      await assertNoSeriousA11yViolations(page);
      await resume.click();
      await page.waitForFunction(() => window.scrollY > 1000);
      await expectHidden(resume);
    });
  });

  it('sends a place scrolled to while the session was still being read', async () => {
    const member = await newReader();
    await withPage(browser, { storageState: member }, async ({ page }) => {
      // The session's answer waits until the member has scrolled.
      let answerSession!: () => void;
      const scrolled = new Promise<void>((resolve) => (answerSession = resolve));
      await page.route('**/api/auth/me', async (route) => {
        await scrolled;
        await route.continue();
      });
      await page.goto(urlOf('/bible-study?study=1'), { waitUntil: 'load' });
      await appReady(page);
      await expectVisible(
        page.getByTestId('study-article').getByRole('link', { name: 'Acts 3:19–21' }).first(),
      );
      await page.evaluate(() => window.scrollTo({ top: document.body.scrollHeight / 2 }));
      await page.waitForFunction(() => localStorage.getItem('study-position:1:en') !== null);
      const saved = progressSaved(page);
      answerSession();
      const answer = await saved;
      expect(answer.status()).toBe(200);
      expect(((await answer.json()) as { percent: number }).percent).toBeGreaterThan(20);
    });
  });
});
