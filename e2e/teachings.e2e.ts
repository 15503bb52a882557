/**
 * Teachings as an editor publishes them and a listener hears them: an editor uploads a sermon's
 * audio (a real MP3), starts a series and publishes the teaching with a transcript; a visitor on
 * a phone opens it (its content in the first HTML), plays, seeks by a transcript line, changes
 * the speed, reloads and resumes at the same second; a member resumes on another browser where
 * they stopped on the first; the list and the series show it; axe clean.
 */
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { assertNoSeriousA11yViolations } from './support/axe';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { urlOf } from './support/env';
import { E2E_MEMBER } from './support/accounts';
import { signedInState } from './support/sign-in';
import { publishTeaching } from './support/teachings';

let browser: Browser;
const PHONE = { width: 390, height: 844 };
const teaching = { title: 'The Hope of Creation', slug: '' };
const series = { title: 'Romans for Listeners', slug: '' };
let removeTeaching = async () => {};
const LINES = [
  'For the creation waits with eager longing,',
  'for the revealing of the sons of God.',
  'For the creation was subjected to futility,',
  'in hope that the creation itself will be set free.',
];
const VTT = `WEBVTT\n\n${LINES.map(
  (line, i) =>
    `00:00:${String(i * 10).padStart(2, '0')}.000 --> 00:00:${String(i * 10 + 10).padStart(2, '0')}.000\n${line}\n`,
).join('\n')}`;

beforeAll(async () => {
  browser = await launchBrowser();
  const published = await publishTeaching({
    title: teaching.title,
    description: 'Why creation groans, and what it waits for.',
    series: { title: series.title, description: 'Romans 8, heard slowly.' },
    passages: ['Romans 8:19-23'],
    transcript: VTT,
  });
  teaching.slug = published.slug;
  series.slug = published.seriesSlug;
  removeTeaching = published.remove;
}, 120_000);
afterAll(async () => {
  await browser?.close();
  await removeTeaching();
});

describe('teachings', () => {
  it('a listener on a phone plays, seeks by the transcript, changes speed and resumes after a reload', async () => {
    await withPage(browser, { viewport: PHONE }, async ({ page }) => {
      const path = `/teachings/${teaching.slug}`;
      const first = await visit(page, path);
      const html = await first.text();
      expect(html).toContain(teaching.title);
      expect(html).toContain(LINES[2]);
      expect(html).toMatch(/<audio[^>]*preload="none"/);

      const audio = page.locator('audio');
      const time = () => audio.evaluate((el: HTMLAudioElement) => el.currentTime);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expectVisible(page.getByRole('button', { name: 'Pause', exact: true }));

      await page.getByRole('button', { name: new RegExp(LINES[2] ?? '') }).click();
      await expect.poll(time).toBeGreaterThanOrEqual(20);
      const line = page.locator('li[aria-current="true"]');
      await expect.poll(() => line.textContent()).toContain(LINES[2]);

      await page.getByRole('combobox', { name: 'Playback speed' }).selectOption('1.5');
      await expect.poll(() => audio.evaluate((el: HTMLAudioElement) => el.playbackRate)).toBe(1.5);

      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      const stoppedAt = Math.floor(await time());
      expect(stoppedAt).toBeGreaterThanOrEqual(20);

      await page.reload({ waitUntil: 'networkidle' });
      await expect.poll(async () => Math.floor(await time())).toBe(stoppedAt);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await expect.poll(time).toBeGreaterThanOrEqual(stoppedAt);
      expect(Math.floor(await time())).toBeLessThan(stoppedAt + 5);
      await page.getByRole('button', { name: 'Pause', exact: true }).click();

      expect(await page.evaluate(() => document.documentElement.scrollWidth)).toBeLessThanOrEqual(
        PHONE.width,
      );
      await assertNoSeriousA11yViolations(page);
    });
  });

  it('a member who stops on one browser resumes at the same second on another', async () => {
    const state = await signedInState(E2E_MEMBER);
    const path = `/teachings/${teaching.slug}`;
    let stoppedAt = 0;
    await withPage(browser, { viewport: PHONE, storageState: state }, async ({ page }) => {
      await visit(page, path);
      const audio = page.locator('audio');
      const time = () => audio.evaluate((el: HTMLAudioElement) => el.currentTime);
      await page.getByRole('button', { name: 'Play', exact: true }).click();
      await page.getByRole('button', { name: new RegExp(LINES[1] ?? '') }).click();
      await expect.poll(time).toBeGreaterThanOrEqual(10);
      await page.getByRole('button', { name: 'Pause', exact: true }).click();
      stoppedAt = Math.floor(await time());
      // Kept on the account (a seek may already have sent this second, so no request is awaited).
      const { id } = (await (
        await page.request.get(urlOf(`/api/teachings/${teaching.slug}`))
      ).json()) as {
        id: number;
      };
      await expect
        .poll(async () => {
          const res = await page.request.get(urlOf(`/api/me/listening/${id}`));
          return ((await res.json()) as { seconds: number }).seconds;
        })
        .toBe(stoppedAt);
    });
    // Another browser: nothing in its storage, the same account.
    await withPage(browser, { viewport: PHONE, storageState: state }, async ({ page }) => {
      await visit(page, path);
      const audio = page.locator('audio');
      await expect
        .poll(async () =>
          Math.floor(await audio.evaluate((el: HTMLAudioElement) => el.currentTime)),
        )
        .toBe(stoppedAt);
      expect(await page.evaluate(() => Object.keys(window.localStorage))).not.toContainEqual(
        expect.stringMatching(/^teaching-position:/),
      );
    });
  });

  it("without JavaScript, the page has the browser's own player for the same file", async () => {
    await withPage(browser, { viewport: PHONE, javaScriptEnabled: false }, async ({ page }) => {
      await visit(page, `/teachings/${teaching.slug}`);
      const audio = page.locator('audio[controls][preload="none"]');
      await expectVisible(audio);
      expect(await audio.getAttribute('src')).toMatch(/^\/media\/audio\/[a-f0-9]{32}\.mp3$/);
    });
  });

  it('lists it in its series and in the library, and the visitor can filter by book', async () => {
    await withPage(browser, { viewport: PHONE }, async ({ page }) => {
      const seriesPage = await visit(page, `/teachings/series/${series.slug}`);
      expect(await seriesPage.text()).toContain(teaching.title);
      const feedLink = page.getByRole('link', { name: /Podcast feed/ });
      const feed = await page.request.get(urlOf(String(await feedLink.getAttribute('href'))));
      expect(feed.headers()['content-type']).toContain('application/rss+xml');
      const xml = await feed.text();
      expect(xml).toContain(`<title>${teaching.title}</title>`);
      expect(xml).toMatch(/<enclosure url="[^"]+\.mp3" length="\d+" type="audio\/mpeg"/);
      await assertNoSeriousA11yViolations(page);

      const list = await visit(page, '/teachings?book=Rom');
      expect(await list.text()).toContain(teaching.title);
      await expectVisible(page.getByRole('link', { name: teaching.title }));
      await assertNoSeriousA11yViolations(page);
    });
  });
});
