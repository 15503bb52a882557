import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
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
