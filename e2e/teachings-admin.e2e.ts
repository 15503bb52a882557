/**
 * Publishing a teaching from the admin panel, as an editor does it: starts a series, adds a
 * speaker, uploads a sermon's audio (a real MP3, resumed after a dropped connection) and its transcript (a
 * WebVTT file read into the form), names the passages and publishes it. The teaching's page plays
 * that file and shows the transcript; the series' feed lists it. The tab and its editor have no
 * serious axe violation and no sideways scroll at 320 px.
 */
import type { Browser, Page } from 'playwright-core';
import { request } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { makeAudio } from '../server/test/audio-files';
import { assertNoSeriousA11yViolations } from './support/axe';
import {
  atEachWidth,
  expectHidden,
  expectVisible,
  launchBrowser,
  visit,
  withPage,
  type StorageState,
} from './support/browser';
import { baseUrl, ourOrigin, urlOf } from './support/env';
import { adminState } from './support/sign-in';

let browser: Browser;
let admin: StorageState;
const stamp = `${Date.now()}${Math.floor(Math.random() * 1e4)}`;
const seriesTitle = `Psalms at Night ${stamp}`;
const speakerName = `Ana Ribeiro ${stamp}`;
const title = `Songs in the Dark ${stamp}`;
const LINES = ['Why are you cast down, O my soul?', 'Hope in God; for I shall again praise him.'];
/** A square picture of `side` pixels, as an editor's artwork file. */
const artworkPng = (side: number) =>
  sharp({ create: { width: side, height: side, channels: 3, background: '#2b4a7a' } })
    .png()
    .toBuffer();
const VTT = `WEBVTT\n\n00:00:00.000 --> 00:00:20.000\n${LINES[0]}\n\n00:00:20.000 --> 00:00:40.000\n${LINES[1]}\n`;

beforeAll(async () => {
  browser = await launchBrowser();
  admin = await adminState();
}, 120_000);

/** What the test made is removed through the API, so other files see the site as it was. */
afterAll(async () => {
  await browser?.close();
  const api = await request.newContext({
    baseURL: baseUrl(),
    storageState: admin,
    extraHTTPHeaders: ourOrigin(),
  });
  try {
    const teachings = (await (await api.get('/api/admin/teachings')).json()) as {
      id: number;
      title: string;
    }[];
    for (const t of teachings.filter((t) => t.title.includes(stamp))) {
      await api.delete(`/api/admin/teachings/${t.id}`);
    }
    const series = (await (await api.get('/api/admin/series')).json()) as {
      id: number;
      title: string;
    }[];
    for (const s of series.filter((s) => s.title.includes(stamp))) {
      await api.delete(`/api/admin/series/${s.id}`);
    }
    const speakers = (await (await api.get('/api/admin/speakers')).json()) as {
      id: number;
      name: string;
    }[];
    for (const s of speakers.filter((s) => s.name.includes(stamp))) {
      await api.delete(`/api/admin/speakers/${s.id}`);
    }
  } finally {
    await api.dispose();
  }
});

async function openTeachingsTab(page: Page) {
  await visit(page, '/admin');
  await page.getByRole('tab', { name: 'Teachings', exact: true }).click();
  await expectVisible(page.getByRole('heading', { name: 'Teachings', level: 2 }));
}

const noSidewaysScroll = async (page: Page, width: number) =>
  expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
    width,
  );

describe('the teachings tab', () => {
  it(
    'an editor uploads a sermon with its transcript into a new series and publishes it',
    { timeout: 180_000 },
    async () => {
      await withPage(browser, { storageState: admin }, async ({ page, allowConsoleError }) => {
        allowConsoleError({
          reason: 'the server refuses a passage that is not a reference (the test sends one)',
          text: /status of 400/,
          url: /\/api\/admin\/teachings$/,
        });
        allowConsoleError({
          reason:
            'the server refuses artwork too small for podcast directories (the test sends one)',
          text: /status of 400/,
          url: /\/api\/admin\/media\/artwork$/,
        });
        allowConsoleError({
          reason: 'the test drops the connection of one chunk of the audio upload',
          text: /ERR_CONNECTION_RESET/,
        });
        await openTeachingsTab(page);

        // A new series.
        await page.getByRole('button', { name: 'New Series' }).click();
        let dialog = page.getByRole('dialog');
        await dialog.getByRole('button', { name: 'Save Series' }).click();
        await expectVisible(dialog.getByText('Title is required'));
        await dialog.getByLabel('Title', { exact: true }).fill(seriesTitle);
        await dialog
          .getByLabel('Description', { exact: true })
          .fill('Psalms for the sleepless, read slowly.');
        // Its artwork: too small for podcast directories is refused with the size needed.
        await expectVisible(dialog.getByText(/Square, 1400 to 3000 px on each side/));
        const artworkFile = dialog.locator('input[type="file"]');
        await artworkFile.setInputFiles({
          name: 'small.png',
          mimeType: 'image/png',
          buffer: await artworkPng(1200),
        });
        await expectVisible(
          dialog.getByText(
            'The artwork is 1200 × 1200 px: podcast directories need at least 1400 px on each side',
          ),
        );
        await artworkFile.setInputFiles({
          name: 'art.png',
          mimeType: 'image/png',
          buffer: await artworkPng(1600),
        });
        await expectVisible(dialog.getByText('Cover chosen.'));
        await dialog.getByRole('button', { name: 'Save Series' }).click();
        await expectHidden(dialog);
        await expectVisible(page.getByTestId('admin-series').filter({ hasText: seriesTitle }));

        // A speaker.
        await page.getByRole('button', { name: 'New Speaker' }).click();
        dialog = page.getByRole('dialog');
        await dialog.getByLabel('Name', { exact: true }).fill(speakerName);
        await dialog.getByRole('button', { name: 'Save Speaker' }).click();
        await expectHidden(dialog);
        await expectVisible(page.getByTestId('admin-speaker').filter({ hasText: speakerName }));

        // The teaching.
        await page.getByRole('button', { name: 'New Teaching' }).click();
        dialog = page.getByRole('dialog');
        await expectVisible(dialog.getByRole('heading', { name: 'New Teaching' }));
        await dialog.getByRole('button', { name: 'Save Teaching' }).click();
        await expectVisible(dialog.getByText('Title is required'));

        await dialog.getByLabel('Title', { exact: true }).fill(title);
        await dialog.getByLabel('Description', { exact: true }).fill('When the soul is cast down.');
        await dialog.getByLabel('Series', { exact: true }).selectOption({ label: seriesTitle });
        await dialog.getByLabel('Speaker', { exact: true }).selectOption({ label: speakerName });
        await dialog.getByLabel('Episode in the series (optional)').fill('1');
        await dialog.getByLabel('Topics (optional)').fill('hope, lament');
        await dialog.getByLabel('Passages (optional)').fill('Psalm 42:5\nNot a reference');

        // The connection drops during the first chunk: the upload waits, asks where it stands
        // and sends the chunk again.
        let dropped = 0;
        let chunks = 0;
        await page.route('**/api/admin/media/audio/uploads/*', async (route) => {
          if (route.request().method() !== 'PATCH') return route.fallback();
          chunks += 1;
          if (dropped === 0) {
            dropped += 1;
            return route.abort('connectionreset');
          }
          return route.fallback();
        });
        await dialog.getByLabel('Audio file').setInputFiles({
          name: 'sermon.mp3',
          mimeType: 'audio/mpeg',
          buffer: makeAudio('mp3', 45),
        });
        await expectVisible(
          dialog.getByTestId('audio-state').filter({ hasText: /^MPEG audio, 0:4\d, / }),
          30_000,
        );

        expect({ dropped, chunks }).toEqual({ dropped: 1, chunks: 2 });
        await page.unroute('**/api/admin/media/audio/uploads/*');

        await dialog.getByLabel('Transcript file (WebVTT or SRT)').setInputFiles({
          name: 'sermon.vtt',
          mimeType: 'text/vtt',
          buffer: Buffer.from(VTT),
        });
        await expect.poll(() => dialog.getByLabel('Transcript (optional)').inputValue()).toBe(VTT);

        await dialog.getByLabel('Status', { exact: true }).selectOption('published');
        // The server reads each passage: one that is not a reference is named at its field.
        await dialog.getByRole('button', { name: 'Save Teaching' }).click();
        await expectVisible(dialog.getByText(/“Not a reference” is not a Bible reference/));
        await dialog.getByLabel('Passages (optional)').fill('Psalm 42:5');
        await assertNoSeriousA11yViolations(page);
        await dialog.getByRole('button', { name: 'Save Teaching' }).click();
        await expectHidden(dialog, 15_000);

        const row = page.getByTestId('admin-teaching').filter({ hasText: title });
        await expectVisible(row);
        await expect.poll(() => row.textContent()).toContain('Published');
        await expect.poll(() => row.textContent()).toContain(seriesTitle);
        await assertNoSeriousA11yViolations(page);
      });

      // A visitor hears it, with the transcript, and the series' feed lists it.
      await withPage(browser, {}, async ({ page }) => {
        const list = await visit(page, '/teachings');
        expect(list.status()).toBe(200);
        await page.getByRole('link', { name: title }).first().click();
        await expectVisible(page.getByRole('heading', { name: title, level: 1 }));
        await expectVisible(page.getByRole('button', { name: new RegExp(LINES[1] ?? '') }));
        expect(await page.locator('audio').getAttribute('src')).toMatch(
          /^\/media\/audio\/[a-f0-9]{32}\.mp3$/,
        );
        await expectVisible(page.getByText(speakerName).first());
        const feedLink = page.getByRole('link', { name: seriesTitle }).first();
        await feedLink.click();
        await expectVisible(page.getByRole('heading', { name: seriesTitle, level: 1 }));
        const feed = await page.request.get(
          urlOf(
            String(await page.getByRole('link', { name: /Podcast feed/ }).getAttribute('href')),
          ),
        );
        const xml = await feed.text();
        expect(xml).toContain(`<title>${title}</title>`);
        // Podcast directories get the artwork as a 1600 px square JPEG; the page, WebP sizes.
        const art = /<itunes:image href="[^"]*(\/media\/[a-f0-9]{32}-1600\.jpg)"/.exec(xml)?.[1];
        expect(art).toBeDefined();
        const jpeg = await page.request.get(urlOf(art ?? ''));
        expect(jpeg.headers()['content-type']).toBe('image/jpeg');
        expect(await sharp(await jpeg.body()).metadata()).toMatchObject({
          format: 'jpeg',
          width: 1600,
          height: 1600,
        });
        // Subscribe: Apple Podcasts by its own address, and the feed's address copied.
        const feedPath = new URL(feed.url()).pathname;
        expect(await page.getByRole('link', { name: 'Apple Podcasts' }).getAttribute('href')).toBe(
          `podcasts://${new URL(feed.url()).host}${feedPath}`,
        );
        await page.context().grantPermissions(['clipboard-read', 'clipboard-write']);
        await page.getByRole('button', { name: 'Copy the feed address' }).click();
        await expectVisible(page.getByText('The feed address is copied'));
        expect(await page.evaluate(() => navigator.clipboard.readText())).toBe(feed.url());
        await assertNoSeriousA11yViolations(page);
      });
    },
  );

  it(
    'the series screen says what artwork podcast directories need, and asks again for older artwork, in each language',
    { timeout: 120_000 },
    async () => {
      const pages = [
        {
          lang: 'en',
          tab: 'Teachings',
          add: 'New Series',
          edit: 'Edit',
          hint: /1400 to 3000 px/,
          again:
            'Upload the artwork again (1400–3000 px square JPEG needed by podcast directories)',
        },
        {
          lang: 'es',
          tab: 'Enseñanzas',
          add: 'Nueva serie',
          edit: 'Editar',
          hint: /de 1400 a 3000 px/,
          again:
            'Suba la imagen de nuevo (los directorios de podcasts necesitan un JPEG cuadrado de 1400–3000 px)',
        },
        {
          lang: 'pt',
          tab: 'Ensinos',
          add: 'Nova série',
          edit: 'Editar',
          hint: /de 1400 a 3000 px/,
          again:
            'Envie a imagem de novo (os diretórios de podcasts precisam de um JPEG quadrado de 1400–3000 px)',
        },
      ];
      const older = {
        id: 2_000_000_000,
        title: `Older series ${stamp}`,
        slug: `older-series-${stamp}`,
        description: 'Its artwork was kept before the podcast JPEG existed.',
        language: 'en',
        artwork: 'ab'.repeat(16),
        artworkNeedsUpload: true,
        spotifyUrl: null,
      };
      const preview = await sharp({
        create: { width: 320, height: 320, channels: 3, background: '#7a4a2b' },
      })
        .webp()
        .toBuffer();
      for (const { lang, tab, add, edit, hint, again } of pages) {
        await withPage(browser, { storageState: admin }, async ({ page }) => {
          // A series whose artwork was kept before the JPEG existed (only WebP sizes): no upload
          // makes one any more, so the list answers with one added.
          await page.route(/\/api\/admin\/series$/, async (route) => {
            if (route.request().method() !== 'GET') return route.fallback();
            const response = await route.fetch();
            const list = (await response.json()) as unknown[];
            await route.fulfill({ response, json: [older, ...list] });
          });
          await page.route(`**/media/${older.artwork}-320.webp`, (route) =>
            route.fulfill({ contentType: 'image/webp', body: preview }),
          );
          await visit(page, lang === 'en' ? '/admin' : `/${lang}/admin`);
          await page.getByRole('tab', { name: tab, exact: true }).click();
          const row = page.getByTestId('admin-series').filter({ hasText: older.title });
          await expectVisible(row.getByText(again));
          await atEachWidth(page, [390, 1280], async (width) => {
            await noSidewaysScroll(page, width);
            if (process.env.E2E_SHOTS) {
              await row.scrollIntoViewIfNeeded();
              await page.screenshot({
                path: `${process.env.E2E_SHOTS}/series-list-${lang}-${width}.png`,
              });
            }
          });

          // Its editor says so beside the artwork.
          await row.getByRole('button', { name: `${edit} ${older.title}` }).click();
          let dialog = page.getByRole('dialog');
          await expectVisible(dialog.getByText(again));
          await expectVisible(dialog.getByText(hint));
          await assertNoSeriousA11yViolations(page);
          await atEachWidth(page, [390, 1280], async (width) => {
            await noSidewaysScroll(page, width);
            if (process.env.E2E_SHOTS) {
              await dialog.getByText(again).scrollIntoViewIfNeeded();
              await page.screenshot({
                path: `${process.env.E2E_SHOTS}/series-artwork-${lang}-${width}.png`,
              });
            }
          });
          await page.keyboard.press('Escape');
          await expectHidden(dialog);

          // A new series has no such remark, only the advice.
          await page.getByRole('button', { name: add }).click();
          dialog = page.getByRole('dialog');
          await expectVisible(dialog.getByText(hint));
          expect(await dialog.getByText(again).count()).toBe(0);
        });
      }
    },
  );

  it('fits a 320 px phone, the editor open too', { timeout: 60_000 }, async () => {
    await withPage(
      browser,
      { storageState: admin, viewport: { width: 320, height: 740 } },
      async ({ page }) => {
        await openTeachingsTab(page);
        await noSidewaysScroll(page, 320);
        await page.getByRole('button', { name: 'New Teaching' }).click();
        await expectVisible(page.getByRole('dialog'));
        await noSidewaysScroll(page, 320);
        await assertNoSeriousA11yViolations(page);
      },
    );
  });
});
