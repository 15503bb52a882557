import { existsSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { request, type APIRequestContext, type APIResponse, type Page } from 'playwright-core';
import { expect } from 'vitest';
import { E2E_ADMIN } from './accounts';
import type { StorageState } from './browser';
import { baseUrl, dataDir, ourOrigin, urlOf } from './env';
import { verifyAddressByMail } from './outbox';
import { codeFor } from './second-factor';

/**
 * Completes a password sign-in's answer: when the account asks for a code (the shared
 * administrator does), answers it from the account's authenticator secret.
 */
async function completeSignIn(
  api: APIRequestContext,
  email: string,
  res: APIResponse,
): Promise<void> {
  expect(res.status(), await res.text()).toBe(200);
  const answer = (await res.json()) as { secondFactor?: string };
  if (!answer.secondFactor) return;
  const done = await api.post(urlOf('/api/auth/login/second-factor'), {
    headers: ourOrigin(),
    data: { code: await codeFor(email) },
  });
  expect(done.status(), await done.text()).toBe(200);
}

/** Signs the page's browser context in through the API (its cookie jar keeps the session). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const res = await page.request.post(urlOf('/api/auth/login'), {
    headers: ourOrigin(),
    data: { email, password },
  });
  await completeSignIn(page.request, email, res);
}

/**
 * Registers a member, follows the verification link mailed to them (what members write for
 * others needs a verified address), and signs the page in as them.
 */
export async function signInNewVerifiedMember(
  page: Page,
  member: { email: string; password: string; firstName: string; lastName: string },
) {
  const res = await page.request.post(urlOf('/api/auth/register'), {
    headers: ourOrigin(),
    data: member,
  });
  expect(res.status(), await res.text()).toBe(201);
  await verifyAddressByMail(member.email);
  await signInThroughApi(page, member.email, member.password);
}

/**
 * Signs in once and returns the session cookie for any number of contexts (`openPage`'s
 * `storageState`): sign-ins are limited per address and per account, and every test comes
 * from 127.0.0.1.
 */
export async function signedInState(account: {
  email: string;
  password: string;
}): Promise<StorageState> {
  const api = await request.newContext({ baseURL: baseUrl() });
  try {
    const res = await api.post('/api/auth/login', {
      headers: ourOrigin(),
      data: { email: account.email, password: account.password },
    });
    await completeSignIn(api, account.email, res);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}

/**
 * The shared administrator's session, signed in once for the whole run and kept in the e2e
 * server's data folder: every file signs in from 127.0.0.1, and the account's sign-ins and codes
 * are limited per 15 minutes (tests that show the sign-in screen itself still sign in there).
 * No test may sign this session out.
 */
export async function adminState(): Promise<StorageState> {
  const file = path.join(dataDir(), 'e2e-admin-session.json');
  if (existsSync(file)) return JSON.parse(readFileSync(file, 'utf8')) as StorageState;
  const state = await signedInState(E2E_ADMIN);
  writeFileSync(file, JSON.stringify(state));
  return state;
}

/** Signs the page's browser context in as the shared administrator (see adminState). */
export async function signInAsAdmin(page: Page): Promise<void> {
  await page.context().addCookies((await adminState()).cookies);
}

/**
 * After "Sign In" was pressed on the login screen: when the code step shows, types the
 * account's code and verifies, as the person would with their phone.
 */
export async function answerCodeStepIfAsked(page: Page, email: string): Promise<void> {
  const field = page.getByLabel('Authentication Code');
  // Whichever comes first; the other's wait is dropped quietly when it times out.
  const asked = await Promise.race([
    field
      .waitFor({ state: 'visible', timeout: 10_000 })
      .then(() => true)
      .catch(() => false),
    page
      .waitForURL((url) => url.pathname !== '/login', { timeout: 10_000 })
      .then(() => false)
      .catch(() => false),
  ]);
  if (!asked) return;
  await field.fill(await codeFor(email));
  await page.getByRole('button', { name: 'Verify', exact: true }).click();
}
