/**
 * Study groups after they are made: the leader edits their group and closes it (it leaves the
 * list; its members find it no longer), and an administrator hides a group from the admin panel's
 * Study groups tab (it leaves the list and its page is not found by others) and shows it again.
 */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectHidden,
  expectVisible,
  launchBrowser,
  openPage,
  visit,
  type PageSession,
} from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { signInAsAdmin, signInNewVerifiedMember } from './support/sign-in';

let browser: Browser;
const sessions: PageSession[] = [];
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  for (const s of sessions) await s.close();
  await browser?.close();
});

const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const password = 'fishers of men 12';

async function open(): Promise<PageSession> {
  const session = await openPage(browser);
  sessions.push(session);
  return session;
}

/** Registers a member, verifies the address from the mailed link, and signs the page in. */
async function verifiedMember(page: Page, firstName: string): Promise<void> {
  const email = `${firstName.toLowerCase()}-${stamp}@example.com`;
  await signInNewVerifiedMember(page, { email, password, firstName, lastName: 'Disciple' });
}

/** Makes a group through the API as the page's member; answers its path. */
async function makeGroup(page: Page, name: string): Promise<string> {
  const res = await page.request.post(urlOf('/api/study-groups'), {
    headers: ourOrigin(),
    data: { name, topic: 'Philippians', meetingSchedule: 'Mondays' },
  });
  expect(res.status()).toBe(201);
  return `/study-groups/${((await res.json()) as { id: number }).id}`;
}

const listed = async (page: Page, name: string) => {
  const res = await page.request.get(urlOf(`/api/study-groups?q=${encodeURIComponent(name)}`));
  return ((await res.json()) as { name: string }[]).some((g) => g.name === name);
};

describe('study groups after they are made', () => {
  it('the leader edits and closes their group', { timeout: 120_000 }, async () => {
    const leader = await open();
    await verifiedMember(leader.page, 'Lydia');
    const name = `Philippians ${stamp}`;
    const path = await makeGroup(leader.page, name);
    const member = await open();
    await verifiedMember(member.page, 'Epaphroditus');
    expect(
      (
        await member.page.request.post(urlOf(`/api/study-groups${path.slice(13)}/join`), {
          headers: ourOrigin(),
        })
      ).status(),
    ).toBe(200);

    const { page } = leader;
    await visit(page, path);
    await expectVisible(page.getByRole('heading', { level: 1, name }));
    await page.getByRole('button', { name: 'Edit group' }).click();
    const dialog = page.getByRole('dialog', { name: 'Edit Group' });
    await expectVisible(dialog);
    // The form's own rules, in the page's words.
    await dialog.getByLabel('Group Name').fill('');
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectVisible(dialog.getByText('Group name is required'));
    await dialog.getByLabel('Group Name').fill(`${name}, slowly`);
    await dialog.getByLabel('Meeting Schedule').fill('Wednesdays at 7 pm');
    await assertNoSeriousA11yViolations(page);
    await dialog.getByRole('button', { name: 'Save changes' }).click();
    await expectHidden(dialog);
    await expectVisible(page.getByRole('heading', { level: 1, name: `${name}, slowly` }));
    await expectVisible(page.getByText('Wednesdays at 7 pm'));

    await page.getByRole('button', { name: 'Close group' }).click();
    const ask = page.getByRole('dialog', { name: 'Close this group?' });
    await expectVisible(ask);
    await ask.getByRole('button', { name: 'Close group' }).click();
    await expectVisible(page.getByText('This group is closed', { exact: false }));
    await expectVisible(page.getByRole('button', { name: 'Open group again' }));
    expect(await listed(page, `${name}, slowly`)).toBe(false);
    // The member finds it no longer.
    await visit(member.page, path);
    await expectVisible(
      member.page.getByRole('heading', { level: 1, name: 'Study Group Not Found' }),
    );
    leader.assertNoConsoleErrors();
  });

  it('an administrator hides a group and shows it again', { timeout: 120_000 }, async () => {
    const leader = await open();
    await verifiedMember(leader.page, 'Euodia');
    const name = `Hidden fellowship ${stamp}`;
    const path = await makeGroup(leader.page, name);
    const visitor = await open();

    const admin = await open();
    const { page } = admin;
    await signInAsAdmin(page);
    await visit(page, '/admin');
    await page.getByRole('tab', { name: 'Study groups' }).click();
    await page.getByLabel('Search groups').fill(stamp);
    const row = page.getByTestId('admin-group').filter({ hasText: name });
    await expectVisible(row);
    await expectVisible(row.getByText('Led by Euodia', { exact: false }));
    await assertNoSeriousA11yViolations(page);
    await row.getByRole('button', { name: `Hide ${name}` }).click();
    const ask = page.getByRole('dialog', { name: 'Hide this group?' });
    await expectVisible(ask);
    await ask.getByRole('button', { name: `Hide ${name}` }).click();
    await expectHidden(ask);
    await expectVisible(row.getByText('Hidden', { exact: true }));

    expect(await listed(visitor.page, name)).toBe(false);
    await visit(visitor.page, path);
    await expectVisible(
      visitor.page.getByRole('heading', { level: 1, name: 'Study Group Not Found' }),
    );
    // Its leader still opens it, and is told why nobody else can.
    await visit(leader.page, path);
    await expectVisible(
      leader.page.getByText('The administrators have hidden this group', { exact: false }),
    );

    await row.getByRole('button', { name: `Show ${name} again` }).click();
    await page
      .getByRole('dialog', { name: 'Show this group again?' })
      .getByRole('button', { name: `Show ${name} again` })
      .click();
    await expectVisible(row.getByRole('button', { name: `Hide ${name}` }));
    expect(await listed(visitor.page, name)).toBe(true);
    admin.assertNoConsoleErrors();
  });
});
