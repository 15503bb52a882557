/**
 * Publishing from the admin panel: the administrator uploads a cover and adds an ebook, which
 * the store then shows with that cover; writes an article in English (the draft saves itself,
 * the preview renders beside it), publishes it, translates it to Spanish and publishes that too,
 * and turns the English one into a newsletter draft. A visitor finds the Spanish article in the
 * Spanish list and reads it. The editor and the article page have no serious axe violation.
 */
import { articleListPath } from '../contract/publishing';
import type { Browser, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  expectVisible,
  launchBrowser,
  visit,
  withPage,
  type StorageState,
} from './support/browser';
import { adminState } from './support/sign-in';

let browser: Browser;
/** One sign-in for every test: each asks the administrator's authenticator for a fresh code. */
let admin: StorageState;
beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminState();
});
afterAll(async () => {
  await browser?.close();
});

const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;

/** A book cover as an administrator's phone might take it: a real PNG, portrait. */
const coverPng = () =>
  sharp({
    create: { width: 600, height: 900, channels: 3, background: { r: 24, g: 48, b: 96 } },
  })
    .png()
    .toBuffer();

async function openAdminTab(page: Page, tab: string) {
  await visit(page, '/admin');
  await page.getByRole('tab', { name: tab, exact: true }).click();
}

/** The editor's save status reads "Saved at …" (autosave or the admin's own save). */
const waitForSaved = (page: Page) =>
  expectVisible(page.getByTestId('save-status').filter({ hasText: /^Saved at / }), 15_000);

describe('publishing', () => {
  it(
    'the admin adds an ebook with a cover, and the store shows it with that cover',
    { timeout: 120_000 },
    async () => {
      const title = `The Kingdom Restored ${stamp}`;
      await withPage(browser, { storageState: admin }, async ({ page }) => {
        await openAdminTab(page, 'Ebooks');
        await expectVisible(page.getByRole('heading', { name: 'Ebooks', level: 2 }));
        await page.getByRole('button', { name: 'Add Ebook' }).click();
        const dialog = page.getByRole('dialog');
        await expectVisible(dialog.getByRole('heading', { name: 'Add Ebook' }));

        // Every field is checked before anything is sent.
        await dialog.getByRole('button', { name: 'Add Ebook' }).click();
        await expectVisible(dialog.getByText('Title is required'));
        await expectVisible(dialog.getByText('Amazon link is required'));

        await dialog.getByLabel('Title', { exact: true }).fill(title);
        await dialog
          .getByLabel('Description', { exact: true })
          .fill('How the whole creation is set free.');
        await dialog.getByLabel('Price').fill('$9.99');
        await dialog
          .getByLabel('Amazon link', { exact: true })
          .fill('http://www.amazon.com/dp/B000000000');
        await dialog.getByRole('button', { name: 'Add Ebook' }).click();
        await expectVisible(dialog.getByText('Amazon link must be an https address'));
        await dialog
          .getByLabel('Amazon link', { exact: true })
          .fill('https://www.amazon.com/dp/B000000000');
        await dialog.getByLabel('Rating (0 to 5 stars)').fill('5');
        await dialog.getByLabel('Reviews').fill('12');

        await dialog.locator('input[type="file"]').setInputFiles({
          name: 'cover.png',
          mimeType: 'image/png',
          buffer: await coverPng(),
        });
        const preview = dialog.locator('fieldset img');
        await expectVisible(preview, 20_000);
        expect(await preview.getAttribute('src')).toMatch(/\/media\//);
        await assertNoSeriousA11yViolations(page);

        await dialog.getByRole('button', { name: 'Add Ebook' }).click();
        await expectVisible(page.getByText('Ebook Added', { exact: true }).first());
        const row = page.getByTestId('admin-ebook').filter({ hasText: title });
        await expectVisible(row);
        expect(await row.locator('img').getAttribute('src')).toMatch(/\/media\//);

        // Order with the keyboard: a new book comes last; "Move up" puts it one place higher
        // and the focus stays on the button, to press again.
        const titles = () => page.getByTestId('admin-ebook').locator('h3').allInnerTexts();
        const before = await titles();
        expect(before.at(-1)).toBe(title);
        const up = page.getByRole('button', { name: `Move ${title} up` });
        await up.focus();
        await page.keyboard.press('Enter');
        await expect.poll(async () => (await titles()).at(-2)).toBe(title);
        expect(await up.evaluate((el) => el === document.activeElement)).toBe(true);
      });

      await withPage(browser, {}, async ({ page }) => {
        await visit(page, '/store');
        const heading = page.getByRole('heading', { name: title });
        await expectVisible(heading);
        const cover = heading.locator('xpath=ancestor::*[.//img][1]//img').first();
        expect(await cover.getAttribute('src')).toMatch(/\/media\//);
        expect(Number(await cover.getAttribute('width'))).toBeGreaterThan(0);
        expect(Number(await cover.getAttribute('height'))).toBeGreaterThan(0);
        // The image is served (not a broken picture).
        await page.waitForFunction(
          (img) => img instanceof HTMLImageElement && img.complete && img.naturalWidth > 0,
          await cover.elementHandle(),
        );
      });
    },
  );

  it(
    'the admin writes, publishes and translates an article; a visitor reads the Spanish one',
    { timeout: 180_000 },
    async () => {
      const english = `Living by Faith ${stamp}`;
      const spanish = `Vivir por la Fe ${stamp}`;
      await withPage(browser, { storageState: admin }, async ({ page }) => {
        await openAdminTab(page, 'Articles');
        await expectVisible(page.getByRole('heading', { name: 'Articles', level: 2 }));
        await page.getByRole('button', { name: 'New Article' }).click();
        await expectVisible(page.getByRole('heading', { name: 'New Article' }));

        await page.getByLabel('Title', { exact: true }).fill(english);
        // The address follows the title.
        await expect
          .poll(() => page.getByLabel('Address').inputValue())
          .toBe(`living-by-faith-${stamp}`);
        await page.getByLabel('Excerpt').fill('The righteous shall live by faith.');
        await page
          .getByLabel('Content (Markdown)')
          .fill(
            '## The just shall live by faith\n\nFor God so loved the world (John 3:16).\n\n**Grace** upon grace.',
          );

        // The preview renders beside the editor; the draft saves itself.
        const preview = page.getByTestId('article-preview');
        await expectVisible(preview.getByRole('heading', { name: 'The just shall live by faith' }));
        await waitForSaved(page);
        await assertNoSeriousA11yViolations(page);

        await page.getByLabel('Status').selectOption('published');
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await expectVisible(page.getByText('Article Published', { exact: true }).first());
        await expectVisible(page.getByRole('link', { name: /View/ }));

        // Translate: a Spanish draft linked to the English article opens in the editor.
        await page.getByRole('button', { name: 'Translate' }).click();
        const dialog = page.getByRole('dialog');
        await dialog.getByLabel('Language').selectOption('es');
        await dialog.getByRole('button', { name: 'Create Translation' }).click();
        await expectVisible(page.getByText(/Español translation of/));
        await page.getByLabel('Title', { exact: true }).fill(spanish);
        await page.getByLabel('Excerpt').fill('El justo por la fe vivirá.');
        await page
          .getByLabel('Content (Markdown)')
          .fill('## El justo vivirá por la fe\n\nPorque de tal manera amó Dios al mundo.');
        await waitForSaved(page);
        expect(await page.getByLabel('Address').inputValue()).toBe(`vivir-por-la-fe-${stamp}`);
        await page.getByLabel('Status').selectOption('published');
        await page.getByRole('button', { name: 'Publish', exact: true }).click();
        await expectVisible(page.getByText('Article Published', { exact: true }).first());

        // Both are listed as published, the translation under its original.
        await page.getByRole('button', { name: 'Back to Articles' }).click();
        for (const title of [english, spanish]) {
          const row = page
            .getByTestId('admin-article')
            .filter({ has: page.getByRole('heading', { name: title, exact: true }) });
          await expectVisible(row.getByTestId('article-status').filter({ hasText: 'Published' }));
        }
        await expectVisible(
          page
            .getByTestId('admin-article')
            .filter({ has: page.getByRole('heading', { name: spanish, exact: true }) })
            .getByText(`translation of “${english}”`),
        );

        // Send as Newsletter: a campaign draft waits in the Newsletter tab.
        await page.getByRole('button', { name: english, exact: true }).click();
        await page.getByRole('button', { name: 'Send as Newsletter' }).click();
        await expectVisible(page.getByText('Newsletter Draft Created', { exact: true }).first());
        await expectVisible(page.getByRole('tab', { name: 'Newsletter', selected: true }));
        const campaign = page.getByTestId('campaign').filter({ hasText: english });
        await expectVisible(campaign.getByTestId('campaign-status').filter({ hasText: 'draft' }));
        // The draft is seen as readers will get it, then sent through the usual campaign flow.
        await campaign.getByRole('button', { name: 'View Email' }).click();
        const email = page.getByRole('dialog', { name: 'Email Preview' });
        await expectVisible(email);
        await expect.poll(() => email.locator('iframe').getAttribute('srcdoc')).toContain(english);
        await email.getByRole('button', { name: 'Close' }).click();
        await expectVisible(campaign.getByRole('button', { name: 'Send Now' }));
      });

      await withPage(browser, {}, async ({ page }) => {
        await visit(page, articleListPath('es'));
        await page.getByRole('link', { name: spanish }).first().click();
        await expectVisible(page.getByRole('heading', { name: spanish, level: 1 }));
        await expectVisible(page.getByRole('heading', { name: 'El justo vivirá por la fe' }));
        await assertNoSeriousA11yViolations(page);
      });
    },
  );

  it(
    "the admin's own save that the server refuses says so in one toast and by the field; an autosave only on the status line",
    { timeout: 90_000 },
    async () => {
      await withPage(browser, { storageState: admin }, async (session) => {
        session.allowConsoleError({
          reason: 'the address is taken (409 on purpose)',
          text: /^Failed to load resource: the server responded with a status of 409/,
          url: /\/api\/admin\/articles(\/\d+)?$/,
        });
        const { page } = session;
        await openAdminTab(page, 'Articles');
        await page.getByRole('button', { name: 'New Article' }).click();
        await page.getByLabel('Title', { exact: true }).fill(`Taken Address ${stamp}`);
        await page.getByLabel('Excerpt').fill('An address another article has.');
        await page.getByLabel('Content (Markdown)').fill('Grace upon grace.');
        await page.getByLabel('Address').fill('the-hope-of-the-resurrection');

        const status = page.getByTestId('save-status');
        await expectVisible(
          status.filter({ hasText: 'Not saved: Another article already uses this address' }),
          15_000,
        );
        const failedToast = page.getByText('Failed to save article', { exact: true });
        expect(await failedToast.count()).toBe(0);

        await page.getByRole('button', { name: 'Save Draft', exact: true }).click();
        await expectVisible(failedToast.first());
        expect(await failedToast.count()).toBe(1);
        const address = page.getByLabel('Address');
        expect(await address.getAttribute('aria-invalid')).toBe('true');
      });
    },
  );

  it('the editor fits a 320 px screen, with the preview below the Markdown', async () => {
    await withPage(
      browser,
      { storageState: admin, viewport: { width: 320, height: 740 } },
      async ({ page }) => {
        await openAdminTab(page, 'Articles');
        await page.getByRole('button', { name: 'New Article' }).click();
        await page.getByLabel('Title', { exact: true }).fill(`A very long title ${stamp} indeed`);
        await page
          .getByLabel('Content (Markdown)')
          .fill(`## Heading\n\nhttps://example.org/${'a'.repeat(120)}`);
        const preview = page.getByTestId('article-preview');
        await expectVisible(preview.getByRole('heading', { name: 'Heading' }));
        const sideways = await page.evaluate(
          () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
        );
        expect(sideways).toBeLessThanOrEqual(0);
        const textarea = await page.getByLabel('Content (Markdown)').boundingBox();
        const box = await preview.boundingBox();
        expect(box && textarea && box.y >= textarea.y + textarea.height).toBe(true);
        // Leaving with unsaved changes asks first: a link to another page of the site, then
        // closing the editor.
        let asked = '';
        page.once('dialog', (dialog) => {
          asked = dialog.message();
          void dialog.dismiss();
        });
        await page.locator('footer').getByRole('link').first().click();
        await expect.poll(() => asked).toMatch(/not been saved/);
        expect(new URL(page.url()).pathname).toBe('/admin');
        await page.getByRole('button', { name: 'Back to Articles' }).click();
        await expectVisible(page.getByRole('heading', { name: 'Discard Changes?' }));
        await page.getByRole('button', { name: 'Discard' }).click();
        await expectVisible(page.getByRole('heading', { name: 'Articles', level: 2 }));
      },
    );
  });
});
