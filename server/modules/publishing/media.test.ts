// @module-tag asvs-v5
import { readdirSync } from 'node:fs';
import path from 'node:path';
import { crc32, deflateSync } from 'node:zlib';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { MEDIA_MAX_BYTES, mediaSchema, type Media } from '../../../contract/publishing';
import { media } from '../../db/schema';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart, type FilePart } from '../../test/multipart';
import {
  IMAGE_MISSING,
  IMAGE_TOO_LARGE,
  IMAGE_TOO_MANY_PIXELS,
  IMAGE_UNREADABLE,
  IMAGE_WRONG_TYPE,
  renditionWidths,
} from './media';

let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ isAdmin: true })).cookie;
});
afterAll(() => t.close());

const mediaDir = () => t.config.mediaDir;

function upload(files: FilePart[], cookie = admin, fields: Record<string, string> = {}) {
  const form = multipart(fields, files);
  return t.app.inject({
    method: 'POST',
    url: '/api/admin/media',
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
}
const file = (data: Buffer, name = 'cover.png', type = 'image/png'): FilePart => ({
  field: 'file',
  name,
  type,
  data,
});

/** A photograph-like image: noise, so encoders cannot make it trivially small. */
async function photo(width: number, height: number) {
  const noise = Buffer.alloc(width * height * 3);
  for (let i = 0; i < noise.length; i += 1) noise[i] = (i * 7919) % 251;
  return sharp(noise, { raw: { width, height, channels: 3 } });
}

/** A PNG of width × height pixels of 1 bit, all zero: tiny on disk, huge once decoded. */
function bombPng(width: number, height: number): Buffer {
  const chunk = (type: string, data: Buffer) => {
    const length = Buffer.alloc(4);
    length.writeUInt32BE(data.length);
    const typed = Buffer.concat([Buffer.from(type, 'latin1'), data]);
    const crc = Buffer.alloc(4);
    crc.writeUInt32BE(crc32(typed));
    return Buffer.concat([length, typed, crc]);
  };
  const header = Buffer.alloc(13);
  header.writeUInt32BE(width, 0);
  header.writeUInt32BE(height, 4);
  header[8] = 1; // bit depth
  header[9] = 0; // greyscale
  // Each row: a filter byte and width / 8 bytes of pixels.
  const rows = Buffer.alloc(height * (1 + Math.ceil(width / 8)));
  return Buffer.concat([
    Buffer.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]),
    chunk('IHDR', header),
    chunk('IDAT', deflateSync(rows, { level: 9 })),
    chunk('IEND', Buffer.alloc(0)),
  ]);
}

const isWebp = (bytes: Buffer) =>
  bytes.toString('latin1', 0, 4) === 'RIFF' && bytes.toString('latin1', 8, 12) === 'WEBP';

describe('POST /api/admin/media', () => {
  it('converts a PNG into WebP renditions and serves them for a year', async () => {
    const png = await (await photo(1200, 800)).png().toBuffer();
    const res = await upload([file(png)]);
    expect(res.statusCode, res.body).toBe(201);
    const saved = mediaSchema.parse(res.json());
    expect(saved).toEqual({
      key: expect.stringMatching(/^[a-f0-9]{32}$/),
      url: `/media/${saved.key}-960.webp`,
      width: 960,
      height: 640,
    });
    for (const width of [320, 640, 960]) {
      const served = await t.app.inject(`/media/${saved.key}-${width}.webp`);
      expect(served.statusCode).toBe(200);
      expect(served.headers['content-type']).toBe('image/webp');
      expect(served.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(served.headers['x-content-type-options']).toBe('nosniff');
      expect(isWebp(served.rawPayload)).toBe(true);
      const meta = await sharp(served.rawPayload).metadata();
      expect(meta.width).toBe(width);
      expect(meta.format).toBe('webp');
    }
    const [row] = await t.db.select().from(media);
    expect(row).toMatchObject({ key: saved.key, width: 960, height: 640, widths: [320, 640, 960] });
  });

  it('converts a JPEG, turns it upright and strips its metadata', async () => {
    // 400 × 200 stored, EXIF orientation 6: shown 200 × 400.
    const jpeg = await (
      await photo(400, 200)
    )
      .jpeg()
      .withMetadata({ orientation: 6, exif: { IFD0: { Copyright: 'secret location' } } })
      .toBuffer();
    const res = await upload([file(jpeg, 'photo.jpg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(201);
    const saved: Media = res.json();
    expect(saved).toMatchObject({ width: 200, height: 400, url: `/media/${saved.key}-200.webp` });
    const served = await t.app.inject(saved.url);
    const meta = await sharp(served.rawPayload).metadata();
    expect([meta.width, meta.height]).toEqual([200, 400]);
    expect(meta.exif).toBeUndefined();
    expect(meta.orientation).toBeUndefined();
    expect(served.rawPayload.includes(Buffer.from('secret location'))).toBe(false);
  });

  it('accepts WebP, judged by its bytes whatever its name says', async () => {
    const webp = await (await photo(300, 300)).webp().toBuffer();
    const res = await upload([file(webp, 'cover.jpg', 'image/jpeg')]);
    expect(res.statusCode, res.body).toBe(201);
    expect(res.json()).toMatchObject({ width: 300, height: 300 });
  });

  it('never makes a rendition wider than the original', () => {
    expect(renditionWidths(200)).toEqual([200]);
    expect(renditionWidths(320)).toEqual([320]);
    expect(renditionWidths(800)).toEqual([320, 640, 800]);
    expect(renditionWidths(4000)).toEqual([320, 640, 960]);
  });

  it('refuses an HTML file named .png', async () => {
    const html = Buffer.from('<!doctype html><html><script>alert(1)</script></html>');
    const res = await upload([file(html, 'cover.png', 'image/png')]);
    expect(res.statusCode).toBe(415);
    expect(res.json()).toMatchObject({
      message: IMAGE_WRONG_TYPE,
      fieldErrors: { file: [IMAGE_WRONG_TYPE] },
    });
  });

  it('refuses an image type it does not convert (GIF, SVG)', async () => {
    const gif = await sharp({
      create: { width: 10, height: 10, channels: 3, background: 'red' },
    })
      .gif()
      .toBuffer();
    const svg = Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"><script/></svg>');
    for (const [data, name, type] of [
      [gif, 'a.gif', 'image/gif'],
      [svg, 'a.svg', 'image/svg+xml'],
    ] as const) {
      const res = await upload([file(data, name, type)]);
      expect(res.statusCode, name).toBe(415);
    }
  });

  it('refuses a truncated image with 400', async () => {
    const png = await (await photo(400, 400)).png().toBuffer();
    const jpeg = await (await photo(400, 400)).jpeg().toBuffer();
    for (const [data, type] of [
      [png.subarray(0, Math.floor(png.length / 2)), 'image/png'],
      [jpeg.subarray(0, Math.floor(jpeg.length / 2)), 'image/jpeg'],
    ] as const) {
      const res = await upload([file(data, 'cut', type)]);
      expect(res.statusCode, type).toBe(400);
      expect(res.json()).toMatchObject({
        message: IMAGE_UNREADABLE,
        fieldErrors: { file: [IMAGE_UNREADABLE] },
      });
    }
  });

  it('refuses a decompression bomb (20,000 × 20,000 pixels in a few kilobytes)', async () => {
    const bomb = bombPng(20_000, 20_000);
    expect(bomb.length).toBeLessThan(100_000);
    const res = await upload([file(bomb)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: IMAGE_TOO_MANY_PIXELS,
      fieldErrors: { file: [IMAGE_TOO_MANY_PIXELS] },
    });
  });

  it('refuses a file over 5 MB, stopping at the limit', async () => {
    const big = Buffer.alloc(MEDIA_MAX_BYTES + 1, 7);
    big.set([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    const res = await upload([file(big)]);
    expect(res.statusCode).toBe(413);
    expect(res.json()).toMatchObject({
      message: IMAGE_TOO_LARGE,
      fieldErrors: { file: [IMAGE_TOO_LARGE] },
    });
  });

  it('refuses a form without the file, with two files, or a body that is not a form', async () => {
    const png = await (await photo(50, 50)).png().toBuffer();
    const none = await upload([], admin, { title: 'x' });
    expect(none.statusCode).toBe(400);
    expect(none.json()).toMatchObject({ message: IMAGE_MISSING });
    const wrongField = await upload([{ ...file(png), field: 'files' }]);
    expect(wrongField.statusCode).toBe(400);
    const two = await upload([file(png), file(png)]);
    expect(two.statusCode).toBe(400);
    expect(two.json()).toMatchObject({ message: 'Upload one image at a time' });
    const json = await t.call('POST', '/api/admin/media', admin, { file: 'x' });
    expect(json.statusCode).toBe(415);
    const broken = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { cookie: admin, 'content-type': 'multipart/form-data; boundary=abc' },
      payload: '--abc\r\nContent-Disposition: form-data; name="file"; filename="a.png"\r\n\r\nxx',
    });
    expect(broken.statusCode).toBeGreaterThanOrEqual(400);
    expect(broken.statusCode).toBeLessThan(500);
  });

  it('leaves no file behind when it refuses an upload', async () => {
    const before = readdirSync(mediaDir()).length;
    await upload([file(bombPng(20_000, 20_000))]);
    await upload([file(Buffer.from('<html></html>'))]);
    expect(readdirSync(mediaDir()).length).toBe(before);
  });

  it('is for administrators only', { tags: ['asvs-v8'] }, async () => {
    const png = await (await photo(50, 50)).png().toBuffer();
    const member = await t.signIn();
    expect((await upload([file(png)], member.cookie)).statusCode).toBe(403);
    expect((await upload([file(png)], '')).statusCode).toBe(401);
  });

  it('limits uploads per administrator', async () => {
    const limited = await createTestApp({
      rateLimits: { mediaUploads: { max: 2, timeWindow: 60_000 } },
    });
    try {
      const { cookie } = await limited.signIn({ isAdmin: true });
      const png = await (await photo(20, 20)).png().toBuffer();
      const send = () => {
        const form = multipart({}, [file(png)]);
        return limited.app.inject({
          method: 'POST',
          url: '/api/admin/media',
          headers: { ...form.headers, cookie },
          payload: form.payload,
        });
      };
      expect((await send()).statusCode).toBe(201);
      expect((await send()).statusCode).toBe(201);
      const third = await send();
      expect(third.statusCode).toBe(429);
      expect(third.headers['retry-after']).toBeDefined();
    } finally {
      await limited.close();
    }
  });
});

describe('GET /media/…', () => {
  it('answers 404 for any other name, with no way out of the folder', async () => {
    const png = await (await photo(100, 100)).png().toBuffer();
    const saved: Media = (await upload([file(png)])).json();
    for (const url of [
      `/media/${saved.key}-101.webp`,
      `/media/${saved.key}-100.png`,
      `/media/${saved.key}.webp`,
      `/media/${'0'.repeat(32)}-100.webp`,
      '/media/..%2F..%2Fpackage.json',
      '/media/%2e%2e%2fpglite',
      `/media/${saved.key.toUpperCase()}-100.webp`,
    ]) {
      const res = await t.app.inject(url);
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['content-type'], url).not.toBe('image/webp');
    }
    expect((await t.app.inject(`/media/../${path.basename(t.config.dataDir)}`)).statusCode).toBe(
      404,
    );
  });

  it('stays out of the API document', async () => {
    const doc = (await t.app.inject('/api/docs/json')).json<{ paths: Record<string, unknown> }>();
    expect(Object.keys(doc.paths).some((p) => p.startsWith('/media'))).toBe(false);
    expect(Object.keys(doc.paths)).toContain('/api/admin/media');
  });
});
