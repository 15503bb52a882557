/** What search engines and link previews read: canonical links, the social card, JSON-LD, icons, robots.txt and the sitemap. */
import type { Browser, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SITE_NAME } from '../contract/pages';
import { expectVisible, launchBrowser, visit, withPage } from './support/browser';
import { PUBLIC_URL, urlOf } from './support/env';

let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** The head as the page has it now: canonical links, a few meta tags and the JSON-LD blocks. */
function readHead(page: Page) {
  return page.evaluate(() => {
    const meta = (key: string) =>
      document.head
        .querySelector<HTMLMetaElement>(`meta[property="${key}"], meta[name="${key}"]`)
        ?.getAttribute('content') ?? null;
    return {
      canonicals: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel="canonical"]')].map(
        (link) => link.getAttribute('href'),
      ),
      ogUrl: meta('og:url'),
      ogImage: meta('og:image'),
      ogImageWidth: meta('og:image:width'),
      ogImageHeight: meta('og:image:height'),
      ogImageAlt: meta('og:image:alt'),
      twitterCard: meta('twitter:card'),
      icons: [...document.head.querySelectorAll<HTMLLinkElement>('link[rel~="icon"]')].map((link) =>
        link.getAttribute('href'),
      ),
      jsonLd: [
        ...document.head.querySelectorAll<HTMLScriptElement>('script[type="application/ld+json"]'),
      ].map((script) => script.textContent ?? ''),
    };
  });
}

/** Waits until the page names `path` (at PUBLIC_URL) as its one canonical address. */
async function expectCanonical(page: Page, path: string): Promise<void> {
  const url = `${PUBLIC_URL}${path}`;
  await page.waitForFunction(
    (href) => document.head.querySelector('link[rel="canonical"]')?.getAttribute('href') === href,
    url,
    { timeout: 10_000 },
  );
  const head = await readHead(page);
  expect(head.canonicals).toEqual([url]);
  expect(head.ogUrl).toBe(url);
}

describe('the head of the pages', () => {
  it('the home page: canonical, the social card and the organisation in JSON-LD', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      await expectCanonical(page, '/');
      const head = await readHead(page);
      expect(head.ogImage).toBe(`${PUBLIC_URL}/og-image.png`);
      expect([head.ogImageWidth, head.ogImageHeight]).toEqual(['1200', '630']);
      expect(head.ogImageAlt).toContain(SITE_NAME);
      expect(head.twitterCard).toBe('summary_large_image');

      expect(head.jsonLd).toHaveLength(1);
      const organisation = JSON.parse(head.jsonLd[0] ?? '') as Record<string, unknown>;
      expect(organisation).toMatchObject({
        '@context': 'https://schema.org',
        '@type': 'Organization',
        name: SITE_NAME,
        url: `${PUBLIC_URL}/`,
        logo: `${PUBLIC_URL}/apple-touch-icon.png`,
      });
      // withPage fails on any console error, so the CSP did not object to the JSON-LD.
    });
  });

  it('names both favicons, and the server answers each with an image', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/store');
      const { icons } = await readHead(page);
      expect(icons).toEqual(expect.arrayContaining(['/favicon.ico', '/favicon.svg']));
      for (const icon of icons) {
        const answer = await fetch(urlOf(icon ?? ''));
        expect(answer.status, icon ?? '').toBe(200);
        expect(answer.headers.get('content-type'), icon ?? '').toMatch(/^image\//);
      }
    });
  });

  it("another page's canonical is its own address, without the JSON-LD", async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/videos?utm_source=newsletter');
      await expectCanonical(page, '/videos');
      expect((await readHead(page)).jsonLd).toEqual([]);
    });
  });

  it('keeps the canonical right through client-side navigation', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      await page.getByRole('link', { name: 'Get Ebook', exact: true }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Ebook Store' }));
      expect(new URL(page.url()).pathname).toBe('/store');
      await expectCanonical(page, '/store');
      // Back, and the canonical follows the history too.
      await page.goBack();
      await page.waitForURL((url) => url.pathname === '/', { timeout: 10_000 });
      await expectCanonical(page, '/');

      // The Bible Study Center's address names the study and its language.
      await visit(page, '/bible-study');
      await expectCanonical(page, '/bible-study');
      await page.getByRole('button', { name: 'Begin Study' }).click();
      await expectCanonical(page, '/bible-study?study=1');
      await page.getByRole('button', { name: 'Español' }).click();
      await expectCanonical(page, '/bible-study?study=1&lang=es');
    });
  });
});

describe('robots.txt and the sitemap', () => {
  it('robots.txt names the sitemap at PUBLIC_URL and keeps crawlers out of the private areas', async () => {
    const answer = await fetch(urlOf('/robots.txt'));
    expect(answer.status).toBe(200);
    const body = await answer.text();
    expect(body).toContain(`Sitemap: ${PUBLIC_URL}/sitemap.xml`);
    for (const path of ['/api/', '/admin', '/member-portal', '/dashboard', '/profile']) {
      expect(body).toMatch(new RegExp(`^Disallow: ${path}$`, 'm'));
    }
  });

  it('the sitemap is XML the browser parses, listing the public pages at PUBLIC_URL', async () => {
    await withPage(browser, {}, async ({ page }) => {
      await visit(page, '/');
      const sitemap = await page.evaluate(async () => {
        const text = await (await fetch('/sitemap.xml')).text();
        const doc = new DOMParser().parseFromString(text, 'application/xml');
        return {
          errors: doc.getElementsByTagName('parsererror').length,
          root: doc.documentElement.localName,
          namespace: doc.documentElement.namespaceURI,
          locs: [...doc.getElementsByTagName('loc')].map((loc) => loc.textContent ?? ''),
        };
      });
      expect(sitemap.errors).toBe(0);
      expect(sitemap.root).toBe('urlset');
      expect(sitemap.namespace).toBe('http://www.sitemaps.org/schemas/sitemap/0.9');
      for (const path of ['/', '/videos', '/bible-study', '/questions', '/bible/John/3']) {
        expect(sitemap.locs).toContain(`${PUBLIC_URL}${path}`);
      }
      expect(sitemap.locs).not.toContain(`${PUBLIC_URL}/admin`);
      for (const loc of sitemap.locs) expect(loc.startsWith(`${PUBLIC_URL}/`), loc).toBe(true);
    });
  });
});
