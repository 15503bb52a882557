/**
 * One backup archive (`.tar.gz`) holding everything the site needs: `manifest.json` first (the
 * app's version, the migration level, each table's row count and digest, the SHA-256 and size of
 * every file), `database/<table>.jsonl` (database-snapshot.ts), `uploads/` (members'
 * attachments) and `media/` (image renditions), read from the local folders or the bucket.
 *
 * A restore unpacks into a scratch folder and checks every file against the manifest before it
 * touches anything: a tampered or truncated archive changes nothing.
 */
import { createHash } from 'node:crypto';
import { createReadStream, createWriteStream, existsSync, readFileSync } from 'node:fs';
import { mkdir, mkdtemp, readdir, readFile, rename, rm, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { Transform } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import * as tar from 'tar';
import { z } from 'zod';
import type { DatabaseHandle } from '../../db/connect';
import type { ObjectStore } from '../../infra/object-store';
import { OBJECT_NAME } from '../../infra/object-store';
import { projectRoot } from '../../project-root';
import {
  databaseIsEmpty,
  dumpDatabase,
  emptyDatabase,
  loadDatabase,
  migrateToLevel,
  type DatabaseSnapshot,
} from './database-snapshot';

export const BACKUP_FORMAT = 'ministry-site-backup';

/** The stores whose objects a backup carries, by the folder they take in the archive. */
export interface BackupStores {
  uploads: ObjectStore;
  media: ObjectStore;
  audio: ObjectStore;
}
const STORE_FOLDERS = ['uploads', 'media', 'audio'] as const;
const isStoreFolder = (folder: string | undefined): folder is (typeof STORE_FOLDERS)[number] =>
  (STORE_FOLDERS as readonly (string | undefined)[]).includes(folder);

const fileEntry = z.object({
  size: z.number().int().min(0),
  sha256: z.string().regex(/^[0-9a-f]{64}$/),
});

const manifestSchema = z.object({
  format: z.literal(BACKUP_FORMAT),
  formatVersion: z.literal(1),
  app: z.object({ name: z.string(), version: z.string() }),
  createdAt: z.string(),
  /** The database the backup was taken from (a restore may go to the other kind). */
  driver: z.enum(['pglite', 'pg']),
  database: z.object({
    migrations: z.object({ count: z.number().int().min(1), tag: z.string(), hash: z.string() }),
    tables: z.record(
      z.string().regex(/^[a-z0-9_]+$/),
      z.object({ rows: z.number().int().min(0), digest: z.string() }),
    ),
    sequences: z.record(
      z.string().regex(/^[a-z0-9_]+$/),
      z.object({ value: z.string().regex(/^-?\d+$/), called: z.boolean() }),
    ),
  }),
  /** Every other file of the archive, by its path there. */
  files: z.record(z.string(), fileEntry),
});
export type BackupManifest = z.infer<typeof manifestSchema>;

/** The archive is not a backup of this site, or does not match its own manifest. */
export class BackupInvalidError extends Error {}
/** The target already holds a site; only `--replace` restores over it. */
export class TargetNotEmptyError extends Error {}

function appInfo(): { name: string; version: string } {
  const pkg = JSON.parse(readFileSync(path.join(projectRoot(), 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  return { name: pkg.name, version: pkg.version };
}

async function sha256OfFile(file: string): Promise<{ size: number; sha256: string }> {
  const hash = createHash('sha256');
  let size = 0;
  for await (const chunk of createReadStream(file) as AsyncIterable<Buffer>) {
    hash.update(chunk);
    size += chunk.length;
  }
  return { size, sha256: hash.digest('hex') };
}

/** Copies every object of `store` into `dir`, answering each one's size and SHA-256. */
async function copyObjects(
  store: ObjectStore,
  dir: string,
): Promise<Record<string, { size: number; sha256: string }>> {
  await mkdir(dir, { recursive: true });
  const out: Record<string, { size: number; sha256: string }> = {};
  for await (const name of store.list()) {
    const found = await store.get(name);
    // Removed since it was listed: it belongs to no row of the snapshot that is still wanted.
    if (!found) continue;
    const hash = createHash('sha256');
    let size = 0;
    const tap = new Transform({
      transform(chunk: Buffer, _encoding, callback) {
        hash.update(chunk);
        size += chunk.length;
        callback(null, chunk);
      },
    });
    await pipeline(found.stream, tap, createWriteStream(path.join(dir, name), { mode: 0o600 }));
    out[name] = { size, sha256: hash.digest('hex') };
  }
  return out;
}

export interface MadeBackup {
  file: string;
  size: number;
  manifest: BackupManifest;
}

/**
 * Writes a backup archive to `out` (first as `out.partial`, renamed once complete, so a file of
 * that name is always whole). The database is read in one snapshot while the site runs.
 */
export async function makeBackup(
  database: Pick<DatabaseHandle, 'db' | 'driver'>,
  stores: BackupStores,
  out: string,
): Promise<MadeBackup> {
  const target = path.resolve(out);
  await mkdir(path.dirname(target), { recursive: true });
  const scratch = await mkdtemp(path.join(path.dirname(target), '.backup-'));
  try {
    const snapshot: DatabaseSnapshot = await dumpDatabase(
      database.db,
      path.join(scratch, 'database'),
    );
    const files: BackupManifest['files'] = {};
    for (const table of Object.keys(snapshot.tables)) {
      const name = `database/${table}.jsonl`;
      files[name] = await sha256OfFile(path.join(scratch, name));
    }
    for (const folder of STORE_FOLDERS) {
      const copied = await copyObjects(stores[folder], path.join(scratch, folder));
      for (const [name, entry] of Object.entries(copied)) files[`${folder}/${name}`] = entry;
    }
    const manifest: BackupManifest = {
      format: BACKUP_FORMAT,
      formatVersion: 1,
      app: appInfo(),
      createdAt: new Date().toISOString(),
      driver: database.driver,
      database: snapshot,
      files,
    };
    await writeFile(path.join(scratch, 'manifest.json'), `${JSON.stringify(manifest, null, 2)}\n`);
    const partial = `${target}.partial`;
    await tar.c({ gzip: true, file: partial, cwd: scratch, portable: true }, [
      'manifest.json',
      'database',
      ...STORE_FOLDERS,
    ]);
    await rename(partial, target);
    return { file: target, size: (await stat(target)).size, manifest };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Reads only the manifest of an archive (it comes first), for listing backups. */
export async function readManifest(file: string): Promise<BackupManifest> {
  let text: string | undefined;
  await tar.t({
    file,
    filter: (p) => p === 'manifest.json',
    onReadEntry: (entry) => {
      const chunks: Buffer[] = [];
      entry.on('data', (c: Buffer) => chunks.push(c));
      entry.on('end', () => (text = Buffer.concat(chunks).toString('utf8')));
    },
  });
  return parseManifest(text);
}

function parseManifest(text: string | undefined): BackupManifest {
  if (text === undefined) throw new BackupInvalidError('The archive has no manifest.json.');
  let json: unknown;
  try {
    json = JSON.parse(text);
  } catch {
    throw new BackupInvalidError('The archive’s manifest.json is not valid JSON.');
  }
  const parsed = manifestSchema.safeParse(json);
  if (!parsed.success) {
    throw new BackupInvalidError('The archive’s manifest.json is not a backup of this site.');
  }
  return parsed.data;
}

async function filesUnder(dir: string, prefix = ''): Promise<string[]> {
  const out: string[] = [];
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const rel = prefix ? `${prefix}/${entry.name}` : entry.name;
    if (entry.isDirectory()) out.push(...(await filesUnder(path.join(dir, entry.name), rel)));
    else out.push(rel);
  }
  return out;
}

/**
 * Unpacks the archive into `scratch` and checks it whole: the manifest, and every file against
 * its size and SHA-256, no file missing and none extra. Throws BackupInvalidError otherwise.
 */
export async function unpackAndVerify(file: string, scratch: string): Promise<BackupManifest> {
  try {
    // Regular files and folders only; node-tar keeps every path inside `cwd`.
    await tar.x({
      file,
      cwd: scratch,
      strict: true,
      filter: (_p, entry) =>
        'type' in entry && (entry.type === 'File' || entry.type === 'Directory'),
    });
  } catch (err) {
    throw new BackupInvalidError(
      `The archive cannot be read (${err instanceof Error ? err.message : String(err)}).`,
    );
  }
  const manifestFile = path.join(scratch, 'manifest.json');
  const manifest = parseManifest(
    existsSync(manifestFile) ? await readFile(manifestFile, 'utf8') : undefined,
  );
  const present = (await filesUnder(scratch)).filter((f) => f !== 'manifest.json').sort();
  const listed = Object.keys(manifest.files).sort();
  const extra = present.filter((f) => !(f in manifest.files));
  const missing = listed.filter((f) => !present.includes(f));
  if (extra.length > 0 || missing.length > 0) {
    throw new BackupInvalidError(
      `The archive does not match its manifest (${[
        ...missing.map((f) => `missing ${f}`),
        ...extra.map((f) => `unexpected ${f}`),
      ]
        .slice(0, 5)
        .join(', ')}).`,
    );
  }
  for (const name of listed) {
    const [folder, object] = name.split('/');
    const valid =
      name.split('/').length === 2 &&
      (folder === 'database'
        ? /^[a-z0-9_]+\.jsonl$/.test(object ?? '') &&
          (object ?? '').replace(/\.jsonl$/, '') in manifest.database.tables
        : isStoreFolder(folder) && OBJECT_NAME.test(object ?? ''));
    if (!valid) throw new BackupInvalidError(`The archive holds an unexpected file: ${name}.`);
    const want = manifest.files[name];
    const got = await sha256OfFile(path.join(scratch, name));
    if (!want || want.sha256 !== got.sha256 || want.size !== got.size) {
      throw new BackupInvalidError(`${name} does not match its checksum: the archive was changed.`);
    }
  }
  for (const table of Object.keys(manifest.database.tables)) {
    if (!(`database/${table}.jsonl` in manifest.files)) {
      throw new BackupInvalidError(`The archive has no rows file for table ${table}.`);
    }
  }
  return manifest;
}

async function storeIsEmpty(store: ObjectStore): Promise<boolean> {
  for await (const _name of store.list()) return false;
  return true;
}

/** What a restore found and did. */
export interface RestoreOutcome {
  manifest: BackupManifest;
  tables: number;
  rows: number;
  files: number;
}

/**
 * Restores an archive into an empty database and empty stores, or over existing ones with
 * `replace` (everything there is removed first). The database must be open by this process alone
 * (on PGlite the data folder's lock sees to that). Nothing changes unless the archive checks out.
 */
export async function restoreBackup(
  database: Pick<DatabaseHandle, 'db' | 'driver'>,
  stores: BackupStores,
  file: string,
  options: { replace?: boolean; scratchDir?: string } = {},
): Promise<RestoreOutcome> {
  const scratch = await mkdtemp(
    path.join(options.scratchDir ?? path.dirname(path.resolve(file)), '.restore-'),
  );
  try {
    const unpacked = path.join(scratch, 'archive');
    await mkdir(unpacked);
    const manifest = await unpackAndVerify(file, unpacked);

    const empty =
      (await databaseIsEmpty(database.db)) &&
      (await storeIsEmpty(stores.uploads)) &&
      (await storeIsEmpty(stores.media));
    if (!empty) {
      if (!options.replace) {
        throw new TargetNotEmptyError(
          'The database or the upload folders already hold data. Restore into an empty ' +
            'database and folders, or pass --replace to remove what is there first.',
        );
      }
      await emptyDatabase(database.db);
      for (const folder of STORE_FOLDERS) {
        const names: string[] = [];
        for await (const name of stores[folder].list()) names.push(name);
        for (const name of names) await stores[folder].remove(name);
      }
    }

    let files = 0;
    for (const name of Object.keys(manifest.files)) {
      const [folder, object] = name.split('/') as [string, string];
      if (!isStoreFolder(folder)) continue;
      await stores[folder].put(object, createReadStream(path.join(unpacked, name)));
      files++;
    }
    await migrateToLevel(database, manifest.database.migrations, scratch);
    await loadDatabase(database.db, path.join(unpacked, 'database'), manifest.database);
    const tables = Object.values(manifest.database.tables);
    return {
      manifest,
      tables: tables.length,
      rows: tables.reduce((sum, t) => sum + t.rows, 0),
      files,
    };
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}
