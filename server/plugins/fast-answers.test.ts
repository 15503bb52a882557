import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ebookListSchema } from '../../contract/catalog';
import { seed } from '../db/seed';
import { createTestApp, type TestApp } from '../test/app';
import { chooseEncoding, type EncodedAnswer, matchesEtag } from '../infra/cached-answer';
import { createFastAnswers, requestIdOf } from './fast-answers';

interface Answer {
  status: number;
  headers: http.IncomingHttpHeaders;
  body: Buffer;
}

/** A plain HTTP request with exactly the headers given (fetch would add Accept-Encoding). */
function request(
  port: number,
  path: string,
  headers: Record<string, string> = {},
  method = 'GET',
): Promise<Answer> {
  return new Promise((resolve, reject) => {
    const req = http.request({ host: '127.0.0.1', port, path, method, headers, agent: false });
    req.on('error', reject);
    req.on('response', (res) => {
      const chunks: Buffer[] = [];
      res.on('data', (chunk: Buffer) => chunks.push(chunk));
      res.on('end', () =>
        resolve({ status: res.statusCode ?? 0, headers: res.headers, body: Buffer.concat(chunks) }),
      );
    });
    req.end();
  });
}

/** The headers that may differ between two answers of the same thing. */
const comparable = (headers: http.IncomingHttpHeaders) => {
  const { date: _date, 'x-request-id': _id, connection: _c, 'keep-alive': _k, ...rest } = headers;
  return rest;
};

const answerOf = (text: string): EncodedAnswer => {
  const body = Buffer.from(text);
  return { body, etag: '"e1"', gzip: () => Buffer.from('gz'), brotli: () => Buffer.from('br') };
};

describe('choosing and matching', () => {
  it('compresses only answers over 1 kB, brotli before gzip', () => {
    const small = answerOf('x'.repeat(1024));
    const large = answerOf('x'.repeat(1025));
    expect(chooseEncoding(small, 'gzip, br')).toBe('identity');
    expect(chooseEncoding(large, 'gzip, deflate, br')).toBe('br');
    expect(chooseEncoding(large, 'gzip')).toBe('gzip');
    expect(chooseEncoding(large, 'deflate')).toBe('identity');
    expect(chooseEncoding(large, undefined)).toBe('identity');
  });

  it('matches an ETag in a list, weak or strong, or *', () => {
    expect(matchesEtag('"a", W/"e1"', '"e1"')).toBe(true);
    expect(matchesEtag('*', '"e1"')).toBe(true);
    expect(matchesEtag('"e2"', '"e1"')).toBe(false);
    expect(matchesEtag(undefined, '"e1"')).toBe(false);
  });

  it('keeps a sane caller request id and replaces any other', () => {
    const withId = (id: string) => ({ headers: { 'x-request-id': id } });
    expect(requestIdOf(withId('proxy-123.a_b'))).toBe('proxy-123.a_b');
    expect(requestIdOf(withId('bad id\n'))).toMatch(/^[0-9a-f-]{36}$/);
    expect(requestIdOf(withId('x'.repeat(65)))).toMatch(/^[0-9a-f-]{36}$/);
  });
});

describe('the server in front of Fastify', () => {
  it('answers a remembered URL itself and hands everything else on, until closed', async () => {
    const fast = createFastAnswers({ headers: { 'x-frame-options': 'SAMEORIGIN' } });
    const handed: string[] = [];
    const server = fast.serverFactory((req, res) => {
      handed.push(`${req.method} ${req.url}`);
      res.writeHead(503).end();
    }, {});
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    const { port } = server.address() as AddressInfo;
    try {
      fast.remember('/known?q=1', answerOf('{"a":1}'), 'public, max-age=60', 'application/json');
      const known = await request(port, '/known?q=1', { 'x-request-id': 'abc' });
      expect(known.status).toBe(200);
      expect(known.body.toString()).toBe('{"a":1}');
      expect(known.headers).toMatchObject({
        'x-frame-options': 'SAMEORIGIN',
        'cache-control': 'public, max-age=60',
        etag: '"e1"',
        vary: 'accept-encoding',
        'content-type': 'application/json',
        'content-length': '7',
        'x-request-id': 'abc',
      });
      const notModified = await request(port, '/known?q=1', { 'if-none-match': '"e1"' });
      expect(notModified.status).toBe(304);
      expect(notModified.body.length).toBe(0);

      // Another query string, another method: not known here.
      expect((await request(port, '/known?q=2')).status).toBe(503);
      expect((await request(port, '/known?q=1', {}, 'POST')).status).toBe(503);
      expect((await request(port, '/known?q=1', {}, 'HEAD')).status).toBe(503);
      expect(handed).toEqual(['GET /known?q=2', 'POST /known?q=1', 'HEAD /known?q=1']);
      expect(fast.stats()).toEqual({ known: 1, answered: 2 });

      fast.close();
      expect((await request(port, '/known?q=1')).status).toBe(503);
      fast.remember('/known?q=1', answerOf('{}'), 'no-cache', 'application/json');
      expect(fast.stats()).toEqual({ known: 0, answered: 2 });
    } finally {
      await new Promise((resolve) => server.close(resolve));
    }
  });

  it('forgets the least recently used URLs beyond its count or its bytes', () => {
    const byCount = createFastAnswers({ headers: {}, max: 2 });
    for (const url of ['/a', '/b', '/c']) {
      byCount.remember(url, answerOf('x'), 'no-cache', 'text/plain');
    }
    expect(byCount.stats().known).toBe(2);
    // Each 10 kB answer counts 2 × 10,000 + 1,024 bytes: three fit in 64 kB, not four.
    const bySize = createFastAnswers({ headers: {}, maxBytes: 64_000 });
    for (let i = 0; i < 10; i++) {
      bySize.remember(`/s?n=${i}`, answerOf('y'.repeat(10_000)), 'no-cache', 'text/plain');
    }
    expect(bySize.stats().known).toBe(3);
  });
});

describe('Bible answers through HTTP', () => {
  let t: TestApp;
  let port: number;
  beforeAll(async () => {
    t = await createTestApp();
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const twice = async (path: string, headers: Record<string, string> = {}) => {
    const before = t.app.fastAnswers.stats().answered;
    const first = await request(port, path, headers);
    const second = await request(port, path, headers);
    return { first, second, fast: t.app.fastAnswers.stats().answered - before };
  };

  it.each([
    ['a chapter', '/api/bible/john/3', {}],
    ['a chapter in brotli', '/api/bible/Psalms/119', { 'accept-encoding': 'br' }],
    ['a chapter in gzip', '/api/bible/1cor/13', { 'accept-encoding': 'gzip, deflate' }],
    ['the books', '/api/bible/books', { 'accept-encoding': 'gzip, br' }],
    ['a search', '/api/bible/search?q=faith%20hope%20love', {}],
    ['a reference search', '/api/bible/search?q=John%203%3A16&limit=5', {}],
  ])('repeats %s with the bytes and headers Fastify sent', async (_name, path, headers) => {
    const { first, second, fast } = await twice(path, headers);
    expect(fast).toBe(1);
    expect(first.status).toBe(200);
    expect(second.status).toBe(200);
    expect(second.body.equals(first.body)).toBe(true);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
    expect(second.headers['x-request-id']).toMatch(/^[0-9a-f-]{36}$/);
    expect(second.headers['x-request-id']).not.toBe(first.headers['x-request-id']);
    const encoding = second.headers['content-encoding'];
    const json =
      encoding === 'br'
        ? brotliDecompressSync(second.body)
        : encoding === 'gzip'
          ? gunzipSync(second.body)
          : second.body;
    expect(JSON.parse(json.toString())).toBeTypeOf('object');
  });

  it('answers 304 for a known ETag with the headers Fastify sent', async () => {
    const { first } = await twice('/api/bible/gen/1');
    const etag = String(first.headers.etag);
    const { first: slow, second: quick } = await twice('/api/bible/gen/1', {
      'if-none-match': etag,
    });
    expect(slow.status).toBe(304);
    expect(quick.status).toBe(304);
    expect(comparable(quick.headers)).toEqual(comparable(slow.headers));
  });

  it('leaves errors to Fastify every time', async () => {
    for (const path of ['/api/bible/nobook/1', '/api/bible/john/99', '/api/bible/search?q=']) {
      const { first, second, fast } = await twice(path);
      expect(fast, path).toBe(0);
      expect(second.status, path).toBe(first.status);
      expect(JSON.parse(second.body.toString())).toHaveProperty('message');
    }
  });

  it('does not answer other routes', async () => {
    const { fast } = await twice('/api/questions');
    expect(fast).toBe(0);
  });

  it('keeps each version’s answer apart: the version is in the address it is kept by', async () => {
    const text = (r: { body: Buffer }) =>
      (JSON.parse(r.body.toString()) as { verses: { text: string }[] }).verses[15]?.text;
    const web = await twice('/api/bible/John/3');
    const spanish = await twice('/api/bible/John/3?version=rv1909');
    expect(spanish.fast).toBe(1);
    expect(text(web.second)).toMatch(/^For God so loved/);
    expect(text(spanish.first)).toMatch(/^Porque de tal manera amó Dios/);
    expect(text(spanish.second)).toBe(text(spanish.first));
    expect(spanish.second.headers.etag).not.toBe(web.second.headers.etag);
    // A known WEB address still answers the WEB.
    expect(text(await request(port, '/api/bible/John/3'))).toMatch(/^For God so loved/);
    const search = await twice('/api/bible/search?q=amor&version=rv1909');
    expect(search.fast).toBe(1);
    expect(search.second.body.equals(search.first.body)).toBe(true);
  });

  it('leaves an unknown version to Fastify every time', async () => {
    const { first, second, fast } = await twice('/api/bible/John/3?version=kjv');
    expect(fast).toBe(0);
    expect(first.status).toBe(400);
    expect(second.status).toBe(400);
  });
});

describe('catalogue answers through HTTP', () => {
  let t: TestApp;
  let port: number;
  let admin: string;
  beforeAll(async () => {
    t = await createTestApp();
    await seed(t.db);
    admin = (await t.signIn({ isAdmin: true })).cookie;
    await t.app.listen({ port: 0, host: '127.0.0.1' });
    port = (t.app.server.address() as AddressInfo).port;
  });
  afterAll(() => t.close());

  const answered = () => t.app.fastAnswers.stats().answered;
  /**
   * On PostgreSQL the process also hears its own write back, through the database's announcement
   * and the schedule read that follows it, each moving the content version again a moment later:
   * wait until it stops moving (on PGlite it never moved after the write).
   */
  const versionSettled = async () => {
    let last = t.app.contentVersion.current();
    for (let quiet = 0; quiet < 5;) {
      await new Promise((resolve) => setTimeout(resolve, 50));
      const now = t.app.contentVersion.current();
      quiet = now === last ? quiet + 1 : 0;
      last = now;
    }
  };
  const twice = async (path: string, headers: Record<string, string> = {}) => {
    const before = answered();
    const first = await request(port, path, headers);
    const second = await request(port, path, headers);
    return { first, second, fast: answered() - before };
  };

  it.each([
    ['the ebooks', '/api/ebooks', {}],
    ['the ebooks in brotli', '/api/ebooks', { 'accept-encoding': 'gzip, deflate, br' }],
    ['the ebooks in gzip', '/api/ebooks', { 'accept-encoding': 'gzip' }],
    ['the featured ebook', '/api/ebooks/featured', {}],
    ['the videos', '/api/videos', { 'accept-encoding': 'br' }],
    ['the featured video', '/api/videos/featured', {}],
  ])(
    'repeats %s to a visitor with the bytes and headers Fastify sent',
    async (_n, path, headers) => {
      const { first, second } = await twice(path, headers);
      const before = answered();
      const third = await request(port, path, headers);
      expect(answered() - before).toBe(1);
      expect(first.status).toBe(200);
      expect(third.status).toBe(200);
      expect(second.body.equals(first.body)).toBe(true);
      expect(third.body.equals(first.body)).toBe(true);
      expect(comparable(third.headers)).toEqual(comparable(first.headers));
      expect(third.headers['cache-control']).toBeUndefined();
      expect(third.headers['x-frame-options']).toBe('SAMEORIGIN');
    },
  );

  it('answers 304 for a known ETag', async () => {
    const etag = String((await request(port, '/api/ebooks')).headers.etag);
    const { first, second, fast } = await twice('/api/ebooks', { 'if-none-match': etag });
    expect(fast).toBeGreaterThanOrEqual(1);
    expect([first.status, second.status]).toEqual([304, 304]);
    expect(comparable(second.headers)).toEqual(comparable(first.headers));
  });

  it('shows a publishing write on the next request', async () => {
    await twice('/api/ebooks');
    const list = ebookListSchema.parse(
      JSON.parse((await request(port, '/api/ebooks')).body.toString()),
    );
    const book = list[0];
    if (!book) throw new Error('the seed has ebooks');
    const { coverImage: _cover, cover: _c, id: _id, ...fields } = book;
    const changed = await t.call('PUT', `/api/admin/ebooks/${book.id}`, admin, {
      ...fields,
      coverImage: null,
      title: 'A Title Changed Just Now',
    });
    expect(changed.statusCode, changed.body).toBe(200);
    await versionSettled();
    const before = answered();
    const next = await request(port, '/api/ebooks');
    expect(answered() - before).toBe(0);
    expect(next.body.toString()).toContain('A Title Changed Just Now');
    const again = await request(port, '/api/ebooks');
    expect(answered() - before).toBe(1);
    expect(again.body.equals(next.body)).toBe(true);
  });

  it("leaves a member's requests to Fastify: private, and the session kept sliding", async () => {
    const { cookie } = await t.signIn();
    await twice('/api/ebooks');
    for (const withCookie of [cookie, `theme=dark; ${cookie}`, 'has_session=1']) {
      const { first, second, fast } = await twice('/api/ebooks', { cookie: withCookie });
      expect(fast, withCookie).toBe(0);
      expect(second.body.equals(first.body)).toBe(true);
      if (withCookie.includes('sid=')) expect(second.headers['cache-control']).toBe('no-store');
    }
    const other = await twice('/api/ebooks', { cookie: 'theme=dark' });
    expect(other.fast).toBe(2);
  });
});
