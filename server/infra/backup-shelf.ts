/**
 * Where the site keeps the backups it makes: a folder on this machine (BACKUP_DIR), or a bucket
 * under BACKUP_S3_PREFIX, so that losing the machine does not lose its backups. An archive is
 * always made in the work folder first (it is written as the snapshot is read), then shelved:
 * renamed within the folder, or uploaded and its local copy removed.
 */
import { createReadStream } from 'node:fs';
import { readdir, rename, rm, stat } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import type { ObjectStore } from './object-store';

export interface ShelvedBackup {
  name: string;
  size: number;
}

export interface BackupShelf {
  /** For the log and the operator: a folder, or `s3://bucket/prefix`. */
  readonly where: string;
  /** Every file it holds whose name `isBackup` accepts. */
  list(isBackup: (name: string) => boolean): Promise<ShelvedBackup[]>;
  /** Takes in a finished archive at `file` under `name`; the file is gone afterwards. */
  shelve(name: string, file: string): Promise<void>;
  open(name: string): Promise<{ stream: Readable; size: number } | undefined>;
  remove(name: string): Promise<void>;
}

export function folderShelf(dir: string): BackupShelf {
  return {
    where: dir,
    async list(isBackup) {
      let names: string[];
      try {
        names = await readdir(dir);
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code === 'ENOENT') return [];
        throw err;
      }
      const out: ShelvedBackup[] = [];
      for (const name of names.filter(isBackup)) {
        const info = await stat(path.join(dir, name)).catch(() => undefined);
        if (info?.isFile()) out.push({ name, size: info.size });
      }
      return out;
    },
    // The work file is made in this folder: a rename, never a copy.
    shelve: (name, file) => rename(file, path.join(dir, name)),
    async open(name) {
      const file = path.join(dir, name);
      const info = await stat(file).catch(() => undefined);
      if (!info?.isFile()) return undefined;
      return { stream: createReadStream(file), size: info.size };
    },
    remove: (name) => rm(path.join(dir, name), { force: true }),
  };
}

export function bucketShelf(objects: ObjectStore, where: string): BackupShelf {
  return {
    where,
    async list(isBackup) {
      const out: ShelvedBackup[] = [];
      for await (const name of objects.list()) {
        if (!isBackup(name)) continue;
        const size = await objects.size(name);
        if (size !== undefined) out.push({ name, size });
      }
      return out;
    },
    async shelve(name, file) {
      try {
        await objects.put(name, createReadStream(file));
      } finally {
        await rm(file, { force: true });
      }
    },
    open: (name) => objects.get(name),
    remove: (name) => objects.remove(name),
  };
}
