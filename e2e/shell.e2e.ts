/**
 * The application shell: every route renders, the not-found page, pre-rendered HTML (deep links
 * included), every screen reachable by following links, the desktop dropdown menus, the account
 * menu, the mobile drawer, the footer and the narrowest layout.
 */
import type { Browser, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { matchPage } from '../contract/page-match';
import { documentTitle, pages } from '../contract/pages';
import { E2E_MEMBER } from './support/accounts';
import {
  DESKTOP,
  MOBILE,
  expectFocused,
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
  type StorageState,
} from './support/browser';
import { urlOf } from './support/env';
import { signedInState } from './support/sign-in';

let browser: Browser;
let member: StorageState;
beforeAll(async () => {
  browser = await launchBrowser();
  member = await signedInState(E2E_MEMBER);
});
afterAll(async () => {
  await browser?.close();
});

const staticPages = pages.filter((p) => p.prerender);

/** The one h1 of the page, which must sit inside <main id="main">. */
const mainHeading = (page: Page): Locator =>
  page.locator('main#main').getByRole('heading', { level: 1 });

/** Text between the first <h1 ...> and </h1> of raw HTML, tags removed. */
function rawHeading(html: string): string | undefined {
  const match = /<h1\b[^>]*>([\s\S]*?)<\/h1>/i.exec(html);
  return match?.[1]
    ?.replace(/<[^>]+>/g, '')
    .replace(/&amp;/g, '&')
    .replace(/&#x27;|&#39;/g, "'")
    .replace(/\s+/g, ' ')
    .trim();
}

describe('every route of the table', () => {
  it.each(staticPages.map((p) => [p.path, p] as const))('%s renders', async (path, meta) => {
    await withPage(browser, {}, async (session) => {
      const { page } = session;
      const response = await visit(page, path);
      expect(response.status(), `HTTP status of ${path}`).toBe(200);

      const heading = mainHeading(page);
      await expectVisible(heading);
      expect(await page.getByRole('heading', { level: 1 }).count(), 'h1 elements').toBe(1);
      expect((await heading.innerText()).trim()).not.toBe('');

      const title = await page.title();
      expect(title.trim()).not.toBe('');
      expect(title).toBe(documentTitle(meta.title));
      const description = await page.locator('meta[name="description"]').getAttribute('content');
      expect(description?.trim() ?? '').not.toBe('');
    });
  });

  it('pre-renders every static route with its title, description and h1', async () => {
    for (const meta of staticPages) {
      const answer = await fetch(urlOf(meta.path));
      expect(answer.status, meta.path).toBe(200);
      expect(answer.headers.get('content-type'), meta.path).toMatch(/^text\/html/);
      const html = await answer.text();
      expect(html, `<title> of ${meta.path}`).toMatch(/<title>[^<]+<\/title>/);
      expect(html, `meta description of ${meta.path}`).toMatch(
        /<meta\s+name="description"\s+content="[^"]+"/,
      );
      expect(html, `<main id="main"> of ${meta.path}`).toMatch(/<main\b[^>]*\bid="main"/);
      expect(rawHeading(html) ?? '', `h1 of ${meta.path}`).not.toBe('');
    }
  });

  it("resolves '/questions/my' to the own-questions screen, not a question's detail", async () => {
    await withPage(browser, {}, async ({ page }) => {
      const response = await visit(page, '/questions/my');
      expect(response.status()).toBe(200);
      await expectVisible(mainHeading(page));
      expect(await page.title()).toBe(documentTitle('My Questions'));
      // The detail screen would read 'Question' or 'Question Not Found'.
      expect(await mainHeading(page).innerText()).toMatch(/my questions/i);
      expect(await page.getByText('Question Not Found').count()).toBe(0);
    });
  });
});

describe('not found', () => {
  it('answers an unknown page with HTTP 404 and the not-found screen', async () => {
    await withPage(browser, {}, async (session) => {
      const path = '/no-such-page/anywhere';
      // The server must answer 404; Chromium logs a non-2xx document as an error.
      session.allowConsoleError({
        reason: 'the not-found document is answered with HTTP 404 on purpose',
        text: /^Failed to load resource: the server responded with a status of 404/,
        url: /^http:\/\/127\.0\.0\.1:\d+\/no-such-page\/anywhere$/,
      });
      const response = await visit(session.page, path);
      expect(response.status()).toBe(404);
      const heading = mainHeading(session.page);
      await expectVisible(heading);
      expect((await heading.innerText()).trim()).toBe('404 Page Not Found');
      await expectVisible(session.page.getByText('Did you forget to add the page to the router?'));
    });
  });

  it('answers an unknown API path with a JSON 404 error', async () => {
    const answer = await fetch(urlOf('/api/no-such-endpoint'));
    expect(answer.status).toBe(404);
    expect(answer.headers.get('content-type')).toMatch(/^application\/json/);
    const body = (await answer.json()) as { message?: unknown };
    expect(typeof body.message).toBe('string');
  });
});

describe('pre-rendered home page', () => {
  it('carries the hero in the HTML before any script runs', async () => {
    const answer = await fetch(urlOf('/'));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(html).toContain('Begin Bible Study');
    expect(html).toContain('Watch Videos');
    const heroHeading = rawHeading(html);
    expect(heroHeading ?? '').not.toBe('');

    // Without JavaScript the same hero is on screen, and hydration keeps it unchanged.
    await withPage(browser, { javaScriptEnabled: false }, async ({ page }) => {
      await visit(page, '/');
      await expectVisible(mainHeading(page));
      expect((await mainHeading(page).innerText()).replace(/\s+/g, ' ').trim()).toBe(heroHeading);
      await expectVisible(page.getByRole('link', { name: 'Begin Bible Study' }));
      await expectVisible(page.getByRole('link', { name: 'Watch Videos' }));
    });
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      expect((await mainHeading(page).innerText()).replace(/\s+/g, ' ').trim()).toBe(heroHeading);
    });
  });
});

/** The paths of the links on the page now (same site, no API, without query or fragment). */
async function linkedPaths(page: Page): Promise<string[]> {
  const hrefs = await page
    .locator('a[href]')
    .evaluateAll((links) => links.map((a) => (a as HTMLAnchorElement).href));
  const origin = new URL(urlOf('/')).origin;
  return hrefs
    .map((href) => new URL(href))
    .filter((url) => url.origin === origin && !url.pathname.startsWith('/api/'))
    .map((url) => url.pathname);
}

/**
 * Follows links from the home page, one page of each route of the table, until every target
 * route is reached or nothing new is linked. Answers the routes reached.
 */
async function crawlFromHome(page: Page, targets: string[]): Promise<string[]> {
  const reached = new Set<string>();
  const queue = ['/'];
  while (queue.length > 0 && !targets.every((t) => reached.has(t))) {
    const path = queue.shift() ?? '/';
    const route = matchPage(path);
    if (!route || reached.has(route.path)) continue;
    reached.add(route.path);
    await visit(page, path);
    await expectVisible(mainHeading(page));
    queue.push(...(await linkedPaths(page)));
  }
  return [...reached];
}

describe('every screen can be reached by following links', () => {
  it('a visitor reaches the Holy Bible, the questions and the study groups from the home page', async () => {
    await withPage(browser, {}, async (session) => {
      const targets = ['/bible', '/questions', '/study-groups'];
      expect(await crawlFromHome(session.page, targets)).toEqual(expect.arrayContaining(targets));
    });
  });

  it('a member also reaches the dashboard', async () => {
    await withPage(browser, { storageState: member }, async (session) => {
      const targets = ['/bible', '/questions', '/study-groups', '/dashboard'];
      expect(await crawlFromHome(session.page, targets)).toEqual(expect.arrayContaining(targets));
    });
  });
});

describe('deep links: the first HTML is the screen they open', () => {
  it('/bible-study?study=1 arrives as the reader with the study in it, not the list', async () => {
    const answer = await fetch(urlOf('/bible-study?study=1'));
    expect(answer.status).toBe(200);
    const html = await answer.text();
    expect(rawHeading(html)).toBe('The Restoration of All Things');
    expect(html).toContain('Back to Studies');
    // Rendered from the database at the request: the study's own text is in the first HTML.
    expect(html).toContain('Part One: A Very Good Beginning');
    const body = html.slice(html.indexOf('<main'));
    expect(body).not.toContain('Bible Study Center');
    expect(body).not.toContain('Find Your Study');

    await withPage(browser, { javaScriptEnabled: false }, async ({ page }) => {
      await visit(page, '/bible-study?study=1');
      expect((await mainHeading(page).innerText()).trim()).toBe('The Restoration of All Things');
      expect(await page.getByText('Find Your Study').count()).toBe(0);
    });
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study?study=1');
      expect((await mainHeading(page).innerText()).trim()).toBe('The Restoration of All Things');
      await expectVisible(
        page.getByTestId('study-article').getByText('Part One: A Very Good Beginning'),
      );
    });
  });

  it('a study in another language, and the list in another language, arrive in that language', async () => {
    const reader = await (await fetch(urlOf('/bible-study?lang=pt&study=2'))).text();
    expect(rawHeading(reader)).toBe('A profecia de Joel e o dia de Pentecostes');
    const list = await (await fetch(urlOf('/bible-study?lang=es'))).text();
    expect(rawHeading(list)).toBe('Bible Study Center');
    expect(list).toContain('La restauración de todas las cosas');
    // An address the screen does not understand is the plain list, as the screen will show it.
    const unknown = await (await fetch(urlOf('/bible-study?study=99&lang=xx'))).text();
    expect(rawHeading(unknown)).toBe('Bible Study Center');
    // What the page shows (its data script carries every language's titles for the switcher).
    const shown = unknown.slice(unknown.indexOf('<main'), unknown.indexOf('</main>'));
    expect(shown).toContain('The Restoration of All Things');
    expect(shown).not.toContain('La restauración de todas las cosas');
  });

  it('/questions/my arrives as My Questions loading, not the public list', async () => {
    const answer = await fetch(urlOf('/questions/my'));
    const html = await answer.text();
    expect(rawHeading(html)).toBe('My Questions');
    expect(html).not.toContain('Questions &amp; Answers');
    expect(html).toContain('aria-busy="true"');

    await withPage(browser, { storageState: member }, async ({ page }) => {
      await visit(page, '/questions/my');
      expect((await mainHeading(page).innerText()).trim()).toBe('My Questions');
      await expectHidden(page.locator('main#main [aria-busy="true"]'));
      await expectVisible(page.getByRole('link', { name: 'Ask New Question' }));
    });
  });
});

/** The navbar marks a dropdown trigger whose item is the current page with data-active="true". */
async function isMarkedActive(trigger: Locator): Promise<boolean> {
  return (await trigger.getAttribute('data-active')) === 'true';
}

describe('desktop navigation (1280×800)', () => {
  it("opens 'Resources' with the keyboard and goes to Videos", async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/');
      const trigger = page.getByRole('button', { name: 'Resources' });
      expect(await isMarkedActive(trigger)).toBe(false);
      await trigger.focus();
      await page.keyboard.press('Enter');
      const menu = page.getByRole('menu');
      await expectVisible(menu);
      await expectVisible(menu.getByRole('menuitem', { name: 'Videos' }));
      await expectVisible(menu.getByRole('menuitem', { name: 'Bible Study' }));

      await menu.getByRole('menuitem', { name: 'Videos' }).press('Enter');
      await page.waitForURL(urlOf('/videos'));
      await expectHidden(menu);
      await expectVisible(mainHeading(page));
      expect(await isMarkedActive(trigger)).toBe(true);
      expect(await isMarkedActive(page.getByRole('button', { name: 'Study Tools' }))).toBe(false);

      // Reopened, the menu marks the current page's item.
      await trigger.press('Enter');
      await expectVisible(menu);
      expect(
        await menu.getByRole('menuitem', { name: 'Videos' }).getAttribute('aria-current'),
      ).toBe('page');
      expect(
        await menu.getByRole('menuitem', { name: 'Bible Study' }).getAttribute('aria-current'),
      ).toBeNull();
      await page.keyboard.press('Escape');
      await expectHidden(menu);
    });
  });

  it("opens 'Study Tools' with the keyboard and goes to the Biblical Timeline", async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/');
      const trigger = page.getByRole('button', { name: 'Study Tools' });
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu');
      await expectVisible(menu);
      await expectVisible(menu.getByRole('menuitem', { name: 'Biblical Timeline' }));
      await expectVisible(menu.getByRole('menuitem', { name: 'Bible Characters' }));

      await menu.getByRole('menuitem', { name: 'Biblical Timeline' }).press('Enter');
      await page.waitForURL(urlOf('/timeline'));
      await expectHidden(menu);
      await expectVisible(mainHeading(page));
      expect(await isMarkedActive(trigger)).toBe(true);
      expect(await isMarkedActive(page.getByRole('button', { name: 'Resources' }))).toBe(false);
    });
  });
});

describe('the navigation with the added screens (1280×800)', () => {
  it('keeps the first menus in order and adds Community after them', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/');
      const bar = page.getByRole('navigation', { name: 'Main' });
      const entries = await bar.locator(':scope > ul > li > *').allInnerTexts();
      expect(entries.map((t) => t.trim())).toEqual([
        'Home',
        'Store',
        'Resources',
        'Study Tools',
        'Community',
        'Member Portal',
        'Donate',
        'Contact',
      ]);
    });
  });

  it("lists 'Holy Bible' last in 'Study Tools'", async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Study Tools' }).press('Enter');
      const menu = page.getByRole('menu');
      await expectVisible(menu);
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'Biblical Timeline',
        'Bible Characters',
        'Holy Bible',
      ]);
      await menu.getByRole('menuitem', { name: 'Holy Bible' }).press('Enter');
      await page.waitForURL(urlOf('/bible'));
      await expectVisible(mainHeading(page));
      expect(await isMarkedActive(page.getByRole('button', { name: 'Study Tools' }))).toBe(true);
    });
  });

  it("opens 'Community' with the keyboard and goes to the Study Groups", async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/');
      const trigger = page.getByRole('button', { name: 'Community' });
      await trigger.focus();
      await page.keyboard.press('ArrowDown');
      const menu = page.getByRole('menu');
      await expectVisible(menu);
      expect(await menu.getByRole('menuitem').allInnerTexts()).toEqual([
        'Questions',
        'Study Groups',
        'Prayer Wall',
        'Events',
      ]);
      // ArrowDown opened the menu on its first item; once it holds the focus, one more reaches
      // the second.
      await expectFocused(menu.getByRole('menuitem', { name: 'Questions' }));
      await page.keyboard.press('ArrowDown');
      await expectFocused(menu.getByRole('menuitem', { name: 'Study Groups' }));
      await page.keyboard.press('Enter');
      await page.waitForURL(urlOf('/study-groups'));
      await expectHidden(menu);
      await expectVisible(mainHeading(page));
      expect(await isMarkedActive(trigger)).toBe(true);
    });
  });

  it("the member's menu holds Profile Settings, Dashboard and Logout, and reaches the dashboard", async () => {
    await withPage(browser, { viewport: DESKTOP, storageState: member }, async ({ page }) => {
      await visit(page, '/');
      const trigger = page
        .getByRole('banner')
        .getByRole('button', { name: E2E_MEMBER.firstName, exact: true });
      await trigger.press('Enter');
      const menu = page.getByRole('menu');
      await expectVisible(menu);
      const items = await menu.getByRole('menuitem').allInnerTexts();
      expect(items.map((t) => t.trim())).toEqual(['Profile Settings', 'Dashboard', 'Logout']);
      await menu.getByRole('menuitem', { name: 'Dashboard' }).press('Enter');
      await page.waitForURL(urlOf('/dashboard'));
      await expectVisible(
        page.getByRole('heading', { level: 1, name: `Welcome, ${E2E_MEMBER.firstName}!` }),
      );
    });
  });

  it('the footer lists the five main links, then Holy Bible, Questions, Study Groups, the Prayer Wall and Events', async () => {
    await withPage(browser, { viewport: DESKTOP }, async ({ page }) => {
      await visit(page, '/');
      const footer = page.getByRole('navigation', { name: 'Footer' });
      expect(await footer.getByRole('link').allInnerTexts()).toEqual([
        'Home',
        'Store',
        'Videos',
        'Bible Study',
        'Contact',
        'Holy Bible',
        'Questions',
        'Study Groups',
        'Prayer Wall',
        'Events',
      ]);
    });
  });
});

describe('the member portal and the dashboard', () => {
  it('link to each other', async () => {
    await withPage(browser, { storageState: member }, async ({ page }) => {
      await visit(page, '/member-portal');
      await page.locator('main#main').getByRole('link', { name: 'Dashboard' }).click();
      await page.waitForURL(urlOf('/dashboard'));
      await expectVisible(
        page.getByRole('heading', { level: 1, name: `Welcome, ${E2E_MEMBER.firstName}!` }),
      );
      await page.locator('main#main').getByRole('link', { name: 'Member Portal' }).click();
      await page.waitForURL(urlOf('/member-portal'));
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Member Portal' }));
    });
  });
});

describe('mobile navigation (375×740)', () => {
  it("'Open menu' opens the right-side drawer; choosing Store navigates and closes it", async () => {
    await withPage(browser, { viewport: MOBILE }, async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expectVisible(drawer);

      // Right-side sheet, 300 px wide below the `sm` breakpoint (once its slide-in has ended).
      await expect
        .poll(async () => {
          const box = await drawer.boundingBox();
          return box && { right: Math.round(box.x + box.width), width: Math.round(box.width) };
        })
        .toEqual({ right: MOBILE.width, width: 300 });

      for (const name of ['Home', 'Store', 'Member Portal', 'Donate', 'Contact', 'Login']) {
        await expectVisible(drawer.getByRole('link', { name, exact: true }));
      }
      const groups: [string, string[]][] = [
        ['Resources', ['Videos', 'Bible Study']],
        ['Study Tools', ['Biblical Timeline', 'Bible Characters']],
      ];
      for (const [group, items] of groups) {
        const region = drawer.getByRole('region', { name: group });
        await expectVisible(region.getByRole('heading', { name: group }));
        for (const name of items) {
          await expectVisible(region.getByRole('link', { name, exact: true }));
        }
      }

      await drawer.getByRole('link', { name: 'Store', exact: true }).click();
      await page.waitForURL(urlOf('/store'));
      await expectHidden(drawer);
      await expectVisible(mainHeading(page));
    });
  });
});

describe('the drawer with the added screens (375×740)', () => {
  it('adds Holy Bible to Study Tools, a Community section, and Dashboard to Account', async () => {
    await withPage(browser, { viewport: MOBILE, storageState: member }, async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('button', { name: 'Open menu' }).click();
      const drawer = page.getByRole('dialog');
      await expectVisible(drawer);
      // textContent: the headings are upper-cased by CSS, which innerText reflects.
      const texts = (list: Locator) => list.evaluateAll((els) => els.map((e) => e.textContent));
      expect(await texts(drawer.getByRole('region').getByRole('heading'))).toEqual([
        'Resources',
        'Study Tools',
        'Community',
        'Account',
      ]);
      const linksOf = (name: string) =>
        texts(drawer.getByRole('region', { name }).getByRole('listitem'));
      expect(await linksOf('Study Tools')).toEqual([
        'Biblical Timeline',
        'Bible Characters',
        'Holy Bible',
      ]);
      expect(await linksOf('Community')).toEqual([
        'Questions',
        'Study Groups',
        'Prayer Wall',
        'Events',
      ]);
      expect(await linksOf('Account')).toEqual(['Profile Settings', 'Dashboard', 'Logout']);

      await drawer.getByRole('link', { name: 'Questions', exact: true }).click();
      await page.waitForURL(urlOf('/questions'));
      await expectHidden(drawer);
      await expectVisible(mainHeading(page));
    });
  });
});

describe('narrow screens', () => {
  it('the home page has no horizontal scroll at 320 px', async () => {
    await withPage(browser, { viewport: { width: 320, height: 640 } }, async ({ page }) => {
      await visit(page, '/');
      await expectVisible(mainHeading(page));
      const scrollWidth = await page.evaluate(() => document.documentElement.scrollWidth);
      expect(scrollWidth).toBeLessThanOrEqual(320);
    });
  });
});
