/**
 * The WordPress import as it goes: the service tells of each post in order as it takes it up,
 * the route streams that as lines when asked (the plain JSON answer staying the default), and a
 * second import while one runs is refused.
 */
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  IMPORT_PROGRESS_TYPE,
  IMPORT_RUNNING,
  importProgressLineSchema,
  importReportSchema,
  NOT_A_WXR,
  type ImportProgressLine,
} from '../../../contract/imports';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { makeWxr, ministryBlog, startOldSite, type FixturePost } from '../../test/wxr-fixture';
import { importWordpress } from './wordpress';

let t: TestApp;
let oldSite: Awaited<ReturnType<typeof startOldSite>>;
let admin: { cookie: string };

const URL_ = '/api/admin/import/wordpress';

function upload(xml: string, fields: Record<string, string>, accept?: string) {
  const form = multipart(fields, [
    { field: 'file', name: 'export.xml', type: 'text/xml', data: Buffer.from(xml) },
  ]);
  return t.app.inject({
    method: 'POST',
    url: URL_,
    payload: form.payload,
    headers: { ...form.headers, cookie: admin.cookie, ...(accept ? { accept } : {}) },
  });
}

const linesOf = (body: string): ImportProgressLine[] =>
  body
    .split('\n')
    .filter((line) => line !== '')
    .map((line) => importProgressLineSchema.parse(JSON.parse(line)));

const post = (id: number, title: string): FixturePost => ({
  id,
  title,
  name: `progress-${id}`,
  date: '2024-03-03 10:00:00',
  content: `<p>${title}.</p>`,
});

beforeAll(async () => {
  // A slow old site, so a run lasts long enough for a second one to meet it.
  oldSite = await startOldSite({ delayMs: 150 });
  t = await createTestApp();
  admin = await t.signIn({ isAdmin: true });
});
afterAll(async () => {
  await t.close();
  oldSite.server.close();
});

describe('the WordPress import as it goes', () => {
  it('tells of each post in order, before fetching its images', async () => {
    const blog = ministryBlog(oldSite.url, 4);
    blog.posts.push({ ...post(8001, 'Thrown away'), status: 'trash' });
    const events: string[] = [];
    const report = await importWordpress(
      {
        db: t.db,
        now: new Date('2026-11-28T12:00:00Z'),
        fetchImage: async (url) => {
          events.push(`fetch ${new URL(url).pathname}`);
          return Buffer.from('not an image');
        },
        saveImage: () => Promise.reject(new Error('not an image')),
      },
      makeWxr(oldSite.url, blog.posts, blog.attachments),
      { dryRun: false, language: 'en' },
      ({ post: n, total, title }) => events.push(`post ${n} of ${total}: ${title}`),
    );
    expect(report).toMatchObject({ created: 4, updated: 0, skipped: 1 });
    expect(events.filter((e) => e.startsWith('post'))).toEqual([
      'post 1 of 4: Study 1: the grace of God',
      'post 2 of 4: Estudio 2: la gracia de Dios',
      'post 3 of 4: Study 3: the grace of God',
      'post 4 of 4: Estudio 4: la gracia de Dios',
    ]);
    // Each post's images are fetched after it is announced and before the next one is.
    const second = events.indexOf('post 2 of 4: Estudio 2: la gracia de Dios');
    expect(events.slice(1, second)).toEqual([
      'fetch /wp-content/uploads/2023/02/photo-1.jpg',
      'fetch /wp-content/uploads/2023/02/cover-1.jpg',
    ]);
  });

  it('streams a line per post and then the report when asked, the dry run too', async () => {
    const posts = [post(8101, 'First of three'), post(8102, 'Second of three')];
    posts.push({ ...post(8103, 'Third of three'), status: 'draft' });
    const xml = makeWxr(oldSite.url, posts);

    const dry = await upload(xml, { dryRun: 'true' }, IMPORT_PROGRESS_TYPE);
    expect(dry.statusCode).toBe(200);
    expect(dry.headers['content-type']).toBe(`${IMPORT_PROGRESS_TYPE}; charset=utf-8`);
    expect(dry.headers['cache-control']).toBe('no-store');
    expect(dry.headers['content-encoding']).toBeUndefined();
    expect(linesOf(dry.body)).toEqual([
      { type: 'progress', post: 1, total: 3, title: 'First of three' },
      { type: 'progress', post: 2, total: 3, title: 'Second of three' },
      { type: 'progress', post: 3, total: 3, title: 'Third of three' },
      { type: 'report', report: { created: 3, updated: 0, skipped: 0, warnings: [] } },
    ]);

    const real = await upload(xml, {}, `${IMPORT_PROGRESS_TYPE}, application/json;q=0.5`);
    const lines = linesOf(real.body);
    expect(lines.map((line) => (line.type === 'progress' ? line.post : line.type))).toEqual([
      1,
      2,
      3,
      'report',
    ]);
    expect(lines.at(-1)).toEqual({
      type: 'report',
      report: { created: 3, updated: 0, skipped: 0, warnings: [] },
    });

    // Nothing left to make: the report alone, still as a line.
    const again = await upload(xml, {}, IMPORT_PROGRESS_TYPE);
    expect(linesOf(again.body)).toEqual([
      { type: 'report', report: { created: 0, updated: 0, skipped: 3, warnings: [] } },
    ]);
  });

  it('answers the plain report by default', async () => {
    const xml = makeWxr(oldSite.url, [post(8201, 'Plain answer')]);
    const plain = await upload(xml, { dryRun: 'true' });
    expect(plain.statusCode).toBe(200);
    expect(plain.headers['content-type']).toMatch(/^application\/json/);
    expect(importReportSchema.parse(plain.json())).toEqual({
      created: 1,
      updated: 0,
      skipped: 0,
      warnings: [],
    });
  });

  it('refuses a bad file or form with its 4xx before any line', async () => {
    const notWxr = await upload('just some text', {}, IMPORT_PROGRESS_TYPE);
    expect(notWxr.statusCode).toBe(400);
    expect(notWxr.headers['content-type']).toMatch(/^application\/json/);
    expect(notWxr.json()).toMatchObject({ message: NOT_A_WXR, fieldErrors: { file: [NOT_A_WXR] } });
    const xml = makeWxr(oldSite.url, [post(8301, 'Bad form')]);
    const badForm = await upload(xml, { dryRun: 'maybe' }, IMPORT_PROGRESS_TYPE);
    expect(badForm.statusCode).toBe(400);
    expect(badForm.json().fieldErrors.dryRun).toEqual(['dryRun must be true or false']);
  });

  it('refuses a second import while one runs, then takes the next', async () => {
    const blog = ministryBlog(oldSite.url, 6);
    for (const p of blog.posts) p.id += 9000;
    const xml = makeWxr(oldSite.url, blog.posts, blog.attachments);
    const asked = oldSite.requests.length;
    const first = upload(xml, {}, IMPORT_PROGRESS_TYPE);
    // The first is fetching images from the slow old site.
    while (oldSite.requests.length === asked) await new Promise((r) => setTimeout(r, 10));

    for (const accept of [IMPORT_PROGRESS_TYPE, undefined]) {
      const second = await upload(xml, { dryRun: 'true' }, accept);
      expect(second.statusCode).toBe(409);
      expect(second.json()).toEqual({ message: IMPORT_RUNNING, code: 'CONFLICT' });
    }

    const done = linesOf((await first).body);
    expect(done.filter((line) => line.type === 'progress')).toHaveLength(6);
    expect(done.at(-1)).toMatchObject({ type: 'report', report: { created: 6 } });
    const next = await upload(xml, { dryRun: 'true' });
    expect(next.statusCode).toBe(200);
    expect(next.json()).toMatchObject({ created: 0, skipped: 6 });
  }, 30_000);
});
