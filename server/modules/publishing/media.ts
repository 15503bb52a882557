/**
 * The admin's image uploads: read with a hard limit while they stream in, judged by their bytes,
 * decoded by sharp under a pixel limit (a small file that decodes to a huge image is refused
 * before it is decoded), turned upright, stripped of metadata and re-encoded as WebP renditions.
 * A series' artwork is also cropped square and kept as the JPEG podcast directories require.
 */
import { randomBytes } from 'node:crypto';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Metadata, OutputInfo, Raw } from 'sharp';
import {
  ARTWORK_MAX_SIDE,
  ARTWORK_MIN_SIDE,
  ARTWORK_NOT_AN_IMAGE,
  artworkTooSmall,
  MEDIA_MAX_BYTES,
  MEDIA_MAX_PIXELS,
  MEDIA_WIDTHS,
  mediaPath,
  type Media,
} from '../../../contract/publishing';
import type { Database } from '../../db/types';
import { media } from '../../db/schema';
import { inOneChange } from '../../db/step-in-change';
import { badRequest, HttpError } from '../../errors';
import { notMultipart, theUploadedFile, uploadFailure } from '../../domain/uploads';
import type { MediaStore } from '../../infra/media-store';

const MB = MEDIA_MAX_BYTES / (1024 * 1024);

export const IMAGE_TOO_LARGE = `The image is larger than ${MB} MB: choose a smaller file`;
export const IMAGE_WRONG_TYPE = 'Choose a JPEG, PNG or WebP image';
export const IMAGE_TOO_MANY_PIXELS = `The image has more than ${MEDIA_MAX_PIXELS / 1_000_000} megapixels: choose a smaller image`;
export const IMAGE_UNREADABLE = 'The image could not be read: it may be damaged or incomplete';
export const IMAGE_MISSING = 'Choose an image to upload (the form field "file")';

const fieldError = (status: number, message: string, code: string) =>
  new HttpError(status, message, code, { file: [message] });

/** Limits handed to @fastify/multipart for the upload route. */
export const mediaMultipartLimits = {
  fileSize: MEDIA_MAX_BYTES,
  // One more than allowed, so a second file is seen and refused with a clear message.
  files: 2,
  fields: 5,
  fieldSize: 1024,
  parts: 8,
};

const ACCEPTED = new Set(['image/jpeg', 'image/png', 'image/webp']);
const ONE_IMAGE_AT_A_TIME = 'Upload one image at a time';

/** Reads the one file of a multipart upload into memory, stopping at MEDIA_MAX_BYTES. */
export async function readImageUpload(request: FastifyRequest): Promise<Buffer> {
  if (!request.isMultipart()) {
    throw notMultipart('image', IMAGE_MISSING);
  }
  let image: Buffer | undefined;
  try {
    for await (const part of theUploadedFile(request, ONE_IMAGE_AT_A_TIME)) {
      const chunks: Buffer[] = [];
      let size = 0;
      for await (const chunk of part.file as AsyncIterable<Buffer>) {
        size += chunk.length;
        chunks.push(chunk);
      }
      // At the limit busboy truncates the file and says so.
      if (part.file.truncated || size > MEDIA_MAX_BYTES) {
        throw fieldError(413, IMAGE_TOO_LARGE, 'FILE_TOO_LARGE');
      }
      image = Buffer.concat(chunks);
    }
  } catch (error) {
    throw uploadFailure(error, {
      tooLarge: () => fieldError(413, IMAGE_TOO_LARGE, 'FILE_TOO_LARGE'),
      oneAtATime: ONE_IMAGE_AT_A_TIME,
    });
  }
  if (!image || image.length === 0) throw badRequest(IMAGE_MISSING, { file: [IMAGE_MISSING] });
  return image;
}

/** The widths to make of an image `width` wide: those of MEDIA_WIDTHS below it, and its own up to the widest. */
export function renditionWidths(width: number): number[] {
  const widest = Math.min(width, Math.max(...MEDIA_WIDTHS));
  return [...MEDIA_WIDTHS.filter((w) => w < widest), widest];
}

/**
 * sharp (libvips) and file-type are loaded by the first image saved, not at start: most processes
 * never convert an image, and loaded they hold ~20 MB (docs/decisions/0085-rare-code-loaded-on-use.md).
 */
const loadSharp = async () => (await import('sharp')).default;

interface Rendition {
  width: number;
  height: number;
  data: Buffer;
  format: 'webp' | 'jpg';
}

/** The image's upright size, checked against the pixel limit before anything is decoded. */
async function uprightSize(image: Buffer): Promise<{ width: number; height: number }> {
  const sharp = await loadSharp();
  let metadata: Metadata;
  try {
    metadata = await sharp(image, { limitInputPixels: false }).metadata();
  } catch {
    throw fieldError(400, IMAGE_UNREADABLE, 'IMAGE_UNREADABLE');
  }
  const { width, height } = metadata.autoOrient;
  if (!width || !height) throw fieldError(400, IMAGE_UNREADABLE, 'IMAGE_UNREADABLE');
  if (width * height > MEDIA_MAX_PIXELS) {
    throw fieldError(413, IMAGE_TOO_MANY_PIXELS, 'IMAGE_TOO_MANY_PIXELS');
  }
  return { width, height };
}

/** Runs one sharp conversion, answering its refusals as the upload's. */
async function convert(make: () => Promise<{ data: Buffer; info: OutputInfo }>) {
  try {
    return await make();
  } catch (error) {
    if (/pixel limit/i.test(String((error as Error).message))) {
      throw fieldError(413, IMAGE_TOO_MANY_PIXELS, 'IMAGE_TOO_MANY_PIXELS');
    }
    throw fieldError(400, IMAGE_UNREADABLE, 'IMAGE_UNREADABLE');
  }
}

const decode = async (image: Buffer | { raw: Raw; data: Buffer }) => {
  const sharp = await loadSharp();
  return Buffer.isBuffer(image)
    ? // A truncated or corrupt image is refused, not half-converted.
      sharp(image, { limitInputPixels: MEDIA_MAX_PIXELS, failOn: 'error' }).rotate()
    : sharp(image.data, { raw: image.raw });
};

async function webpRenditions(
  image: Buffer | { raw: Raw; data: Buffer },
  width: number,
): Promise<Rendition[]> {
  const made: Rendition[] = [];
  for (const target of renditionWidths(width)) {
    const { data, info } = await convert(async () =>
      (await decode(image))
        .resize({ width: target, withoutEnlargement: true })
        .webp({ quality: 80 })
        .toBuffer({ resolveWithObject: true }),
    );
    made.push({ width: info.width, height: info.height, data, format: 'webp' });
  }
  return made;
}

/** The side of an artwork's square JPEG: its short side, at most ARTWORK_MAX_SIDE. */
export const artworkSide = (width: number, height: number): number =>
  Math.min(width, height, ARTWORK_MAX_SIDE);

/**
 * A series' artwork: cropped square where sharp finds the most to look at, flattened onto white
 * (directories want RGB), then one JPEG for podcast directories (sRGB, progressive, quality 85,
 * no metadata) and the site's WebP renditions, all from the same square.
 */
async function artworkRenditions(image: Buffer, width: number, height: number) {
  if (Math.min(width, height) < ARTWORK_MIN_SIDE) {
    throw fieldError(400, artworkTooSmall(width, height), 'ARTWORK_TOO_SMALL');
  }
  const side = artworkSide(width, height);
  const sharp = await loadSharp();
  const square = await convert(async () =>
    (await decode(image))
      .resize(side, side, { fit: 'cover', position: sharp.strategy.attention })
      .flatten({ background: '#ffffff' })
      .toColourspace('srgb')
      .raw()
      .toBuffer({ resolveWithObject: true }),
  );
  const raw = {
    data: square.data,
    raw: { width: square.info.width, height: square.info.height, channels: square.info.channels },
  };
  const jpeg = await convert(async () =>
    (await decode(raw))
      .jpeg({ quality: 85, progressive: true, chromaSubsampling: '4:2:0' })
      .toBuffer({ resolveWithObject: true }),
  );
  return [
    ...(await webpRenditions(raw, side)),
    { width: jpeg.info.width, height: jpeg.info.height, data: jpeg.data, format: 'jpg' as const },
  ];
}

export interface SaveImageOptions {
  /** A series' artwork: square, at least ARTWORK_MIN_SIDE, with a JPEG for podcast directories. */
  artwork?: boolean;
}

/** Checks, converts and stores an uploaded image; answers its key and widest rendition. */
export async function saveImage(
  db: Database,
  store: MediaStore,
  image: Buffer,
  now: Date,
  options: SaveImageOptions = {},
): Promise<Media> {
  const { fileTypeFromBuffer } = await import('file-type');
  const type = await fileTypeFromBuffer(image);
  if (!type || !ACCEPTED.has(type.mime)) {
    // The artwork's form says plainly that the file is no image (a 400, like its other refusals).
    if (options.artwork) {
      throw fieldError(400, ARTWORK_NOT_AN_IMAGE, 'INVALID_FILE_TYPE');
    }
    throw new HttpError(415, IMAGE_WRONG_TYPE, 'INVALID_FILE_TYPE', { file: [IMAGE_WRONG_TYPE] });
  }
  const { width, height } = await uprightSize(image);
  const made = options.artwork
    ? await artworkRenditions(image, width, height)
    : await webpRenditions(image, width);
  const webps = made.filter((r) => r.format === 'webp');
  const widest = webps.at(-1);
  if (!widest) throw fieldError(400, IMAGE_UNREADABLE, 'IMAGE_UNREADABLE');
  const podcast = made.find((r) => r.format === 'jpg');
  const key = randomBytes(16).toString('hex');
  const names = made.map((r) => `${key}-${r.width}.${r.format}`);
  try {
    for (const [i, rendition] of made.entries()) await store.put(names[i] ?? '', rendition.data);
    await inOneChange(db, (tx) =>
      tx.insert(media).values({
        key,
        width: widest.width,
        height: widest.height,
        widths: webps.map((r) => r.width),
        bytes: made.reduce((sum, r) => sum + r.data.length, 0),
        podcastSide: podcast?.width ?? null,
        createdAt: now,
      }),
    );
  } catch (error) {
    await Promise.all(names.map((name) => store.remove(name).catch(() => {})));
    throw error;
  }
  return {
    key,
    url: mediaPath(key, widest.width),
    width: widest.width,
    height: widest.height,
  };
}

/** Is `key` an image that was uploaded? */
export async function mediaExists(db: Database, key: string): Promise<boolean> {
  const [row] = await db.select({ key: media.key }).from(media).where(eq(media.key, key));
  return row !== undefined;
}
