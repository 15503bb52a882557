import type { Page } from 'playwright-core';
import { expect } from 'vitest';
import { urlOf } from './env';

/** Signs the page's browser context in through the API (its cookie jar keeps the session). */
export async function signInThroughApi(page: Page, email: string, password: string) {
  const res = await page.request.post(urlOf('/api/auth/login'), { data: { email, password } });
  expect(res.status(), await res.text()).toBe(200);
}
