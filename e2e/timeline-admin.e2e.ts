/**
 * The ministry edits its Biblical Timeline and Characters: the administrator adds a sixteenth
 * event, which /timeline has in its first HTML at once; changes a character's Spanish text, which
 * /es/characters shows; deletes the event, finds it in the Trash and restores it. The editors are
 * accessible and never wider than a 320 px screen. What the test changes is put back afterwards,
 * so other files see the site as a fresh start has it.
 */
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { AdminCharacter } from '../contract/characters';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { adminState } from './support/sign-in';

let browser: Browser;
const event = {
  year: 'c. 1000 BC',
  title: 'The Ark Comes Up to Zion',
  description: 'David brings the ark of the covenant up to Jerusalem with joy (2 Samuel 6).',
  significance: 'God dwells among his people in the city of the great King.',
};
const spanishTitle = 'Padre de todos los creyentes';
const added: number[] = [];
let abraham: AdminCharacter | undefined;

const adminApi = async () =>
  request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });

beforeAll(async () => {
  browser = await launchBrowser();
  const api = await adminApi();
  try {
    const people = (await (await api.get('/api/admin/characters')).json()) as AdminCharacter[];
    abraham = people.find((c) => c.id === 1);
  } finally {
    await api.dispose();
  }
});
afterAll(async () => {
  await browser?.close();
  const api = await adminApi();
  try {
    for (const id of added) await api.delete(`/api/admin/timeline/${id}`);
    if (abraham) {
      const { texts, hebrewName, hebrewTransliteration, era, icon, color, order } = abraham;
      await api.put('/api/admin/characters/1', {
        data: { texts, hebrewName, hebrewTransliteration, era, icon, color, order },
      });
    }
  } finally {
    await api.dispose();
  }
});

/** How far the page scrolls sideways. */
const sideways = (page: Page) =>
  page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    return root.scrollWidth - root.clientWidth;
  });

async function openTab(page: Page, tab: string, heading: string): Promise<void> {
  await visit(page, '/admin');
  await page.getByRole('tab', { name: tab, exact: true }).click();
  await expectVisible(page.getByRole('heading', { name: heading, exact: true }));
}

const html = async (path: string) => (await fetch(urlOf(path))).text();

describe('the administrator edits the timeline and the characters', () => {
  it('adds a sixteenth event; /timeline has it in its first HTML', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await openTab(page, 'Timeline', 'Biblical Timeline');
        await expectVisible(
          page.getByRole('button', { name: 'Creation of Heaven and Earth', exact: true }),
        );
        expect(await page.getByTestId('admin-timeline-event').count()).toBe(15);
        await page.getByRole('button', { name: 'Add Event' }).click();
        await expectVisible(page.getByRole('heading', { name: 'New Event' }));
        await assertNoSeriousA11yViolations(page);
        // The contract's messages, under their fields, before anything is sent.
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        await expectVisible(page.getByText('Year is required').first());

        await page.getByLabel('Year', { exact: true }).fill(event.year);
        await page.getByLabel('Title', { exact: true }).fill(event.title);
        await page.getByLabel('Description', { exact: true }).fill(event.description);
        await page.getByLabel('Kingdom significance').fill(event.significance);
        await page.getByLabel('Category', { exact: true }).selectOption('kingdom');
        const saved = page.waitForResponse(
          (res) => res.url().endsWith('/api/admin/timeline') && res.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        const answer = await saved;
        expect(answer.status()).toBe(201);
        added.push(((await answer.json()) as { id: number }).id);
        await expectVisible(page.getByRole('heading', { name: 'Edit Event' }));
      },
    );
    const timeline = await html('/timeline');
    expect(timeline).toContain(event.title);
    expect(timeline).toContain('Creation of Heaven and Earth');
    // Not translated yet: the Spanish page shows it in English.
    expect(await html('/es/timeline')).toContain(event.title);
  });

  it("changes a character's Spanish text; /es/characters shows it", async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await openTab(page, 'Characters', 'Biblical Characters');
        await page.getByRole('button', { name: 'Edit Abraham' }).click();
        await expectVisible(page.getByRole('heading', { name: 'Edit Character' }));
        await page.getByRole('button', { name: 'Español' }).click();
        await expectVisible(page.getByText('Text in Español'));
        await page.getByLabel('Title', { exact: true }).fill(spanishTitle);
        await assertNoSeriousA11yViolations(page);
        const saved = page.waitForResponse(
          (res) =>
            res.url().endsWith('/api/admin/characters/1') && res.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save', exact: true }).click();
        expect((await saved).status()).toBe(200);
      },
    );
    expect(await html('/es/characters')).toContain(spanishTitle);
    expect(await html('/characters')).not.toContain(spanishTitle);
  });

  it('deletes the event after asking, and restores it from the Trash', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await openTab(page, 'Timeline', 'Biblical Timeline');
        await page.getByRole('button', { name: `Delete ${event.title}` }).click();
        const dialog = page.getByRole('dialog', { name: 'Delete Event?' });
        await expectVisible(dialog.getByText(/stays in the Trash for 30 days/));
        await dialog.getByRole('button', { name: 'Delete', exact: true }).click();
        await expectVisible(page.getByText('Event Deleted').first());
        expect(await html('/timeline')).not.toContain(event.title);

        await page.getByRole('tab', { name: 'Trash', exact: true }).click();
        await expectVisible(page.getByRole('heading', { name: 'Trash', exact: true }));
        await assertNoSeriousA11yViolations(page);
        await page.getByRole('button', { name: `Restore ${event.title}` }).click();
        await expectVisible(page.getByText('Restored').first());
      },
    );
    expect(await html('/timeline')).toContain(event.title);
  });

  it('the editors fit a 320 px screen and stay accessible there', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 320, height: 740 } },
      async ({ page }) => {
        await openTab(page, 'Timeline', 'Biblical Timeline');
        await page.getByRole('button', { name: `Edit ${event.title}` }).click();
        await expectVisible(page.getByRole('heading', { name: 'Edit Event' }));
        expect(await sideways(page)).toBe(0);
        await assertNoSeriousA11yViolations(page);

        await openTab(page, 'Characters', 'Biblical Characters');
        await page.getByRole('button', { name: 'Edit Moses' }).click();
        await expectVisible(page.getByRole('heading', { name: 'Edit Character' }));
        expect(await sideways(page)).toBe(0);
        await assertNoSeriousA11yViolations(page);
      },
    );
  });
});
