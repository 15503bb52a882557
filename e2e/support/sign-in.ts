import { request, type Page } from 'playwright-core';
import { expect } from 'vitest';
import type { StorageState } from './browser';
import { baseUrl, ourOrigin, urlOf } from './env';

/** Signs the page's browser context in through the API (its cookie jar keeps the session). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const res = await page.request.post(urlOf('/api/auth/login'), {
    headers: ourOrigin(),
    data: { email, password },
  });
  expect(res.status(), await res.text()).toBe(200);
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
    expect(res.status(), await res.text()).toBe(200);
    return await api.storageState();
  } finally {
    await api.dispose();
  }
}
