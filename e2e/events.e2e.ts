/**
 * Gatherings as people use them: an administrator creates an event with one place in the admin
 * panel's Events tab; a member registers and has the place, a second member lands on the
 * waitlist, the first cancels and the second is moved up and e-mailed. The event's calendar file
 * downloads; the list, the event page and the Events tab are accessible, and nothing scrolls
 * sideways at 320 px. The event is removed at the end (the e2e files share one server).
 */
import { readFileSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { request } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, openPage, visit, type PageSession } from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { verifyAddressByMail, waitForMail } from './support/outbox';
import { adminState, signInAsAdmin, signInThroughApi } from './support/sign-in';

const NARROW = { width: 320, height: 720 };
let browser: Browser;
const sessions: PageSession[] = [];
const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
const slug = `evening-study-${stamp}`;
const title = `Evening study ${stamp}`;
const password = 'gathered together 7';

/** Removes the event made here, whatever the test reached. */
async function removeEvent() {
  const api = await request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });
  try {
    const list = await api.get('/api/admin/events');
    const events = (await list.json()) as { id: number; slug: string }[];
    for (const event of events.filter((e) => e.slug === slug)) {
      await api.delete(`/api/admin/events/${event.id}`);
    }
  } finally {
    await api.dispose();
  }
}

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await removeEvent();
  for (const s of sessions) await s.close();
  await browser?.close();
});

async function open(): Promise<PageSession> {
  const session = await openPage(browser, { viewport: NARROW });
  sessions.push(session);
  return session;
}

/** Registers a member, verifies the address from the mailed link, and signs the page in. */
async function verifiedMember(page: Page, firstName: string): Promise<string> {
  const email = `${firstName.toLowerCase()}-${stamp}@example.com`;
  const res = await page.request.post(urlOf('/api/auth/register'), {
    headers: ourOrigin(),
    data: { email, password, firstName, lastName: 'Attendee' },
  });
  expect(res.status()).toBe(201);
  await verifyAddressByMail(email);
  await signInThroughApi(page, email, password);
  return email;
}

const noSidewaysScroll = (page: Page) =>
  page.evaluate(() => document.documentElement.scrollWidth <= window.innerWidth);

/** Ten days ahead, as a datetime-local field writes it. */
function ahead(time: string): string {
  return `${new Date(Date.now() + 10 * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

describe('gatherings', () => {
  it(
    'created in the Events tab, one place, a waitlist that moves up',
    { timeout: 240_000 },
    async () => {
      // The administrator creates the event.
      const admin = await open();
      await signInAsAdmin(admin.page);
      await visit(admin.page, '/admin');
      await admin.page.getByRole('tab', { name: 'Events' }).click();
      await expectVisible(admin.page.getByRole('heading', { name: 'Events' }));
      await admin.page.getByRole('button', { name: 'New Event' }).click();
      const dialog = admin.page.getByRole('dialog');
      await dialog.getByLabel('Title', { exact: true }).fill(title);
      // The contract's own message, before anything is sent.
      await dialog.getByRole('button', { name: 'Save Event' }).click();
      await expectVisible(dialog.getByText('Give a date and time').first());
      await dialog.getByLabel('Address', { exact: true }).fill(slug);
      await dialog.getByLabel('Description', { exact: true }).fill('We read **Romans** together.');
      await dialog.getByLabel('Status').selectOption('published');
      await dialog.getByLabel('Time zone').selectOption('America/New_York');
      await dialog.getByLabel('Starts').fill(ahead('19:00'));
      await dialog.getByLabel('Ends').fill(ahead('20:30'));
      await dialog.getByLabel('Online link').fill('https://meet.example.org/romans');
      await dialog.getByLabel('Places').fill('1');
      expect(await noSidewaysScroll(admin.page)).toBe(true);
      await assertNoSeriousA11yViolations(admin.page);
      await dialog.getByRole('button', { name: 'Save Event' }).click();
      await expectVisible(admin.page.getByText('Event added').first());
      const row = admin.page.getByTestId('admin-event').filter({ hasText: title });
      await expectVisible(row);
      await expectVisible(row.getByText('0 of 1 places taken', { exact: false }));
      expect(await noSidewaysScroll(admin.page)).toBe(true);
      await assertNoSeriousA11yViolations(admin.page);

      // The list and the page, as a visitor finds them.
      const first = await open();
      const firstEmail = await verifiedMember(first.page, 'Lydia');
      await visit(first.page, '/events');
      await expectVisible(first.page.getByRole('link', { name: title }).first());
      expect(await noSidewaysScroll(first.page)).toBe(true);
      await assertNoSeriousA11yViolations(first.page);
      await visit(first.page, `/events/${slug}`);
      await expectVisible(first.page.getByRole('heading', { level: 1, name: title }));
      await expectVisible(first.page.locator('strong', { hasText: 'Romans' }));
      expect(await noSidewaysScroll(first.page)).toBe(true);
      await assertNoSeriousA11yViolations(first.page);

      // The calendar file.
      const [download] = await Promise.all([
        first.page.waitForEvent('download'),
        first.page.getByRole('link', { name: 'Add to calendar (.ics)' }).click(),
      ]);
      const ics = readFileSync((await download.path()) ?? '', 'utf8');
      expect(ics).toContain('BEGIN:VCALENDAR');
      expect(ics).toContain(`SUMMARY:${title}`);
      expect(ics).toContain('TZID=America/New_York');

      // The first member takes the one place.
      await first.page.getByRole('button', { name: 'Register' }).click();
      await expectVisible(first.page.getByText('You are registered (1 place).'));
      await expectVisible(first.page.getByRole('link', { name: 'Join online' }));

      // The second lands on the waitlist.
      const second = await open();
      const secondEmail = await verifiedMember(second.page, 'Tabitha');
      await visit(second.page, `/events/${slug}`);
      await second.page.getByRole('button', { name: 'Register' }).click();
      await expectVisible(second.page.getByText('You are on the waitlist.', { exact: false }));

      // Staff see both.
      await admin.page.reload();
      await admin.page.getByRole('tab', { name: 'Events' }).click();
      await admin.page.getByRole('button', { name: `People registered for ${title}` }).click();
      const people = admin.page.getByRole('dialog');
      await expectVisible(people.getByTestId('admin-registration').filter({ hasText: firstEmail }));
      await expectVisible(
        people
          .getByTestId('admin-registration')
          .filter({ hasText: secondEmail })
          .getByText('Waitlist'),
      );
      await assertNoSeriousA11yViolations(admin.page);

      // The first cancels; the second is moved up and told by e-mail.
      await first.page.getByRole('button', { name: 'Cancel my registration' }).click();
      await expectVisible(first.page.getByRole('button', { name: 'Register' }));
      const promoted = await waitForMail(secondEmail, 15_000, (m) =>
        m.subject.includes('A place came free for you'),
      );
      expect(promoted.text).toContain(title);
      expect(promoted.text).toContain('https://meet.example.org/romans');
      await second.page.reload();
      await expectVisible(second.page.getByText('You are registered (1 place).'));
    },
  );
});
