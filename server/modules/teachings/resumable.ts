/**
 * Resumable audio uploads, in the manner of the tus protocol but on this API's own terms (see
 * docs/decisions/0062): an editor starts an upload with the file's size, sends it in chunks that
 * each name the byte they start at, asks where it stands after a dropped connection, and
 * completes it. The chunks are written straight into one file on the server's disk, never held
 * in memory; a chunk counts only once all of it is written, so an interrupted one is sent again
 * from the last recorded byte. On completion the file's bytes are read by music-metadata: audio
 * is moved into the audio store and recorded; anything else is answered 415 and nothing is kept.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream } from 'node:fs';
import { mkdir, open, rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import { and, eq, lt } from 'drizzle-orm';
import {
  AUDIO_CHUNK_MAX_BYTES,
  UPLOAD_CHUNK_TOO_LARGE,
  UPLOAD_NOT_FINISHED,
  UPLOAD_OFFSET_MISMATCH,
  type Audio,
  type AudioUpload,
} from '../../../contract/teachings';
import { audioFiles, audioUploads } from '../../db/schema';
import { inOneChange } from '../../db/step-in-change';
import type { Database, DbOrTx } from '../../db/types';
import { badRequest, conflict, HttpError, notFound } from '../../errors';
import type { ObjectStore } from '../../infra/object-store';
import { readAudioFormat, store, toAudio, wrongType } from './audio';

/** An unfinished upload older than this is removed (with its bytes) when anyone starts one. */
export const UPLOAD_KEPT_MS = 24 * 60 * 60 * 1000;
/** Unfinished uploads an editor may have at once. */
export const UPLOADS_PER_EDITOR = 5;
const TOO_MANY = `Finish or stop your other uploads first (at most ${UPLOADS_PER_EDITOR} at once)`;
const UPLOAD_NOT_FOUND = 'Upload not found';

export interface UploadDeps {
  db: Database;
  /** Where the audio files are kept once complete. */
  audio: ObjectStore;
  /** A folder on this server's disk for the bytes of uploads under way. */
  dir: string;
  clock: () => Date;
}

type UploadRow = typeof audioUploads.$inferSelect;
const stateOf = (row: UploadRow): AudioUpload => ({
  id: row.id,
  offset: row.received,
  bytes: row.bytes,
});
const fileOf = (deps: UploadDeps, id: string) => path.join(deps.dir, `${id}.part`);

/** The upload `id` if `userId` started it; 404 otherwise (another's upload is not named). */
async function ownUpload(deps: { db: DbOrTx }, userId: number, id: string): Promise<UploadRow> {
  const [row] = await deps.db
    .select()
    .from(audioUploads)
    .where(and(eq(audioUploads.id, id), eq(audioUploads.userId, userId)));
  if (!row) throw notFound(UPLOAD_NOT_FOUND);
  return row;
}

async function removeUpload(deps: UploadDeps, id: string) {
  await inOneChange(deps.db, (tx) => tx.delete(audioUploads).where(eq(audioUploads.id, id)));
  await rm(fileOf(deps, id), { force: true });
}

/**
 * Unfinished uploads left for a day: their editors have gone, their bytes go too. Not a change
 * of the editor's own (no transaction of its own: the editor's audit line goes with their upload).
 */
async function sweep(deps: UploadDeps) {
  const stale = await deps.db
    .delete(audioUploads)
    .where(lt(audioUploads.updatedAt, new Date(deps.clock().getTime() - UPLOAD_KEPT_MS)))
    .returning({ id: audioUploads.id });
  for (const { id } of stale) await rm(fileOf(deps, id), { force: true });
}

export async function startUpload(
  deps: UploadDeps,
  userId: number,
  bytes: number,
): Promise<AudioUpload> {
  await sweep(deps);
  const mine = await deps.db
    .select({ id: audioUploads.id })
    .from(audioUploads)
    .where(eq(audioUploads.userId, userId));
  if (mine.length >= UPLOADS_PER_EDITOR) throw conflict(TOO_MANY);
  await mkdir(deps.dir, { recursive: true, mode: 0o700 });
  const id = randomBytes(16).toString('hex');
  // The file exists from the start, so every chunk writes into it at its place.
  await (await open(fileOf(deps, id), 'wx', 0o600)).close();
  const now = deps.clock();
  const [row] = await inOneChange(deps.db, (tx) =>
    tx
      .insert(audioUploads)
      .values({ id, userId, bytes, received: 0, createdAt: now, updatedAt: now })
      .returning(),
  );
  if (!row) throw new Error('upload not recorded');
  return stateOf(row);
}

export async function uploadState(
  deps: UploadDeps,
  userId: number,
  id: string,
  db: DbOrTx = deps.db,
): Promise<AudioUpload> {
  return stateOf(await ownUpload({ ...deps, db }, userId, id));
}

/** What an `Upload-Offset` header says: a whole number of bytes, or undefined. */
export function offsetOf(header: string | string[] | undefined): number | undefined {
  if (typeof header !== 'string' || !/^\d{1,15}$/.test(header)) return undefined;
  return Number(header);
}

/**
 * Writes one chunk (`source`, the request's body) at `offset` of the upload. Its bytes are
 * written as they arrive; the upload's offset moves on only when all of them are on disk, so a
 * chunk cut off midway is sent again whole.
 */
export async function receiveChunk(
  deps: UploadDeps,
  userId: number,
  id: string,
  offset: number | undefined,
  source: Readable,
): Promise<AudioUpload> {
  const row = await ownUpload(deps, userId, id);
  if (offset === undefined) {
    throw badRequest('Name the first byte of the chunk in the Upload-Offset header');
  }
  if (offset !== row.received) throw conflict(UPLOAD_OFFSET_MISMATCH);
  const allowed = Math.min(AUDIO_CHUNK_MAX_BYTES, row.bytes - offset);
  let written = 0;
  const count = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      written += chunk.length;
      if (written > allowed)
        callback(new HttpError(413, UPLOAD_CHUNK_TOO_LARGE, 'CHUNK_TOO_LARGE'));
      else callback(null, chunk);
    },
  });
  await pipeline(
    source,
    count,
    createWriteStream(fileOf(deps, id), { flags: 'r+', start: offset }),
  );
  if (written === 0) throw badRequest('The chunk is empty');
  // Only the request that wrote from the recorded offset moves it on.
  const [moved] = await inOneChange(deps.db, (tx) =>
    tx
      .update(audioUploads)
      .set({ received: offset + written, updatedAt: deps.clock() })
      .where(and(eq(audioUploads.id, id), eq(audioUploads.received, offset)))
      .returning(),
  );
  if (!moved) throw conflict(UPLOAD_OFFSET_MISMATCH);
  return stateOf(moved);
}

/**
 * Reads the finished upload's bytes: audio is moved into the store and recorded (and the upload
 * removed); anything else is refused with 415 and removed entirely.
 */
export async function completeUpload(deps: UploadDeps, userId: number, id: string): Promise<Audio> {
  const row = await ownUpload(deps, userId, id);
  if (row.received !== row.bytes) throw conflict(UPLOAD_NOT_FINISHED);
  const file = fileOf(deps, id);
  const whole = () => createReadStream(file, { start: 0, end: row.bytes - 1 });
  const read = await readAudioFormat(whole(), row.bytes);
  if (!read) {
    await removeUpload(deps, id);
    throw wrongType();
  }
  const key = randomBytes(16).toString('hex');
  await store(deps.audio, key, whole());
  try {
    const audio = await deps.db.transaction(async (tx) => {
      const [recorded] = await tx
        .insert(audioFiles)
        .values({ key, bytes: row.bytes, ...read, createdAt: deps.clock() })
        .returning();
      const [removed] = await tx
        .delete(audioUploads)
        .where(and(eq(audioUploads.id, id), eq(audioUploads.received, row.bytes)))
        .returning({ id: audioUploads.id });
      // Completed twice at once: the other request keeps its file.
      if (!recorded || !removed) throw notFound(UPLOAD_NOT_FOUND);
      return toAudio(recorded);
    });
    await rm(file, { force: true });
    return audio;
  } catch (error) {
    await deps.audio.remove(key).catch(() => {});
    throw error;
  }
}

export async function cancelUpload(deps: UploadDeps, userId: number, id: string): Promise<void> {
  await ownUpload(deps, userId, id);
  await removeUpload(deps, id);
}
