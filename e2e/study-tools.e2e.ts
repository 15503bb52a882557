/**
 * Study tools: a visitor copies a verse with its reference and is invited to sign in for the
 * rest; a member highlights John 3:16 and writes a note on it in the reader, then finds the note
 * in My Notes from another browser context (another device); a member starts a reading plan and
 * ticks a day, and the dashboard shows the plan. Axe on each screen; no sideways scroll at 320 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectFocused,
  expectHidden,
  expectVisible,
  launchBrowser,
  openPage,
  visit,
  type PageSession,
  type StorageState,
} from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { signedInState } from './support/sign-in';

let browser: Browser;
const sessions: PageSession[] = [];
let member: StorageState;
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const password = 'search the scriptures 5';

beforeAll(async () => {
  browser = await launchBrowser();
  const first = await openPage(browser);
  sessions.push(first);
  const email = `berean-${stamp}@example.com`;
  const res = await first.page.request.post(urlOf('/api/auth/register'), {
    headers: ourOrigin(),
    data: { email, password, firstName: 'Berean', lastName: 'Reader' },
  });
  expect(res.status()).toBe(201);
  member = await signedInState({ email, password });
});
afterAll(async () => {
  for (const s of sessions) await s.close();
  await browser?.close();
});

async function open(
  options: {
    storageState?: StorageState;
    viewport?: { width: number; height: number };
    timezoneId?: string;
  } = {},
) {
  const session = await openPage(browser, options);
  sessions.push(session);
  await session.context.grantPermissions(['clipboard-read', 'clipboard-write'], {
    origin: new URL(urlOf('/')).origin,
  });
  return session;
}

const verse = (page: Page, n: number) => page.locator(`li[data-verse="${n}"]`);
const toolbar = (page: Page) => page.getByRole('toolbar');

async function noSidewaysScroll(page: Page) {
  const by = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(by).toBe(0);
}

describe('verse actions in the reader', () => {
  it('a visitor copies John 3:16 with its reference and is invited to sign in', async () => {
    const { page, assertNoConsoleErrors } = await open();
    await visit(page, '/bible/John/3');
    await verse(page, 16).getByText('For God so loved the world').click();
    await expectVisible(toolbar(page));
    expect(await toolbar(page).getAttribute('aria-label')).toBe('Actions for John 3:16');
    await expectVisible(
      toolbar(page).getByRole('link', { name: 'Sign in to highlight, bookmark and write notes' }),
    );
    await toolbar(page).getByRole('button', { name: 'Copy' }).click();
    await expectVisible(page.getByText('Copied with its reference').first());
    const copied = await page.evaluate(() => navigator.clipboard.readText());
    expect(copied).toMatch(/^“For God so loved the world.*eternal life\.” — John 3:16 \(WEB\)$/);
    await assertNoSeriousA11yViolations(page);
    // Escape closes the bar and gives the focus back to the verse.
    await page.keyboard.press('Escape');
    await expectHidden(toolbar(page));
    await expectFocused(page.getByRole('button', { name: 'Select verse 16' }));
    assertNoConsoleErrors();
  });

  it('the keyboard selects a verse through its number', async () => {
    const { page } = await open();
    await visit(page, '/bible/John/3');
    await page.getByRole('button', { name: 'Select verse 17' }).focus();
    await page.keyboard.press('Enter');
    await expectVisible(toolbar(page));
    expect(await toolbar(page).getAttribute('aria-label')).toBe('Actions for John 3:17');
    await expectFocused(toolbar(page).getByRole('button', { name: 'Copy' }));
  });

  it('a member highlights John 3:16 and writes a note; another device finds it in My Notes', async () => {
    const note = `God gave his only Son ${stamp}`;
    {
      const { page, assertNoConsoleErrors } = await open({ storageState: member });
      await visit(page, '/bible/John/3');
      await verse(page, 16).getByText('For God so loved the world').click();
      await toolbar(page).getByRole('button', { name: 'Highlight in yellow' }).click();
      await page.locator('li[data-verse="16"][data-color="yellow"]').waitFor();
      await toolbar(page).getByRole('button', { name: 'Bookmark' }).click();
      await expectVisible(verse(page, 16).getByTestId('bookmark-marker'));
      await toolbar(page).getByRole('button', { name: 'Note' }).click();
      const dialog = page.getByRole('dialog', { name: 'Note on John 3:16' });
      await expectVisible(dialog);
      await dialog.getByLabel('Your note').fill(note);
      await assertNoSeriousA11yViolations(page);
      await dialog.getByRole('button', { name: 'Save Note' }).click();
      await expectHidden(dialog);
      await expectVisible(verse(page, 16).getByTestId('note-marker'));
      await assertNoSeriousA11yViolations(page);
      assertNoConsoleErrors();
    }
    {
      const { page, assertNoConsoleErrors } = await open({
        storageState: member,
        viewport: { width: 320, height: 640 },
      });
      await visit(page, '/my-notes');
      await expectVisible(page.getByRole('heading', { name: 'My Notes', level: 1 }));
      const item = page.getByTestId('note-item').filter({ hasText: note });
      await expectVisible(item);
      await noSidewaysScroll(page);
      await assertNoSeriousA11yViolations(page);
      await page.getByRole('searchbox', { name: 'Search' }).fill('only Son');
      await expectVisible(item);
      await page.getByRole('searchbox', { name: 'Search' }).fill('nothing like this');
      await expectVisible(page.getByText('Nothing matches your search.'));
      await page.getByRole('searchbox', { name: 'Search' }).fill('');
      await page.getByRole('tab', { name: 'Highlights' }).click();
      await expectVisible(page.getByRole('link', { name: 'John 3:16' }));
      await page.getByRole('tab', { name: 'Notes' }).click();
      // The export is a file download with the note under its reference.
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: 'Export as Markdown' }).click(),
      ]);
      expect(download.suggestedFilename()).toBe('my-notes.md');
      const stream = await download.createReadStream();
      const chunks: Buffer[] = [];
      for await (const chunk of stream) chunks.push(chunk as Buffer);
      const markdown = Buffer.concat(chunks).toString('utf8');
      expect(markdown).toContain('### John 3:16');
      expect(markdown).toContain(`God gave his only Son ${stamp}`);
      expect(markdown).toContain('- John 3:16 (yellow)');
      // Back to the verse in the reader.
      await item.getByRole('link', { name: 'John 3:16' }).click();
      await page.waitForURL((url) => url.pathname === '/bible/John/3' && url.hash === '#v16');
      await page.locator('li[data-verse="16"][data-color="yellow"]').waitFor();
      assertNoConsoleErrors();
    }
  });

  it("writes a note's date in the page's language on /es/my-notes", async () => {
    const text = `Porque de tal manera amó Dios al mundo ${stamp}`;
    const { page, assertNoConsoleErrors } = await open({
      storageState: member,
      viewport: { width: 390, height: 740 },
      timezoneId: 'UTC',
    });
    const made = await page.request.post(urlOf('/api/me/notes'), {
      headers: ourOrigin(),
      data: { reference: 'John 3:17', text },
    });
    expect(made.status()).toBe(201);
    const { updatedAt } = (await made.json()) as { updatedAt: string };
    await visit(page, '/es/my-notes');
    const item = page.getByTestId('note-item').filter({ hasText: text });
    await expectVisible(item);
    const spanish = new Intl.DateTimeFormat('es', { dateStyle: 'long', timeZone: 'UTC' }).format(
      new Date(updatedAt),
    );
    const english = new Intl.DateTimeFormat('en-US', {
      dateStyle: 'long',
      timeZone: 'UTC',
    }).format(new Date(updatedAt));
    await expectVisible(item.getByText(spanish, { exact: true }));
    expect(await item.textContent()).not.toContain(english);
    assertNoConsoleErrors();
  });
});

describe('reading plans', () => {
  it('a member starts a plan, opens today, ticks the day; the dashboard shows it', async () => {
    const { page, assertNoConsoleErrors } = await open({
      storageState: member,
      viewport: { width: 320, height: 640 },
    });
    await visit(page, '/reading-plans');
    await expectVisible(page.getByRole('heading', { name: 'Reading Plans', level: 1 }));
    await expectVisible(page.getByText('You are not following a reading plan yet.'));
    await noSidewaysScroll(page);
    await assertNoSeriousA11yViolations(page);
    await page.getByRole('button', { name: 'Start Plan Psalms and Proverbs in a month' }).click();
    const plan = page.getByTestId('member-plan');
    await expectVisible(plan);
    await expectVisible(plan.getByText('Day 1 of 31'));
    await expectVisible(plan.getByRole('link', { name: 'Psalms 1–4' }));
    await expectVisible(plan.getByRole('link', { name: 'Proverbs 1' }));
    await plan.getByRole('button', { name: 'Mark Today as Read' }).click();
    await expectVisible(plan.getByRole('button', { name: 'Read Today' }));
    await expectVisible(plan.getByText('1 day in a row'));
    await expectVisible(plan.getByText('3% read'));
    expect(await plan.getByRole('checkbox', { name: 'Day 1' }).isChecked()).toBe(true);
    await plan.getByLabel('Daily e-mail reminder').fill('07:30');
    await plan.getByRole('button', { name: 'Save Reminder' }).click();
    await noSidewaysScroll(page);
    await assertNoSeriousA11yViolations(page);
    await plan.getByRole('link', { name: 'Psalms 1–4' }).click();
    await page.waitForURL((url) => url.pathname === '/bible/Psalms/1');
    await visit(page, '/dashboard');
    const card = page.getByTestId('plan-progress');
    await expectVisible(card.getByRole('link', { name: 'Psalms and Proverbs in a month' }));
    await expectVisible(card.getByText(/Day 1 of 31 · 3% read · 1 day in a row/));
    await assertNoSeriousA11yViolations(page);
    assertNoConsoleErrors();
  });

  it('the reminder follows the time zone detected on the device, and the member may change it', async () => {
    const { page, assertNoConsoleErrors } = await open({
      storageState: member,
      viewport: { width: 390, height: 844 },
      timezoneId: 'America/Sao_Paulo',
    });
    await visit(page, '/reading-plans');
    const card = page.locator('form', {
      has: page.getByRole('button', { name: 'Start Plan The whole Bible in a year' }),
    });
    const startZone = card.getByLabel('Time zone');
    expect(await startZone.inputValue()).toBe('America/Sao_Paulo');
    await card.getByLabel('Daily e-mail reminder (optional)').fill('06:15');
    await card.getByRole('button', { name: 'Start Plan The whole Bible in a year' }).click();
    const plan = page.getByTestId('member-plan').filter({ hasText: 'The whole Bible in a year' });
    await expectVisible(plan);
    const zone = plan.getByLabel('Time zone');
    expect(await zone.inputValue()).toBe('America/Sao_Paulo');
    expect(await plan.getByLabel('Daily e-mail reminder').inputValue()).toBe('06:15');
    await zone.selectOption('Europe/Lisbon');
    await plan.getByRole('button', { name: 'Save Reminder' }).click();
    await expect
      .poll(async () => {
        const answer = await page.request.get(urlOf('/api/me/plans'));
        const body = (await answer.json()) as {
          plans: { planId: string; timeZone: string; reminderTime: string | null }[];
        };
        return body.plans.find((p) => p.planId === 'bible-year');
      })
      .toMatchObject({ timeZone: 'Europe/Lisbon', reminderTime: '06:15' });
    await page.reload();
    expect(
      await page
        .getByTestId('member-plan')
        .filter({ hasText: 'The whole Bible in a year' })
        .getByLabel('Time zone')
        .inputValue(),
    ).toBe('Europe/Lisbon');
    await noSidewaysScroll(page);
    await assertNoSeriousA11yViolations(page);
    assertNoConsoleErrors();
  });

  it('a visitor sees the plans and is invited to sign in', async () => {
    const { page } = await open();
    await visit(page, '/reading-plans');
    await expectVisible(page.getByRole('heading', { name: 'The whole Bible in a year' }));
    await expectVisible(page.getByText(/^365 days · 1\D?189 chapters$/));
    expect(await page.getByRole('link', { name: 'Sign in to start this plan' }).count()).toBe(3);
    await assertNoSeriousA11yViolations(page);
  });
});
