/**
 * With JavaScript off (or failed), the newsletter sign-up and the contact form still work: they
 * are posted as plain HTML forms and the page comes back showing the outcome, in its language.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { es } from '../contract/messages/es';
import { pt } from '../contract/messages/pt';
import { expectVisible, launchBrowser, visit, withPage, type PageSession } from './support/browser';
import { waitForMail } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const noScript = { javaScriptEnabled: false } as const;

/** The page answering a post with mistakes in it comes with status 400, which Chromium logs. */
function allowAnswer400(session: PageSession) {
  session.allowConsoleError({
    reason: 'the page answering a form with mistakes has status 400 on purpose',
    text: /^Failed to load resource: the server responded with a status of 400/,
  });
}

const visibleText = (page: Page, text: string) =>
  page.getByText(text).filter({ visible: true }).first();

/** Submits a form and waits for the page the server answers with. */
async function submit(page: Page, form: ReturnType<Page['locator']>) {
  await Promise.all([
    page.waitForNavigation({ waitUntil: 'load' }),
    form.locator('button[type="submit"]').click(),
  ]);
}

describe('the newsletter sign-up without JavaScript', () => {
  it('subscribes and shows the success text', async () => {
    await withPage(browser, noScript, async ({ page }) => {
      const email = `plain-${stamp}@example.com`;
      await visit(page, '/');
      const form = page.locator('form', { has: page.locator('input[name="email"]') });
      await form.locator('input[name="email"]').fill(email);
      await submit(page, form);
      expect(new URL(page.url()).pathname).toBe('/');
      await expectVisible(visibleText(page, 'Successfully subscribed!'));
      await expectVisible(
        visibleText(page, `Almost there: we sent a link to ${email}. Follow it to confirm`),
      );
      const mail = await waitForMail(email);
      expect(mail.subject).toMatch(/confirm your subscription/i);
    });
  });

  it('shows the validation message for a bad address, in English and in Portuguese', async () => {
    await withPage(browser, noScript, async (session) => {
      const { page } = session;
      allowAnswer400(session);
      for (const [home, message] of [
        ['/', 'Please enter a valid email address'],
        ['/pt/', pt['rule.emailInvalid']],
      ] as const) {
        await visit(page, home);
        const form = page.locator('form', { has: page.locator('input[name="email"]') });
        // The browser's own check lets this through; the contract's schema does not.
        await form.locator('input[name="email"]').fill('reader@example');
        await submit(page, form);
        await expectVisible(visibleText(page, message));
        expect(await form.locator('input[name="email"]').inputValue()).toBe('reader@example');
      }
    });
  });
});

describe('the contact form without JavaScript', () => {
  const fill = async (page: Page, email: string) => {
    await page.locator('input[name="name"]').fill('Lydia');
    await page.locator('input[name="email"]').fill(email);
    await page.locator('select[name="subject"]').selectOption('doctrine');
    await page.locator('textarea[name="message"]').fill('Where does Acts 16 say I was baptised?');
    await page.locator('input[name="consent"]').check();
  };

  it('sends the message and shows the success text', async () => {
    await withPage(browser, noScript, async ({ page }) => {
      const email = `lydia-${stamp}@example.com`;
      await visit(page, '/contact');
      await fill(page, email);
      await submit(page, page.locator('form[action="/contact"]'));
      await expectVisible(
        visibleText(page, "Message was successfully sent! We'll get back to you soon."),
      );
      // The acknowledgement to the sender shows the message was received, not just answered.
      await waitForMail(email);
    });
  });

  it('shows the validation message for a bad address, in English and in Spanish', async () => {
    await withPage(browser, noScript, async (session) => {
      const { page } = session;
      allowAnswer400(session);
      for (const [address, message] of [
        ['/contact', 'Please enter a valid email address'],
        ['/es/contact', es['rule.emailInvalid']],
      ] as const) {
        await visit(page, address);
        await fill(page, 'not-an-address');
        await submit(page, page.locator(`form[action="${address}"]`));
        await expectVisible(visibleText(page, message));
        expect(await page.locator('textarea[name="message"]').inputValue()).toContain('Acts 16');
      }
    });
  });

  it('sends from the Spanish page and answers in Spanish', async () => {
    await withPage(browser, noScript, async ({ page }) => {
      await visit(page, '/es/contact');
      await fill(page, `lidia-${stamp}@example.com`);
      await submit(page, page.locator('form[action="/es/contact"]'));
      expect(await page.locator('html').getAttribute('lang')).toBe('es');
      await expectVisible(visibleText(page, es['contact.sentBanner']));
    });
  });
});
