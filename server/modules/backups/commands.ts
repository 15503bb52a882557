/**
 * `npm run backup` and `npm run restore`, as functions the scripts call and the tests drive.
 * On PostgreSQL both go straight to the server. On the embedded database a backup opens the
 * data folder when the site is stopped, and asks the running site otherwise (operator-access.ts);
 * a restore needs the site stopped (it takes the folder's lock).
 */
import { createWriteStream } from 'node:fs';
import { mkdir, mkdtemp, rename, rm } from 'node:fs/promises';
import path from 'node:path';
import { Readable } from 'node:stream';
import { pipeline } from 'node:stream/promises';
import type { ReadableStream } from 'node:stream/web';
import { backupSchema, backupsApi } from '../../../contract/backups';
import type { Config } from '../../config';
import { connectDatabase, type DatabaseHandle } from '../../db/connect';
import { DataFolderInUseError } from '../../db/data-folder-lock';
import { createStorage } from '../../infra/storage';
import { makeBackup, restoreBackup, unpackAndVerify, type RestoreOutcome } from './archive';
import { readOperatorAccess } from './operator-access';

export class CommandError extends Error {}

async function withDatabase<T>(
  config: Config,
  use: (database: DatabaseHandle) => Promise<T>,
): Promise<T> {
  const database = await connectDatabase(config);
  try {
    return await use(database);
  } finally {
    await database.close();
  }
}

/** Checks a downloaded archive whole, as a restore would, without restoring it. */
async function verifyArchive(file: string): Promise<void> {
  const scratch = await mkdtemp(path.join(path.dirname(file), '.verify-'));
  try {
    await unpackAndVerify(file, scratch);
  } finally {
    await rm(scratch, { recursive: true, force: true });
  }
}

/** Asks the running site for a backup and downloads it to `out`. */
async function backupThroughSite(config: Config, out: string): Promise<{ size: number }> {
  const access = readOperatorAccess(config.dataDir);
  if (!access) {
    throw new CommandError(
      'The site holds the data folder but has not said how to reach it ' +
        `(${path.join(config.dataDir, 'operator-access.json')} is missing): is it still starting?`,
    );
  }
  const base = `http://127.0.0.1:${access.port}`;
  const headers = { authorization: `Bearer ${access.token}`, origin: access.origin };
  const made = await fetch(`${base}${backupsApi.operatorList()}`, { method: 'POST', headers });
  if (made.status !== 201) {
    throw new CommandError(`The site answered ${made.status} to the backup: ${await made.text()}`);
  }
  const backup = backupSchema.parse(await made.json());
  const download = await fetch(`${base}${backupsApi.operatorDownload({ name: backup.name })}`, {
    headers,
  });
  if (!download.ok || !download.body) {
    throw new CommandError(`The site answered ${download.status} to the download.`);
  }
  const partial = `${out}.partial`;
  await pipeline(
    Readable.fromWeb(download.body as ReadableStream),
    createWriteStream(partial, { mode: 0o600 }),
  );
  await verifyArchive(partial);
  await rename(partial, out);
  return { size: backup.size };
}

export async function backupCommand(
  config: Config,
  outFile: string,
): Promise<{ file: string; size: number; via: 'site' | 'database' }> {
  const out = path.resolve(outFile);
  await mkdir(path.dirname(out), { recursive: true });
  const storage = await createStorage(config);
  try {
    try {
      const made = await withDatabase(config, (database) =>
        makeBackup(database, storage.objects, out),
      );
      return { file: out, size: made.size, via: 'database' };
    } catch (err) {
      if (!(err instanceof DataFolderInUseError)) throw err;
      const { size } = await backupThroughSite(config, out);
      return { file: out, size, via: 'site' };
    }
  } finally {
    storage.close();
  }
}

export async function restoreCommand(
  config: Config,
  fromFile: string,
  options: { replace: boolean },
): Promise<RestoreOutcome> {
  const storage = await createStorage(config);
  try {
    await mkdir(config.dataDir, { recursive: true });
    return await withDatabase(config, (database) =>
      restoreBackup(database, storage.objects, path.resolve(fromFile), {
        replace: options.replace,
        scratchDir: config.dataDir,
      }),
    );
  } finally {
    storage.close();
  }
}
