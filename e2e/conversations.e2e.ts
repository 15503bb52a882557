/** Member portal and admin conversations: a private thread with an attachment, both sides. */
import { readFile } from 'node:fs/promises';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/accounts';
import { answerCodeStepIfAsked } from './support/sign-in';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectHidden, expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { urlOf, ourOrigin } from './support/env';
import { waitForMail } from './support/outbox';
import { signedInState } from './support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const uniqueEmail = (name: string) =>
  `${name}-${Date.now()}-${Math.floor(Math.random() * 1e6)}@example.com`;

const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true }).first();

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog /Pages 2 0 R >> endobj\n' +
    '2 0 obj << /Type /Pages /Kids [] /Count 0 >> endobj\n' +
    'trailer << /Root 1 0 R >>\n%%EOF\n',
);

async function register(email: string, password: string, firstName: string) {
  const res = await fetch(urlOf('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ourOrigin() },
    body: JSON.stringify({ email, password, firstName, lastName: 'Berea' }),
  });
  expect(res.status).toBe(201);
}

/** Signs in through the form; a new account is greeted 'Welcome!', a returning one 'Welcome Back!'. */
async function signIn(page: Page, email: string, password: string, greeting = 'Welcome Back!') {
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await answerCodeStepIfAsked(page, email);
  await expectVisible(visibleText(page, greeting));
  await page.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 });
}

const conversationButton = (page: Page, title: string) =>
  page.getByRole('button', { name: new RegExp(title) }).first();

describe('private conversations', () => {
  it('a member writes with a PDF, the ministry reads, downloads and replies', async () => {
    const memberEmail = uniqueEmail('lydia');
    const password = 'purple cloth 16';
    const title = `Seventy weeks ${Date.now()}`;
    await register(memberEmail, password, 'Lydia');

    await withPage(browser, {}, async (member) => {
      const page = member.page;
      await signIn(page, memberEmail, password, 'Welcome!');
      await visit(page, '/member-portal');
      await expectVisible(page.getByRole('heading', { name: 'Member Portal' }));

      await page.getByRole('button', { name: 'New Conversation' }).click();
      const dialog = page.getByRole('dialog');
      const startButton = dialog.getByRole('button', { name: 'Start Conversation' });
      expect(await startButton.isDisabled()).toBe(true);
      await dialog.getByLabel('Subject').fill(title);
      await dialog.getByLabel('Category').selectOption('prophecy');
      await dialog.getByLabel('Message').fill('How should I read Daniel 9?');

      // A refused type is caught before any upload.
      await dialog.getByLabel('Attach files').setInputFiles({
        name: 'tool.exe',
        mimeType: 'application/x-msdownload',
        buffer: Buffer.from('MZ not really'),
      });
      await expectVisible(visibleText(page, 'Invalid File Type'));

      await dialog.getByLabel('Attach files').setInputFiles({
        name: 'study-notes.pdf',
        mimeType: 'application/pdf',
        buffer: pdf,
      });
      await expectVisible(dialog.getByText('study-notes.pdf', { exact: false }));
      await startButton.click();
      await expectVisible(visibleText(page, 'Conversation Started'));
      await expectHidden(page.getByRole('dialog'));
      await expectVisible(page.getByText('How should I read Daniel 9?'));
      await expectVisible(page.getByRole('link', { name: /study-notes\.pdf/ }));
      await assertNoSeriousA11yViolations(page);

      // The ministry: sees it unread, opens it, downloads the same bytes, replies.
      await withPage(browser, {}, async (admin) => {
        const adminPage = admin.page;
        await signIn(adminPage, E2E_ADMIN.email, E2E_ADMIN.password);
        await visit(adminPage, '/admin');
        const item = conversationButton(adminPage, title);
        await expectVisible(item);
        await expectVisible(item.getByTestId('unread-badge'));
        expect(await item.getByTestId('unread-badge').innerText()).toMatch(/^1/);
        await expectVisible(item.getByText(memberEmail, { exact: false }));
        await item.click();
        await expectVisible(adminPage.getByText('How should I read Daniel 9?'));
        await expectHidden(item.getByTestId('unread-badge'));
        await assertNoSeriousA11yViolations(adminPage);

        const [download] = await Promise.all([
          adminPage.waitForEvent('download'),
          adminPage.getByRole('link', { name: /study-notes\.pdf/ }).click(),
        ]);
        expect(download.suggestedFilename()).toBe('study-notes.pdf');
        const downloaded = await readFile(await download.path());
        expect(downloaded.equals(pdf)).toBe(true);

        // The member is elsewhere when the reply comes: the list will show it unread.
        await visit(page, '/member-portal');

        await adminPage.getByLabel('Reply to the member').fill('Read it beside Luke 21.');
        await adminPage.getByRole('button', { name: 'Send', exact: true }).click();
        await expectVisible(visibleText(adminPage, 'Message Sent'));
        await expectVisible(adminPage.getByText('Read it beside Luke 21.'));

        const mail = await waitForMail(
          memberEmail,
          10_000,
          (m) => m.subject === `New reply: ${title}`,
        );
        expect(mail.text).toContain('/member-portal?conversation=');

        // The member's list: unread badge; opening the thread shows the reply and clears it.
        await visit(page, '/member-portal');
        const mine = conversationButton(page, title);
        await expectVisible(mine.getByTestId('unread-badge'));
        await mine.click();
        await expectVisible(page.getByText('Read it beside Luke 21.'));
        await expectHidden(mine.getByTestId('unread-badge'));
        // The server kept the mark: the list loaded afresh shows none either.
        await visit(page, '/member-portal');
        const again = conversationButton(page, title);
        await expectVisible(again);
        await expectHidden(again.getByTestId('unread-badge'));
        await again.click();
        await expectVisible(page.getByText('Read it beside Luke 21.'));

        // While the thread is open, a new reply appears without reloading.
        await adminPage.getByLabel('Reply to the member').fill('And Matthew 24.');
        await adminPage.getByRole('button', { name: 'Send', exact: true }).click();
        await expectVisible(page.getByText('And Matthew 24.'), 15_000);

        // And the member's answer reaches the open admin thread the same way.
        await page.getByLabel('Your reply').fill('Thank you, that helps.');
        await page.getByRole('button', { name: 'Send', exact: true }).click();
        await expectVisible(visibleText(page, 'Message Sent'));
        await expectVisible(adminPage.getByText('Thank you, that helps.'), 15_000);

        // A lost phone: the ministry signs the member out on every device.
        await adminPage.getByRole('button', { name: 'Sign Out Everywhere' }).click();
        const confirm = adminPage.getByRole('dialog');
        await expectVisible(
          confirm.getByRole('heading', { name: /^Sign Lydia .* Out Everywhere\?$/ }),
        );
        await assertNoSeriousA11yViolations(adminPage);
        await confirm.getByRole('button', { name: 'Sign Out', exact: true }).click();
        await expectVisible(visibleText(adminPage, 'Signed Out Everywhere'));
        await expectHidden(confirm);
        member.allowConsoleError({
          reason: 'the ended session is answered 401 once, as the browser still holds its cookie',
          text: /^Failed to load resource: the server responded with a status of 401/,
          url: /\/api\/auth\/me$/,
        });
        // Not visit(): the thread's poll, cut off by the navigation, can leave Playwright counting
        // a request forever, so the network never looks idle; the heading is the proof.
        await page.goto(urlOf('/member-portal'));
        await expectVisible(page.getByRole('heading', { name: 'Access Restricted' }));
        // The administrator's own session is untouched.
        await visit(adminPage, '/admin');
        await expectVisible(conversationButton(adminPage, title));
      });
    });
  });

  it('keeps the reply and its file when a limit refuses it, and says why', async () => {
    const email = uniqueEmail('tychicus');
    const password = 'faithful minister 7';
    await register(email, password, 'Tychicus');
    const state = await signedInState({ email, password });
    const cookie = state.cookies.map((c) => `${c.name}=${c.value}`).join('; ');
    const post = (path: string, fields: Record<string, string>, file?: Buffer) => {
      const form = new FormData();
      for (const [name, value] of Object.entries(fields)) form.append(name, value);
      if (file)
        form.append('files', new Blob([new Uint8Array(file)], { type: 'text/plain' }), 'big.txt');
      return fetch(urlOf(path), {
        method: 'POST',
        headers: { cookie, ...ourOrigin() },
        body: form,
      });
    };
    // The e2e server keeps 12 MB of attachments per member (global-setup.ts): 10 are used.
    const started = await post(
      '/api/conversations',
      { title: `Many questions ${Date.now()}`, category: 'general', content: 'Question 1' },
      Buffer.alloc(10 * 1024 * 1024, 0x41),
    );
    expect(started.status).toBe(201);
    const { conversationId } = (await started.json()) as { conversationId: number };

    await withPage(browser, { storageState: state }, async (session) => {
      const { page } = session;
      // The refused requests are logged by the browser; the toast is what the member sees.
      session.allowConsoleError({ reason: 'the refused sends', text: /status of (413|429)/ });
      await visit(page, `/member-portal?conversation=${conversationId}`);
      await expectVisible(page.getByText('Question 1', { exact: true }));
      const reply = page.getByLabel('Your reply');
      const send = page.getByRole('button', { name: 'Send', exact: true });
      const text = 'Here are my notes, 3 MB of them.';
      await reply.fill(text);
      await page.getByLabel('Attach files').setInputFiles({
        name: 'long-notes.txt',
        mimeType: 'text/plain',
        buffer: Buffer.alloc(3 * 1024 * 1024, 0x42),
      });
      const chosen = page.getByRole('list', { name: 'Chosen files' }).getByText(/long-notes/);

      // Beyond the storage: refused part way through the upload, the reply and its file kept.
      await send.click();
      await expectVisible(visibleText(page, 'Failed to send message'));
      await expectVisible(
        visibleText(
          page,
          'Your attachments have reached their limit of 12 MB in all. Send your message without files.',
        ),
      );
      expect(await reply.inputValue()).toBe(text);
      await expectVisible(chosen);
      await assertNoSeriousA11yViolations(page);

      // The hour's 30 messages used up (the refused one did not count): refused before the upload.
      for (let i = 2; i <= 30; i++) {
        const res = await post(`/api/conversations/${conversationId}/messages`, {
          content: `Question ${i}`,
        });
        expect(res.status).toBe(201);
      }
      await send.click();
      await expectVisible(
        page
          .getByText(/^Too many requests\. Please try again in \d+ minutes\.$/)
          .filter({ visible: true })
          .first(),
      );
      expect(await reply.inputValue()).toBe(text);
      await expectVisible(chosen);
    });
  });

  it('asks a signed-out visitor to log in, accessibly', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/member-portal');
      await expectVisible(page.getByRole('heading', { name: 'Access Restricted' }));
      await expectVisible(page.getByRole('link', { name: 'Login' }).last());
      await expectVisible(page.getByRole('link', { name: 'Register' }));
      await assertNoSeriousA11yViolations(page);
    });
  });
});
