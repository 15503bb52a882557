/**
 * The prayer wall: a member shares a members-only request, a moderator approves it in the admin
 * panel's Prayer tab, two other members pray for it, and the requester sees the count on their
 * dashboard and marks it answered with a praise report. On a 390 px phone, accessible, nothing
 * scrolls sideways.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, openPage, visit, type PageSession } from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { verifyAddressByMail } from './support/outbox';
import { englishLeftovers, expectNarrowAndAxeClean, settle } from './support/no-english';
import { signInAsAdmin, signInThroughApi } from './support/sign-in';

const PHONE = { width: 390, height: 844 };
let browser: Browser;
const sessions: PageSession[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sessions) await s.close();
  await browser?.close();
});

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const password = 'bear one another 7';

async function open(): Promise<PageSession> {
  const session = await openPage(browser, { viewport: PHONE });
  sessions.push(session);
  return session;
}

/** Registers a member, verifies the address from the mailed link, and signs the page in. */
async function verifiedMember(page: Page, firstName: string): Promise<void> {
  const email = `${firstName.toLowerCase()}-${stamp}@example.com`;
  const res = await page.request.post(urlOf('/api/auth/register'), {
    headers: ourOrigin(),
    data: { email, password, firstName, lastName: 'Intercessor' },
  });
  expect(res.status()).toBe(201);
  await verifyAddressByMail(email);
  await signInThroughApi(page, email, password);
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

describe('the prayer wall', () => {
  it('shared, approved, prayed for by two, answered', { timeout: 180_000 }, async () => {
    const title = `Safe travel ${stamp}`;
    const requester = await open();
    await verifiedMember(requester.page, 'Hannah');
    const { page } = requester;
    await visit(page, '/prayer');
    await expectVisible(page.getByRole('heading', { level: 1, name: 'Prayer Wall' }));
    await page.getByLabel('Title (optional)').fill(title);
    await page.getByLabel('Your request').fill('Pray for our family on the road this week.');
    await page.getByLabel('Who may see it').selectOption('members');
    await page.getByLabel('Category', { exact: true }).first().selectOption('family');
    await page.getByRole('button', { name: 'Share Request' }).click();
    await expectVisible(
      page.getByText('Your request will appear on the wall once a moderator', { exact: false }),
    );
    expect(await noSidewaysScroll(page)).toBe(true);
    await assertNoSeriousA11yViolations(page);

    const moderator = await open();
    await signInAsAdmin(moderator.page);
    await visit(moderator.page, '/admin');
    await moderator.page.getByRole('tab', { name: 'Prayer' }).click();
    const item = moderator.page.getByRole('article', { name: title });
    await expectVisible(item);
    await expectVisible(item.getByText('From Hannah Intercessor', { exact: false }));
    await assertNoSeriousA11yViolations(moderator.page);
    await item.getByRole('button', { name: 'Approve' }).click();
    await expectVisible(moderator.page.getByText('No requests in this queue.'));

    for (const name of ['Eli', 'Samuel']) {
      const other = await open();
      await verifiedMember(other.page, name);
      await visit(other.page, '/prayer');
      const card = other.page.getByRole('article', { name: title });
      await expectVisible(card);
      await expectVisible(card.getByText('Members only'));
      await card.getByRole('button', { name: 'I prayed' }).click();
      await expectVisible(card.getByText('You prayed today'));
      other.assertNoConsoleErrors();
    }

    await visit(page, '/dashboard');
    const mine = page.getByRole('article', { name: title });
    await expectVisible(mine.getByText('2 people prayed', { exact: false }));
    await mine.getByLabel('Praise report (optional)').fill('We arrived safely. Thank you!');
    await mine.getByRole('button', { name: 'Mark Answered' }).click();
    await expectVisible(mine.getByText('Answered', { exact: false }));
    expect(await noSidewaysScroll(page)).toBe(true);
    await assertNoSeriousA11yViolations(page);

    await visit(page, '/prayer?answered=true');
    const answered = page.getByRole('article', { name: title });
    await expectVisible(answered.getByText('We arrived safely. Thank you!'));
    requester.assertNoConsoleErrors();
    moderator.assertNoConsoleErrors();
  });

  it(
    'in Spanish and Portuguese: no English, axe clean, nothing sideways at 320 px',
    { timeout: 120_000 },
    async () => {
      const session = await openPage(browser, { viewport: { width: 320, height: 740 } });
      sessions.push(session);
      const { page } = session;
      for (const lang of ['es', 'pt'] as const) {
        expect(await englishLeftovers(page, lang, ['/prayer', '/prayer?answered=true'])).toEqual(
          [],
        );
        await visit(page, `/${lang}/prayer?answered=true`);
        await settle(page);
        await expectNarrowAndAxeClean(page, `${lang}/prayer`);
      }
      session.assertNoConsoleErrors();
    },
  );
});
