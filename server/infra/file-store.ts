/**
 * Where uploaded files live. The default keeps them in one local directory (UPLOAD_DIR, outside
 * the static root) under random names; a store for S3-compatible object storage would implement
 * the same three calls. Files are streamed, never held whole in memory.
 */
import { randomBytes } from 'node:crypto';
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { rm } from 'node:fs/promises';
import path from 'node:path';
import { Transform, type Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

/** How many leading bytes are kept for type detection (file-type reads at most 4100). */
export const HEAD_BYTES = 4100;

export interface SavedFile {
  /** The store's name for the file: random, never derived from the uploader's name. */
  key: string;
  size: number;
  /** The first bytes, for deciding the type by content. */
  head: Buffer;
}

export interface FileStore {
  /** Streams `source` into a new file. On failure nothing of it is left behind. */
  save(source: Readable): Promise<SavedFile>;
  open(key: string): Readable;
  /** Removes a file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32}$/;

export function createLocalFileStore(dir: string): FileStore {
  mkdirSync(dir, { recursive: true });
  const pathOf = (key: string) => {
    if (!KEY.test(key)) throw new Error('Bad file key');
    return path.join(dir, key);
  };
  return {
    async save(source) {
      const key = randomBytes(16).toString('hex');
      const file = pathOf(key);
      let size = 0;
      const headChunks: Buffer[] = [];
      let headLength = 0;
      const tap = new Transform({
        transform(chunk: Buffer, _encoding, callback) {
          size += chunk.length;
          if (headLength < HEAD_BYTES) {
            const piece = chunk.subarray(0, HEAD_BYTES - headLength);
            headChunks.push(piece);
            headLength += piece.length;
          }
          callback(null, chunk);
        },
      });
      try {
        await pipeline(source, tap, createWriteStream(file, { flags: 'wx', mode: 0o600 }));
      } catch (error) {
        await rm(file, { force: true });
        throw error;
      }
      return { key, size, head: Buffer.concat(headChunks) };
    },
    open: (key) => createReadStream(pathOf(key)),
    async remove(key) {
      await rm(pathOf(key), { force: true });
    },
  };
}
