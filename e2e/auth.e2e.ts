/** Accounts: register, sign in, profile, password change, sign out; password reset by e-mail. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage, type PageSession } from './support/browser';
import { urlOf } from './support/env';
import { waitForMail } from './support/outbox';

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

const pathOf = (page: Page) => new URL(page.url()).pathname;

async function waitForPath(page: Page, pathname: string) {
  await page.waitForURL((url) => url.pathname === pathname, { timeout: 10_000 });
}

async function signIn(page: Page, email: string, password: string) {
  await page.getByLabel('Email').fill(email);
  await page.getByLabel('Password', { exact: true }).fill(password);
  await page.getByRole('button', { name: 'Sign In', exact: true }).click();
}

/** The account menu in the desktop navbar, labelled with the member's first name. */
const accountMenu = (page: Page, name: string) =>
  page.getByRole('banner').getByRole('button', { name, exact: true });

function allowRefused(session: PageSession, status: number, path: RegExp) {
  session.allowConsoleError({
    reason: `the refused request is answered ${status} on purpose`,
    text: new RegExp(`^Failed to load resource: the server responded with a status of ${status}`),
    url: path,
  });
}

describe('a member account from start to finish', () => {
  it('registers, signs in, edits the profile, changes the password and signs out', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const email = uniqueEmail('ruth');
      await visit(page, '/register');
      await page.getByLabel('First Name').fill('Ruth');
      await page.getByLabel('Last Name').fill('Moabite');
      await page.getByLabel('Email').fill(email);
      await page.getByLabel('Password', { exact: true }).fill('narrow gate 7');
      await page.getByLabel('Confirm Password').fill('narrow gate 7');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectVisible(visibleText(page, 'Account Created!'));
      await waitForPath(page, '/login');

      await signIn(page, email, 'narrow gate 7');
      await expectVisible(visibleText(page, 'Welcome Back!'));
      await waitForPath(page, '/member-portal');
      await expectVisible(accountMenu(page, 'Ruth'));

      await accountMenu(page, 'Ruth').click();
      await page.getByRole('menuitem', { name: 'Profile Settings' }).click();
      await waitForPath(page, '/profile');
      await expectVisible(page.getByRole('tab', { name: 'Profile Information' }));
      await expectVisible(visibleText(page, 'Member'));
      await page.getByLabel('First Name').fill('Naomi');
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisible(visibleText(page, 'Profile Updated'));
      await expectVisible(accountMenu(page, 'Naomi'));

      await page.getByRole('tab', { name: 'Security Settings' }).click();
      await page.getByLabel('Current Password').fill('narrow gate 7');
      await page.getByLabel('New Password', { exact: true }).fill('strait gate 8');
      await page.getByLabel('Confirm New Password').fill('strait gate 8');
      await page.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(visibleText(page, 'Password Changed'));

      await accountMenu(page, 'Naomi').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await waitForPath(page, '/');
      await page.waitForLoadState('networkidle');
      await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Login' }));

      // The new password is the one that works now.
      await visit(page, '/login');
      await signIn(page, email, 'strait gate 8');
      await waitForPath(page, '/member-portal');
      await expectVisible(accountMenu(page, 'Naomi'));
    });
  });

  it('shows the field messages and a failure toast', async () => {
    await withPage(browser, {}, async (session) => {
      allowRefused(session, 401, /\/api\/auth\/login$/);
      const { page } = session;
      await visit(page, '/login');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectVisible(visibleText(page, 'Email is required'));
      await page.getByLabel('Email').fill('not-an-email');
      await page.getByRole('button', { name: 'Sign In', exact: true }).click();
      await expectVisible(visibleText(page, 'Please enter a valid email address'));
      await expectVisible(visibleText(page, 'Password is required'));
      expect(await page.getByLabel('Email').getAttribute('aria-invalid')).toBe('true');

      await signIn(page, uniqueEmail('nobody'), 'wrong password');
      await expectVisible(visibleText(page, 'Login Failed'));
      await expectVisible(visibleText(page, 'Invalid email or password'));
      expect(pathOf(page)).toBe('/login');

      await visit(page, '/register');
      await page.getByLabel('Password', { exact: true }).fill('narrow gate 7');
      await page.getByLabel('Confirm Password').fill('narrow gate 8');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectVisible(visibleText(page, 'First name is required'));
      await expectVisible(visibleText(page, "Passwords don't match"));
    });
  });
});

describe('password reset by e-mail', () => {
  it('sends a link that sets a new password', async () => {
    const email = uniqueEmail('hannah');
    const created = await fetch(urlOf('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json' },
      body: JSON.stringify({
        email,
        password: 'narrow gate 7',
        firstName: 'Hannah',
        lastName: 'Shiloh',
      }),
    });
    expect(created.status).toBe(201);

    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/forgot-password');
      await page.getByLabel('Email').fill(email);
      await page.getByRole('button', { name: 'Send Reset Link' }).click();
      await expectVisible(visibleText(page, 'Reset Link Sent'));
      await expectVisible(page.getByRole('heading', { name: 'Check Your Email' }));
      await expectVisible(page.getByRole('button', { name: 'Try Different Email' }));
      await expectVisible(page.getByRole('link', { name: 'Back to Login' }));

      const mail = await waitForMail(email);
      expect(mail.subject).toBe('Reset your Kingdom Truth Ministry password');
      const link = /(https?:\/\/\S+\/reset-password\?token=[A-Za-z0-9_-]+)/.exec(mail.text)?.[1];
      expect(link, mail.text).toBeDefined();
      const target = new URL(link ?? '');

      await visit(page, target.pathname + target.search);
      await page.getByLabel('New Password').fill('strait gate 8');
      await page.getByLabel('Confirm Password').fill('strait gate 8');
      await page.getByRole('button', { name: 'Reset Password' }).click();
      await page.getByRole('link', { name: 'Go to Login' }).click();
      await waitForPath(page, '/login');

      await signIn(page, email, 'strait gate 8');
      await waitForPath(page, '/member-portal');
      await expectVisible(accountMenu(page, 'Hannah'));
    });
  });

  it("shows 'Invalid Link' without a token", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/reset-password');
      await expectVisible(page.getByRole('heading', { name: 'Invalid Link' }));
    });
  });
});

describe('signed-out screens', () => {
  it('profile asks to log in; dashboard and portal are closed', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/profile');
      await expectVisible(visibleText(page, 'Please log in to view your profile.'));
      await visit(page, '/dashboard');
      await expectVisible(page.getByRole('heading', { name: 'Access Denied' }));
      await visit(page, '/member-portal');
      await expectVisible(page.getByRole('heading', { name: 'Access Restricted' }));
    });
  });
});

describe('accessibility', () => {
  it.each(['/login', '/register', '/forgot-password'])(
    '%s has no serious or critical axe violation',
    async (path) => {
      await withPage(browser, {}, async ({ page }) => {
        await visit(page, path);
        await expectVisible(page.getByLabel('Email'));
        await assertNoSeriousA11yViolations(page);
      });
    },
  );
});
