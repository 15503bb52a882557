import { mkdtempSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../../contract/questions';
import type { StudyGroup } from '../../../contract/study-groups';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { projectRoot } from '../../project-root';

const PUBLIC_URL = 'https://kingdomtruth.example';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({
    // The trailing slash is dropped, as a maintainer may well write one.
    config: testConfig({ PUBLIC_URL: `${PUBLIC_URL}/` }),
    // Vite copies client/public into the build as is, so serving it shows what the site serves.
    dist: {
      clientDir: path.join(projectRoot(), 'client/public'),
      pagesDir: mkdtempSync(path.join(os.tmpdir(), 'ministry-no-pages-')),
    },
  });
});
afterAll(() => t.close());

/** The images of an ICO file's directory: size, and whether each is a PNG or a bitmap of that size. */
function icoImages(bytes: Buffer) {
  expect(bytes.readUInt16LE(0), 'reserved').toBe(0);
  expect(bytes.readUInt16LE(2), 'type 1 is an icon').toBe(1);
  const count = bytes.readUInt16LE(4);
  return Array.from({ length: count }, (_, i) => {
    const entry = 6 + i * 16;
    const width = bytes.readUInt8(entry) || 256;
    const height = bytes.readUInt8(entry + 1) || 256;
    const size = bytes.readUInt32LE(entry + 8);
    const offset = bytes.readUInt32LE(entry + 12);
    expect(offset + size, 'image inside the file').toBeLessThanOrEqual(bytes.length);
    const data = bytes.subarray(offset, offset + size);
    const png = data.subarray(0, 8).equals(PNG_SIGNATURE);
    if (!png) {
      // BITMAPINFOHEADER: 40 bytes, the width, then twice the height (colour rows and mask rows).
      expect(data.readUInt32LE(0)).toBe(40);
      expect(data.readInt32LE(4)).toBe(width);
      expect(data.readInt32LE(8)).toBe(height * 2);
    }
    return { width, height, png };
  });
}

const PNG_SIGNATURE = Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);

/** Width and height from a PNG's IHDR chunk, which must come first. */
function pngSize(bytes: Buffer) {
  expect(bytes.subarray(0, 8).equals(PNG_SIGNATURE), 'PNG signature').toBe(true);
  expect(bytes.toString('latin1', 12, 16)).toBe('IHDR');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

describe('site images', () => {
  it('serves /favicon.ico as an icon with 16×16 and 32×32 images', async () => {
    const res = await t.app.inject('/favicon.ico');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/^image\/(x-icon|vnd\.microsoft\.icon)$/);
    const sizes = icoImages(res.rawPayload).map((image) => `${image.width}x${image.height}`);
    expect(sizes).toEqual(expect.arrayContaining(['16x16', '32x32']));
  });

  it('serves the SVG favicon and a 180×180 apple-touch-icon', async () => {
    const svg = await t.app.inject('/favicon.svg');
    expect(svg.headers['content-type']).toBe('image/svg+xml');
    const touch = await t.app.inject('/apple-touch-icon.png');
    expect(touch.headers['content-type']).toBe('image/png');
    expect(pngSize(touch.rawPayload)).toEqual({ width: 180, height: 180 });
  });

  it('serves the 1200×630 social card', async () => {
    const res = await t.app.inject('/og-image.png');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/png');
    expect(pngSize(res.rawPayload)).toEqual({ width: 1200, height: 630 });
  });
});

const PUBLIC_PATHS = [
  '/',
  '/store',
  '/videos',
  '/bible-study',
  '/timeline',
  '/characters',
  '/bible',
  '/contact',
  '/donate',
  '/questions',
  '/study-groups',
];
const PRIVATE_PATHS = [
  '/admin',
  '/member-portal',
  '/dashboard',
  '/profile',
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/questions/my',
  '/questions/ask',
  '/unsubscribe',
];

/** The rules of robots.txt for every crawler, decided as Google does: the longest match wins, Allow on a tie. */
function robotsRules(body: string) {
  const rules = body
    .split('\n')
    .map((line) => /^(Allow|Disallow):\s*(\S*)$/i.exec(line.trim()))
    .filter((m): m is RegExpExecArray => m !== null)
    .map((m) => ({ allow: m[1]?.toLowerCase() === 'allow', prefix: m[2] ?? '' }));
  return (path: string): boolean => {
    const matching = rules
      .filter((r) => r.prefix !== '' && path.startsWith(r.prefix))
      .sort((a, b) => b.prefix.length - a.prefix.length || Number(b.allow) - Number(a.allow));
    return matching[0]?.allow ?? true;
  };
}

describe('GET /robots.txt', () => {
  it('is plain text for every crawler and names the sitemap at PUBLIC_URL', async () => {
    const res = await t.app.inject('/robots.txt');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('text/plain; charset=utf-8');
    expect(res.body).toMatch(/^User-agent: \*$/m);
    expect(res.body).toMatch(/^Sitemap: https:\/\/kingdomtruth\.example\/sitemap\.xml$/m);
  });

  it('lets crawlers into the public pages and keeps them out of the private ones and the API', async () => {
    const allowed = robotsRules((await t.app.inject('/robots.txt')).body);
    for (const path of [...PUBLIC_PATHS, '/questions/12', '/study-groups/3', '/bible/John/3']) {
      expect(allowed(path), path).toBe(true);
    }
    for (const path of [...PRIVATE_PATHS, '/admin?tab=donations', '/api/auth/me', '/api/docs']) {
      expect(allowed(path), path).toBe(false);
    }
    for (const path of ['/api/admin/questions', '/api/conversations', '/api/profile']) {
      expect(allowed(path), path).toBe(false);
    }
  });

  it('lets crawlers that render pages fetch the public reads those pages make', async () => {
    const allowed = robotsRules((await t.app.inject('/robots.txt')).body);
    for (const path of [
      '/api/bible/John/3',
      '/api/ebooks',
      '/api/videos/featured',
      '/api/questions?page=2',
      '/api/questions/12',
      '/api/study-groups/3',
    ]) {
      expect(allowed(path), path).toBe(true);
    }
  });
});

describe('GET /sitemap.xml', () => {
  let published: Question;
  let pending: Question;
  let active: StudyGroup;
  let closed: StudyGroup;

  beforeAll(async () => {
    const member = await t.signIn();
    const admin = await t.signIn({ isAdmin: true });
    const ask = async (title: string) => {
      const res = await t.call('POST', '/api/questions', member.cookie, {
        title,
        content: 'A question long enough to be asked of the ministry.',
        category: 'doctrine',
      });
      expect(res.statusCode).toBe(201);
      return res.json<Question>();
    };
    published = await ask('Who are the saints?');
    pending = await ask('What is the kingdom?');
    const publish = await t.call('PATCH', `/api/questions/${published.id}`, admin.cookie, {
      isPublic: true,
    });
    expect(publish.statusCode).toBe(200);
    const group = async (name: string) => {
      const res = await t.call('POST', '/api/study-groups', member.cookie, { name });
      expect(res.statusCode).toBe(201);
      return res.json<StudyGroup>();
    };
    active = await group('Romans together');
    closed = await group('Hebrews, finished');
    const close = await t.call('PATCH', `/api/study-groups/${closed.id}`, member.cookie, {
      isActive: false,
    });
    expect(close.statusCode).toBe(200);
  });

  const locs = (body: string) => [...body.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1] ?? '');

  it('is a sitemap of absolute URLs at PUBLIC_URL', async () => {
    const res = await t.app.inject('/sitemap.xml');
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    expect(res.body.startsWith('<?xml version="1.0" encoding="UTF-8"?>\n')).toBe(true);
    expect(res.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(res.body.trimEnd().endsWith('</urlset>')).toBe(true);
    const urls = locs(res.body);
    expect(res.body.match(/<url>/g)?.length).toBe(urls.length);
    expect(urls.length).toBeLessThanOrEqual(50_000);
    for (const url of urls) expect(url.startsWith(`${PUBLIC_URL}/`), url).toBe(true);
    expect(new Set(urls).size).toBe(urls.length);
  });

  it('lists every public page, the Bible chapters and the published questions and active groups', async () => {
    const urls = locs((await t.app.inject('/sitemap.xml')).body);
    const expected = [
      ...PUBLIC_PATHS,
      '/bible/John/3',
      `/questions/${published.id}`,
      `/study-groups/${active.id}`,
    ];
    for (const path of expected) expect(urls, path).toContain(`${PUBLIC_URL}${path}`);
  });

  it('lists no private page, unpublished question or closed group', async () => {
    const urls = locs((await t.app.inject('/sitemap.xml')).body);
    const absent = [...PRIVATE_PATHS, `/questions/${pending.id}`, `/study-groups/${closed.id}`];
    for (const path of absent) expect(urls, path).not.toContain(`${PUBLIC_URL}${path}`);
  });

  it('follows a question published after the last read', async () => {
    const admin = await t.signIn({ isAdmin: true });
    expect(locs((await t.app.inject('/sitemap.xml')).body)).not.toContain(
      `${PUBLIC_URL}/questions/${pending.id}`,
    );
    await t.call('PATCH', `/api/questions/${pending.id}`, admin.cookie, { isPublic: true });
    expect(locs((await t.app.inject('/sitemap.xml')).body)).toContain(
      `${PUBLIC_URL}/questions/${pending.id}`,
    );
  });
});
