import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { parse } from 'csv-parse/sync';
import sharp from 'sharp';
import * as tar from 'tar';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { articles, newsletterSubscriptions, subscriberImports, users } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';

let t: TestApp;
let admin: { cookie: string };
const scratch = mkdtempSync(path.join(os.tmpdir(), 'ministry-export-test-'));

beforeAll(async () => {
  t = await createTestApp();
  admin = await t.signIn({ isAdmin: true });
});
afterAll(async () => {
  await t.close();
  rmSync(scratch, { recursive: true, force: true });
});

const EXPORTS = [
  '/api/admin/export/content',
  '/api/admin/export/subscribers.csv',
  '/api/admin/export/people.csv',
];

describe('the exports', () => {
  it('are for the owner and administrators only', async () => {
    const member = await t.signIn();
    const editor = await t.signIn({ roles: ['editor'] });
    const owner = await t.signIn({ roles: ['owner'] });
    for (const url of EXPORTS) {
      expect((await t.call('GET', url)).statusCode, url).toBe(401);
      expect((await t.call('GET', url, member.cookie)).statusCode, url).toBe(403);
      expect((await t.call('GET', url, editor.cookie)).statusCode, url).toBe(403);
      const answer = await t.call('GET', url, owner.cookie);
      expect(answer.statusCode, url).toBe(200);
      expect(answer.headers['cache-control'], url).toBe('no-store');
      expect(answer.headers['content-disposition'], url).toMatch(/^attachment; filename="/);
    }
  });

  it('gives the content as JSON, Markdown and images in one archive with a README', async () => {
    const png = await sharp({
      create: { width: 40, height: 30, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const form = multipart({}, [
      { field: 'file', name: 'cover.png', type: 'image/png', data: png },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      payload: form.payload,
      headers: { ...form.headers, cookie: admin.cookie },
    });
    expect(uploaded.statusCode).toBe(201);
    const image = uploaded.json() as { key: string; url: string };
    await t.db.insert(articles).values({
      title: 'Grace alone',
      slug: 'grace-alone',
      content: `# Grace\n\nSaved by grace.\n\n![Cover](${image.url})`,
      excerpt: 'On grace',
      language: 'es',
      status: 'published',
      publishedAt: new Date('2025-01-02T03:04:05Z'),
      coverImage: image.key,
    });

    const answer = await t.call('GET', '/api/admin/export/content', admin.cookie);
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['content-type']).toBe('application/gzip');
    const file = path.join(scratch, 'content.tar.gz');
    writeFileSync(file, answer.rawPayload);
    const out = path.join(scratch, 'out');
    rmSync(out, { recursive: true, force: true });
    mkdirSync(out);
    await tar.extract({ file, cwd: out });

    expect(readFileSync(path.join(out, 'README.md'), 'utf8')).toContain('content.json');
    const data = JSON.parse(readFileSync(path.join(out, 'content.json'), 'utf8'));
    expect(data.format).toBe('ministry-site-content');
    expect(data.articles).toContainEqual(
      expect.objectContaining({ slug: 'grace-alone', language: 'es' }),
    );
    expect(data.media).toContainEqual(expect.objectContaining({ key: image.key }));
    // The timeline and the characters as the site keeps them now, with their words per language.
    expect(data.timeline).toHaveLength(15);
    expect(data.timeline[0].texts.en.title).toEqual(expect.any(String));
    expect(data.characters).toHaveLength(6);
    expect(data).toMatchObject({ events: [], siteTexts: [], site: null });
    const markdown = readFileSync(path.join(out, 'articles/es/grace-alone.md'), 'utf8');
    expect(markdown).toMatch(/^---\ntitle: "Grace alone"\nslug: "grace-alone"\n/);
    expect(markdown).toContain('publishedAt: "2025-01-02T03:04:05.000Z"');
    expect(markdown).toContain(`![Cover](${image.url})`);
    // The image's bytes as the site serves them.
    const name = image.url.replace('/media/', '');
    const served = await t.app.inject({ method: 'GET', url: image.url });
    expect(readFileSync(path.join(out, 'media', name))).toEqual(served.rawPayload);
  });

  it('gives the readers and the people as CSV, with no secret and no formula', async () => {
    const [imported] = await t.db
      .insert(newsletterSubscriptions)
      .values({ email: 'ruth@example.org', confirmedAt: new Date(), language: 'pt' })
      .returning();
    await t.db
      .insert(subscriberImports)
      .values({ subscriptionId: imported?.id ?? 0, source: 'mailchimp', name: '=HYPERLINK("x")' });
    await t.db
      .insert(newsletterSubscriptions)
      .values({ email: 'naomi@example.org', confirmToken: 'a'.repeat(64) });
    const readers = await t.call('GET', '/api/admin/export/subscribers.csv', admin.cookie);
    expect(readers.headers['content-type']).toBe('text/csv; charset=utf-8');
    const rows = parse(readers.body, { columns: true }) as Record<string, string>[];
    expect(rows).toContainEqual(
      expect.objectContaining({
        email: 'ruth@example.org',
        name: `'=HYPERLINK("x")`,
        language: 'pt',
        status: 'active',
        source: 'mailchimp',
      }),
    );
    expect(rows).toContainEqual(
      expect.objectContaining({ email: 'naomi@example.org', status: 'pending', source: 'site' }),
    );
    expect(readers.body).not.toContain('a'.repeat(64));

    const [person] = await t.db.select().from(users).limit(1);
    const people = await t.call('GET', '/api/admin/export/people.csv', admin.cookie);
    const list = parse(people.body, { columns: true }) as Record<string, string>[];
    expect(Object.keys(list[0] ?? {})).toEqual([
      'id',
      'email',
      'username',
      'first_name',
      'last_name',
      'roles',
      'email_verified_at',
      'preferred_language',
      'created_at',
      'last_sign_in_at',
    ]);
    expect(list).toContainEqual(
      expect.objectContaining({ email: person?.email, username: person?.username }),
    );
    expect(list.some((p) => p.roles === 'admin')).toBe(true);
    expect(people.body).not.toContain(person?.password ?? 'no password');
    expect(people.body).not.toMatch(/\$argon2/);
  });
});
