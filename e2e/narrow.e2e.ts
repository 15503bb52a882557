/**
 * Narrow screens: no page scrolls sideways at 320 px or wider. Every route of the table (a real
 * question and study group for the dynamic ones, a Bible chapter, a study in the reader) and the
 * not-found page, at 320 and 375 px, signed out, as a member and as the administrator, and every
 * tab of the admin panel.
 */
import { publishEvent } from './support/events';
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { pages, type PageMeta } from '../contract/pages';
import { E2E_MEMBER } from './support/accounts';
import {
  atEachWidth,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
  type PageSession,
  type StorageState,
} from './support/browser';
import { baseUrl, ourOrigin } from './support/env';
import { adminState, signedInState } from './support/sign-in';

let browser: Browser;
const states: Record<'visitor' | 'member' | 'admin', StorageState | undefined> = {
  visitor: undefined,
  member: undefined,
  admin: undefined,
};
let questionId = 0;
let groupId = 0;
let articlePath = '';
let teachingPath = '';
let seriesPath = '';
let eventPath = '';

/**
 * People paste links: a word far wider than a phone, in every kind of text a visitor or member
 * writes, must wrap instead of pushing the page sideways.
 */
const LONG_WORD = 'https://www.biblegateway.com/passage/?search=Acts%203%3A19-21&version=ESV';

function apiAs(state: StorageState | undefined) {
  return request.newContext({
    baseURL: baseUrl(),
    storageState: state,
    // As the site's own pages send them: writes that name no origin are refused.
    extraHTTPHeaders: ourOrigin(),
  });
}

/**
 * A published, answered question and a study group, made by the administrator; a conversation
 * opened by the member and a contact message from a visitor. Each holds a long unbroken word.
 */
async function makeCommunityContent(admin: StorageState, member: StorageState): Promise<void> {
  const api = await apiAs(admin);
  try {
    const asked = await api.post('/api/questions', {
      data: {
        title: `What does “the restoration of all things” in ${LONG_WORD} refer to?`,
        content: `Peter speaks of times of restoration foretold by the prophets (${LONG_WORD}).`,
        category: 'scripture',
      },
    });
    expect(asked.status(), await asked.text()).toBe(201);
    questionId = ((await asked.json()) as { id: number }).id;
    // A page of the ministry's own, with a long word in its title as an administrator may write.
    const written = await api.post('/api/admin/pages', {
      data: {
        slug: 'narrow-about',
        language: 'en',
        title: `About ${LONG_WORD}`,
        content: `## Who we are\n\nA ministry (${LONG_WORD}) reading Acts 3:21 together.`,
        status: 'published',
      },
    });
    expect(written.status(), await written.text()).toBe(201);
    const answered = await api.post(`/api/questions/${questionId}/answers`, {
      data: { content: `Isaiah 11, Isaiah 65 and Ezekiel 37 are among them: ${LONG_WORD}` },
    });
    expect(answered.status(), await answered.text()).toBe(201);
    const published = await api.patch(`/api/questions/${questionId}`, {
      data: { isPublic: true },
    });
    expect(published.status(), await published.text()).toBe(200);

    const group = await api.post('/api/study-groups', {
      data: {
        name: `Thessalonians ${LONG_WORD}`.slice(0, 100),
        description: `We read First and Second Thessalonians a chapter a week: ${LONG_WORD}`,
        topic: 'The return of Christ',
        meetingSchedule: 'Thursdays, 7 pm (online)',
      },
    });
    expect(group.status(), await group.text()).toBe(201);
    groupId = ((await group.json()) as { id: number }).id;
  } finally {
    await api.dispose();
  }
  const asMember = await apiAs(member);
  try {
    const opened = await asMember.post('/api/conversations', {
      multipart: { title: LONG_WORD, category: 'doctrine', content: `Is this right? ${LONG_WORD}` },
    });
    expect(opened.status(), await opened.text()).toBe(201);
  } finally {
    await asMember.dispose();
  }
  const visitor = await apiAs(undefined);
  try {
    const wrote = await visitor.post('/api/contact', {
      data: { name: 'Reader', email: 'reader@example.com', message: `See ${LONG_WORD}` },
    });
    expect(wrote.status(), await wrote.text()).toBe(200);
  } finally {
    await visitor.dispose();
  }
}

/** A series and a published teaching in it (no audio), their words long and unbroken. */
async function makeTeaching(admin: StorageState): Promise<void> {
  const api = await apiAs(admin);
  try {
    const series = await api.post('/api/admin/series', {
      data: { title: `Acts ${LONG_WORD}`.slice(0, 200), description: LONG_WORD, language: 'en' },
    });
    expect(series.status(), await series.text()).toBe(201);
    const { id: seriesId, slug } = (await series.json()) as { id: number; slug: string };
    seriesPath = `/teachings/series/${slug}`;
    const teaching = await api.post('/api/admin/teachings', {
      data: {
        title: `Times of restoration ${LONG_WORD}`.slice(0, 200),
        description: `Peter in Solomon's portico: ${LONG_WORD}`,
        language: 'en',
        seriesId,
        passages: ['Acts 3:19-21'],
        transcript: `WEBVTT\n\n00:00:00.000 --> 00:00:05.000\nRepent therefore: ${LONG_WORD}\n`,
        status: 'published',
      },
    });
    expect(teaching.status(), await teaching.text()).toBe(201);
    teachingPath = `/teachings/${((await teaching.json()) as { slug: string }).slug}`;
  } finally {
    await api.dispose();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
  states.member = await signedInState(E2E_MEMBER);
  states.admin = await adminState();
  await makeCommunityContent(states.admin, states.member);
  await makeTeaching(states.admin);
  const event = await publishEvent({
    title: `Fireside ${LONG_WORD}`.slice(0, 200),
    description: `An evening: ${LONG_WORD}`,
    placeName: `Hall ${LONG_WORD}`.slice(0, 300),
    capacity: 10,
    rrule: 'FREQ=WEEKLY;BYDAY=TU',
  });
  eventPath = `/events/${event.slug}`;
  const articles = (await (await fetch(new URL('/api/articles', baseUrl()))).json()) as {
    items: { path: string }[];
  };
  articlePath = articles.items[0]?.path ?? '';
  expect(articlePath, 'the demo catalogue has a published article').not.toBe('');
});
afterAll(async () => {
  await browser?.close();
});

/** A concrete address for each route of the table; a new dynamic route needs one here. */
function addressOf(page: PageMeta): string {
  if (!page.path.includes(':')) return page.path;
  switch (page.key) {
    case 'bibleChapter':
      return '/bible/Psalms/119';
    case 'questionDetail':
      return `/questions/${questionId}`;
    case 'studyGroupDetail':
      return `/study-groups/${groupId}`;
    case 'articleDetail':
      return articlePath;
    case 'teachingDetail':
      return teachingPath;
    case 'teachingSeries':
      return seriesPath;
    case 'sitePage':
      return '/pages/narrow-about';
    case 'eventDetail':
      return eventPath;
    default:
      throw new Error(`No example address for the route ${page.path}`);
  }
}

const NOT_FOUND = '/no-such-page';

const addresses = () => [
  ...pages.map(addressOf),
  '/bible-study?study=1',
  '/bible-study?study=2&lang=pt',
  NOT_FOUND,
];

function allowExpectedErrors(session: PageSession): void {
  session.allowConsoleError({
    reason: 'online giving is not set up on the test server (503 on purpose)',
    text: /^Failed to load resource: the server responded with a status of 503/,
    url: /\/api\/(donations\/my|donations\/statement\?year=\d+)$/,
  });
  session.allowConsoleError({
    reason: 'the not-found document is answered with HTTP 404 on purpose',
    text: /^Failed to load resource: the server responded with a status of 404/,
    url: /\/no-such-page$/,
  });
}

/** How far the page scrolls sideways, and the elements that stick out on the right. */
async function sidewaysScroll(page: Page): Promise<{ by: number; culprits: string[] }> {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const by = root.scrollWidth - root.clientWidth;
    const culprits =
      by > 0
        ? [...document.querySelectorAll('body *')]
            .filter((el) => el.getBoundingClientRect().right > root.clientWidth + 0.5)
            .slice(0, 5)
            .map((el) => `${el.tagName.toLowerCase()}.${String(el.getAttribute('class'))}`)
        : [];
    return { by, culprits };
  });
}

/** The widths checked: the narrowest phone and a common one. */
const WIDTHS = [375, 320] as const;

describe('no page scrolls sideways', () => {
  it.each(['visitor', 'member', 'admin'] as const)(
    'as %s at 375 and 320 px',
    async (role) => {
      await withPage(
        browser,
        { viewport: { width: WIDTHS[0], height: 740 }, storageState: states[role] },
        async (session) => {
          allowExpectedErrors(session);
          const { page } = session;
          const found: string[] = [];
          // Each page is loaded once and laid out at every width in turn.
          const check = (what: string) =>
            atEachWidth(page, WIDTHS, async (width) => {
              const { by, culprits } = await sidewaysScroll(page);
              if (by > 0)
                found.push(`${what} at ${width} px: ${by} px too wide (${culprits.join(', ')})`);
            });
          for (const address of addresses()) {
            await visit(page, address);
            await expectVisible(page.locator('main#main').getByRole('heading', { level: 1 }));
            await check(address);
          }
          if (role === 'admin') {
            await visit(page, '/admin');
            const tabs = page.getByRole('tab');
            for (const name of await tabs.allInnerTexts()) {
              await tabs.filter({ hasText: name }).click();
              await page.waitForLoadState('networkidle');
              await check(`/admin, tab ${name}`);
            }
          }
          expect(found).toEqual([]);
        },
      );
    },
    360_000,
  );
});

describe('the admin panel on a phone', () => {
  it('wraps its tabs within the screen, and they still work with the arrow keys', async () => {
    await withPage(
      browser,
      { viewport: { width: 375, height: 740 }, storageState: states.admin },
      async ({ page }) => {
        await visit(page, '/admin');
        const tablist = page.getByRole('tablist', { name: 'Admin sections' });
        await expectVisible(tablist);
        for (const tab of await tablist.getByRole('tab').all()) {
          const box = await tab.boundingBox();
          expect(box && box.x >= 0 && box.x + box.width <= 375, await tab.innerText()).toBe(true);
        }
        const first = tablist.getByRole('tab').first();
        await first.focus();
        await page.keyboard.press('End');
        const last = tablist.getByRole('tab').last();
        expect(await last.getAttribute('aria-selected')).toBe('true');
        expect(await last.evaluate((el) => el === document.activeElement)).toBe(true);
        await page.keyboard.press('ArrowRight');
        expect(await first.getAttribute('aria-selected')).toBe('true');
      },
    );
  });
});
