/**
 * A study group's meetings, kept from its page: the leader sets weekly Tuesday meetings (the
 * form's own rules and the server's field messages shown by field), a member reads them in
 * words, sees the next dates in their own time zone and opens the series' page in the calendar;
 * a member who does not lead sees no way to change them; the leader removes them. In English,
 * Spanish and Portuguese, axe clean, and nothing scrolls sideways at 390 px.
 */
import { mkdirSync } from 'node:fs';
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  atEachWidth,
  expectHidden,
  expectVisible,
  launchBrowser,
  openPage,
  visit,
  type PageSession,
} from './support/browser';
import { ourOrigin, urlOf } from './support/env';
import { englishLeftovers, expectNarrowAndAxeClean } from './support/no-english';
import { signInNewVerifiedMember } from './support/sign-in';

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
const shots = process.env.E2E_SHOTS ?? '/tmp/group-schedule-shots';

async function open(timezoneId = 'UTC'): Promise<PageSession> {
  const session = await openPage(browser, { timezoneId });
  sessions.push(session);
  return session;
}

/** Registers a member, verifies the address from the mailed link, and signs the page in. */
async function verifiedMember(page: Page, firstName: string): Promise<void> {
  const email = `${firstName.toLowerCase()}-${stamp}@example.com`;
  await signInNewVerifiedMember(page, { email, password, firstName, lastName: 'Disciple' });
}

/** Makes a group through the API as the page's member; answers its id. */
async function makeGroup(page: Page, name: string): Promise<number> {
  const res = await page.request.post(urlOf('/api/study-groups'), {
    headers: ourOrigin(),
    data: { name, topic: 'Acts' },
  });
  expect(res.status()).toBe(201);
  return ((await res.json()) as { id: number }).id;
}

/** The narrowest width the site serves, a phone's, and a desktop's. */
const WIDTHS = [320, 390, 1280];
const meets = /Meets every Tuesday, 7:00\sPM–8:30\sPM \(America\/Sao Paulo\)/;

describe('a study group’s meetings', () => {
  it(
    'the leader sets them, members read them, the leader removes them',
    { timeout: 240_000 },
    async () => {
      mkdirSync(shots, { recursive: true });
      const leader = await open();
      await verifiedMember(leader.page, 'Priscilla');
      const name = `Acts at home ${stamp}`;
      const id = await makeGroup(leader.page, name);
      const path = `/study-groups/${id}`;
      // A member reads in Lisbon: the next dates in their zone, not the group's.
      const member = await open('Europe/Lisbon');
      await verifiedMember(member.page, 'Apollos');
      const joined = await member.page.request.post(urlOf(`/api/study-groups/${id}/join`), {
        headers: ourOrigin(),
      });
      expect(joined.status()).toBe(200);

      const { page } = leader;
      await visit(page, path);
      const section = page.getByRole('region', { name: 'Meetings' });
      await expectVisible(section.getByText('No meetings are scheduled yet.'));
      await section.getByRole('button', { name: 'Set meetings' }).click();
      const dialog = page.getByRole('dialog', { name: 'The group’s meetings' });
      await expectVisible(dialog);

      // The form's own rules, by field, before anything is sent.
      await dialog.getByRole('button', { name: 'Save meetings' }).click();
      await expectVisible(dialog.getByText('Choose at least one day'));
      await expect(dialog.getByText('Give a date and time').count()).resolves.toBe(2);

      await dialog.getByRole('checkbox', { name: 'Tuesday' }).check();
      await dialog.getByLabel('Starts at').fill('19:00');
      await dialog.getByLabel('Ends at').fill('20:30');
      await dialog.getByLabel('Time zone').selectOption('America/Sao_Paulo');
      await dialog.getByLabel('Place', { exact: true }).fill('Casa de Áquila');
      await dialog.getByLabel('Address').fill('Rua Augusta 10, São Paulo');
      await dialog.getByLabel('Map link').fill('https://maps.example.com/aquila');
      await dialog.getByLabel('Online meeting link').fill('https://meet.example.com/acts');
      await assertNoSeriousA11yViolations(page);

      // A refusal the browser cannot foresee is shown by the field the server names.
      leader.allowConsoleError({
        reason: 'the refusal the test answers in place of the server',
        text: /status of 400/,
      });
      await page.route(urlOf(`/api/study-groups/${id}/schedule`), (route) =>
        route.request().method() === 'PUT'
          ? route.fulfill({
              status: 400,
              contentType: 'application/json',
              body: JSON.stringify({
                message: 'Validation failed',
                fieldErrors: { mapUrl: ['Give a web address starting with https://'] },
              }),
            })
          : route.fallback(),
      );
      await dialog.getByRole('button', { name: 'Save meetings' }).click();
      await expectVisible(dialog.getByText('Give a web address starting with https://'));
      await expect(dialog.getByLabel('Map link').getAttribute('aria-invalid')).resolves.toBe(
        'true',
      );
      await page.unrouteAll();

      await dialog.getByRole('button', { name: 'Save meetings' }).click();
      await expectHidden(dialog);
      await expectVisible(section.getByText(meets));
      await expectVisible(section.getByRole('button', { name: 'Edit meetings' }));

      // The member: the rule in words, the place, the next dates in Lisbon's time.
      const m = member.page;
      await visit(m, path);
      const theirs = m.getByRole('region', { name: 'Meetings' });
      await expectVisible(theirs.getByText(meets));
      await expectVisible(theirs.getByText('Casa de Áquila'));
      await expectVisible(theirs.getByRole('link', { name: 'Map' }));
      await expectVisible(theirs.getByRole('link', { name: 'Join online' }));
      await expectVisible(theirs.getByText('Next meetings, in your time zone (Europe/Lisbon)'));
      const next = theirs.getByTestId('group-next-meetings').getByRole('listitem');
      expect(await next.count()).toBeGreaterThan(1);
      // 19:00 in São Paulo (UTC-3) is 22:00 in Lisbon in winter and 23:00 in summer.
      expect(await next.first().innerText()).toMatch(
        /^Tuesday, .* (10|11):00\sPM – (11:30\sPM|12:30\sAM)$/,
      );
      // A member who does not lead changes nothing.
      expect(await m.getByRole('button', { name: /meetings/i }).count()).toBe(0);
      await atEachWidth(m, WIDTHS, async (width) => {
        await expectNarrowAndAxeClean(m, `member at ${width}`);
        await m.screenshot({ path: `${shots}/member-en-${width}.png`, fullPage: true });
      });

      // In Spanish and Portuguese, nothing is left in English.
      for (const lang of ['es', 'pt'] as const) {
        expect(await englishLeftovers(m, lang, [path])).toEqual([]);
        await atEachWidth(m, WIDTHS, async (width) => {
          await expectNarrowAndAxeClean(m, `member ${lang} at ${width}`);
          await m.screenshot({ path: `${shots}/member-${lang}-${width}.png`, fullPage: true });
        });
      }
      await expectVisible(m.getByText(/Reúne-se toda terça-feira, das 19:00 às 20:30/));

      await visit(m, path);
      await theirs.getByRole('link', { name: 'See the meetings in the calendar' }).click();
      await expectVisible(m.getByRole('heading', { level: 1, name }));
      expect(new URL(m.url()).pathname).toBe(`/events/study-group-${id}-meetings`);
      await expectVisible(m.getByText('Repeats every Tuesday', { exact: true }));

      // The leader's form in each language, at each width.
      for (const prefix of ['', '/es', '/pt']) {
        await visit(page, `${prefix}${path}`);
        await page
          .locator('section[aria-labelledby="group-meetings"]')
          .getByRole('button')
          .first()
          .click();
        await expectVisible(page.getByRole('dialog'));
        await atEachWidth(page, WIDTHS, async (width) => {
          await expectNarrowAndAxeClean(page, `the leader's form ${prefix} at ${width}`);
          await page.screenshot({
            path: `${shots}/leader-form-${prefix.slice(1) || 'en'}-${width}.png`,
          });
        });
        await page.keyboard.press('Escape');
        await expectHidden(page.getByRole('dialog'));
      }

      // The leader removes them, once asked.
      await visit(page, path);
      await section.getByRole('button', { name: 'Remove meetings' }).click();
      const ask = page.getByRole('dialog', { name: 'Remove the meetings?' });
      await expectVisible(ask);
      await assertNoSeriousA11yViolations(page);
      await ask.getByRole('button', { name: 'Remove meetings' }).click();
      await expectHidden(ask);
      await expectVisible(section.getByText('No meetings are scheduled yet.'));
      await visit(m, path);
      await expectVisible(theirs.getByText('No meetings are scheduled yet.'));

      leader.assertNoConsoleErrors();
      member.assertNoConsoleErrors();
    },
  );
});
