/**
 * Two-step verification as a member uses it: set up from the profile with an authenticator app,
 * recovery codes shown once, signing in with a code and with a recovery code, turning it off. Also the
 * shared administrator's panel, reached only through its code.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_ADMIN } from './support/accounts';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { codeAt, currentStep } from './support/second-factor';
import { answerCodeStepIfAsked } from './support/sign-in';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/**
 * Its own member: turning two-step verification on must not change how the shared accounts sign
 * in for the other files, and their sign-ins are limited per account.
 */
const MEMBER = {
  email: `phoebe-two-step-${Date.now()}@example.com`,
  password: 'servant of the church at Cenchreae',
  firstName: 'Phoebe',
  lastName: 'Cenchreae',
};
const { password } = MEMBER;

beforeAll(async () => {
  const res = await fetch(urlOf('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ourOrigin() },
    body: JSON.stringify(MEMBER),
  });
  expect(res.status).toBe(201);
});

const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true }).first();

/** This member's authenticator: a code of a time step not used before (each works once). */
function authenticator(secret: string) {
  let last = 0;
  return async () => {
    const now = currentStep();
    const step = Math.max(now, last + 1);
    // The server accepts the next step's code too; beyond that, wait for time to catch up.
    if (step > now + 1) {
      await new Promise((resolve) => setTimeout(resolve, (step - 1) * 30_000 - Date.now() + 500));
    }
    last = step;
    return codeAt(secret, step);
  };
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

async function signOut(page: Page) {
  const res = await page.request.post(urlOf('/api/auth/logout'), { headers: ourOrigin() });
  expect(res.status()).toBe(200);
}

async function passwordStep(page: Page, email: string) {
  await visit(page, '/login');
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
  await expectVisible(page.getByRole('heading', { name: 'Two-Step Verification' }));
}

describe('two-step verification', () => {
  it('a member turns it on, then signs in with a code and with a recovery code', async () => {
    await withPage(browser, {}, async ({ page, allowConsoleError }) => {
      allowConsoleError({
        reason: 'the wrong code is refused on purpose',
        text: /^Failed to load resource: the server responded with a status of 400/,
        url: /\/api\/profile\/two-factor\/confirm/,
      });
      allowConsoleError({
        reason: 'the wrong password is refused on purpose',
        text: /^Failed to load resource: the server responded with a status of 400/,
        url: /\/api\/profile\/two-factor$/,
      });
      const { email } = MEMBER;
      const login = await page.request.post(urlOf('/api/auth/login'), {
        headers: ourOrigin(),
        data: { email, password },
      });
      expect(login.status()).toBe(200);

      // Set up from the profile's security section.
      await visit(page, '/profile');
      await page.getByRole('tab', { name: 'Security Settings' }).click();
      // The set-up asks for the current password first; a wrong one is said under its field.
      const setUp = page.getByRole('form', { name: 'Set Up Two-Step Verification' });
      const current = setUp.getByLabel('Current Password');
      await current.fill('not my password');
      await setUp.getByRole('button', { name: 'Set Up Two-Step Verification' }).click();
      await expectVisible(setUp.getByText('Current password is incorrect'));
      await current.fill(password);
      await setUp.getByRole('button', { name: 'Set Up Two-Step Verification' }).click();
      await expectVisible(page.getByRole('img', { name: /QR code/ }));
      const secret = (await page.getByLabel('Setup key').innerText()).trim();
      expect(secret).toMatch(/^[A-Z2-7]{32}$/);
      expect(await sidewaysAt320(page)).toBe(0);
      await assertNoSeriousA11yViolations(page);
      const nextCode = authenticator(secret);

      // A wrong code first: the field says so.
      const codeField = page.getByLabel('Authentication Code');
      await codeField.fill('000000');
      await page.getByRole('button', { name: 'Turn On' }).click();
      await expectVisible(page.getByRole('alert').filter({ hasText: 'That code is not right' }));
      await codeField.fill(await nextCode());
      await codeField.press('Enter');
      await expectVisible(visibleText(page, 'Two-Step Verification On'));
      const list = page.getByRole('region', { name: 'Your recovery codes' });
      await expectVisible(list);
      const recoveryCodes = await list.getByRole('listitem').allInnerTexts();
      expect(recoveryCodes).toHaveLength(10);
      expect(await sidewaysAt320(page)).toBe(0);
      await assertNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'I Have Saved My Codes' }).click();
      await expectVisible(page.getByText(/Two-step verification is on\. 10 of 10/));
      expect(await sidewaysAt320(page)).toBe(0);

      // Signing in: the password, then the code step (one field, as phones fill it in).
      await signOut(page);
      await passwordStep(page, email);
      const field = page.getByLabel('Authentication Code');
      expect(await field.getAttribute('autocomplete')).toBe('one-time-code');
      expect(await field.getAttribute('inputmode')).toBe('numeric');
      expect(await sidewaysAt320(page)).toBe(0);
      await expect
        .poll(() => page.evaluate(() => document.activeElement?.id))
        .toBe(await field.getAttribute('id'));
      await assertNoSeriousA11yViolations(page);
      await page.keyboard.type(await nextCode());
      await page.keyboard.press('Enter');
      await expectVisible(visibleText(page, 'Welcome Back!'));
      await page.waitForURL((url) => url.pathname === '/member-portal');

      // And with a recovery code instead, reached from the keyboard.
      await signOut(page);
      await passwordStep(page, email);
      const useRecovery = page.getByRole('button', { name: 'Use a recovery code instead' });
      await useRecovery.focus();
      await page.keyboard.press('Enter');
      const recoveryField = page.getByLabel('Recovery Code');
      await expectVisible(recoveryField);
      await assertNoSeriousA11yViolations(page);
      await recoveryField.fill(recoveryCodes[0] ?? '');
      await page.getByRole('button', { name: 'Verify', exact: true }).click();
      await expectVisible(visibleText(page, 'Welcome Back!'));
      await page.waitForURL((url) => url.pathname === '/member-portal');

      // That recovery code is spent: 9 are left.
      await visit(page, '/profile');
      await page.getByRole('tab', { name: 'Security Settings' }).click();
      await expectVisible(page.getByText(/Two-step verification is on\. 9 of 10/));

      // Turned off again: the password and a code (a later time step than the sign-in's).
      const off = page.getByRole('form', { name: 'Turn off two-step verification' });
      await off.getByLabel('Current Password').fill(password);
      await off.getByLabel('Authentication Code').fill(await nextCode());
      await off.getByRole('button', { name: 'Turn Off Two-Step Verification' }).click();
      await expectVisible(visibleText(page, 'Two-Step Verification Off'));
      await expectVisible(page.getByRole('button', { name: 'Set Up Two-Step Verification' }));
    });
  }, 120_000);

  it('the administrator signs in with the code and has the panel', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/login');
      await page.getByLabel('Email').fill(E2E_ADMIN.email);
      await page.getByLabel('Password', { exact: true }).fill(E2E_ADMIN.password);
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await answerCodeStepIfAsked(page, E2E_ADMIN.email);
      await expectVisible(visibleText(page, 'Welcome Back!'));
      await visit(page, '/admin');
      await expectVisible(page.getByRole('tab', { name: 'Conversations' }));
      // Administrators keep it on: the profile offers no way to turn it off.
      await visit(page, '/profile#two-step-verification');
      await expectVisible(page.getByText(/Administrators keep two-step verification on/));
      await assertNoSeriousA11yViolations(page);
    });
  });
});
