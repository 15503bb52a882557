/**
 * Where members' attachments live: an ObjectStore (a local directory at UPLOAD_DIR, outside the
 * static root, or an S3-compatible bucket under `uploads/`) under random names. Files are
 * streamed, never held whole in memory.
 */
import { randomBytes } from 'node:crypto';
import { pipeline, Transform, type Readable } from 'node:stream';
import { createDirectoryObjectStore, type ObjectStore } from './object-store';

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
  /** The file's bytes; rejects when there is no such file. */
  open(key: string): Promise<Readable>;
  /** Removes a file; a missing file is not an error. */
  remove(key: string): Promise<void>;
}

const KEY = /^[a-f0-9]{32}$/;

const checked = (key: string) => {
  if (!KEY.test(key)) throw new Error('Bad file key');
  return key;
};

export function createFileStore(objects: ObjectStore): FileStore {
  return {
    async save(source) {
      const key = randomBytes(16).toString('hex');
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
      // A failing source fails the tap, and so the store's write, which takes itself back.
      await objects.put(
        key,
        pipeline(source, tap, () => {}),
      );
      return { key, size, head: Buffer.concat(headChunks) };
    },
    async open(key) {
      const found = await objects.get(checked(key));
      if (!found) throw new Error(`Attachment file ${key} is missing`);
      return found.stream;
    },
    remove: async (key) => objects.remove(checked(key)),
  };
}

/** Attachments in a local directory. */
export const createLocalFileStore = (dir: string): FileStore =>
  createFileStore(createDirectoryObjectStore(dir));
