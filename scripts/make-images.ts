/**
 * Makes the site's raster images from its SVG mark (client/public/favicon.svg), the name and the
 * tagline, in Debian's Chromium: favicon.ico (16, 32 and 48 pixels, for browsers and tools that
 * do not take the SVG), apple-touch-icon.png (180 × 180, also the organisation's logo),
 * og-image.png (the 1200 × 630 card of link previews) and podcast-artwork.jpg (the podcasts'
 * 3000 × 3000 JPEG, as Apple Podcasts and Spotify require). The files are committed; run this again
 * after changing the mark, the name or the tagline: `npm run images`.
 */
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { chromium } from 'playwright-core';
import sharp from 'sharp';
import { SITE_NAME, SITE_TAGLINE } from '../contract/pages';
import { LOGO_IMAGE, OG_IMAGE, PODCAST_IMAGE } from '../contract/seo';
import { escapeHtml } from '../server/infra/html';
import { projectRoot } from '../server/project-root';

const CHROMIUM = '/usr/bin/chromium';
const ICO_SIZES = [16, 32, 48];
/** The brand's colours (client/src/styles.css): navy-950, navy-900, navy-700, gold-400, navy-200. */
const NAVY_950 = '#0c142b';
const NAVY_900 = '#15203f';
const NAVY_700 = '#283968';
const GOLD_400 = '#e0b443';
const NAVY_200 = '#c3cce5';

const publicDir = path.join(projectRoot(), 'client/public');
const markSvg = readFileSync(path.join(publicDir, 'favicon.svg'), 'utf8');
const markUrl = `data:image/svg+xml;base64,${Buffer.from(markSvg).toString('base64')}`;

const cardHtml = `<!doctype html><html><head><meta charset="utf-8"><style>
  body { margin: 0; }
  .card {
    box-sizing: border-box; width: ${OG_IMAGE.width}px; height: ${OG_IMAGE.height}px;
    padding: 0 96px; display: flex; flex-direction: column; justify-content: center;
    background: linear-gradient(135deg, ${NAVY_950} 0%, ${NAVY_900} 55%, ${NAVY_700} 100%);
    color: #ffffff; font-family: 'Liberation Serif', 'DejaVu Serif', serif;
  }
  .brand { display: flex; align-items: center; gap: 32px; }
  .brand img { width: 128px; height: 128px; border-radius: 28px; box-shadow: 0 0 0 3px ${GOLD_400}; }
  h1 { margin: 0; font-size: 72px; line-height: 1.1; font-weight: 700; }
  .rule { width: 176px; height: 5px; background: ${GOLD_400}; margin: 48px 0 36px; border-radius: 3px; }
  p { margin: 0; max-width: 1000px; font: 34px/1.45 'Liberation Sans', 'DejaVu Sans', sans-serif; color: ${NAVY_200}; }
</style></head><body><div class="card">
  <div class="brand"><img src="${markUrl}" alt=""><h1>${escapeHtml(SITE_NAME)}</h1></div>
  <div class="rule"></div>
  <p>${escapeHtml(SITE_TAGLINE)}</p>
</div></body></html>`;

/** The mark on a square navy ground: home-screen icons are masked by the system, so no corners. */
const touchHtml = `<!doctype html><html><body style="margin:0;background:${NAVY_900}">
  <img src="${markUrl}" alt="" style="display:block;width:${LOGO_IMAGE.width}px;height:${LOGO_IMAGE.height}px">
</body></html>`;

/**
 * An ICO file of 32-bit bitmaps (BGRA rows bottom-up, then an all-clear AND mask: the alpha
 * channel decides), the form every browser and Windows tool reads.
 */
function icoFile(images: { size: number; rgba: Uint8Array }[]): Buffer {
  const header = Buffer.alloc(6 + 16 * images.length);
  header.writeUInt16LE(0, 0);
  header.writeUInt16LE(1, 2);
  header.writeUInt16LE(images.length, 4);
  let offset = header.length;
  const bodies = images.map(({ size, rgba }, i) => {
    const maskRow = Math.ceil(size / 32) * 4;
    const body = Buffer.alloc(40 + size * size * 4 + maskRow * size);
    body.writeUInt32LE(40, 0);
    body.writeInt32LE(size, 4);
    body.writeInt32LE(size * 2, 8);
    body.writeUInt16LE(1, 12);
    body.writeUInt16LE(32, 14);
    body.writeUInt32LE(size * size * 4 + maskRow * size, 20);
    for (let y = 0; y < size; y++) {
      for (let x = 0; x < size; x++) {
        const from = (y * size + x) * 4;
        const to = 40 + ((size - 1 - y) * size + x) * 4;
        body[to] = rgba[from + 2] ?? 0;
        body[to + 1] = rgba[from + 1] ?? 0;
        body[to + 2] = rgba[from] ?? 0;
        body[to + 3] = rgba[from + 3] ?? 0;
      }
    }
    const entry = 6 + 16 * i;
    header.writeUInt8(size, entry);
    header.writeUInt8(size, entry + 1);
    header.writeUInt16LE(1, entry + 4);
    header.writeUInt16LE(32, entry + 6);
    header.writeUInt32LE(body.length, entry + 8);
    header.writeUInt32LE(offset, entry + 12);
    offset += body.length;
    return body;
  });
  return Buffer.concat([header, ...bodies]);
}

const browser = await chromium.launch({ executablePath: CHROMIUM, args: ['--no-sandbox'] });
try {
  const page = await browser.newPage({ deviceScaleFactor: 1 });

  await page.setViewportSize({ width: OG_IMAGE.width, height: OG_IMAGE.height });
  await page.setContent(cardHtml, { waitUntil: 'load' });
  const card = await page.screenshot({
    clip: { x: 0, y: 0, width: OG_IMAGE.width, height: OG_IMAGE.height },
  });
  writeFileSync(path.join(publicDir, OG_IMAGE.path), card);

  await page.setViewportSize({ width: LOGO_IMAGE.width, height: LOGO_IMAGE.height });
  await page.setContent(touchHtml, { waitUntil: 'load' });
  const touch = await page.screenshot({
    clip: { x: 0, y: 0, width: LOGO_IMAGE.width, height: LOGO_IMAGE.height },
  });
  writeFileSync(path.join(publicDir, LOGO_IMAGE.path), touch);

  // The podcasts' artwork: the mark on its navy ground as large as directories take it, as a
  // JPEG (sRGB, progressive, no metadata) like a series' artwork.
  const side = PODCAST_IMAGE.width;
  const podcastHtml = touchHtml.replaceAll(`${LOGO_IMAGE.width}px`, `${side}px`);
  await page.setViewportSize({ width: side, height: side });
  await page.setContent(podcastHtml, { waitUntil: 'load' });
  const podcast = await page.screenshot({ clip: { x: 0, y: 0, width: side, height: side } });
  writeFileSync(
    path.join(publicDir, PODCAST_IMAGE.path),
    await sharp(podcast).flatten().jpeg({ quality: 85, progressive: true }).toBuffer(),
  );

  // The icon's pixels, with transparency, from a canvas the SVG is drawn on at each size.
  await page.setContent('<!doctype html><html><body></body></html>');
  const images = await page.evaluate(
    async ({ url, sizes }) => {
      const image = new Image();
      image.src = url;
      await image.decode();
      return sizes.map((size) => {
        const canvas = document.createElement('canvas');
        canvas.width = size;
        canvas.height = size;
        const context = canvas.getContext('2d');
        if (!context) throw new Error('no 2d canvas');
        context.drawImage(image, 0, 0, size, size);
        return { size, rgba: Array.from(context.getImageData(0, 0, size, size).data) };
      });
    },
    { url: markUrl, sizes: ICO_SIZES },
  );
  writeFileSync(
    path.join(publicDir, 'favicon.ico'),
    icoFile(images.map(({ size, rgba }) => ({ size, rgba: Uint8Array.from(rgba) }))),
  );
  console.log(
    `Wrote og-image.png, apple-touch-icon.png, podcast-artwork.jpg and favicon.ico to ${publicDir}`,
  );
} finally {
  await browser.close();
}
