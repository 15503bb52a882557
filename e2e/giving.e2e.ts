/**
 * Contact and donations: the contact form end to end (mail in the outbox); the donate page's
 * rules; the administrator's Donations tab.
 */
import type { Browser, Page } from 'playwright-core';
import { en } from '../contract/messages/en';
import { es } from '../contract/messages/es';
import type { RunningServer } from '../scripts/lib/server-process';
import { signedEvent, stripeEvent, type FakeStripe } from '../server/test/stripe';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
  type PageSession,
} from './support/browser';
import { waitForMail } from './support/outbox';
import { signInAsAdmin } from './support/sign-in';
import { startServerWithStripe } from './support/stripe-server';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true }).first();

/** The e2e server has no Stripe keys: its 503 answers are expected. */
function allowNotSetUp(session: PageSession) {
  session.allowConsoleError({
    reason: 'online giving is not set up on the test server (503 on purpose)',
    text: /^Failed to load resource: the server responded with a status of 503/,
    url: /\/api\/(create-payment-intent|donations\/confirm)$/,
  });
}

describe('contact', () => {
  it('sends a message: banner, toast, form cleared, e-mail to the ministry', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/contact');
      await expectVisible(page.getByRole('heading', { name: 'Get in Touch', level: 1 }));
      await expectVisible(page.getByRole('heading', { name: 'Alternative Ways to Connect' }));
      const marker = `Berean-${Date.now()}`;
      await page.getByLabel('Name', { exact: true }).fill(marker);
      await page.getByLabel('Email').fill('berea@example.com');
      await page.getByLabel('Subject').selectOption({ label: 'Prophecy & End Times' });
      expect(await page.getByLabel('Message', { exact: true }).getAttribute('rows')).toBe('6');
      await page
        .getByLabel('Message', { exact: true })
        .fill('We searched the Scriptures daily. A question on Daniel 9.');
      await page.getByRole('checkbox').check();
      await page.getByRole('button', { name: 'Send Message' }).click();

      await expectVisible(
        visibleText(page, "Message was successfully sent! We'll get back to you soon."),
      );
      await expectVisible(visibleText(page, 'Message sent successfully!'));
      expect(await page.getByLabel('Name', { exact: true }).inputValue()).toBe('');
      expect(await page.getByLabel('Message', { exact: true }).inputValue()).toBe('');
      expect(await page.getByRole('checkbox').isChecked()).toBe(false);

      // Other files' contact messages go to the same address.
      const mail = await waitForMail('ministry@example.com', 10_000, (m) =>
        m.subject.includes(marker),
      );
      expect(mail.headers['reply-to']).toContain('berea@example.com');
      expect(mail.text).toContain('A question on Daniel 9.');

      // The banner hides after 5 seconds.
      await expectHidden(
        page.getByText("Message was successfully sent! We'll get back to you soon.", {
          exact: true,
        }),
        8_000,
      );
    });
  });

  it('shows the validation messages and sends nothing', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/contact');
      let posted = false;
      page.on('request', (r) => {
        if (r.url().endsWith('/api/contact')) posted = true;
      });
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectVisible(visibleText(page, 'Name is required'));
      await expectVisible(visibleText(page, 'Email is required'));
      await expectVisible(visibleText(page, 'Message is required'));
      await expectVisible(visibleText(page, 'You must agree to data processing to send a message'));
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Send Message' }).click();
      await expectVisible(visibleText(page, 'Please enter a valid email address'));
      expect(posted).toBe(false);
      await assertNoSeriousA11yViolations(page);
    });
  });
});

describe('donate', () => {
  it('says online giving is not set up, offers no form that would be refused, and points to Contact', async () => {
    await withPage(browser, { viewport: { width: 390, height: 844 } }, async ({ page }) => {
      const refused: string[] = [];
      page.on('response', (r) => {
        if (r.status() >= 500) refused.push(`${r.status()} ${r.url()}`);
      });
      await visit(page, '/donate');
      await expectVisible(
        visibleText(
          page,
          'Online giving is not set up yet. Please check back soon or contact us to give another way.',
        ),
      );
      const main = page.locator('main');
      const offered = async () => ({
        continue: await main.getByRole('button', { name: /^Continue/ }).count(),
        amounts: await main.getByRole('button', { name: '$25', exact: true }).count(),
        forms: await main.locator('form').count(),
      });
      expect(await offered()).toEqual({ continue: 0, amounts: 0, forms: 0 });
      // Used: the app comes and still offers nothing to press that would end in a refusal.
      await main.getByRole('heading', { level: 1, name: 'Support Our Ministry' }).click();
      await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });
      expect(await offered()).toEqual({ continue: 0, amounts: 0, forms: 0 });
      expect(refused).toEqual([]);
      await assertNoSeriousA11yViolations(page);
      await main.getByRole('link', { name: 'Contact', exact: true }).click();
      await page.waitForURL('**/contact');
    });
  });

  it('thanks nobody for an address alone, and removes the return parameters', async () => {
    await withPage(browser, {}, async (session) => {
      allowNotSetUp(session);
      const { page } = session;
      await visit(page, '/donate?success=true');
      await page.waitForURL((url) => url.search === '', { timeout: 5_000 });
      expect(new URL(page.url()).pathname).toBe('/donate');
      await page.waitForLoadState('networkidle');
      expect(await page.getByText('Thank You!', { exact: true }).count()).toBe(0);

      // Stripe's parameters, typed by hand: the server is asked, cannot confirm, and says so.
      const asked = page.waitForResponse((r) => r.url().endsWith('/api/donations/confirm'));
      await visit(page, '/donate?success=true&payment_intent=pi_123&redirect_status=succeeded');
      expect((await asked).status()).toBe(503);
      await expectVisible(visibleText(page, 'Donation Not Confirmed'));
      expect(await page.getByText('Thank You!', { exact: true }).count()).toBe(0);
      await page.waitForURL((url) => url.search === '', { timeout: 5_000 });
    });
  });

  it('loads no Stripe code before the card step', async () => {
    await withPage(browser, {}, async (session) => {
      allowNotSetUp(session);
      const { page } = session;
      await visit(page, '/donate');
      expect(session.blockedRequests.filter((u) => u.includes('stripe'))).toEqual([]);
    });
  });
});

describe('contact page accessibility', () => {
  it('has no serious axe violations', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/contact');
      await assertNoSeriousA11yViolations(page);
    });
  });
});

describe("the administrator's Donations tab", () => {
  it('shows the totals and says when there are no gifts yet', async () => {
    await withPage(browser, {}, async ({ page }) => {
      // The e2e server has no Stripe keys, so no gift can exist: the totals are zero.
      await signInAsAdmin(page);
      await visit(page, '/admin');
      await page.getByRole('tab', { name: 'Donations' }).click();
      const tab = page.getByRole('region', { name: 'Donations' });
      await expectVisible(tab.getByText('No donations yet.'));
      const figure = (term: string) =>
        tab.locator('div', { has: page.getByText(term, { exact: true }) }).locator('dd');
      expect(await figure('Received').textContent()).toBe('$0.00');
      expect(await figure('Gifts received').textContent()).toBe('0');
      expect(await figure('Pending / failed').textContent()).toBe('0 / 0');
      expect(await page.getByRole('navigation', { name: 'Donation pages' }).count()).toBe(0);
      // The report's twelve months are named as readers name them ('Nov 2026', not '2026-11').
      const months = tab
        .getByRole('table', { name: en['admin.giving.byFund'] })
        .getByRole('rowheader');
      // The report arrives on its own, after the list.
      await expectVisible(months.first());
      expect(await months.count()).toBe(12);
      const thisMonth = new Date().toLocaleString('en-US', {
        month: 'short',
        year: 'numeric',
        timeZone: 'UTC',
      });
      expect(await months.last().textContent()).toBe(thisMonth);
      await assertNoSeriousA11yViolations(page);
    });
  });
});

/**
 * Giving with Stripe set up: a server of its own whose Stripe is the tests' local stand-in
 * (STRIPE_API_URL), so gifts are really created, charged and recorded through signed webhooks.
 * Stripe's own script still cannot load offline: the card step says so, and the charge the
 * Payment Element would have made is made by the stand-in.
 */
describe('giving with Stripe set up', () => {
  let stripe: FakeStripe;
  let server: RunningServer;
  const at = (path: string) => new URL(path, server.baseUrl).href;

  let stop: (() => Promise<void>) | undefined;

  beforeAll(async () => {
    ({ stripe, server, stop } = await startServerWithStripe('ministry-e2e-giving-'));
  }, 90_000);
  afterAll(async () => {
    await stop?.();
  });

  const deliver = async (event: object) => {
    const { payload, header } = signedEvent(stripe.payments().stripe, event);
    const res = await fetch(at('/api/stripe/webhook'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', 'stripe-signature': header },
      body: payload,
    });
    expect(res.status).toBe(200);
  };

  it('applies the amount rules from the first press, and continues to the card step', async () => {
    await withPage(browser, {}, async (session) => {
      session.allowConsoleError({
        reason: "Stripe's script cannot load without the internet",
        text: /Failed to load Stripe\.js|stripe/i,
      });
      const { page } = session;
      await visit(page, at('/donate'));
      expect(await page.getByText(en['donate.notSetUp'], { exact: true }).count()).toBe(0);
      for (const preset of ['$10', '$25', '$50', '$100']) {
        await expectVisible(page.getByRole('button', { name: preset, exact: true }));
      }
      const pressed = (name: string) =>
        page.getByRole('button', { name, exact: true }).getAttribute('aria-pressed');
      expect(await pressed('$25')).toBe('true');
      const cont = page.getByRole('button', { name: /^Continue/ });
      expect(await cont.textContent()).toContain('$25');
      expect(await cont.isEnabled()).toBe(true);

      // The first press brings the app, which chooses the amount once it is here.
      await page.getByRole('button', { name: '$100', exact: true }).click();
      await expect.poll(() => cont.textContent(), { timeout: 10_000 }).toContain('$100');

      const custom = page.getByLabel('Custom amount (USD)');
      expect(await custom.getAttribute('min')).toBe('1');
      expect(await custom.getAttribute('step')).toBe('1');
      await custom.fill('0');
      await expectVisible(
        visibleText(page, 'Invalid Amount: Please enter a valid donation amount'),
      );
      expect(await cont.isDisabled()).toBe(true);
      expect(await pressed('$25')).toBe('false');

      await custom.fill('40');
      await expectHidden(
        page.getByText('Invalid Amount: Please enter a valid donation amount', { exact: true }),
      );
      expect(await cont.isEnabled()).toBe(true);
      expect(await cont.textContent()).toContain('$40');

      // A visitor's recurring gift needs the address: the field says so, and only then.
      const optionalEmail = page.getByLabel('Email for your receipt (optional)');
      expect(await optionalEmail.getAttribute('required')).toBeNull();
      await page.getByRole('radio', { name: 'Monthly' }).check();
      const requiredEmail = page.getByLabel(
        'Email for your receipts (required for a recurring gift)',
      );
      await expectVisible(requiredEmail);
      expect(await requiredEmail.getAttribute('required')).not.toBeNull();
      await page.getByRole('radio', { name: 'One time' }).check();
      await expectVisible(optionalEmail);

      await page.getByLabel('Message (optional)').fill('For the Bible studies');
      const created = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'));
      await cont.click();
      expect((await created).status()).toBe(200);
      await expectVisible(page.getByRole('heading', { name: 'Your Gift of $40' }));
      await assertNoSeriousA11yViolations(page);
    });
  });

  it("shows the server's refusal of a field beside that field, in Spanish", async () => {
    await withPage(browser, {}, async (session) => {
      session.allowConsoleError({
        reason: 'the server refuses a fund it does not have (400 on purpose)',
        text: /^Failed to load resource: the server responded with a status of 400/,
        url: /\/api\/create-payment-intent$/,
      });
      const { page } = session;
      await visit(page, at('/es/donate'));
      await page.getByRole('heading', { level: 1, name: es['donate.title'] }).click();
      await page.waitForSelector('html[data-app-ready]', { state: 'attached', timeout: 15_000 });

      // A fund the page still offers but the ministry no longer keeps: only the server knows.
      const designation = page.getByLabel(es['donate.fund'], { exact: true });
      await designation.evaluate((select) => {
        const gone = document.createElement('option');
        gone.value = '987654';
        gone.text = 'Misiones';
        select.append(gone);
      });
      await designation.selectOption('987654');
      const refused = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'));
      await page.locator('main form button[type="submit"]').click();
      expect((await refused).status()).toBe(400);

      const error = page.getByText(es['server.fundNotFound'], { exact: true });
      await expectVisible(error);
      expect(await designation.getAttribute('aria-invalid')).toBe('true');
      expect(await designation.getAttribute('aria-describedby')).toBe(
        await error.getAttribute('id'),
      );
      // Still the form, to choose again: no card step.
      expect(await page.getByRole('heading', { name: es['donate.choose'] }).count()).toBe(1);
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('a member gives monthly with the fee covered, sees it in the Giving tab, changes and cancels it, and opens the statement', async () => {
    await withPage(browser, {}, async (session) => {
      const { page } = session;
      session.allowConsoleError({
        reason: "Stripe's script cannot load without the internet",
        text: /Failed to load Stripe\.js|stripe/i,
      });
      const email = `lydia-${Date.now()}@example.org`;
      const register = await page.request.post(at('/api/auth/register'), {
        headers: { origin: server.baseUrl },
        data: { email, password: 'purple cloth 16', firstName: 'Lydia', lastName: 'Thyatira' },
      });
      expect(register.status(), await register.text()).toBe(201);
      const login = await page.request.post(at('/api/auth/login'), {
        headers: { origin: server.baseUrl },
        data: { email, password: 'purple cloth 16' },
      });
      expect(login.status()).toBe(200);

      await page.setViewportSize({ width: 320, height: 800 });
      await visit(page, at('/donate'));
      await page.getByRole('radio', { name: 'Monthly' }).check();
      await expectVisible(page.getByLabel('Designation'));
      expect(await page.getByLabel('Designation').inputValue()).toBe('');
      await expectVisible(
        visibleText(
          page,
          'A recurring gift needs an e-mail address for its receipts (or sign in).',
        ),
      );
      const fee = page.getByRole('checkbox', {
        name: 'Add $1.06 so the ministry receives the full $25.00',
      });
      await fee.check();
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await assertNoSeriousA11yViolations(page);

      const created = page.waitForResponse((r) => r.url().endsWith('/api/create-payment-intent'));
      await page.getByRole('button', { name: /^Continue/ }).click();
      const answer = (await (await created).json()) as { subscription: string; total: number };
      expect(answer.total).toBe(2606);
      // The card step: Stripe's script is out of reach here, and the step says so.
      await expectVisible(
        visibleText(
          page,
          'The card form could not load. Check your internet connection and try again.',
        ),
      );
      await expectVisible(page.getByRole('button', { name: 'Try again' }));
      await expectVisible(page.getByRole('heading', { name: 'Your Gift of $26.06' }));
      await assertNoSeriousA11yViolations(page);

      // What confirming the card would have done at Stripe, and Stripe's signed word of it.
      await deliver(stripeEvent('invoice.paid', stripe.charge(answer.subscription, 'paid')));

      // Back from Stripe: the thank-you only once our server has Stripe's word.
      await visit(page, at(`/donate?success=true&subscription=${answer.subscription}`));
      await expectVisible(visibleText(page, 'Thank You!'));

      await visit(page, at('/profile'));
      await page.getByRole('tab', { name: 'Giving' }).click();
      await expectVisible(visibleText(page, '$26.06 every month to General Fund'));
      await expectVisible(page.getByText(/\$26\.06 · Received/).first());
      expect(
        await page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth),
      ).toBe(true);
      await assertNoSeriousA11yViolations(page);

      // The gift's receipt, then back to the tab.
      await page.getByRole('link', { name: /^Receipt/ }).click();
      await expectVisible(page.getByText(/^Thank you for your gift of \$26\.06 to General Fund/));
      await expectVisible(visibleText(page, 'It includes $1.06 you added to cover the card fee.'));
      await assertNoSeriousA11yViolations(page);
      await page.goBack();
      await page.getByRole('tab', { name: 'Giving' }).click();

      await page.getByRole('button', { name: 'Change amount' }).click();
      await page.getByLabel('New amount (USD)').fill('40');
      await page.getByRole('button', { name: 'Save' }).click();
      await expectVisible(visibleText(page, '$41.51 every month to General Fund'));

      await page.getByRole('button', { name: 'Cancel gift' }).click();
      await page.getByRole('button', { name: 'Yes, stop it' }).click();
      await expectVisible(visibleText(page, 'Your recurring gift was stopped'));
      await expectHidden(page.getByText('every month to General Fund'));
      expect(stripe.subscription(answer.subscription).status).toBe('canceled');

      await page.getByRole('link', { name: 'Printable statement' }).click();
      const year = new Date().getFullYear();
      await expectVisible(page.getByRole('heading', { name: `Giving Statement — ${year}` }));
      await expectVisible(page.getByText(/1 gift, \$26\.06 in all/));
      await expectVisible(page.getByRole('button', { name: 'Print' }));
      await assertNoSeriousA11yViolations(page);
    });
  });
});
