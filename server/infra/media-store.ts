/**
 * Where the renditions of uploaded images live, by name (`{key}-{width}.webp`). The default keeps
 * them in one local directory (MEDIA_DIR); an S3-compatible bucket would implement the same calls
 * with PutObject and GetObject on the same names.
 */
import { createReadStream, mkdirSync } from 'node:fs';
import { rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';

export interface StoredMedia {
  stream: Readable;
  size: number;
}

export interface MediaStore {
  /** Writes a whole rendition under `name` (never replacing one: names are new each upload). */
  put(name: string, data: Buffer): Promise<void>;
  /** The rendition called `name`, or undefined when there is none. */
  open(name: string): Promise<StoredMedia | undefined>;
  /** Removes a rendition; a missing one is not an error. */
  remove(name: string): Promise<void>;
}

/** The names the store accepts: an upload's key and a width. Nothing else reaches the disk. */
export const MEDIA_NAME = /^[a-f0-9]{32}-[1-9][0-9]{0,4}\.webp$/;

export function createLocalMediaStore(dir: string): MediaStore {
  mkdirSync(dir, { recursive: true });
  const pathOf = (name: string) => {
    if (!MEDIA_NAME.test(name)) throw new Error('Bad media name');
    return path.join(dir, name);
  };
  return {
    async put(name, data) {
      await writeFile(pathOf(name), data, { flag: 'wx', mode: 0o644 });
    },
    async open(name) {
      if (!MEDIA_NAME.test(name)) return undefined;
      const file = pathOf(name);
      try {
        const info = await stat(file);
        if (!info.isFile()) return undefined;
        return { stream: createReadStream(file), size: info.size };
      } catch (error) {
        if ((error as { code?: unknown }).code === 'ENOENT') return undefined;
        throw error;
      }
    },
    async remove(name) {
      await rm(pathOf(name), { force: true });
    },
  };
}
