/**
 * axe (WCAG 2.0–2.2 A and AA, and its best practices; e2e/support/axe.ts) on every public page,
 * as a visitor arrives at it, on a phone (375 px) and a laptop (1280 px), in each language:
 * nothing reported, whatever its impact.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { localizePath, siteLanguages } from '../contract/i18n';
import { pages } from '../contract/pages';
import { describeViolations, runAxe } from './support/axe';
import { atEachWidth, expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { baseUrl } from './support/env';
import { publishEvent, type PublishedEvent } from './support/events';
import { publishTeaching, type PublishedTeaching } from './support/teachings';

let browser: Browser;
let articlePath = '';
let teaching: PublishedTeaching | undefined;
let event: PublishedEvent | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
  const articles = (await (await fetch(new URL('/api/articles', baseUrl()))).json()) as {
    items: { path: string }[];
  };
  articlePath = articles.items[0]?.path ?? '';
  expect(articlePath, 'the demo catalogue has a published article').not.toBe('');
  // A fresh site has no teaching: one is published so its pages are checked full, not empty.
  teaching = await publishTeaching({
    title: 'Walking in the Spirit',
    description: 'Life in the Spirit, from Romans 8.',
    series: { title: 'Romans Heard Slowly', description: 'Romans, a chapter at a time.' },
    passages: ['Romans 8:1-11'],
  });
  event = await publishEvent({
    title: 'Romans by the fireside',
    description: 'An evening on Romans 8, online and in the hall.',
    placeName: 'Grace Hall',
    onlineUrl: 'https://meet.example/romans',
    capacity: 20,
    rrule: 'FREQ=MONTHLY;BYDAY=2TU',
  });
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await teaching?.remove();
  await event?.remove();
});

/** Pages anyone may open without an account, besides the indexable ones. */
const OPEN_TO_VISITORS = new Set(['login', 'register', 'forgotPassword']);

/** The public pages: every indexable route (an example for each dynamic one) and the sign-in ones. */
function publicAddresses(): string[] {
  return pages
    .filter((page) => page.indexable || OPEN_TO_VISITORS.has(page.key))
    .flatMap((page) => {
      // The Bible Study Center opens a study in its reader at its own address too.
      if (page.key === 'bibleStudy') return [page.path, `${page.path}?study=1`];
      if (!page.path.includes(':')) return [page.path];
      if (page.key === 'articleDetail') return [articlePath];
      if (page.key === 'bibleChapter') return ['/bible/John/3'];
      if (page.key === 'teachingDetail') return [`/teachings/${teaching?.slug ?? ''}`];
      if (page.key === 'teachingSeries') return [`/teachings/series/${teaching?.seriesSlug ?? ''}`];
      if (page.key === 'eventDetail') return [`/events/${event?.slug ?? ''}`];
      // A question or study group exists only once someone made one: their lists stand in.
      return [];
    });
}

/** A phone and a laptop. */
const WIDTHS = [375, 1280] as const;

describe('axe on every public page', () => {
  it.each(siteLanguages)(
    'in %s at 375 and 1280 px reports nothing',
    async (lang) => {
      await withPage(browser, { viewport: { width: WIDTHS[0], height: 800 } }, async ({ page }) => {
        const found: string[] = [];
        for (const address of publicAddresses()) {
          const localized = localizePath(address, lang);
          await visit(page, localized);
          await expectVisible(page.locator('main#main').getByRole('heading', { level: 1 }));
          // Loaded once, checked at each width in turn.
          await atEachWidth(page, WIDTHS, async (width) => {
            const { violations } = await runAxe(page);
            if (violations.length > 0) {
              found.push(`${localized} at ${width} px:\n${describeViolations(violations)}`);
            }
          });
        }
        expect(found.join('\n')).toBe('');
      });
    },
    480_000,
  );
});
