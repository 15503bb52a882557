import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { eq } from 'drizzle-orm';
import { XMLParser } from 'fast-xml-parser';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ARTWORK_NOT_AN_IMAGE,
  artworkTooSmall,
  mediaSchema,
  type Media,
} from '../../../contract/publishing';
import { PODCAST_IMAGE } from '../../../contract/seo';
import { ARTWORK_REUPLOAD, seriesSchema, type Series } from '../../../contract/teachings';
import { media, teachingSeries } from '../../db/schema';
import { createLocalMediaStore } from '../../infra/media-store';
import { projectRoot } from '../../project-root';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { multipart, type FilePart } from '../../test/multipart';
import { artworkSide, saveImage } from './media';

const PUBLIC_URL = 'https://kingdomtruth.example';
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ config: { ...testConfig(), publicUrl: PUBLIC_URL } });
  admin = (await t.signIn({ isAdmin: true })).cookie;
}, 60_000);
afterAll(() => t.close());

/**
 * A picture with something to look at: a plain ground (small as PNG, under the 5 MB limit) and
 * a bright disc near its right edge, which a centre crop would cut and the attention crop keeps.
 */
async function picture(width: number, height: number, format: 'png' | 'jpeg') {
  const disc = `<svg xmlns="http://www.w3.org/2000/svg" width="${width}" height="${height}"><circle cx="${width * 0.9}" cy="${height / 2}" r="${Math.min(width, height) / 10}" fill="#ffd23f"/></svg>`;
  const image = sharp({
    create: { width, height, channels: 3, background: { r: 30, g: 50, b: 90 } },
  }).composite([{ input: Buffer.from(disc) }]);
  return (format === 'png' ? image.png() : image.jpeg()).toBuffer();
}

const files = () => new Set(readdirSync(t.config.mediaDir));
const mediaRows = async () => (await t.db.select({ key: media.key }).from(media)).length;

function upload(file: FilePart, cookie = admin, url = '/api/admin/media/artwork') {
  const form = multipart({}, [file]);
  return t.app.inject({
    method: 'POST',
    url,
    headers: { ...form.headers, cookie },
    payload: form.payload,
  });
}
const part = (data: Buffer, name: string, type: string): FilePart => ({
  field: 'file',
  name,
  type,
  data,
});

async function expectJpeg(bytes: Buffer, side: number) {
  const meta = await sharp(bytes).metadata();
  expect(meta).toMatchObject({
    format: 'jpeg',
    width: side,
    height: side,
    space: 'srgb',
    channels: 3,
    isProgressive: true,
  });
  // No metadata kept: no EXIF, no embedded profile (sRGB is what a JPEG without one means).
  expect(meta.exif).toBeUndefined();
  expect(meta.icc).toBeUndefined();
  expect(meta.xmp).toBeUndefined();
}

describe("a series' artwork: the sizes and format made", () => {
  it('takes the short side, at most 3000 px', () => {
    expect(artworkSide(4000, 3000)).toBe(3000);
    expect(artworkSide(1500, 1500)).toBe(1500);
    expect(artworkSide(2000, 5000)).toBe(2000);
  });

  it('makes a 3000 px square JPEG and square WebP sizes from a 4000 × 3000 PNG', async () => {
    const store = createLocalMediaStore(t.config.mediaDir);
    const png = await picture(4000, 3000, 'png');
    const saved = await saveImage(t.db, store, png, new Date(), { artwork: true });
    expect(saved).toMatchObject({ width: 960, height: 960 });
    const [row] = await t.db.select().from(media).where(eq(media.key, saved.key));
    expect(row).toMatchObject({ widths: [320, 640, 960], podcastSide: 3000 });
    const mine = [...files()].filter((name) => name.startsWith(saved.key)).sort();
    expect(mine).toEqual(
      ['3000.jpg', '320.webp', '640.webp', '960.webp'].map((end) => `${saved.key}-${end}`),
    );
    const jpeg = readFileSync(path.join(t.config.mediaDir, `${saved.key}-3000.jpg`));
    await expectJpeg(jpeg, 3000);
    const webp = await sharp(path.join(t.config.mediaDir, `${saved.key}-640.webp`)).metadata();
    expect(webp).toMatchObject({ format: 'webp', width: 640, height: 640 });
    // The disc (x 3300–3900 of 4000) is whole in the square: the crop is its right 3000 px.
    const disc = await sharp(
      await sharp(jpeg).extract({ left: 2500, top: 1400, width: 200, height: 200 }).toBuffer(),
    ).stats();
    expect(disc.channels[0]?.mean).toBeGreaterThan(200);
  });

  it("keeps a 1500 × 1500 JPEG's own size", async () => {
    const store = createLocalMediaStore(t.config.mediaDir);
    const saved = await saveImage(t.db, store, await picture(1500, 1500, 'jpeg'), new Date(), {
      artwork: true,
    });
    const [row] = await t.db.select().from(media).where(eq(media.key, saved.key));
    expect(row).toMatchObject({ widths: [320, 640, 960], podcastSide: 1500 });
    await expectJpeg(readFileSync(path.join(t.config.mediaDir, `${saved.key}-1500.jpg`)), 1500);
  });
});

describe('POST /api/admin/media/artwork', () => {
  it('refuses an image under 1400 px on its short side, saying the size needed; keeps nothing', async () => {
    const before = { files: files().size, rows: await mediaRows() };
    const res = await upload(part(await picture(1200, 1600, 'jpeg'), 'small.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(400);
    const message = artworkTooSmall(1200, 1600);
    expect(message).toContain('1400 px');
    expect(res.json()).toMatchObject({ message, fieldErrors: { file: [message] } });
    expect({ files: files().size, rows: await mediaRows() }).toEqual(before);
  });

  it('refuses a text file named .jpg with a 400; keeps nothing', async () => {
    const before = { files: files().size, rows: await mediaRows() };
    const text = Buffer.from('Not a picture at all, only words.\n'.repeat(20));
    const res = await upload(part(text, 'cover.jpg', 'image/jpeg'));
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ARTWORK_NOT_AN_IMAGE,
      fieldErrors: { file: [ARTWORK_NOT_AN_IMAGE] },
    });
    expect({ files: files().size, rows: await mediaRows() }).toEqual(before);
  });

  it('is for staff who publish: 401 without a session, 403 for a member', async () => {
    const png = part(await picture(1400, 1400, 'png'), 'a.png', 'image/png');
    expect((await upload(png, '')).statusCode).toBe(401);
    const member = (await t.signIn()).cookie;
    expect((await upload(png, member)).statusCode).toBe(403);
  });
});

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });
type Node = Record<string, unknown>;
const channelOf = (xml: string) => (parser.parse(xml) as { rss: { channel: Node } }).rss.channel;
const images = (channel: Node) => ({
  itunes: (channel['itunes:image'] as Node)['@_href'] as string,
  rss: (channel.image as Node).url as string,
});

describe("the feeds' artwork", () => {
  let series: Series;
  let artwork: Media;

  beforeAll(async () => {
    const res = await upload(part(await picture(4000, 3000, 'png'), 'art.png', 'image/png'));
    expect(res.statusCode).toBe(201);
    artwork = mediaSchema.parse(res.json());
    const saved = await t.call('POST', '/api/admin/series', admin, {
      title: 'Psalms of ascent',
      description: 'Songs on the way up.',
      language: 'en',
      artwork: artwork.key,
    });
    expect(saved.statusCode).toBe(201);
    series = seriesSchema.parse(saved.json());
  }, 60_000);

  it("a series' feed names its artwork's 3000 × 3000 JPEG", async () => {
    expect(series.artworkNeedsUpload).toBe(false);
    const feed = await t.app.inject(`/podcast/${series.slug}.xml`);
    const { itunes, rss } = images(channelOf(feed.body));
    expect(itunes).toBe(`${PUBLIC_URL}/media/${artwork.key}-3000.jpg`);
    expect(rss).toBe(itunes);
    const jpeg = await t.app.inject(itunes.replace(PUBLIC_URL, ''));
    expect(jpeg.statusCode).toBe(200);
    expect(jpeg.headers['content-type']).toBe('image/jpeg');
    await expectJpeg(jpeg.rawPayload, 3000);
    // The site's pages keep the WebP sizes.
    const webp = await t.app.inject(artwork.url);
    expect(webp.headers['content-type']).toBe('image/webp');
  });

  it('the main feed names the 3000 × 3000 JPEG of the site', async () => {
    const { itunes, rss } = images(channelOf((await t.app.inject('/podcast.xml')).body));
    expect(itunes).toBe(PUBLIC_URL + PODCAST_IMAGE.path);
    expect(rss).toBe(itunes);
    await expectJpeg(
      readFileSync(path.join(projectRoot(), 'client/public', PODCAST_IMAGE.path)),
      3000,
    );
  });

  it('refuses as new artwork an image without its JPEG (one uploaded as a plain image)', async () => {
    const plain = await upload(
      part(await picture(1600, 1600, 'png'), 'plain.png', 'image/png'),
      admin,
      '/api/admin/media',
    );
    expect(plain.statusCode).toBe(201);
    const key = mediaSchema.parse(plain.json()).key;
    const res = await t.call('PUT', `/api/admin/series/${series.id}`, admin, {
      title: series.title,
      description: series.description,
      language: series.language,
      artwork: key,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({
      message: ARTWORK_REUPLOAD,
      fieldErrors: { artwork: [ARTWORK_REUPLOAD] },
    });
  });

  it('artwork kept before the JPEG existed: the feed shows its widest WebP, the admin is asked again', async () => {
    const plain = await upload(
      part(await picture(1000, 1000, 'png'), 'old.png', 'image/png'),
      admin,
      '/api/admin/media',
    );
    const old = mediaSchema.parse(plain.json());
    await t.db.insert(teachingSeries).values({
      title: 'Older series',
      slug: 'older-series',
      description: 'From before.',
      language: 'en',
      artwork: old.key,
      updatedAt: new Date(),
    });
    const feed = channelOf((await t.app.inject('/podcast/older-series.xml')).body);
    expect(images(feed).itunes).toBe(`${PUBLIC_URL}/media/${old.key}-960.webp`);
    const listed = (await t.call('GET', '/api/admin/series', admin)).json() as Series[];
    const older = listed.find((s) => s.slug === 'older-series');
    expect(older?.artworkNeedsUpload).toBe(true);
    expect(listed.find((s) => s.id === series.id)?.artworkNeedsUpload).toBe(false);
    // Saving it unchanged is allowed: only new artwork must come with its JPEG.
    const kept = await t.call('PUT', `/api/admin/series/${older?.id}`, admin, {
      title: 'Older series',
      description: 'From before, edited.',
      language: 'en',
      artwork: old.key,
    });
    expect(kept.statusCode).toBe(200);
  });
});
