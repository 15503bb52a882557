/**
 * Gatherings as people use them: an administrator creates a monthly online study with two places
 * in the admin panel's Events tab (its first meeting already held); two members register and have
 * the places, a third lands on the waitlist; staff mark who came to the meeting held; the first
 * cancels and the third is moved up and e-mailed. The event's calendar file downloads; the list,
 * the event page and the Events tab are accessible, and nothing scrolls sideways at 320 px. The
 * event is removed at the end (the e2e files share one server).
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

/**
 * Forty days back, as a datetime-local field writes it: a monthly series begun then has held a
 * meeting and has its next one within five weeks.
 */
function back(time: string): string {
  return `${new Date(Date.now() - 40 * 86_400_000).toISOString().slice(0, 10)}T${time}`;
}

describe('gatherings', () => {
  it(
    'a monthly series created in the Events tab: two places, a waitlist that moves up, who came',
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
      await dialog.getByLabel('Starts').fill(back('19:00'));
      await dialog.getByLabel('Ends').fill(back('20:30'));
      await dialog.getByLabel('Repeats').selectOption('monthly');
      await expect
        .poll(() => dialog.getByLabel('Repetition rule').inputValue())
        .toMatch(/^FREQ=MONTHLY;BYDAY=-?\d(SU|MO|TU|WE|TH|FR|SA)$/);
      await dialog.getByLabel('Online link').fill('https://meet.example.org/romans');
      await dialog.getByLabel('Places').fill('2');
      expect(await noSidewaysScroll(admin.page)).toBe(true);
      await assertNoSeriousA11yViolations(admin.page);
      await dialog.getByRole('button', { name: 'Save Event' }).click();
      await expectVisible(admin.page.getByText('Event added').first());
      const row = admin.page.getByTestId('admin-event').filter({ hasText: title });
      await expectVisible(row);
      await expectVisible(row.getByText('0 of 2 places taken', { exact: false }));
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
      // The repetition in words, not as the rule calendars write.
      await expectVisible(
        first.page.getByText(
          /^Repeats on the (first|second|third|fourth|last) [A-Z][a-z]+day of each month$/,
        ),
      );
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

      // The first two members take the two places.
      await first.page.getByRole('button', { name: 'Register' }).click();
      await expectVisible(first.page.getByText('You are registered (1 place).'));
      await expectVisible(first.page.getByRole('link', { name: 'Join online' }));
      const second = await open();
      await verifiedMember(second.page, 'Phoebe');
      await visit(second.page, `/events/${slug}`);
      await second.page.getByRole('button', { name: 'Register' }).click();
      await expectVisible(second.page.getByText('You are registered (1 place).'));

      // The third lands on the waitlist.
      const third = await open();
      const thirdEmail = await verifiedMember(third.page, 'Tabitha');
      await visit(third.page, `/events/${slug}`);
      await third.page.getByRole('button', { name: 'Register' }).click();
      await expectVisible(third.page.getByText('You are on the waitlist.', { exact: false }));

      // Staff see all three, and mark who came to the meeting already held.
      await admin.page.reload();
      await admin.page.getByRole('tab', { name: 'Events' }).click();
      await admin.page.getByRole('button', { name: `People registered for ${title}` }).click();
      const people = admin.page.getByRole('dialog');
      await expectVisible(people.getByTestId('admin-registration').filter({ hasText: firstEmail }));
      await expectVisible(
        people
          .getByTestId('admin-registration')
          .filter({ hasText: thirdEmail })
          .getByText('Waitlist'),
      );
      await expectVisible(people.getByRole('heading', { name: 'Who came' }));
      await expectVisible(people.getByText('2 registered · 0 attended'));
      // The box follows the server's answer: a click, then the count moves.
      await people.getByLabel('Lydia Attendee came').click();
      await expectVisible(people.getByText('2 registered · 1 attended'));
      await expect.poll(() => people.getByLabel('Lydia Attendee came').isChecked()).toBe(true);
      // Someone on the waitlist was not there to be counted.
      expect(await people.getByLabel('Tabitha Attendee came').count()).toBe(0);
      await assertNoSeriousA11yViolations(admin.page);

      // The first cancels; the third is moved up and told by e-mail.
      await first.page.getByRole('button', { name: 'Cancel my registration' }).click();
      await expectVisible(first.page.getByRole('button', { name: 'Register' }));
      const promoted = await waitForMail(thirdEmail, 15_000, (m) =>
        m.subject.includes('A place came free for you'),
      );
      expect(promoted.text).toContain(title);
      expect(promoted.text).toContain('https://meet.example.org/romans');
      await third.page.reload();
      await expectVisible(third.page.getByText('You are registered (1 place).'));
    },
  );
});
