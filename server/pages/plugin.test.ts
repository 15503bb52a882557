import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MINISTRY_EMAIL } from '../../contract/contact';
import { SITE_NAME, SITE_TAGLINE } from '../../contract/pages';
import { CHANNEL_URL } from '../../content/videos';
import { createTestApp, testConfig, type TestApp } from '../test/app';

/** A miniature build: Vite's shell, two pre-rendered pages, the 404 page and a hashed asset. */
function fixtureBuild() {
  const root = mkdtempSync(path.join(os.tmpdir(), 'ministry-dist-'));
  const clientDir = path.join(root, 'client');
  const pagesDir = path.join(root, 'pages');
  mkdirSync(path.join(clientDir, 'assets'), { recursive: true });
  mkdirSync(path.join(pagesDir, 'questions'), { recursive: true });
  const doc = (body: string) =>
    `<!doctype html><html><head><title>t</title></head><body><div id="root">${body}</div></body></html>`;
  writeFileSync(path.join(clientDir, 'index.html'), doc(''));
  const script = 'console.log(1);'.repeat(200);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js'), script);
  writeFileSync(path.join(clientDir, 'assets', 'index-abc123.js.br'), brotliCompressSync(script));
  writeFileSync(path.join(clientDir, 'favicon.svg'), '<svg xmlns="http://www.w3.org/2000/svg"/>');
  writeFileSync(path.join(pagesDir, 'index.html'), doc('<h1>Begin Bible Study</h1>'.repeat(100)));
  writeFileSync(path.join(pagesDir, 'store.html'), doc('<h1>Ebook Store</h1>'));
  writeFileSync(path.join(pagesDir, 'questions', 'my.html'), doc('<h1>My Questions</h1>'));
  writeFileSync(path.join(pagesDir, '404.html'), doc('<h1>404 Page Not Found</h1>'));
  writeFileSync(path.join(pagesDir, 'bible-study.html'), doc('<h1>Bible Study Center</h1>'));
  writeFileSync(path.join(pagesDir, 'bible-study.study-1.html'), doc('<h1>Reader 1</h1>'));
  writeFileSync(path.join(pagesDir, 'bible-study.lang-es.html'), doc('<h1>Lista es</h1>'));
  writeFileSync(
    path.join(pagesDir, 'bible-study.study-1.lang-es.html'),
    doc('<h1>Lector 1 es</h1>'),
  );
  return { clientDir, pagesDir };
}

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    dist: fixtureBuild(),
    config: testConfig({ GA_MEASUREMENT_ID: 'G-TEST1234' }),
  });
});
afterAll(() => t.close());

describe('pages', () => {
  it('serves the pre-rendered home page with no-cache and an ETag', async () => {
    const res = await t.app.inject('/');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/html; charset=utf-8');
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.body).toContain('Begin Bible Study');
    const again = await t.app.inject({
      url: '/',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
  });

  it('answers If-None-Match as RFC 9110 compares: a weak tag, a list, or *', async () => {
    const etag = String((await t.app.inject('/store')).headers.etag);
    for (const header of [`W/${etag}`, `"other", ${etag}`, `"other" , W/${etag}`, '*']) {
      const res = await t.app.inject({ url: '/store', headers: { 'if-none-match': header } });
      expect(res.statusCode, header).toBe(304);
    }
    const other = await t.app.inject({ url: '/store', headers: { 'if-none-match': '"other"' } });
    expect(other.statusCode).toBe(200);
  });

  it('sends the page compressed when the browser accepts it', async () => {
    const res = await t.app.inject({ url: '/', headers: { 'accept-encoding': 'gzip' } });
    expect(res.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(res.rawPayload).toString()).toContain('Begin Bible Study');
  });

  it('injects the analytics id only when configured', async () => {
    expect((await t.app.inject('/store')).body).toContain(
      '<meta name="ga-measurement-id" content="G-TEST1234">',
    );
    const plain = await createTestApp({ dist: fixtureBuild() });
    expect((await plain.app.inject('/store')).body).not.toContain('ga-measurement-id');
    await plain.close();
  });

  it("answers a deep link with the variant pre-rendered for it, else the page's own file", async () => {
    const h1 = async (url: string) => /<h1>([^<]*)<\/h1>/.exec((await t.app.inject(url)).body)?.[1];
    expect(await h1('/bible-study')).toBe('Bible Study Center');
    expect(await h1('/bible-study?study=1')).toBe('Reader 1');
    expect(await h1('/bible-study?lang=es&study=1&utm_source=mail')).toBe('Lector 1 es');
    expect(await h1('/bible-study?lang=es')).toBe('Lista es');
    // Values the screen does not know fall back as the screen does: to what it does know.
    expect(await h1('/bible-study?study=1&lang=xx')).toBe('Reader 1');
    expect(await h1('/bible-study?study=99&lang=es')).toBe('Lista es');
    expect(await h1('/bible-study?study=99')).toBe('Bible Study Center');
    // Another page's parameters mean nothing to it.
    expect(await h1('/store?study=1')).toBe('Ebook Store');
  });

  it('answers each route of the table with 200', async () => {
    for (const url of [
      '/store',
      '/store/',
      '/questions/my',
      '/bible-study',
      '/admin',
      '/reset-password?token=x',
    ]) {
      expect((await t.app.inject(url)).statusCode, url).toBe(200);
    }
    expect((await t.app.inject('/questions/my')).body).toContain('My Questions');
  });

  it('answers dynamic routes with the shell', async () => {
    for (const url of ['/questions/12', '/study-groups/3']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(200);
      expect(res.body).toContain('<div id="root"></div>');
    }
  });

  it('answers any other path with the 404 page and status 404', async () => {
    for (const url of ['/nowhere', '/questions/abc', '/store/extra', '/index.html']) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.body).toContain('404 Page Not Found');
    }
  });

  it('answers an unknown API path with a JSON 404', async () => {
    const res = await t.app.inject('/api/does-not-exist');
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json()).toMatchObject({ code: 'NOT_FOUND' });
  });

  it('serves hashed assets as immutable and other files as no-cache', async () => {
    const asset = await t.app.inject('/assets/index-abc123.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const icon = await t.app.inject('/favicon.svg');
    expect(icon.headers['cache-control']).toBe('no-cache');
    expect(icon.headers['content-type']).toBe('image/svg+xml');
  });

  it("sends the build's brotli twin of an asset, and 304 for a matching ETag", async () => {
    const res = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip, br' },
    });
    expect(res.headers['content-encoding']).toBe('br');
    expect(res.headers['content-type']).toBe('text/javascript; charset=utf-8');
    expect(brotliDecompressSync(res.rawPayload).toString()).toBe('console.log(1);'.repeat(200));
    // No gzip twin was built: a gzip-only browser gets the plain file.
    const plain = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'accept-encoding': 'gzip' },
    });
    expect(plain.headers['content-encoding']).toBeUndefined();
    const again = await t.app.inject({
      url: '/assets/index-abc123.js',
      headers: { 'if-none-match': String(res.headers.etag) },
    });
    expect(again.statusCode).toBe(304);
    expect((await t.app.inject('/assets/missing-123.js')).statusCode).toBe(404);
  });
});

/** The attribute values of the head's tags, as a browser would read them. */
function headOf(html: string) {
  const unescape = (v: string) =>
    v
      .replace(/&quot;/g, '"')
      .replace(/&#39;/g, "'")
      .replace(/&lt;/g, '<')
      .replace(/&gt;/g, '>')
      .replace(/&amp;/g, '&');
  const attr = (pattern: RegExp) => {
    const found = pattern.exec(html)?.[1];
    return found === undefined ? undefined : unescape(found);
  };
  const meta = (name: string) =>
    attr(new RegExp(`<meta (?:property|name)="${name.replace(/:/g, ':')}" content="([^"]*)"`));
  const jsonLd = [
    ...html.matchAll(/<script type="application\/ld\+json">([\s\S]*?)<\/script>/g),
  ].map((m) => JSON.parse(m[1] ?? '') as Record<string, unknown>);
  return { canonical: attr(/<link rel="canonical" href="([^"]*)"/), meta, jsonLd };
}

describe('the head of each page', () => {
  const ORIGIN = 'http://localhost:3000';

  it('names the page itself as canonical, absolute at PUBLIC_URL, without a tracking query', async () => {
    for (const [url, canonical] of [
      ['/', `${ORIGIN}/`],
      ['/store', `${ORIGIN}/store`],
      ['/store/?utm_source=newsletter', `${ORIGIN}/store`],
      ['/questions/my', `${ORIGIN}/questions/my`],
    ]) {
      const head = headOf((await t.app.inject(url ?? '')).body);
      expect(head.canonical, url).toBe(canonical);
      expect(head.meta('og:url'), url).toBe(canonical);
    }
  });

  it('gives each address served by the shell its own canonical', async () => {
    for (const [url, canonical] of [
      ['/questions/12', `${ORIGIN}/questions/12`],
      ['/questions/012', `${ORIGIN}/questions/12`],
      ['/study-groups/3', `${ORIGIN}/study-groups/3`],
      ['/bible/jn/3?q=love', `${ORIGIN}/bible/John/3`],
      ['/bible-study?lang=es&study=2', `${ORIGIN}/bible-study?study=2&lang=es`],
    ]) {
      const res = await t.app.inject(url ?? '');
      expect(res.statusCode, url).toBe(200);
      expect(headOf(res.body).canonical, url).toBe(canonical);
    }
    // Served again from what was made for the first request: the same bytes and ETag.
    const first = await t.app.inject('/questions/12');
    const again = await t.app.inject('/questions/12');
    expect(again.headers.etag).toBe(first.headers.etag);
    expect(headOf((await t.app.inject('/questions/13')).body).canonical).toBe(
      `${ORIGIN}/questions/13`,
    );
  });

  it('never puts a secret from the address into the page', async () => {
    const res = await t.app.inject('/reset-password?token=s3cret-token');
    expect(headOf(res.body).canonical).toBe(`${ORIGIN}/reset-password`);
    expect(res.body).not.toContain('s3cret-token');
  });

  it('has no canonical on the 404 page', async () => {
    const res = await t.app.inject('/nowhere');
    expect(res.statusCode).toBe(404);
    expect(headOf(res.body).canonical).toBeUndefined();
  });

  it('shows the social card on every page: absolute URL, size, alt and the large Twitter card', async () => {
    for (const url of ['/', '/store', '/questions/12', '/nowhere']) {
      const head = headOf((await t.app.inject(url)).body);
      expect(head.meta('og:image'), url).toBe(`${ORIGIN}/og-image.png`);
      expect(head.meta('og:image:width'), url).toBe('1200');
      expect(head.meta('og:image:height'), url).toBe('630');
      expect(head.meta('og:image:alt'), url).toBe(`${SITE_NAME}: ${SITE_TAGLINE}`);
      expect(head.meta('twitter:card'), url).toBe('summary_large_image');
    }
  });

  it('describes the organisation in JSON-LD on the home page only', async () => {
    const [organisation, ...more] = headOf((await t.app.inject('/')).body).jsonLd;
    expect(more).toEqual([]);
    expect(organisation).toEqual({
      '@context': 'https://schema.org',
      '@type': 'Organization',
      name: SITE_NAME,
      url: `${ORIGIN}/`,
      logo: `${ORIGIN}/apple-touch-icon.png`,
      description: SITE_TAGLINE,
      email: MINISTRY_EMAIL,
      sameAs: [CHANNEL_URL],
    });
    expect(headOf((await t.app.inject('/store')).body).jsonLd).toEqual([]);
  });

  it('takes the origin from PUBLIC_URL, not from the Host header', async () => {
    const site = await createTestApp({
      dist: fixtureBuild(),
      config: testConfig({ PUBLIC_URL: 'https://kingdomtruth.example/' }),
    });
    const res = await site.app.inject({ url: '/store', headers: { host: 'attacker.example' } });
    const head = headOf(res.body);
    expect(head.canonical).toBe('https://kingdomtruth.example/store');
    expect(head.meta('og:image')).toBe('https://kingdomtruth.example/og-image.png');
    await site.close();
  });
});

describe('security headers', () => {
  it('sends a CSP that allows YouTube embeds and Stripe but no inline scripts', async () => {
    const csp = String((await t.app.inject('/')).headers['content-security-policy']);
    expect(csp).toContain("script-src 'self' https://js.stripe.com");
    expect(csp).toContain('https://www.youtube-nocookie.com');
    expect(csp).toContain('https://www.youtube.com');
    expect(csp).toContain('https://api.stripe.com');
    expect(csp).not.toMatch(/script-src[^;]*'unsafe-inline'/);
    expect(csp).toContain('https://www.googletagmanager.com');
  });

  it('sends the usual hardening headers and a request id', async () => {
    const res = await t.app.inject('/api/ebooks');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('no-referrer');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers['x-request-id']).toMatch(/^[\w-]+$/);
  });
});

describe('pages in Spanish and Portuguese', () => {
  let langs: TestApp;
  const ORIGIN = testConfig().publicUrl;
  beforeAll(async () => {
    const dist = fixtureBuild();
    const doc = (lang: string, body: string) =>
      `<!doctype html><html lang="${lang}"><head><title>t</title></head><body><div id="root">${body}</div></body></html>`;
    writeFileSync(path.join(dist.clientDir, 'index.html'), doc('en', ''));
    mkdirSync(path.join(dist.pagesDir, 'es'), { recursive: true });
    writeFileSync(path.join(dist.pagesDir, 'es', 'index.html'), doc('es', '<h1>Inicio</h1>'));
    writeFileSync(path.join(dist.pagesDir, 'es', 'store.html'), doc('es', '<h1>Tienda</h1>'));
    writeFileSync(path.join(dist.pagesDir, 'es', '404.html'), doc('es', '<h1>No encontrada</h1>'));
    langs = await createTestApp({ dist });
  });
  afterAll(() => langs.close());

  const h1 = (html: string) => /<h1>([^<]*)<\/h1>/.exec(html)?.[1];

  it("serves each language's pre-rendered page at its address, /es and /es/ for home", async () => {
    expect(h1((await langs.app.inject('/es/store')).body)).toBe('Tienda');
    expect(h1((await langs.app.inject('/es/store/')).body)).toBe('Tienda');
    expect(h1((await langs.app.inject('/es/')).body)).toBe('Inicio');
    expect(h1((await langs.app.inject('/es')).body)).toBe('Inicio');
    expect(h1((await langs.app.inject('/store')).body)).toBe('Ebook Store');
  });

  it('names the page in each language (hreflang, x-default) and its own canonical address', async () => {
    const html = (await langs.app.inject('/es/store?utm_source=x')).body;
    expect(html).toContain(`<link rel="canonical" href="${ORIGIN}/es/store" />`);
    for (const [lang, path] of [
      ['en', '/store'],
      ['es', '/es/store'],
      ['pt', '/pt/store'],
      ['x-default', '/store'],
    ]) {
      expect(html).toContain(`<link rel="alternate" hreflang="${lang}" href="${ORIGIN}${path}" />`);
    }
    const home = (await langs.app.inject('/')).body;
    expect(home).toContain(`<link rel="alternate" hreflang="pt" href="${ORIGIN}/pt/" />`);
    expect(home).toContain(`<link rel="canonical" href="${ORIGIN}/" />`);
  });

  it('serves the shell of a dynamic route in the address language', async () => {
    const res = await langs.app.inject('/pt/questions/12');
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<html lang="pt">');
    expect(res.body).toContain(`<link rel="canonical" href="${ORIGIN}/pt/questions/12" />`);
  });

  it("answers 404 for another prefix or no page, in the address's language", async () => {
    const fr = await langs.app.inject('/fr/store');
    expect(fr.statusCode).toBe(404);
    expect(h1(fr.body)).toBe('404 Page Not Found');
    const es = await langs.app.inject('/es/nowhere');
    expect(es.statusCode).toBe(404);
    expect(h1(es.body)).toBe('No encontrada');
    expect(es.body).not.toContain('hreflang');
  });
});
