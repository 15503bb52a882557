// @module-tag asvs-v5
import { existsSync, readdirSync } from 'node:fs';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MAX_ATTACHMENT_BYTES } from '../../contract/conversations';
import { createTestApp, testConfig, type TestApp } from './app';
import { multipart, type FilePart } from './multipart';
import { startTestS3, type TestS3 } from './s3';

const pdf = Buffer.from(
  '%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\ntrailer << /Root 1 0 R >>\n%%EOF\n',
);

let s3: TestS3;
let t: TestApp;
beforeAll(async () => {
  s3 = await startTestS3();
  t = await createTestApp({
    config: testConfig({ ...s3.env, BACKUP_S3_PREFIX: 'site-backups', BACKUP_KEEP: '2' }),
  });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const localFiles = (dir: string) => (existsSync(dir) ? readdirSync(dir) : []);

function startConversation(cookie: string, files: FilePart[]) {
  const body = multipart(
    { title: 'Seventy weeks', category: 'prophecy', content: 'Daniel 9' },
    files,
  );
  return t.app.inject({
    method: 'POST',
    url: '/api/conversations',
    headers: { cookie, ...body.headers },
    payload: body.payload,
  });
}

describe('with S3_BUCKET set, uploads live in the bucket', () => {
  it('keeps an attachment under uploads/ and downloads it with its type and length', async () => {
    const member = await t.signIn();
    const created = await startConversation(member.cookie, [
      { name: 'notes.pdf', type: 'application/pdf', data: pdf },
    ]);
    expect(created.statusCode, created.body).toBe(201);
    const { url } = created.json<{ message: { attachments: { url: string }[] } }>().message
      .attachments[0] ?? { url: '' };
    const keys = await s3.keys('uploads/');
    expect(keys).toHaveLength(1);
    expect(keys[0]).toMatch(/^uploads\/[a-f0-9]{32}$/);
    expect(localFiles(t.config.uploadDir)).toEqual([]);

    const download = await t.app.inject({ url, headers: { cookie: member.cookie } });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.headers['content-length']).toBe(String(pdf.length));
    expect(download.headers['cache-control']).toBe('private, no-store');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    // Another member still gets 404: the bucket changes where bytes live, not who may read them.
    const other = await t.signIn();
    expect((await t.app.inject({ url, headers: { cookie: other.cookie } })).statusCode).toBe(404);
  });

  it('refuses an oversized attachment with 413, leaving nothing in the bucket', async () => {
    const member = await t.signIn();
    const before = await s3.keys('uploads/');
    const big = Buffer.alloc(MAX_ATTACHMENT_BYTES + 1, 0x41);
    const res = await startConversation(member.cookie, [
      { name: 'big.txt', type: 'text/plain', data: big },
    ]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({ code: 'FILE_TOO_LARGE' });
    expect(await s3.keys('uploads/')).toEqual(before);
  }, 60_000);

  it("keeps an article image's renditions under media/ and serves them", async () => {
    const admin = await t.signIn({ isAdmin: true });
    const png = await sharp({
      create: { width: 700, height: 400, channels: 3, background: '#336699' },
    })
      .png()
      .toBuffer();
    const form = multipart({}, [
      { field: 'file', name: 'cover.png', type: 'image/png', data: png },
    ]);
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...form.headers, cookie: admin.cookie },
      payload: form.payload,
    });
    expect(res.statusCode, res.body).toBe(201);
    const { key, url } = res.json<{ key: string; url: string }>();
    expect(await s3.keys('media/')).toEqual([
      `media/${key}-320.webp`,
      `media/${key}-640.webp`,
      `media/${key}-700.webp`,
    ]);
    expect(localFiles(t.config.mediaDir)).toEqual([]);

    const served = await t.app.inject(url);
    expect(served.statusCode).toBe(200);
    expect(served.headers['content-type']).toBe('image/webp');
    expect(served.headers['content-length']).toBe(String(served.rawPayload.length));
    expect(served.rawPayload.toString('latin1', 8, 12)).toBe('WEBP');
    expect((await t.app.inject(`/media/${'0'.repeat(32)}-320.webp`)).statusCode).toBe(404);
  });

  it('keeps the site’s backups under BACKUP_S3_PREFIX, nothing of them on this machine', async () => {
    const admin = await t.signIn({ isAdmin: true });
    const made: { name: string; size: number }[] = [];
    for (let i = 0; i < 3; i++) {
      const res = await t.call('POST', '/api/admin/backups', admin.cookie);
      expect(res.statusCode, res.body).toBe(201);
      made.push(res.json());
    }
    // The newest BACKUP_KEEP are kept, in the bucket; the work folder holds nothing afterwards.
    const kept = made.slice(1).map((b) => `site-backups/${b.name}`);
    expect(await s3.keys('site-backups/')).toEqual(kept.sort());
    expect(localFiles(t.config.backups.dir)).toEqual([]);
    const listed = await t.call('GET', '/api/admin/backups', admin.cookie);
    expect(listed.json<{ backups: { name: string; size: number }[] }>().backups).toEqual(
      made
        .slice(1)
        .reverse()
        .map((b) => expect.objectContaining({ name: b.name, size: b.size })),
    );
    const newest = made[2] ?? { name: '', size: 0 };
    const download = await t.call('GET', `/api/admin/backups/${newest.name}`, admin.cookie);
    expect(download.statusCode).toBe(200);
    expect(download.rawPayload.length).toBe(newest.size);
    expect(download.rawPayload.subarray(0, 2).toString('hex')).toBe('1f8b');
  }, 120_000);

  it('is ready while the bucket answers and answers 503 once it does not', async () => {
    const ready = await t.app.inject('/readyz');
    expect(ready.statusCode).toBe(200);
    expect(ready.json()).toEqual({ status: 'ready' });

    const away = await createTestApp({
      config: testConfig({ ...s3.env, S3_ENDPOINT: 'http://127.0.0.1:9' }),
    });
    try {
      const res = await away.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'storage unavailable' });
    } finally {
      await away.close();
    }
  });
});
