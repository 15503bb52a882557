import {
  closeSync,
  linkSync,
  openSync,
  readFileSync,
  rmSync,
  unlinkSync,
  writeSync,
} from 'node:fs';
import os from 'node:os';
import path from 'node:path';

/**
 * One process at a time on an embedded database folder.
 *
 * PGlite has no postmaster to arbitrate between processes: two of them opening one folder each
 * keep their own idea of the pages in memory and write over each other (sequences hand out the
 * same ids twice, rows vanish or appear twice, and a restart does not heal it). Whoever opens the
 * folder first (the site, or an operations script) holds `pglite.lock` beside it until it closes
 * the database or exits; everyone else is refused with a message an operator can act on.
 *
 * The lock names its holder's process id and that process's start time, so a lock left behind by
 * a killed process is recognised as stale (the id is gone, or now belongs to a newer process) and
 * taken over instead of blocking the site for good.
 */
export class DataFolderInUseError extends Error {
  constructor(
    readonly folder: string,
    readonly holder: LockHolder,
  ) {
    super(
      `The site is running on this data folder (${folder}, process ${holder.pid}); stop it first, ` +
        'or set DATA_DIR to another folder. Two processes on one embedded database corrupt it.',
    );
    this.name = 'DataFolderInUseError';
  }
}

interface LockHolder {
  pid: number;
  /** The holder's start time as the kernel counts it; absent where /proc is not available. */
  started: string | null;
  command: string;
}

export interface DataFolderLock {
  release(): void;
}

export const lockFileOf = (dataDir: string): string => path.join(dataDir, 'pglite.lock');

/** Field 22 of /proc/PID/stat: when the process started, in clock ticks since boot. */
function startTimeOf(pid: number): string | null {
  try {
    const stat = readFileSync(`/proc/${pid}/stat`, 'utf8');
    // The command name (field 2) may hold spaces and parentheses: count from the last ')'.
    return stat.slice(stat.lastIndexOf(')') + 2).split(' ')[19] ?? null;
  } catch {
    return null;
  }
}

function isAlive(holder: LockHolder): boolean {
  try {
    process.kill(holder.pid, 0);
  } catch (err) {
    // EPERM: the process exists but belongs to someone else.
    if ((err as NodeJS.ErrnoException).code !== 'EPERM') return false;
  }
  if (holder.started === null) return true;
  const started = startTimeOf(holder.pid);
  return started === null || started === holder.started;
}

function readHolder(file: string): LockHolder | null {
  try {
    const parsed = JSON.parse(readFileSync(file, 'utf8')) as Partial<LockHolder>;
    if (typeof parsed.pid !== 'number') return null;
    return {
      pid: parsed.pid,
      started: typeof parsed.started === 'string' ? parsed.started : null,
      command: typeof parsed.command === 'string' ? parsed.command : '',
    };
  } catch {
    return null;
  }
}

/**
 * Takes the folder's lock or throws DataFolderInUseError. The lock file appears whole or not at
 * all (written aside, then hard-linked into place, which fails if it exists), so a reader never
 * sees half a lock and two takers cannot both succeed.
 */
export function lockDataFolder(dataDir: string): DataFolderLock {
  const file = lockFileOf(dataDir);
  const me: LockHolder = {
    pid: process.pid,
    started: startTimeOf(process.pid),
    command: process.argv.slice(1).join(' '),
  };
  const draft = `${file}.${process.pid}.${os.hostname()}`;
  const fd = openSync(draft, 'w');
  try {
    writeSync(fd, JSON.stringify(me));
  } finally {
    closeSync(fd);
  }
  try {
    for (let attempt = 0; ; attempt++) {
      try {
        linkSync(draft, file);
        break;
      } catch (err) {
        if ((err as NodeJS.ErrnoException).code !== 'EEXIST') throw err;
      }
      const holder = readHolder(file);
      if (holder && isAlive(holder)) throw new DataFolderInUseError(dataDir, holder);
      // Stale (its process is gone) or unreadable: replace it, once.
      if (attempt > 0) throw new Error(`Could not take the lock ${file}`);
      rmSync(file, { force: true });
    }
  } finally {
    rmSync(draft, { force: true });
  }

  let held = true;
  const release = () => {
    if (!held) return;
    held = false;
    process.off('exit', release);
    // Only our own lock: never remove one another process has taken over since.
    if (readHolder(file)?.pid === process.pid) {
      try {
        unlinkSync(file);
      } catch {
        // already gone
      }
    }
  };
  // A script that ends without closing the database still lets go of the folder.
  process.on('exit', release);
  return { release };
}
