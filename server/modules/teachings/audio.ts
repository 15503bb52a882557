/**
 * Audio uploads and their serving. An upload streams straight into the store (never whole in
 * memory), then its stored bytes are read by music-metadata: only MPEG layer III, AAC in MP4 and
 * Opus or Vorbis in Ogg are kept, with their duration; anything else is removed again and
 * answered 415. Files are served with byte ranges, so players seek without downloading all.
 */
import { randomBytes } from 'node:crypto';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream';
import { eq } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import {
  AUDIO_MAX_BYTES,
  AUDIO_MISSING,
  AUDIO_TOO_LARGE,
  AUDIO_WRONG_TYPE,
  audioPath,
  isAudioMimeType,
  type Audio,
  type AudioMimeType,
} from '../../../contract/teachings';
import type { Database, DbOrTx } from '../../db/types';
import { audioFiles } from '../../db/schema';
import { inOneChange } from '../../db/step-in-change';
import { badRequest, HttpError } from '../../errors';
import { notMultipart, theUploadedFile, uploadFailure } from '../../domain/uploads';
import type { ByteRange, ObjectStore } from '../../infra/object-store';

/** Limits handed to @fastify/multipart for the upload route. */
export const audioMultipartLimits = {
  fileSize: AUDIO_MAX_BYTES,
  // One more than allowed, so a second file is seen and refused with a clear message.
  files: 2,
  fields: 5,
  fieldSize: 1024,
  parts: 8,
};

const fieldError = (status: number, message: string, code: string) =>
  new HttpError(status, message, code, { file: [message] });
export const wrongType = () => fieldError(415, AUDIO_WRONG_TYPE, 'INVALID_FILE_TYPE');
const tooLarge = () => fieldError(413, AUDIO_TOO_LARGE, 'FILE_TOO_LARGE');
const ONE_AT_A_TIME = 'Upload one audio file at a time';

/** What the bytes are, from the container and codec music-metadata read; undefined: not kept. */
export function audioTypeOf(format: {
  container?: string | undefined;
  codec?: string | undefined;
  hasVideo?: boolean | undefined;
}): AudioMimeType | undefined {
  const container = format.container ?? '';
  const codec = format.codec ?? '';
  if (format.hasVideo) return undefined;
  if (/^MPEG$/i.test(container) && /layer 3/i.test(codec)) return 'audio/mpeg';
  if (/^(M4A|M4B|mp4|isom|mp42|iso[2-9])/i.test(container) && /AAC/i.test(codec)) {
    return 'audio/mp4';
  }
  if (/^Ogg$/i.test(container) && /^(Opus|Vorbis)/i.test(codec)) return 'audio/ogg';
  return undefined;
}

/** Streams `source` into the store as `key`, counting its bytes. */
export async function store(objects: ObjectStore, key: string, source: Readable): Promise<number> {
  let bytes = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      bytes += chunk.length;
      callback(null, chunk);
    },
  });
  // A failing source fails the count, and so the store's write, which takes itself back.
  await objects.put(
    key,
    pipeline(source, count, () => {}),
  );
  return bytes;
}

/** What `stream`'s bytes are and how long they play; undefined when it is not audio we keep. */
export async function readAudioFormat(
  stream: Readable,
  bytes: number,
): Promise<{ mimeType: AudioMimeType; durationSeconds: number } | undefined> {
  // Loaded by the first upload, not at start (docs/decisions/0085-rare-code-loaded-on-use.md).
  const { parseStream } = await import('music-metadata');
  try {
    const { format } = await parseStream(
      stream,
      { size: bytes },
      { duration: true, skipCovers: true, skipPostHeaders: true },
    );
    const mimeType = audioTypeOf(format);
    const duration = format.duration;
    if (!mimeType || duration === undefined || !Number.isFinite(duration) || duration <= 0) {
      return undefined;
    }
    return { mimeType, durationSeconds: Math.round(duration * 1000) / 1000 };
  } catch {
    return undefined;
  } finally {
    stream.destroy();
  }
}

/** Reads the stored file's format and duration; undefined when it is not audio we keep. */
async function readStored(objects: ObjectStore, key: string, bytes: number) {
  const stored = await objects.get(key);
  return stored ? readAudioFormat(stored.stream, bytes) : undefined;
}

export const toAudio = (row: typeof audioFiles.$inferSelect): Audio => {
  const mimeType: AudioMimeType = isAudioMimeType(row.mimeType) ? row.mimeType : 'audio/mpeg';
  return {
    key: row.key,
    url: audioPath(row.key, mimeType),
    durationSeconds: row.durationSeconds,
    bytes: row.bytes,
    mimeType,
  };
};

/**
 * Receives the one file of a multipart upload into the store, checks it by its bytes and records
 * it. On any refusal or failure nothing of it is kept.
 */
export async function receiveAudio(
  request: FastifyRequest,
  db: Database,
  objects: ObjectStore,
  now: Date,
): Promise<Audio> {
  if (!request.isMultipart()) {
    throw notMultipart('audio', AUDIO_MISSING);
  }
  let saved: { key: string; bytes: number } | undefined;
  try {
    for await (const part of theUploadedFile(request, ONE_AT_A_TIME)) {
      const key = randomBytes(16).toString('hex');
      const bytes = await store(objects, key, part.file);
      saved = { key, bytes };
      // At the limit busboy truncates the file and says so.
      if (part.file.truncated) throw tooLarge();
    }
  } catch (error) {
    if (saved) await objects.remove(saved.key).catch(() => {});
    throw uploadFailure(error, { tooLarge: tooLarge, oneAtATime: ONE_AT_A_TIME });
  }
  if (!saved) throw badRequest(AUDIO_MISSING, { file: [AUDIO_MISSING] });
  const { key, bytes } = saved;
  try {
    if (bytes === 0) throw badRequest(AUDIO_MISSING, { file: [AUDIO_MISSING] });
    const read = await readStored(objects, key, bytes);
    if (!read) throw wrongType();
    const [row] = await inOneChange(db, (tx) =>
      tx
        .insert(audioFiles)
        .values({ key, bytes, ...read, createdAt: now })
        .returning(),
    );
    if (!row) throw new Error('audio not recorded');
    return toAudio(row);
  } catch (error) {
    await objects.remove(key).catch(() => {});
    throw error;
  }
}

/** The recorded audio file `key`, or undefined. */
export async function audioFile(db: DbOrTx, key: string) {
  const [row] = await db.select().from(audioFiles).where(eq(audioFiles.key, key));
  return row;
}

/**
 * What a Range header asks of a file of `size` bytes: one range (206), `unsatisfiable` (416),
 * or undefined for the whole file (no header, a header this server does not read, or several
 * ranges, which are answered whole as HTTP allows).
 */
export function requestedRange(
  header: string | undefined,
  size: number,
): ByteRange | 'unsatisfiable' | undefined {
  if (!header) return undefined;
  const match = /^bytes=\s*(\d*)\s*-\s*(\d*)\s*$/i.exec(header);
  if (!match) return undefined;
  const [, first = '', last = ''] = match;
  if (first === '' && last === '') return undefined;
  if (first === '') {
    // The last `last` bytes.
    const suffix = Number(last);
    if (suffix === 0 || size === 0) return 'unsatisfiable';
    return { start: Math.max(0, size - suffix), end: size - 1 };
  }
  const start = Number(first);
  if (start >= size) return 'unsatisfiable';
  const end = last === '' ? size - 1 : Math.min(Number(last), size - 1);
  if (end < start) return undefined;
  return { start, end };
}
