/**
 * Newsletter: readers sign up and confirm from the e-mail they receive (one through the
 * confirmation page); an administrator composes a campaign, previews it, sends it to the
 * confirmed subscribers and watches the progress until it is sent; a reader follows the
 * unsubscribe link from the e-mail they received and leaves the list. A sign-up never confirmed
 * is listed as pending and receives nothing. A reader follows a link of the campaign (through the
 * site's own redirect) and the administrator sees the click in the campaign's clicks table.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/accounts';
import { answerCodeStepIfAsked } from './support/sign-in';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  atEachWidth,
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
} from './support/browser';
import { urlOf, ourOrigin } from './support/env';
import { catalogues } from '../contract/messages/catalogues';
import { adminState } from './support/sign-in';
import { waitForMail } from './support/outbox';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = `${Date.now()}-${Math.floor(Math.random() * 1e6)}`;
const readers = [1, 2, 3, 4].map((i) => `reader${i}-${stamp}@example.com`);
const unconfirmed = `unconfirmed-${stamp}@example.com`;

/** A reader's browser (headless Chromium names itself, and bots are not counted). */
const READER_AGENT =
  'Mozilla/5.0 (X11; Linux x86_64) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/130.0 Safari/537.36';

const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true }).first();

/** Subscribes through the API, waiting out the per-IP limit if other tests used it up. */
async function subscribe(email: string) {
  for (let attempt = 0; attempt < 4; attempt++) {
    const res = await fetch(urlOf('/api/newsletter/subscribe'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ourOrigin() },
      body: JSON.stringify({ email }),
    });
    if (res.status === 200) return;
    if (res.status !== 429) throw new Error(`subscribe answered ${res.status}`);
    await new Promise((r) => setTimeout(r, 20_000));
  }
  throw new Error('subscribe kept answering 429');
}

/** The path and query of the confirmation link mailed to `email`. */
async function confirmationLink(email: string): Promise<string> {
  const mail = await waitForMail(email, 10_000, (m) =>
    /confirm your subscription/i.test(m.subject),
  );
  const link = /(https?:\/\/[^\s"<]+\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(
    mail.text,
  )?.[1];
  expect(link, mail.text).toBeDefined();
  const url = new URL(link ?? '');
  return url.pathname + url.search;
}

/** Confirms a sign-up as the page's button does. */
async function confirm(email: string) {
  const token = new URL(await confirmationLink(email), 'http://x').searchParams.get('token');
  const res = await fetch(urlOf('/api/newsletter/confirm'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ourOrigin() },
    body: JSON.stringify({ token }),
  });
  expect(res.status).toBe(200);
}

/**
 * The administrator opens the campaign's clicks in each language: one click on the passage's
 * link, at 390 and 1280 pixels (screenshots in E2E_SHOTS when set), keyboard and axe included.
 */
async function seeClicks(title: string, passage: string) {
  await withPage(browser, { storageState: await adminState() }, async ({ page }) => {
    for (const lang of ['en', 'es', 'pt'] as const) {
      const t = catalogues[lang];
      await visit(page, lang === 'en' ? '/admin' : `/${lang}/admin`);
      await page.getByRole('tab', { name: t['admin.tabs.newsletter'] }).click();
      const campaign = page.getByTestId('campaign').filter({ hasText: title });
      const toggle = campaign.getByRole('button', { name: t['admin.newsletter.clicks.show'] });
      await toggle.focus();
      await page.keyboard.press('Enter');
      expect(await toggle.getAttribute('aria-expanded')).toBe('true');
      const table = campaign.getByRole('group', {
        name: t['admin.newsletter.clicks.label'].replace('{title}', title),
      });
      const row = table.getByRole('row').filter({ hasText: passage });
      await expectVisible(row);
      expect(await row.getByRole('cell').allTextContents()).toEqual(['1', '1']);
      await assertNoSeriousA11yViolations(page);
      await atEachWidth(page, [390, 1280], async (width) => {
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth > document.documentElement.clientWidth,
        );
        expect(sideways, `${lang} at ${width}px scrolls sideways`).toBe(false);
        if (process.env.E2E_SHOTS) {
          await campaign.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `${process.env.E2E_SHOTS}/newsletter-clicks-${lang}-${width}.png`,
          });
        }
      });

      // The analytics tab has the campaign's clicks of the period too.
      await page.getByRole('tab', { name: t['admin.tabs.analytics'] }).click();
      const clicks = page.getByRole('group', { name: t['admin.analytics.table.newsletterClicks'] });
      const line = clicks.getByRole('row').filter({ hasText: title });
      await expectVisible(line);
      expect(await line.getByRole('cell').allTextContents()).toEqual(['1', '1']);
      await assertNoSeriousA11yViolations(page);
      if (process.env.E2E_SHOTS) {
        await atEachWidth(page, [390, 1280], async (width) => {
          await clicks.scrollIntoViewIfNeeded();
          await page.screenshot({
            path: `${process.env.E2E_SHOTS}/analytics-clicks-${lang}-${width}.png`,
          });
        });
      }
    }
  });
}

describe('newsletter', () => {
  it(
    'an admin composes, previews and sends; a reader unsubscribes from the e-mail',
    { timeout: 180_000 },
    async () => {
      for (const email of [...readers, unconfirmed]) await subscribe(email);
      // The first reader confirms on the page the link opens; the others as its button does.
      await withPage(browser, {}, async ({ page }) => {
        await visit(page, await confirmationLink(readers[0] ?? ''));
        await expectVisible(page.getByRole('heading', { name: 'Confirm Subscription' }));
        await assertNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Confirm Subscription' }).click();
        await expectVisible(page.getByRole('heading', { name: 'Subscription Confirmed' }));
      });
      for (const email of readers.slice(1)) await confirm(email);
      const title = `Weekly Insight ${stamp}`;
      const subject = `Stand firm ${stamp}`;
      const passage = urlOf('/bible/Ephesians/6');

      await withPage(browser, {}, async ({ page }) => {
        await visit(page, '/login');
        await page.getByLabel('Email').fill(E2E_ADMIN.email);
        await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await answerCodeStepIfAsked(page, E2E_ADMIN.email);
        await page.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 });

        await visit(page, '/admin');
        await page.getByRole('tab', { name: 'Newsletter' }).click();
        await expectVisible(page.getByTestId('subscriber-count'));
        expect(await page.getByTestId('subscriber-count').textContent()).toMatch(
          /\d+ subscribers?/,
        );
        await expectVisible(page.getByRole('cell', { name: readers[0], exact: true }));
        await expectVisible(
          page
            .getByRole('row')
            .filter({ hasText: unconfirmed })
            .getByRole('cell', { name: 'Pending confirmation' }),
        );
        await assertNoSeriousA11yViolations(page);

        // A missing title, subject or content is named beside its field.
        await page.getByRole('button', { name: 'Send Newsletter' }).click();
        await expectVisible(visibleText(page, 'Title Required'));
        await page.getByLabel('Title').fill(title);
        await page.getByRole('button', { name: 'Send Newsletter' }).click();
        await expectVisible(visibleText(page, 'Subject Required'));
        await page.getByLabel('Subject').fill(subject);
        await page.getByRole('button', { name: 'Send Newsletter' }).click();
        await expectVisible(visibleText(page, 'Content Required'));
        await page
          .getByLabel('Content')
          .fill(
            `Grace and peace to you.\n\nRead **Ephesians 6** this week: [the chapter](${passage}).`,
          );

        // Preview: the e-mail as readers will see it, in our template.
        await page.getByRole('button', { name: 'Preview' }).click();
        const dialog = page.getByRole('dialog', { name: 'Email Preview' });
        await expectVisible(dialog);
        const frame = page.frameLocator('iframe[title="The e-mail as readers will see it"]');
        await expectVisible(frame.getByText('Ephesians 6'));
        await expectVisible(frame.getByRole('link', { name: 'Unsubscribe' }));
        await dialog.getByRole('button', { name: 'Close' }).click();

        // A test copy goes to the signed-in administrator alone, before anyone else.
        // The composer's own (a draft waiting in the history, made by another test, has one too).
        await page
          .locator('form', { has: page.getByLabel('Subject') })
          .getByRole('button', { name: 'Send a test to me' })
          .click();
        await expectVisible(visibleText(page, 'Test sent'));
        const copy = await waitForMail(
          E2E_ADMIN.email,
          10_000,
          (m) => m.subject === `[Test] ${subject}`,
        );
        expect(copy.text).not.toContain(title);
        await expect(
          waitForMail(readers[1] ?? '', 1_000, (m) => m.subject.includes(subject)),
        ).rejects.toThrow(/No mail/);

        // Sending asks first, naming how many readers it goes to and in which languages.
        await page.getByRole('button', { name: 'Send Newsletter' }).click();
        const ask = page.getByRole('dialog', { name: 'Send This Newsletter?' });
        await expectVisible(ask);
        expect(await ask.getByTestId('send-audience').textContent()).toMatch(
          new RegExp(`^Send “${title}” to [\\d,]+ readers: [\\d,]+ in English.*\\?$`),
        );
        await assertNoSeriousA11yViolations(page);
        // Cancel sends nothing and keeps the form.
        await ask.getByRole('button', { name: 'Cancel' }).click();
        await expectHidden(ask);
        expect(await page.getByLabel('Title').inputValue()).toBe(title);
        await page.getByRole('button', { name: 'Send Newsletter' }).click();
        await page
          .getByRole('dialog', { name: 'Send This Newsletter?' })
          .getByRole('button', { name: 'Send Newsletter' })
          .click();
        await expectVisible(visibleText(page, 'Newsletter Sending'));
        // Once sent, the form is cleared.
        expect(await page.getByLabel('Title').inputValue()).toBe('');

        const campaign = page.getByTestId('campaign').filter({ hasText: title });
        await expectVisible(campaign.getByRole('progressbar'));
        await expectVisible(campaign.getByTestId('campaign-status').getByText('sending'));
        await expectVisible(campaign.getByTestId('campaign-status').getByText('sent'), 60_000);
        await expect(campaign.getByRole('progressbar').count()).resolves.toBe(0);
      });

      // A reader opens the link in the mail they received and leaves.
      const mail = await waitForMail(readers[1] ?? '', 30_000, (m) => m.subject === subject);
      expect(mail.subject).toBe(subject);
      // The sign-up never confirmed got the confirmation request and nothing else.
      await expect(waitForMail(unconfirmed, 1_000, (m) => m.subject === subject)).rejects.toThrow(
        /No mail/,
      );
      expect(mail.headers['list-unsubscribe-post']).toBe('List-Unsubscribe=One-Click');
      const link = /(https?:\/\/[^\s"<]+\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(link, mail.text).toBeDefined();
      const target = new URL(link ?? '');

      // The chapter's link goes through the site's redirect, the same for every reader.
      expect(mail.text).not.toContain(passage);
      const counted = /https?:\/\/[^\s"<]+(\/r\/[A-Za-z0-9_-]{11})/.exec(mail.text)?.[1];
      expect(counted, mail.text).toBeDefined();
      expect(mail.html).toContain(`${counted}"`);
      await withPage(browser, { userAgent: READER_AGENT }, async ({ page }) => {
        await visit(page, counted ?? '');
        expect(page.url()).toBe(passage);
      });
      await seeClicks(title, passage);

      await withPage(browser, {}, async ({ page }) => {
        await visit(page, target.pathname + target.search);
        await expectVisible(page.getByRole('heading', { name: 'Unsubscribe' }));
        await assertNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Unsubscribed' }));
        await expectVisible(page.getByText(/You have been unsubscribed/));

        // The same link again: a clear message, not an error page.
        await visit(page, target.pathname + target.search);
        await page.getByRole('button', { name: 'Unsubscribe', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Already Unsubscribed' }));
      });
    },
  );

  // Screens' labels are being translated: Spanish pages are driven by their fields' types.
  it(
    'a reader signs up on /es/, gets a campaign written for Spanish (a Portuguese reader does not) and leaves on /es/unsubscribe',
    { timeout: 180_000 },
    async () => {
      const lucia = `lucia-${stamp}@example.com`;
      const joao = `joao-${stamp}@example.com`;
      await withPage(browser, {}, async ({ page }) => {
        await visit(page, '/es/');
        const form = page.locator('section[aria-labelledby="newsletter-title"] form');
        await form.locator('input[type="email"]').fill(lucia);
        await form.locator('button[type="submit"]').click();
        const mail = await waitForMail(lucia, 10_000, (m) =>
          m.subject.startsWith('Confirme su suscripción'),
        );
        const link = /(https?:\/\/[^\s"<]+\/es\/newsletter\/confirm\?token=[A-Za-z0-9_-]+)/.exec(
          mail.text,
        )?.[1];
        expect(link, mail.text).toBeDefined();
        const target = new URL(link ?? '');
        await visit(page, target.pathname + target.search);
        expect(await page.locator('html').getAttribute('lang')).toBe('es');
        await page.locator('main button').first().click();
        await page.waitForLoadState('networkidle');
      });
      const res = await fetch(urlOf('/api/newsletter/subscribe'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ourOrigin() },
        body: JSON.stringify({ email: joao, language: 'pt' }),
      });
      expect(res.status).toBe(200);
      const ptMail = await waitForMail(joao, 10_000, (m) => m.subject.startsWith('Confirme sua'));
      const ptToken = /\/pt\/newsletter\/confirm\?token=([A-Za-z0-9_-]+)/.exec(ptMail.text)?.[1];
      const confirmed = await fetch(urlOf('/api/newsletter/confirm'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ourOrigin() },
        body: JSON.stringify({ token: ptToken }),
      });
      expect(confirmed.status).toBe(200);

      const subject = `Noticias ${stamp}`;
      await withPage(browser, {}, async ({ page }) => {
        await visit(page, '/login');
        await page.getByLabel('Email').fill(E2E_ADMIN.email);
        await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
        await page.getByRole('button', { name: 'Sign In', exact: true }).click();
        await answerCodeStepIfAsked(page, E2E_ADMIN.email);
        await page.waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 });
        await visit(page, '/admin');
        await page.getByRole('tab', { name: 'Newsletter' }).click();
        const counts = page.getByRole('list', { name: 'Active subscribers by language' });
        await expectVisible(counts.getByText(/Español: [1-9]/));
        await expectVisible(counts.getByText(/Português: [1-9]/));
        await page.getByLabel('Show subscribers who read').selectOption('es');
        await expectVisible(page.getByRole('cell', { name: lucia, exact: true }));
        await expectHidden(page.getByRole('cell', { name: joao, exact: true }));

        await page.getByLabel('Written for').selectOption('es');
        await page.getByLabel('Title').fill(`Palabra ${stamp}`);
        await page.getByLabel('Subject').fill(subject);
        await page.getByLabel('Content').fill('Gracia y paz a ustedes.');
        await page.getByRole('button', { name: 'Send Newsletter' }).click();
        // Written for Spanish: the question names its Spanish readers only.
        const ask = page.getByRole('dialog', { name: 'Send This Newsletter?' });
        expect(await ask.getByTestId('send-audience').textContent()).toMatch(
          /readers?: [\d,]+ in Spanish\?$/,
        );
        await ask.getByRole('button', { name: 'Send Newsletter' }).click();
        await expectVisible(visibleText(page, 'Newsletter Sending'));
        const campaign = page.getByTestId('campaign').filter({ hasText: `Palabra ${stamp}` });
        await expectVisible(campaign.getByText('Español'));
        await expectVisible(campaign.getByTestId('campaign-status').getByText('sent'), 60_000);
        await assertNoSeriousA11yViolations(page);
      });

      const mail = await waitForMail(lucia, 30_000, (m) => m.subject === subject);
      expect(mail.text).toContain(
        'Usted recibe este mensaje porque se suscribió a nuestro boletín.',
      );
      await expect(waitForMail(joao, 1_000, (m) => m.subject === subject)).rejects.toThrow(
        /No mail/,
      );
      const link = /(https?:\/\/[^\s"<]+\/es\/unsubscribe\?token=[A-Za-z0-9_-]+)/.exec(
        mail.text,
      )?.[1];
      expect(link, mail.text).toBeDefined();
      const target = new URL(link ?? '');
      await withPage(browser, {}, async ({ page }) => {
        await visit(page, target.pathname + target.search);
        expect(await page.locator('html').getAttribute('lang')).toBe('es');
        await assertNoSeriousA11yViolations(page);
        await page.locator('main button').first().click();
        await page.waitForLoadState('networkidle');
      });
      // The reader is gone: the list of Spanish readers no longer has them.
      const again = await fetch(urlOf('/api/newsletter/unsubscribe'), {
        method: 'POST',
        headers: { 'content-type': 'application/json', ...ourOrigin() },
        body: JSON.stringify({ token: target.searchParams.get('token') }),
      });
      expect((await again.json()).unsubscribed).toBe(false);
    },
  );
});
