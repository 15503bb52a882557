/** Accounts: register, sign in, profile, password change, sign out; password reset by e-mail. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_MEMBER } from './support/accounts';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
  type PageSession,
} from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { waitForMail } from './support/outbox';
import { signedInState, signInThroughApi } from './support/sign-in';

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

      // The first sign-in of a new account is a welcome, not a welcome back.
      await signIn(page, email, 'narrow gate 7');
      await expectVisible(visibleText(page, 'Welcome!'));
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
      // The tab's other forms (two-step verification, passkeys) ask for the password too.
      const change = page.getByRole('form', { name: 'Change Password' });
      await change.getByLabel('Current Password').fill('narrow gate 7');
      await change.getByLabel('New Password', { exact: true }).fill('strait gate 8');
      await change.getByLabel('Confirm New Password').fill('strait gate 8');
      await change.getByRole('button', { name: 'Change Password' }).click();
      await expectVisible(visibleText(page, 'Password Changed'));

      const aborted: string[] = [];
      page.on('requestfailed', (request) => aborted.push(request.url()));
      await accountMenu(page, 'Naomi').click();
      await page.getByRole('menuitem', { name: 'Logout' }).click();
      await waitForPath(page, '/');
      // Said on the home page, after the reload, and the sign-out was not cut off by it.
      await expectVisible(visibleText(page, 'Logged Out'));
      await page.waitForLoadState('networkidle');
      await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Login' }));
      expect(aborted.filter((url) => url.includes('/api/auth/logout'))).toEqual([]);

      // The new password is the one that works now.
      await visit(page, '/login');
      await signIn(page, email, 'strait gate 8');
      await waitForPath(page, '/member-portal');
      await expectVisible(accountMenu(page, 'Naomi'));

      // The portal's own Logout button does the same.
      await page.getByRole('main').getByRole('button', { name: 'Logout' }).click();
      await waitForPath(page, '/');
      await expectVisible(visibleText(page, 'Logged Out'));
      await expectVisible(page.getByRole('banner').getByRole('link', { name: 'Login' }));
      // Shown once: a later page does not repeat it.
      await visit(page, '/store');
      await page.waitForLoadState('networkidle');
      expect(await visibleText(page, 'Logged Out').count()).toBe(0);
    });
  });

  it("asks for no session on a visitor's pages, so a visitor's console stays clean", async () => {
    await withPage(browser, {}, async (session) => {
      const { page } = session;
      const asked: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('/api/auth/me')) asked.push(request.url());
      });
      for (const path of ['/', '/store', '/member-portal', '/questions']) {
        await visit(page, path);
        await page.waitForLoadState('networkidle');
      }
      expect(asked).toEqual([]);
      session.assertNoConsoleErrors();
    });
  });
});

describe('where a member is signed in', () => {
  it('lists the devices and signs another one out', async () => {
    // The shared member: another browser, told apart by its User-Agent.
    const phone =
      'Mozilla/5.0 (Linux; Android 14; Pixel 8) AppleWebKit/537.36 (KHTML, like Gecko) Chrome/150.0.0.0 Mobile Safari/537.36';
    await withPage(browser, { userAgent: phone }, async (otherSession) => {
      const other = otherSession.page;
      // Its session ends elsewhere: its next check is answered 401 once (and the hint cleared).
      allowRefused(otherSession, 401, /\/api\/auth\/me$/);
      await signInThroughApi(other, E2E_MEMBER.email, E2E_MEMBER.password);
      await withPage(browser, {}, async ({ page }) => {
        await signInThroughApi(page, E2E_MEMBER.email, E2E_MEMBER.password);
        await visit(page, '/profile');
        await page.getByRole('tab', { name: 'Security Settings' }).click();
        const devices = page.getByRole('list', { name: 'Signed-in devices' });
        await expectVisible(devices);
        const phoneItem = devices
          .getByRole('listitem')
          .filter({ hasText: 'Chrome 150 on Android' });
        expect(await phoneItem.count()).toBe(1);
        await expectVisible(devices.getByText('This device'));
        await assertNoSeriousA11yViolations(page);

        await phoneItem.getByRole('button', { name: /^Sign out / }).click();
        await expectVisible(visibleText(page, 'Signed Out'));
        await expectHidden(devices.getByText('Chrome 150 on Android'));
        // The other browser is signed out: its next page shows the Login link.
        await other.goto(urlOf('/member-portal'));
        await expectVisible(other.getByRole('banner').getByRole('link', { name: 'Login' }));
      });
    });
  });
});

describe('the session check after sign-in', () => {
  it('asks the server once the browser holds a session', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await signInThroughApi(page, E2E_MEMBER.email, E2E_MEMBER.password);
      const asked = page.waitForRequest((request) => request.url().includes('/api/auth/me'));
      await visit(page, '/');
      await asked;
      await expectVisible(accountMenu(page, E2E_MEMBER.firstName));
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

describe('choosing a password', () => {
  it('the registration screen rates the password as it is typed and refuses a weak one', async () => {
    await withPage(browser, {}, async ({ page }) => {
      const estimator: string[] = [];
      page.on('request', (request) => {
        if (request.url().includes('password-estimator')) estimator.push(request.url());
      });
      // Its dictionaries weigh hundreds of kilobytes: a page without a new password never loads them.
      await visit(page, '/');
      await page.waitForLoadState('networkidle');
      expect(estimator).toEqual([]);

      await visit(page, '/register');
      await page.getByLabel('First Name').fill('Ruth');
      await page.getByLabel('Last Name').fill('Moabite');
      await page.getByLabel('Email').fill(uniqueEmail('weak'));
      const meter = page.getByTestId('password-strength').locator('[aria-live="polite"]');
      await page.getByLabel('Password', { exact: true }).fill('qwe123');
      await expectVisible(meter.getByText('Strength: Very weak'));
      await expectVisible(meter.getByText('This is a commonly used password.', { exact: false }));
      expect(estimator).toHaveLength(1);

      await page.getByLabel('Confirm Password').fill('qwe123');
      await page.getByRole('button', { name: 'Create Account' }).click();
      await expectVisible(
        visibleText(
          page,
          'This password is too easy to guess. This is a commonly used password. Add more words that are less common.',
        ),
      );
      expect(await page.getByLabel('Password', { exact: true }).getAttribute('aria-invalid')).toBe(
        'true',
      );
      expect(pathOf(page)).toBe('/register');
      await assertNoSeriousA11yViolations(page);

      await page.getByLabel('Password', { exact: true }).fill('five smooth stones 1');
      await expectVisible(meter.getByText('Strength: Very strong'));
      await expectVisible(meter.getByText('(good enough).', { exact: false }));
      await assertNoSeriousA11yViolations(page);
    });
  });
});

describe('password reset by e-mail', () => {
  it('sends a link that sets a new password', async () => {
    const email = uniqueEmail('hannah');
    const created = await fetch(urlOf('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ourOrigin() },
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

      // The verification mail of the registration is there too; the reset mail is sent after the
      // answer, so wait for it by its subject.
      const mail = await waitForMail(
        email,
        10_000,
        (m) => m.subject === 'Reset your Kingdom Truth Ministry password',
      );
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

/** The path and query of the first link to `page` (e.g. '/verify-email') in a mail's text. */
function linkIn(text: string, page: string): string {
  const link = new RegExp(`(https?://\\S+${page}\\?token=[A-Za-z0-9_-]+)`).exec(text)?.[1];
  expect(link, text).toBeDefined();
  const url = new URL(link ?? '');
  return url.pathname + url.search;
}

describe('owning an address', () => {
  it('verifies the address from the link, then moves the account to another one', async () => {
    const email = uniqueEmail('tabitha');
    const password = 'good works 9';
    const created = await fetch(urlOf('/api/auth/register'), {
      method: 'POST',
      headers: { 'content-type': 'application/json', ...ourOrigin() },
      body: JSON.stringify({ email, password, firstName: 'Tabitha', lastName: 'Joppa' }),
    });
    expect(created.status).toBe(201);
    const first = await waitForMail(
      email,
      10_000,
      (m) => m.subject === 'Confirm your Kingdom Truth Ministry e-mail address',
    );

    await withPage(browser, {}, async ({ page }) => {
      await signInThroughApi(page, email, password);

      // Unverified: the dashboard says so and sends the link again on request.
      await visit(page, '/dashboard');
      await expectVisible(page.getByRole('heading', { name: 'Please verify your email address' }));
      await assertNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Resend verification email' }).click();
      await expectVisible(visibleText(page, 'Verification Email Sent'));
      const firstLink = linkIn(first.text, '/verify-email');
      const again = await waitForMail(
        email,
        10_000,
        (m) => m.subject === first.subject && linkIn(m.text, '/verify-email') !== firstLink,
      );

      // The link's page changes nothing until its button is pressed.
      await visit(page, linkIn(again.text, '/verify-email'));
      await expectVisible(page.getByRole('heading', { name: 'Verify Your Email' }));
      await assertNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Verify Email' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Email Verified' }));
      // Signed in already: the dashboard is offered, not a sign-in.
      const main = page.getByRole('main');
      await expectVisible(main.getByRole('link', { name: 'Go to Dashboard' }));
      expect(await main.getByRole('link', { name: 'Sign In', exact: true }).count()).toBe(0);
      await visit(page, '/profile');
      await expectVisible(page.getByRole('tab', { name: 'Profile Information' }));
      expect(await page.getByText('Please verify your email address').count()).toBe(0);

      // A new address needs the current password, and changes only through its own link.
      const next = uniqueEmail('dorcas');
      await page.getByLabel('Email').fill(next);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisible(visibleText(page, 'Current password is required'));
      await page.getByLabel('Current Password').fill(password);
      await page.getByRole('button', { name: 'Save Changes' }).click();
      await expectVisible(visibleText(page, 'Check Your Inbox'));
      await expectVisible(
        page.getByRole('status').filter({ hasText: `Check your inbox at ${next}` }),
      );
      await assertNoSeriousA11yViolations(page);
      expect(await page.getByLabel('Email').inputValue()).toBe(email);

      const notice = await waitForMail(email, 10_000, (m) => /being changed/.test(m.subject));
      expect(notice.text).toContain('change your password');
      const confirmation = await waitForMail(next);
      await visit(page, linkIn(confirmation.text, '/confirm-email'));
      await expectVisible(page.getByRole('heading', { name: 'Confirm Your New Email' }));
      await assertNoSeriousA11yViolations(page);
      await page.getByRole('button', { name: 'Confirm New Email' }).click();
      await expectVisible(page.getByRole('heading', { name: 'Email Changed' }));
      await page.getByRole('main').getByRole('link', { name: 'Profile Settings' }).click();
      await waitForPath(page, '/profile');
      await expectVisible(page.getByRole('tab', { name: 'Profile Information' }));
      expect(await page.getByLabel('Email').inputValue()).toBe(next);
    });
  });

  it.each(['/verify-email', '/confirm-email'])(
    "%s without a token says 'Invalid Link'",
    async (path) => {
      await withPage(browser, {}, async ({ page }) => {
        await visit(page, path);
        await expectVisible(page.getByRole('heading', { name: 'Invalid Link' }));
        await assertNoSeriousA11yViolations(page);
      });
    },
  );
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

describe('the admin panel for those who are not administrators', () => {
  it("a visitor gets 'Access Denied' with Login and Register", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/admin');
      const main = page.locator('main#main');
      await expectVisible(main.getByRole('heading', { level: 1, name: 'Access Denied' }));
      await expectVisible(main.getByRole('link', { name: 'Login', exact: true }));
      await expectVisible(main.getByRole('link', { name: 'Register', exact: true }));
    });
  });

  it('a signed-in member is told the area is for administrators, with a way back and no sign-in prompt', async () => {
    const member = await signedInState(E2E_MEMBER);
    await withPage(browser, { storageState: member }, async ({ page }) => {
      await visit(page, '/admin');
      const main = page.locator('main#main');
      await expectVisible(
        main.getByRole('heading', { level: 1, name: 'This area is for administrators' }),
      );
      expect(await main.getByRole('link', { name: 'Login', exact: true }).count()).toBe(0);
      expect(await main.getByRole('link', { name: 'Register', exact: true }).count()).toBe(0);
      expect(await main.getByText('Access Denied').count()).toBe(0);
      await assertNoSeriousA11yViolations(page);

      await main.getByRole('link', { name: 'Go to Dashboard' }).click();
      await waitForPath(page, '/dashboard');
      await expectVisible(
        page.getByRole('heading', { level: 1, name: `Welcome, ${E2E_MEMBER.firstName}!` }),
      );
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
