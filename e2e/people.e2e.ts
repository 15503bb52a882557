/**
 * The team: the owner invites an editor by e-mail from the People tab; the editor accepts from the
 * mailed link, chooses a password, sets up two-step verification, and finds the publishing tabs
 * but no Giving. The owner then suspends a member, who can no longer sign in, and the Audit tab
 * lists it. A treasurer joins the same way and reads the giving reports, but no conversation and
 * no content. Accessible, nothing sideways at 320 px.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  atEachWidth,
  expectVisible,
  launchBrowser,
  openPage,
  visit,
  type PageSession,
} from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { verifyAddressByMail, waitForMail } from './support/outbox';
import { E2E_ADMIN } from './support/accounts';
import { codeAt, currentStep, nextAdminCode } from './support/second-factor';
import { signInAsAdmin } from './support/sign-in';

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
const password = 'faithful in little things 9';

async function open(width = 1280): Promise<PageSession> {
  const session = await openPage(browser, { viewport: { width, height: 900 } });
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

describe('the team', () => {
  it(
    'an editor is invited, joins with two-step verification, and sees no Giving',
    { timeout: 240_000 },
    async () => {
      const editorEmail = `editor-${stamp}@example.com`;
      const owner = await open();
      await signInAsAdmin(owner.page);
      await visit(owner.page, '/admin');
      await owner.page.getByRole('tab', { name: 'People' }).click();
      await expectVisible(owner.page.getByRole('heading', { name: 'Invite to the Team' }));
      await owner.page.getByLabel('E-mail address').fill(editorEmail);
      await owner.page.getByRole('checkbox', { name: 'Editor' }).first().check();
      await owner.page.getByRole('button', { name: 'Send Invitation' }).click();
      const pending = owner.page.getByRole('listitem').filter({ hasText: editorEmail });
      await expectVisible(pending);
      await assertNoSeriousA11yViolations(owner.page);
      expect(await sidewaysAt320(owner.page)).toBe(0);

      const mail = await waitForMail(editorEmail, 10_000, (m) =>
        m.text.includes('accept-invitation'),
      );
      expect(mail.text).toContain('invites you to help with the ministry’s website as Editor');
      const link = /\/accept-invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];
      expect(link).toBeDefined();

      const editor = await open(390);
      const { page } = editor;
      await visit(page, link ?? '/');
      await expectVisible(page.getByRole('heading', { name: 'Join the Team' }));
      await assertNoSeriousA11yViolations(page);
      expect(await sidewaysAt320(page)).toBe(0);
      await page.getByLabel('First Name').fill('Phoebe');
      await page.getByLabel('Last Name').fill('Cenchreae');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Accept' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Welcome to the team' }));
      await page.getByRole('link', { name: 'Set Up Two-Step Verification' }).click();

      await page.getByRole('tab', { name: 'Security Settings' }).click();
      const setUp = page.getByRole('form', { name: 'Set Up Two-Step Verification' });
      await setUp.getByLabel('Current Password').fill(password);
      await setUp.getByRole('button', { name: 'Set Up Two-Step Verification' }).click();
      await expectVisible(page.getByRole('img', { name: /QR code/ }));
      const secret = (await page.getByLabel('Setup key').innerText()).trim();
      const codeField = page.getByLabel('Authentication Code');
      await codeField.fill(codeAt(secret, currentStep()));
      await page.getByRole('button', { name: 'Turn On' }).click();
      await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();

      await visit(page, '/admin');
      await expectVisible(page.getByRole('tab', { name: 'Articles' }));
      expect(await page.getByRole('tab', { name: 'Donations' }).count()).toBe(0);
      expect(await page.getByRole('tab', { name: 'People' }).count()).toBe(0);
      const giving = await page.request.get(
        urlOf('/api/admin/donations/export?from=2026-01-01&to=2026-12-31'),
      );
      expect(giving.status()).toBe(403);
      await assertNoSeriousA11yViolations(page);
      // The editor publishes an article and renames it; the owner's Audit tab lists both under
      // their name, the edit with the title before and after.
      const draft = {
        title: `Phoebe's first article ${stamp}`,
        excerpt: 'A servant of the church at Cenchreae.',
        content: 'Paul commends Phoebe to the church in Rome (Romans 16:1-2).',
        category: 'Practice',
        language: 'en',
        status: 'published',
      };
      const article = await page.request.post(urlOf('/api/admin/articles'), {
        headers: ourOrigin(),
        data: draft,
      });
      expect(article.status(), await article.text()).toBe(201);
      const { id: articleId } = (await article.json()) as { id: number };
      const renamed = await page.request.put(urlOf(`/api/admin/articles/${articleId}`), {
        headers: ourOrigin(),
        data: { ...draft, title: `Phoebe commended ${stamp}` },
      });
      expect(renamed.status(), await renamed.text()).toBe(200);
      await owner.page.getByRole('tab', { name: 'Audit' }).click();
      await owner.page.getByLabel('Person (e-mail)').fill(editorEmail);
      await owner.page.getByRole('button', { name: 'Show' }).click();
      await expectVisible(
        owner.page.getByRole('listitem').filter({ hasText: 'POST /api/admin/articles' }).first(),
      );
      await expectVisible(
        owner.page
          .getByRole('listitem')
          .filter({
            hasText: `title: "Phoebe's first article ${stamp}" → "Phoebe commended ${stamp}"`,
          })
          .first(),
      );
      // A long before → after line wraps inside the list, at a phone's width too.
      expect(await sidewaysAt320(owner.page)).toBe(0);
      await atEachWidth(owner.page, [390, 1280], async (width) => {
        if (process.env.E2E_SHOTS) {
          await owner.page.screenshot({
            path: `${process.env.E2E_SHOTS}/audit-en-${width}.png`,
            fullPage: true,
          });
        }
      });
      await owner.page.getByRole('tab', { name: 'People' }).click();

      // The editor lost their phone: the owner removes their factors, proving it is them first.
      await owner.page.getByLabel('Search by name or e-mail').fill(editorEmail);
      await owner.page.getByRole('button', { name: 'Show' }).click();
      await owner.page.getByRole('button', { name: 'Open Phoebe Cenchreae' }).click();
      await owner.page
        .getByRole('button', { name: 'Remove Passkeys and Two-Step Verification' })
        .click();
      const dialog = owner.page.getByRole('dialog');
      await dialog.getByLabel('Current Password').fill('not the password');
      await dialog.getByLabel('Authentication Code').fill('000000');
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expectVisible(dialog.getByText('Current password is incorrect'));
      await assertNoSeriousA11yViolations(owner.page);
      await dialog.getByLabel('Current Password').fill(E2E_ADMIN.password);
      await dialog.getByLabel('Authentication Code').fill(await nextAdminCode());
      await dialog.getByRole('button', { name: 'Remove', exact: true }).click();
      await expectVisible(owner.page.getByText('Sign-in Methods Removed').first());
      await expectVisible(owner.page.getByText('No authenticator app').first());
    },
  );

  it(
    'a treasurer joins, reads the giving reports, and cannot open conversations or content',
    { timeout: 240_000 },
    async () => {
      const treasurerEmail = `treasurer-${stamp}@example.com`;
      const owner = await open();
      await signInAsAdmin(owner.page);
      await visit(owner.page, '/admin');
      await owner.page.getByRole('tab', { name: 'People' }).click();
      await owner.page.getByLabel('E-mail address').fill(treasurerEmail);
      await owner.page.getByRole('checkbox', { name: 'Treasurer' }).first().check();
      await owner.page.getByRole('button', { name: 'Send Invitation' }).click();
      await expectVisible(owner.page.getByRole('listitem').filter({ hasText: treasurerEmail }));
      const mail = await waitForMail(treasurerEmail, 10_000, (m) =>
        m.text.includes('accept-invitation'),
      );
      expect(mail.text).toContain('as Treasurer');
      const link = /\/accept-invitation\?token=[A-Za-z0-9_-]+/.exec(mail.text)?.[0];

      const treasurer = await open(390);
      const { page } = treasurer;
      await visit(page, link ?? '/');
      await page.getByLabel('First Name').fill('Erastus');
      await page.getByLabel('Last Name').fill('Corinth');
      await page.getByLabel('Password', { exact: true }).fill(password);
      await page.getByRole('button', { name: 'Accept' }).click();
      await page.getByRole('link', { name: 'Set Up Two-Step Verification' }).click();
      await page.getByRole('tab', { name: 'Security Settings' }).click();
      const setUp = page.getByRole('form', { name: 'Set Up Two-Step Verification' });
      await setUp.getByLabel('Current Password').fill(password);
      await setUp.getByRole('button', { name: 'Set Up Two-Step Verification' }).click();
      await expectVisible(page.getByRole('img', { name: /QR code/ }));
      const secret = (await page.getByLabel('Setup key').innerText()).trim();
      await page.getByLabel('Authentication Code').fill(codeAt(secret, currentStep()));
      await page.getByRole('button', { name: 'Turn On' }).click();
      await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();

      await visit(page, '/admin');
      await expectVisible(page.getByRole('tab', { name: 'Donations' }));
      for (const tab of ['Conversations', 'Messages', 'Articles', 'People']) {
        expect(await page.getByRole('tab', { name: tab }).count(), tab).toBe(0);
      }
      await assertNoSeriousA11yViolations(page);
      // The giving chart follows the width a frame after it changes: asked until it has.
      await page.setViewportSize({ width: 320, height: 740 });
      await expect
        .poll(() =>
          page.evaluate(() => {
            const root = document.scrollingElement ?? document.documentElement;
            return root.scrollWidth - root.clientWidth;
          }),
        )
        .toBe(0);
      await page.setViewportSize({ width: 390, height: 900 });
      const giving = await page.request.get(
        urlOf('/api/admin/donations/export?from=2026-01-01&to=2026-12-31'),
      );
      expect(giving.status()).toBe(200);
      for (const path of ['/api/admin/conversations', '/api/admin/articles']) {
        expect((await page.request.get(urlOf(path))).status(), path).toBe(403);
      }
    },
  );

  it(
    'a suspended member cannot sign in, and the audit lists it',
    { timeout: 120_000 },
    async () => {
      const email = `spammer-${stamp}@example.com`;
      const memberPassword = 'quiet words of spring 4';
      const register = await fetch(urlOf('/api/auth/register'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ourOrigin() },
        body: JSON.stringify({
          email,
          password: memberPassword,
          firstName: 'Demas',
          lastName: 'Gone',
        }),
      });
      expect(register.status).toBe(201);
      await verifyAddressByMail(email);

      const owner = await open();
      const { page } = owner;
      await signInAsAdmin(page);
      await visit(page, '/admin');
      await page.getByRole('tab', { name: 'People' }).click();
      await page.getByLabel('Search by name or e-mail').fill(email);
      await page.getByRole('button', { name: 'Show' }).click();
      await page.getByRole('button', { name: 'Open Demas Gone' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Demas Gone' }));
      await assertNoSeriousA11yViolations(page);
      expect(await sidewaysAt320(page)).toBe(0);
      await page.getByRole('button', { name: 'Suspend' }).click();
      await page.getByRole('dialog').getByRole('button', { name: 'Suspend' }).click();
      await expectVisible(page.getByText('Suspended: this person cannot sign in.'));

      const login = await fetch(urlOf('/api/auth/login'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ourOrigin() },
        body: JSON.stringify({ email, password: memberPassword }),
      });
      expect(login.status).toBe(403);
      expect(((await login.json()) as { message: string }).message).toBe(
        'This account is suspended. Please contact the ministry.',
      );

      await page.getByRole('button', { name: 'Back to People' }).click();
      await page.getByRole('tab', { name: 'Audit' }).click();
      await page.getByLabel('Action').selectOption('people.suspend');
      await page.getByRole('button', { name: 'Show' }).click();
      await expectVisible(page.getByRole('listitem').filter({ hasText: email }).first());
      await assertNoSeriousA11yViolations(page);
      expect(await sidewaysAt320(page)).toBe(0);
    },
  );
});
