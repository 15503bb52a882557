/** Study tools for readers: Scripture reference popovers, the verse of the day, the reading position. */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { dailyVerseRef, utcDay, verseOfTheDay } from '../content/verses-of-the-day';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectFocused,
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
} from './support/browser';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

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
