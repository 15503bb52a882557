/**
 * The ministry edits what visitors read: the administrator adds a third study in English and
 * Portuguese from the admin panel's editor; it is in the Bible Study Center's first HTML at once
 * (/bible-study, /pt/bible-study) and its Portuguese reader opens its references. The editor is
 * accessible and never wider than a 320 px screen. What the test adds is removed afterwards, so
 * other files see the site as a fresh start has it.
 */
import { privacyPage } from '../content/privacy-page';
import { request, type Browser, type Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { adminState } from './support/sign-in';

let browser: Browser;
const study = {
  en: {
    title: 'The Sabbath Rest of the People of God',
    description: 'The rest that remains, from Genesis to Hebrews.',
    content:
      '# The Sabbath Rest\n\n## Introduction\n\nThere remains a Sabbath rest for the people of God (Hebrews 4:9).',
  },
  pt: {
    title: 'O descanso sabático do povo de Deus',
    description: 'O descanso que resta, de Gênesis a Hebreus.',
    content:
      '# O descanso sabático\n\n## Introdução\n\nResta um repouso sabático para o povo de Deus (Hebreus 4:9).',
  },
};
const added: number[] = [];
/** The bundled Privacy Policy, published by the test and put back as the draft it was. */
let editedPrivacy: number | undefined;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
  const api = await request.newContext({
    baseURL: baseUrl(),
    storageState: await adminState(),
    extraHTTPHeaders: ourOrigin(),
  });
  try {
    for (const id of added) await api.delete(`/api/admin/studies/${id}`);
    if (editedPrivacy !== undefined) {
      await api.put(`/api/admin/pages/${editedPrivacy}`, {
        data: { slug: 'privacy', language: 'en', ...privacyPage.en, status: 'draft' },
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

async function openStudiesTab(page: Page): Promise<void> {
  await visit(page, '/admin');
  await page.getByRole('tab', { name: 'Studies' }).click();
  await expectVisible(page.getByRole('heading', { name: 'Bible Studies' }));
}

describe('the administrator edits the studies', () => {
  it('adds a study in English and Portuguese; visitors have it in the first HTML', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await openStudiesTab(page);
        await expectVisible(
          page.getByRole('button', { name: 'The Restoration of All Things', exact: true }),
        );
        await page.getByRole('button', { name: 'Add Study' }).click();
        await expectVisible(page.getByRole('heading', { name: 'New Study' }));

        await page.getByLabel('Title (English)').fill(study.en.title);
        await page.getByLabel('Description (English)').fill(study.en.description);
        await page.getByLabel('Reading time').fill('15-20 minutes');
        await page.getByLabel('Study text (English)').fill(study.en.content);
        // The preview is the reader's own rendering of the text.
        const preview = page.getByTestId('study-preview');
        await expectVisible(preview.getByRole('heading', { name: 'Introduction' }));

        await page.getByRole('button', { name: 'Português' }).click();
        await page.getByLabel('Title (Português)').fill(study.pt.title);
        await page.getByLabel('Description (Português)').fill(study.pt.description);
        await page.getByLabel('Study text (Português)').fill(study.pt.content);
        await expectVisible(preview.getByRole('heading', { name: 'Introdução' }));
        await page.getByLabel('Status').selectOption('published');
        await assertNoSeriousA11yViolations(page);

        const saved = page.waitForResponse(
          (res) => res.url().endsWith('/api/admin/studies') && res.request().method() === 'POST',
        );
        await page.getByRole('button', { name: 'Save and Publish' }).click();
        const answer = await saved;
        expect(answer.status()).toBe(201);
        added.push(((await answer.json()) as { id: number }).id);
        await expectVisible(page.getByTestId('save-status').getByText(/Saved at/));
      },
    );

    const [id] = added;
    const english = await (await fetch(urlOf('/bible-study'))).text();
    expect(english).toContain(study.en.title);
    const portuguese = await (await fetch(urlOf('/pt/bible-study'))).text();
    expect(portuguese).toContain(study.pt.title);
    const reader = await (await fetch(urlOf(`/pt/bible-study?study=${id}`))).text();
    expect(reader).toContain('Resta um repouso sabático');
  });

  it('its Portuguese reader shows the text and opens a reference in a popover', async () => {
    const [id] = added;
    await withPage(browser, {}, async ({ page }) => {
      const calls: string[] = [];
      page.on('request', (req) => {
        if (new URL(req.url()).pathname.startsWith('/api/studies')) calls.push(req.url());
      });
      await visit(page, `/pt/bible-study?study=${id}`);
      const heading = page.locator('main#main').getByRole('heading', { level: 1 });
      expect(await heading.innerText()).toBe(study.pt.title);
      const reference = page
        .getByTestId('study-article')
        .getByRole('link', { name: 'Hebreus 4:9' });
      await expectVisible(reference);
      await reference.hover();
      await expectVisible(page.getByRole('dialog', { name: /4:9/ }));
      // The reader arrived with the page: nothing was asked again.
      expect(calls).toEqual([]);
    });
  });

  it('the editor fits a 320 px screen and stays accessible there', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 320, height: 740 } },
      async ({ page }) => {
        await openStudiesTab(page);
        await page
          .getByRole('button', { name: 'Edit The Sabbath Rest of the People of God' })
          .click();
        await expectVisible(page.getByRole('heading', { name: 'Edit Study' }));
        expect(await sideways(page)).toBe(0);
        await assertNoSeriousA11yViolations(page);
      },
    );
  });
});

describe('the administrator writes the Privacy Policy', () => {
  it('publishes it from the Pages tab; the footer links it and the link opens it', async () => {
    await withPage(
      browser,
      { storageState: await adminState(), viewport: { width: 1280, height: 900 } },
      async ({ page }) => {
        await visit(page, '/admin');
        await page.getByRole('tab', { name: 'Pages' }).click();
        // Every new site has its first text as a draft, to be read and adapted.
        await page.getByRole('button', { name: 'Edit Privacy Policy (English)' }).click();
        await expectVisible(page.getByRole('heading', { name: 'Edit Page' }));
        expect(await page.getByLabel('Title', { exact: true }).inputValue()).toBe('Privacy Policy');
        expect(await page.getByLabel('Address').inputValue()).toBe('privacy');
        await page.getByLabel('Status').selectOption('published');
        await page
          .getByLabel('Content (Markdown)')
          .fill('## What we keep\n\nOnly what you give us, and never for sale.');
        await assertNoSeriousA11yViolations(page);
        const saved = page.waitForResponse(
          (res) => /\/api\/admin\/pages\/\d+$/.test(res.url()) && res.request().method() === 'PUT',
        );
        await page.getByRole('button', { name: 'Save and Publish' }).click();
        const answer = await saved;
        expect(answer.status()).toBe(200);
        editedPrivacy = ((await answer.json()) as { id: number }).id;
      },
    );

    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/bible-study');
      const link = page.getByRole('contentinfo').getByRole('link', { name: 'Privacy Policy' });
      await expectVisible(link);
      await link.click();
      await expectVisible(
        page.locator('main#main').getByRole('heading', { name: 'Privacy Policy' }),
      );
      await expectVisible(page.getByText('Only what you give us, and never for sale.'));
      // Not written in Portuguese: the Portuguese footer keeps its plain label.
      await visit(page, '/pt/bible-study');
      expect(await page.getByRole('contentinfo').getByRole('link').allInnerTexts()).not.toContain(
        'Política de privacidade',
      );
    });
  });
});
