/**
 * Passkeys as a member uses them: add one from the profile, sign out, sign in with it. Chromium
 * holds the passkey in a virtual authenticator (DevTools protocol) that verifies the user at
 * once. Browsed as http://localhost:<port>: WebAuthn refuses 127.0.0.1 as a relying party.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, withPage } from './support/browser';
import { ourOrigin, passkeyUrlOf, urlOf } from './support/env';

/** Registered once here: registrations are limited per address, and every test is 127.0.0.1. */
const MEMBER = {
  email: `lydia-passkeys-${Date.now()}@example.com`,
  password: 'seller of purple 16',
  firstName: 'Lydia',
  lastName: 'Thyatira',
};

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
  const res = await fetch(urlOf('/api/auth/register'), {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...ourOrigin() },
    body: JSON.stringify(MEMBER),
  });
  expect(res.status).toBe(201);
});
afterAll(async () => {
  await browser?.close();
});

const visibleText = (page: Page, text: string) =>
  page.getByText(text, { exact: true }).filter({ visible: true }).first();

/** A platform authenticator with user verification, as a phone or laptop with a fingerprint. */
async function addVirtualAuthenticator(page: Page) {
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('WebAuthn.enable', { enableUI: false });
  await cdp.send('WebAuthn.addVirtualAuthenticator', {
    options: {
      protocol: 'ctap2',
      transport: 'internal',
      hasResidentKey: true,
      hasUserVerification: true,
      isUserVerified: true,
      automaticPresenceSimulation: true,
    },
  });
}

/** How far the page scrolls sideways at 320 px (the narrowest phone we serve), then back. */
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

async function goTo(page: Page, pathname: string) {
  await page.goto(passkeyUrlOf(pathname), { waitUntil: 'load' });
  await page.waitForLoadState('networkidle');
}

describe('passkeys', () => {
  it('adds a passkey in the profile, signs out, signs in with it, and removes it', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await addVirtualAuthenticator(page);
      const origin = { origin: new URL(passkeyUrlOf('/')).origin };
      const signedIn = await page.request.post(passkeyUrlOf('/api/auth/login'), {
        headers: origin,
        data: { email: MEMBER.email, password: MEMBER.password },
      });
      expect(signedIn.status()).toBe(200);

      await goTo(page, '/profile');
      await page.getByRole('tab', { name: 'Security Settings' }).click();
      await expectVisible(visibleText(page, 'You have no passkeys yet.'));
      // Adding a passkey asks for the current password, in its own labelled field.
      const addForm = page.getByRole('form', { name: 'Add a passkey' });
      await addForm.getByLabel('Current Password').fill(MEMBER.password);
      await addForm.getByRole('button', { name: 'Add a Passkey' }).click();
      await expectVisible(visibleText(page, 'Passkey Added'));
      const list = page.getByRole('list', { name: 'Your passkeys' });
      await expectVisible(list.getByText('Last used never'));
      await assertNoSeriousA11yViolations(page);

      // Named after the device; the member names it better.
      await list.getByRole('button', { name: /^Rename / }).click();
      const dialog = page.getByRole('dialog', { name: 'Rename Passkey' });
      await dialog.getByLabel('Name').fill('Lydia’s laptop');
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(visibleText(page, 'Passkey Renamed'));
      await expectVisible(list.getByText('Lydia’s laptop', { exact: false }));
      expect(await sidewaysAt320(page)).toBe(0);

      const signedOut = await page.request.post(passkeyUrlOf('/api/auth/logout'), {
        headers: origin,
      });
      expect(signedOut.status()).toBe(200);

      await goTo(page, '/login');
      await assertNoSeriousA11yViolations(page);
      expect(await sidewaysAt320(page)).toBe(0);
      await page.getByRole('button', { name: 'Sign in with a passkey' }).click();
      await expectVisible(visibleText(page, 'Welcome Back!'));
      await page.waitForURL((url) => url.pathname === '/member-portal', { timeout: 10_000 });
      const me = await page.request.get(passkeyUrlOf('/api/auth/me'));
      expect(me.status()).toBe(200);
      expect(((await me.json()) as { email: string }).email).toBe(MEMBER.email);

      await goTo(page, '/profile');
      await page.getByRole('tab', { name: 'Security Settings' }).click();
      await expectVisible(list);
      expect(await list.getByText('Last used never').count()).toBe(0);
      await list.getByRole('button', { name: 'Remove Lydia’s laptop' }).click();
      const confirm = page.getByRole('dialog', { name: 'Remove Passkey?' });
      await confirm.getByRole('button', { name: 'Remove' }).click();
      await expectVisible(visibleText(page, 'Passkey Removed'));
      await expectVisible(visibleText(page, 'You have no passkeys yet.'));
    });
  });
});
