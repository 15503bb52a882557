/**
 * The one place uploaded bytes are kept, whatever they are: members' attachments
 * (`file-store.ts`) and the renditions of the administrators' images (`media-store.ts`) are both
 * written, read and removed through an ObjectStore, by name. Two kinds exist: a local directory
 * (one machine) and an S3-compatible bucket under a prefix (`s3-object-store.ts`, several
 * machines). Bytes are streamed both ways, never held whole in memory.
 */
import { createReadStream, createWriteStream, mkdirSync } from 'node:fs';
import { access, constants, readdir, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';

export interface StoredObject {
  stream: Readable;
  size: number;
}

/** Bytes `start` to `end` of an object, both included. */
export interface ByteRange {
  start: number;
  end: number;
}

export interface ObjectStore {
  /**
   * Writes a new object called `name` (names are fresh for each upload, so none is replaced).
   * When the source fails midway, or the store does, nothing of it is left behind.
   */
  put(name: string, source: Readable | Buffer): Promise<void>;
  /**
   * The object called `name` with its size, or undefined when there is none. With `range`, the
   * stream holds only bytes `start` to `end` (inclusive, within the object) and `size` is theirs.
   */
  get(name: string, range?: ByteRange): Promise<StoredObject | undefined>;
  /** The object's size in bytes, or undefined when there is none. */
  size(name: string): Promise<number | undefined>;
  /** Removes an object; a missing one is not an error. */
  remove(name: string): Promise<void>;
  /** Resolves when the store can be written to; rejects with the reason otherwise. */
  check(): Promise<void>;
  /** Every object's name (for backups), in no particular order. */
  list(): AsyncIterable<string>;
}

/**
 * Names the stores accept: safe as a file name and as an object key (no separator, no leading
 * dot), nothing else passes. Capitals are allowed for the backups' names (`…T003000123Z…`).
 */
export const OBJECT_NAME = /^[a-zA-Z0-9][a-zA-Z0-9._-]{0,127}$/;

export function assertObjectName(name: string): void {
  if (!OBJECT_NAME.test(name) || name.includes('..')) throw new Error('Bad object name');
}

/** A local directory: one file per object, created with `mode` (never replacing a file). */
export function createDirectoryObjectStore(
  dir: string,
  options: { mode?: number } = {},
): ObjectStore {
  const mode = options.mode ?? 0o600;
  mkdirSync(dir, { recursive: true });
  const pathOf = (name: string) => {
    assertObjectName(name);
    return path.join(dir, name);
  };
  return {
    async put(name, source) {
      const file = pathOf(name);
      const out = Buffer.isBuffer(source)
        ? undefined
        : createWriteStream(file, { flags: 'wx', mode });
      try {
        if (out) await pipeline(source as Readable, out);
        else await writeFile(file, source, { flag: 'wx', mode });
      } catch (error) {
        // A source that breaks at once fails the write before the file is even open: removing it
        // then would come before its creation and leave it behind, so wait for the stream to close.
        if (out && !out.closed) await new Promise<void>((closed) => out.once('close', closed));
        // An existing file is someone else's: only a write of ours is taken back.
        if ((error as { code?: unknown }).code !== 'EEXIST') await rm(file, { force: true });
        throw error;
      }
    },
    async get(name, range) {
      const file = pathOf(name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        if (range) {
          return { stream: createReadStream(file, range), size: range.end - range.start + 1 };
        }
        return { stream: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async size(name) {
      const info = await stat(pathOf(name)).catch((error: unknown) => {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw error;
      });
      return info?.isFile() ? info.size : undefined;
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
    async check() {
      await access(dir, constants.W_OK);
    },
    async *list() {
      for (const entry of await readdir(dir, { withFileTypes: true })) {
        if (entry.isFile() && OBJECT_NAME.test(entry.name)) yield entry.name;
      }
    },
  };
}
