/**
 * The ministry's logo, judged by its bytes, and the pictures made from it with sharp: the
 * favicon (48 × 48), the home-screen icon (180 × 180), the 1200 × 630 card of link previews,
 * which also carries the name and the tagline, and the podcasts' 3000 × 3000 JPEG. An SVG is sanitised (no scripts, no event
 * handlers, no outside references) before anything reads it; a PNG or WebP is re-encoded without
 * its metadata, under the media pipeline's pixel limit.
 */
import { readFileSync } from 'node:fs';
import path from 'node:path';
import sanitizeHtml from 'sanitize-html';
import { MEDIA_MAX_PIXELS } from '../../../contract/publishing';
import { PODCAST_IMAGE } from '../../../contract/seo';
import {
  LOGO_MAX_BYTES,
  LOGO_MIN_SIDE,
  LOGO_NOT_WHAT_IT_SAYS,
  LOGO_TOO_LARGE,
  LOGO_TOO_SMALL,
  LOGO_UNREADABLE,
  type LogoUpload,
} from '../../../contract/site';
import type { StoredPicture } from '../../db/schema';
import { HttpError, badRequest } from '../../errors';
import { escapeHtml } from '../../infra/html';
import { projectRoot } from '../../project-root';

/**
 * sharp (libvips) and file-type are loaded by the first logo judged or picture made, not at start:
 * loaded they hold ~20 MB (docs/decisions/0085-rare-code-loaded-on-use.md).
 */
const loadSharp = async () => (await import('sharp')).default;

const logoError = (message: string, status = 400) =>
  status === 400
    ? badRequest(message, { logo: [message] })
    : new HttpError(status, message, 'FILE_TOO_LARGE', { logo: [message] });

/** What an SVG logo may contain: shapes, paint and text; nothing that runs or fetches. */
const SVG_TAGS = [
  'svg',
  'g',
  'path',
  'rect',
  'circle',
  'ellipse',
  'line',
  'polyline',
  'polygon',
  'text',
  'tspan',
  'defs',
  'lineargradient',
  'radialgradient',
  'stop',
  'clippath',
  'mask',
  'title',
  'desc',
];
const SVG_ATTRIBUTES = [
  'xmlns',
  'viewbox',
  'viewBox',
  'width',
  'height',
  'x',
  'y',
  'x1',
  'x2',
  'y1',
  'y2',
  'cx',
  'cy',
  'r',
  'rx',
  'ry',
  'd',
  'points',
  'fill',
  'fill-opacity',
  'fill-rule',
  'clip-rule',
  'stroke',
  'stroke-width',
  'stroke-linecap',
  'stroke-linejoin',
  'stroke-opacity',
  'opacity',
  'transform',
  'id',
  'offset',
  'stop-color',
  'stop-opacity',
  'gradientUnits',
  'gradienttransform',
  'gradientTransform',
  'clip-path',
  'mask',
  'font-family',
  'font-size',
  'font-weight',
  'text-anchor',
  'preserveAspectRatio',
];

/** The SVG with only what a logo needs; `url(#id)` paint stays, any other reference goes. */
export function sanitizeSvg(svg: string): string {
  const clean = sanitizeHtml(svg, {
    allowedTags: SVG_TAGS,
    allowedAttributes: { '*': SVG_ATTRIBUTES },
    allowedSchemes: [],
    parser: { xmlMode: true, lowerCaseTags: false, lowerCaseAttributeNames: false },
    exclusiveFilter: (frame) =>
      Object.values(frame.attribs).some((value) => /url\(\s*['"]?(?!#)/i.test(value)),
  });
  return clean.trim();
}

/** The logo as it is kept: sanitised or re-encoded, refused when its bytes are not what it says. */
export async function judgeLogo(
  upload: LogoUpload,
): Promise<{ logo: StoredPicture; bytes: Buffer }> {
  const bytes = Buffer.from(upload.data, 'base64');
  if (bytes.length === 0) throw logoError(LOGO_UNREADABLE);
  if (bytes.length > LOGO_MAX_BYTES) throw logoError(LOGO_TOO_LARGE, 413);
  const { fileTypeFromBuffer } = await import('file-type');
  const found = await fileTypeFromBuffer(bytes);
  const sharp = await loadSharp();
  if (upload.type === 'image/svg+xml') {
    // SVG is text: file-type names no SVG, and anything it does name is another kind of file.
    const text = bytes.toString('utf8');
    if (found || !/^\s*(<\?xml[^>]*>\s*)?(<!--[\s\S]*?-->\s*)*<svg[\s>]/i.test(text)) {
      throw logoError(LOGO_NOT_WHAT_IT_SAYS);
    }
    const clean = Buffer.from(sanitizeSvg(text));
    try {
      const meta = await sharp(clean, { limitInputPixels: MEDIA_MAX_PIXELS }).metadata();
      if (!meta.width || !meta.height) throw new Error('no size');
    } catch {
      throw logoError(LOGO_UNREADABLE);
    }
    return { logo: { type: upload.type, data: clean.toString('base64') }, bytes: clean };
  }
  if (found?.mime !== upload.type) throw logoError(LOGO_NOT_WHAT_IT_SAYS);
  let encoded: Buffer;
  try {
    const image = sharp(bytes, { limitInputPixels: MEDIA_MAX_PIXELS }).rotate();
    const meta = await image.metadata();
    if ((meta.width ?? 0) < LOGO_MIN_SIDE || (meta.height ?? 0) < LOGO_MIN_SIDE) {
      throw logoError(LOGO_TOO_SMALL);
    }
    encoded = await (upload.type === 'image/png' ? image.png() : image.webp()).toBuffer();
  } catch (error) {
    if (error instanceof HttpError) throw error;
    throw logoError(LOGO_UNREADABLE);
  }
  return { logo: { type: upload.type, data: encoded.toString('base64') }, bytes: encoded };
}

/** The brand's colours (client/src/styles.css): navy-950, navy-900, navy-700, navy-200. */
const NAVY_950 = '#0c142b';
const NAVY_900 = '#15203f';
const NAVY_700 = '#283968';
const NAVY_200 = '#c3cce5';

/** The site's own mark (client/public/favicon.svg), for a card made without an uploaded logo. */
const defaultMark = () => readFileSync(path.join(projectRoot(), 'client/public/favicon.svg'));

const png = (data: Buffer): StoredPicture => ({ type: 'image/png', data: data.toString('base64') });

/** The logo on a square of `size`, kept whole, on a transparent or the given ground. */
const square = async (logo: Buffer, size: number, background?: string) =>
  (await loadSharp())(logo, { limitInputPixels: MEDIA_MAX_PIXELS })
    .resize(size, size, {
      fit: 'contain',
      background: background ?? { r: 0, g: 0, b: 0, alpha: 0 },
    })
    .flatten(background ? { background } : false)
    .png()
    .toBuffer();

/**
 * The podcasts' artwork: the logo kept whole in the middle of a navy square as large as Apple
 * Podcasts and Spotify take it (3000 px), as a JPEG (sRGB, progressive, no metadata) like a
 * series' artwork, so the site's own feed shows the ministry's logo in every podcast app.
 */
async function podcastSquare(logo: Buffer): Promise<Buffer> {
  const side = PODCAST_IMAGE.width;
  const inner = Math.round(side * 0.7);
  const mark = await square(logo, inner);
  const offset = Math.round((side - inner) / 2);
  const sharp = await loadSharp();
  return sharp({ create: { width: side, height: side, channels: 3, background: NAVY_900 } })
    .composite([{ input: mark, left: offset, top: offset }])
    .jpeg({ quality: 85, progressive: true })
    .toBuffer();
}

/** Words in lines of at most `width` characters. */
function wrap(text: string, width: number, maxLines: number): string[] {
  const lines: string[] = [];
  let line = '';
  for (const word of text.split(/\s+/)) {
    if (line && `${line} ${word}`.length > width) {
      lines.push(line);
      line = word;
    } else line = line ? `${line} ${word}` : word;
  }
  if (line) lines.push(line);
  if (lines.length > maxLines) {
    lines.length = maxLines;
    lines[maxLines - 1] = `${lines[maxLines - 1]}…`;
  }
  return lines;
}

/** The 1200 × 630 card of link previews: the logo, the name, a gold rule and the tagline. */
async function card(logo: Buffer, name: string, tagline: string, accent: string) {
  const nameLines = wrap(name, 24, 2);
  const taglineLines = wrap(tagline, 52, 4);
  const nameSvg = nameLines
    .map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : 80}">${escapeHtml(line)}</tspan>`)
    .join('');
  const ruleY = 300 + (nameLines.length - 1) * 80;
  const taglineSvg = taglineLines
    .map((line, i) => `<tspan x="96" dy="${i === 0 ? 0 : 48}">${escapeHtml(line)}</tspan>`)
    .join('');
  const ground = `<svg xmlns="http://www.w3.org/2000/svg" width="1200" height="630">
  <defs><linearGradient id="g" x1="0" y1="0" x2="1" y2="1">
    <stop offset="0" stop-color="${NAVY_950}"/><stop offset="0.55" stop-color="${NAVY_900}"/><stop offset="1" stop-color="${NAVY_700}"/>
  </linearGradient></defs>
  <rect width="1200" height="630" fill="url(#g)"/>
  <text x="96" y="${nameLines.length > 1 ? 200 : 240}" font-family="DejaVu Serif, serif" font-weight="bold" font-size="68" fill="#ffffff">${nameSvg}</text>
  <rect x="96" y="${ruleY}" width="176" height="5" rx="3" fill="${accent}"/>
  <text x="96" y="${ruleY + 70}" font-family="DejaVu Sans, sans-serif" font-size="32" fill="${NAVY_200}">${taglineSvg}</text>
</svg>`;
  const mark = await square(logo, 160);
  const sharp = await loadSharp();
  return sharp(Buffer.from(ground))
    .composite([{ input: mark, left: 1200 - 96 - 160, top: 64 }])
    .png()
    .toBuffer();
}

/** Every picture made from the logo (the site's own mark when none was uploaded). */
export async function makePictures(
  logo: Buffer | undefined,
  identity: { name: string; tagline: string; accentColor: string },
): Promise<Record<string, StoredPicture>> {
  const source = logo ?? defaultMark();
  const pictures: Record<string, StoredPicture> = {
    card: png(await card(source, identity.name, identity.tagline, identity.accentColor)),
  };
  if (logo) {
    pictures.favicon = png(await square(logo, 48));
    pictures.touchIcon = png(await square(logo, 180, NAVY_900));
    pictures.podcast = { type: 'image/jpeg', data: (await podcastSquare(logo)).toString('base64') };
  }
  return pictures;
}
