/**
 * A member's privacy rights: a member with a conversation and a published question asks for
 * their data on the profile's Your Data tab, sees it being prepared, is e-mailed when it is ready
 * and downloads the archive (it holds the conversation), then deletes
 * their account with their password: they cannot sign in again, and the published question no
 * longer shows their name. Accessible, nothing sideways at 320 px.
 */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { strFromU8, unzipSync } from 'fflate';
import type { MyData } from '../contract/privacy';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, openPage, visit, type PageSession } from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { verifyAddressByMail, waitForMail } from './support/outbox';
import { signInAsAdmin, signInThroughApi } from './support/sign-in';

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
const password = 'the truth shall make you free 8';

async function open(): Promise<PageSession> {
  const session = await openPage(browser, { viewport: { width: 1280, height: 900 } });
  sessions.push(session);
  return session;
}

/** How far the page scrolls sideways at 320 px (0: not at all). */
async function sidewaysAt320(page: Page): Promise<number> {
  const before = page.viewportSize();
  await page.setViewportSize({ width: 320, height: 740 });
  const by = await page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });
  if (before) await page.setViewportSize(before);
  return by;
}

describe("a member's data", () => {
  it(
    'is downloaded with their conversation, then the account is deleted for good',
    { timeout: 240_000 },
    async () => {
      const email = `eunice-${stamp}@example.com`;
      const subject = `About Timothy's faith ${stamp}`;
      const questionTitle = `Who was Lois ${stamp}?`;
      const member = await open();
      const { page } = member;
      const registered = await page.request.post(urlOf('/api/auth/register'), {
        headers: ourOrigin(),
        data: { email, password, firstName: 'Eunice', lastName: 'Lystra' },
      });
      expect(registered.status()).toBe(201);
      await verifyAddressByMail(email);
      await signInThroughApi(page, email, password);
      const started = await page.request.post(urlOf('/api/conversations'), {
        headers: ourOrigin(),
        multipart: { title: subject, category: 'doctrine', content: 'How do I teach my son?' },
      });
      expect(started.status(), await started.text()).toBe(201);
      const asked = await page.request.post(urlOf('/api/questions'), {
        headers: ourOrigin(),
        data: {
          title: questionTitle,
          content: 'She is named in the second letter to Timothy.',
          category: 'doctrine',
        },
      });
      expect(asked.status(), await asked.text()).toBe(201);
      const { id: questionId } = (await asked.json()) as { id: number };
      const staff = await open();
      await signInAsAdmin(staff.page);
      const published = await staff.page.request.patch(urlOf(`/api/questions/${questionId}`), {
        headers: ourOrigin(),
        data: { isPublic: true },
      });
      expect(published.status(), await published.text()).toBe(200);
      const before = await staff.page.request.get(urlOf(`/api/questions/${questionId}`));
      expect(await before.text()).toContain('Eunice');

      await visit(page, '/profile?tab=data');
      await expectVisible(page.getByRole('heading', { name: 'Download My Data' }));
      await assertNoSeriousA11yViolations(page);
      expect(await sidewaysAt320(page)).toBe(0);

      await page.getByRole('button', { name: 'Prepare My Data' }).click();
      // Made in the background: the tab follows it until the link is there.
      const link = page.getByRole('link', { name: 'Download My Data (ZIP)' });
      await expectVisible(link, 30_000);
      const mail = await waitForMail(email, 15_000, (m) =>
        m.subject.includes('Your data is ready'),
      );
      expect(mail.text).toContain('/profile?tab=data');
      await assertNoSeriousA11yViolations(page);
      expect(await sidewaysAt320(page)).toBe(0);

      const [download] = await Promise.all([page.waitForEvent('download'), link.click()]);
      expect(download.suggestedFilename()).toMatch(/^my-data-\d{4}-\d{2}-\d{2}\.zip$/);
      const zip = unzipSync(new Uint8Array(await readFile(await download.path())));
      expect(strFromU8(zip['README.txt'] ?? new Uint8Array())).toContain('This archive');
      const account = JSON.parse(strFromU8(zip['account.json'] ?? new Uint8Array())) as Pick<
        MyData,
        'account'
      >;
      expect(account.account.email).toBe(email);
      const threads = JSON.parse(
        strFromU8(zip['conversations.json'] ?? new Uint8Array()),
      ) as MyData['conversations'];
      expect(threads.map((c) => c.title)).toEqual([subject]);
      expect(threads[0]?.messages[0]?.content).toBe('How do I teach my son?');
      const questions = JSON.parse(strFromU8(zip['questions.json'] ?? new Uint8Array())) as {
        title: string;
      }[];
      expect(questions.map((q) => q.title)).toEqual([questionTitle]);

      const form = page.getByRole('form', { name: 'Delete My Account' });
      await form.getByLabel('Current Password').fill('not my password');
      await form.getByRole('button', { name: 'Delete My Account' }).click();
      await expectVisible(form.getByText('Current password is incorrect'));
      await form.getByLabel('Current Password').fill(password);
      await form.getByRole('button', { name: 'Delete My Account' }).click();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 15_000 });
      await expectVisible(page.getByText('Your account was deleted').first());

      const again = await page.request.post(urlOf('/api/auth/login'), {
        headers: ourOrigin(),
        data: { email, password },
      });
      expect(again.status()).toBe(401);
      const visitor = await open();
      await visit(visitor.page, `/questions/${questionId}`);
      await expectVisible(visitor.page.getByRole('heading', { name: questionTitle }));
      await expect.poll(() => visitor.page.locator('main').innerText()).not.toContain('Eunice');
    },
  );
});
