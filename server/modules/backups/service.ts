/**
 * The site's own backups: made on demand (the admin panel, `npm run backup` while the site runs
 * on the embedded database), on a timer (BACKUP_EVERY_HOURS, one process of several through the
 * schedule's lease) and before migrations at start; kept on a shelf (BACKUP_DIR, or the bucket
 * under BACKUP_S3_PREFIX), the newest BACKUP_KEEP.
 */
import { randomBytes } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import path from 'node:path';
import type { Readable } from 'node:stream';
import { and, eq, isNull, lt, or } from 'drizzle-orm';
import { BACKUP_NAME, type Backup, type BackupReason } from '../../../contract/backups';
import type { DatabaseHandle } from '../../db/connect';
import { backupSchedule } from '../../db/schema';
import { backgroundRuns } from '../../infra/background-runs';
import { makeBackup, type BackupStores } from './archive';
import { folderShelf, type BackupShelf } from '../../infra/backup-shelf';

const SCHEDULE_ID = 'scheduled';
/** Longer than any backup of a ministry's site takes; a process that died lets go after it. */
const LEASE_MS = 60 * 60 * 1000;

interface Logger {
  info(obj: object, msg: string): void;
  error(obj: object, msg: string): void;
}

/** `backup-20261128T003000123Z-manual.tar.gz`: sorts by time, tells what made it. */
export function backupName(at: Date, reason: BackupReason): string {
  const stamp = at.toISOString().replace(/[-:.]/g, '');
  return `backup-${stamp}-${reason}.tar.gz`;
}

/** When a backup was made and why, read from its name; undefined for any other name. */
export function parseName(name: string): { createdAt: Date; reason: BackupReason } | undefined {
  const match = BACKUP_NAME.exec(name);
  if (!match) return undefined;
  const s = name.slice('backup-'.length, name.indexOf('Z-'));
  const iso = `${s.slice(0, 4)}-${s.slice(4, 6)}-${s.slice(6, 8)}T${s.slice(9, 11)}:${s.slice(11, 13)}:${s.slice(13, 15)}.${s.slice(15, 18)}Z`;
  const createdAt = new Date(iso);
  if (Number.isNaN(createdAt.getTime())) return undefined;
  return { createdAt, reason: match[1] as BackupReason };
}

export interface BackupService {
  /** Newest first. */
  list(): Promise<Backup[]>;
  /** Makes one now (one at a time in this process), then removes those beyond `keep`. */
  make(reason: BackupReason): Promise<Backup>;
  /** A backup's bytes, or undefined when there is none of that name. */
  open(name: string): Promise<{ stream: Readable; size: number } | undefined>;
  /** Makes the scheduled backup if it is due and this process wins the lease; true if it did. */
  runSchedule(): Promise<boolean>;
  /** Looks at the schedule every few minutes until `stop()`. */
  startSchedule(checkMs?: number): void;
  stop(): Promise<void>;
  readonly everyHours: number;
  readonly keep: number;
}

export function createBackupService(deps: {
  database: Pick<DatabaseHandle, 'db' | 'driver'>;
  stores: BackupStores;
  /** Where an archive is made before it is shelved (BACKUP_DIR). */
  dir: string;
  /** Where backups are kept; the `dir` folder itself unless BACKUP_S3_PREFIX names a bucket's. */
  shelf?: BackupShelf;
  everyHours: number;
  keep: number;
  clock?: () => Date;
  logger?: Logger;
  processId?: string;
}): BackupService {
  const { database, stores, dir, everyHours, keep, logger } = deps;
  const shelf = deps.shelf ?? folderShelf(dir);
  const clock = deps.clock ?? (() => new Date());
  const processId = deps.processId ?? `${process.pid}-${randomBytes(4).toString('hex')}`;
  const db = database.db;
  let queue: Promise<unknown> = Promise.resolve();

  const list = async (): Promise<Backup[]> => {
    const out: Backup[] = [];
    for (const { name, size } of await shelf.list((name) => parseName(name) !== undefined)) {
      const parsed = parseName(name);
      if (parsed) {
        out.push({ name, size, createdAt: parsed.createdAt.toISOString(), reason: parsed.reason });
      }
    }
    return out.sort((a, b) => b.name.localeCompare(a.name));
  };

  const prune = async () => {
    const all = await list();
    for (const old of all.slice(keep)) await shelf.remove(old.name);
  };

  const make = (reason: BackupReason): Promise<Backup> => {
    const run = queue.then(async () => {
      await mkdir(dir, { recursive: true, mode: 0o700 });
      const at = clock();
      const name = backupName(at, reason);
      // Made under a name no listing takes for a backup, then shelved whole.
      const work = path.join(dir, `.making-${name}`);
      try {
        const made = await makeBackup(database, stores, work);
        await shelf.shelve(name, work);
        await prune();
        logger?.info({ name, size: made.size, reason, where: shelf.where }, 'backup made');
        return { name, size: made.size, createdAt: at.toISOString(), reason };
      } finally {
        await rm(work, { force: true });
      }
    });
    queue = run.catch(() => {});
    return run;
  };

  const runSchedule = async (): Promise<boolean> => {
    if (everyHours <= 0) return false;
    const now = clock();
    await db.insert(backupSchedule).values({ id: SCHEDULE_ID }).onConflictDoNothing();
    const dueBefore = new Date(now.getTime() - everyHours * 3_600_000);
    const claimed = await db
      .update(backupSchedule)
      .set({ claimedBy: processId, leaseUntil: new Date(now.getTime() + LEASE_MS) })
      .where(
        and(
          eq(backupSchedule.id, SCHEDULE_ID),
          or(isNull(backupSchedule.leaseUntil), lt(backupSchedule.leaseUntil, now)),
          or(isNull(backupSchedule.lastMadeAt), lt(backupSchedule.lastMadeAt, dueBefore)),
        ),
      )
      .returning({ id: backupSchedule.id });
    if (claimed.length === 0) return false;
    try {
      await make('scheduled');
      await db
        .update(backupSchedule)
        .set({ claimedBy: null, leaseUntil: null, lastMadeAt: clock() })
        .where(and(eq(backupSchedule.id, SCHEDULE_ID), eq(backupSchedule.claimedBy, processId)));
      return true;
    } catch (err) {
      // Let go at once, so the next look (here or elsewhere) tries again.
      await db
        .update(backupSchedule)
        .set({ claimedBy: null, leaseUntil: null })
        .where(and(eq(backupSchedule.id, SCHEDULE_ID), eq(backupSchedule.claimedBy, processId)))
        .catch(() => {});
      throw err;
    }
  };

  const runs = backgroundRuns({ name: 'scheduled backup', run: runSchedule, idle: false, logger });

  return {
    list,
    make,
    async open(name) {
      return parseName(name) ? shelf.open(name) : undefined;
    },
    runSchedule: () => runs.tick(),
    startSchedule(checkMs = 5 * 60_000) {
      if (everyHours > 0) runs.start(checkMs);
    },
    async stop() {
      await runs.stop();
      await queue;
    },
    everyHours,
    keep,
  };
}
