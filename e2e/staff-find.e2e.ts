/**
 * The admin panel's Find tab: staff search people, conversations, newsletter readers and gifts by
 * name or address in one place, each group leading to its tab; keyboard-usable, axe clean, and
 * nothing wider than a 320 px screen.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { E2E_MEMBER } from './support/accounts';
import {
  expectVisible,
  launchBrowser,
  visit,
  withPage,
  type StorageState,
} from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { expectNarrowAndAxeClean } from './support/no-english';
import { adminState } from './support/sign-in';

let browser: Browser;
let admin: StorageState;
const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminState();
});
afterAll(async () => {
  await browser?.close();
});

describe('the Find tab', () => {
  it(
    'finds a member and a newsletter reader by address, and opens the tab that keeps them',
    { timeout: 120_000 },
    async () => {
      await withPage(browser, { storageState: admin }, async ({ page, assertNoConsoleErrors }) => {
        const reader = `lydia-${stamp}@example.com`;
        const subscribed = await page.request.post(urlOf('/api/newsletter/subscribe'), {
          headers: ourOrigin(),
          data: { email: reader, language: 'en' },
        });
        expect(subscribed.status(), await subscribed.text()).toBeLessThan(300);

        await visit(page, '/admin');
        await page.getByRole('tab', { name: 'Find', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Find a person or a record' }));

        // A member, by the start of their address, found among the people.
        const field = page.getByLabel('Name or e-mail address');
        await field.fill(E2E_MEMBER.email.slice(0, 12));
        await field.press('Enter');
        const people = page.getByRole('region', { name: /^People/ });
        await expectVisible(people);
        await expectVisible(people.getByText(E2E_MEMBER.email).first());

        // A reader, only among the newsletter's readers when the search is narrowed to them.
        await field.fill(reader);
        await page.getByLabel('Where').selectOption({ label: 'Newsletter' });
        await page.getByRole('button', { name: 'Find', exact: true }).click();
        const readers = page.getByRole('region', { name: /^Newsletter/ });
        await expectVisible(readers.getByText(reader).first());
        await expect.poll(() => page.getByRole('region', { name: /^People/ }).count()).toBe(0);

        // Nothing found says so.
        await page.getByLabel('Where').selectOption({ label: 'Everywhere' });
        await field.fill(`nobody-${stamp}`);
        await field.press('Enter');
        await expectVisible(page.getByText(`Nothing was found for “nobody-${stamp}”.`));

        await page.setViewportSize({ width: 320, height: 800 });
        await expectNarrowAndAxeClean(page, 'the Find tab at 320 px');

        // The group leads to the tab that keeps the records.
        await field.fill(reader);
        await field.press('Enter');
        await page.getByRole('button', { name: 'Open Newsletter' }).click();
        await expect
          .poll(() =>
            page
              .getByRole('tab', { name: 'Newsletter', exact: true })
              .getAttribute('aria-selected'),
          )
          .toBe('true');
        assertNoConsoleErrors();
      });
    },
  );
});
