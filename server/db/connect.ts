import { mkdirSync } from 'node:fs';
import path from 'node:path';
import { PGlite, type PGliteOptions } from '@electric-sql/pglite';
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';
import { unaccent } from '@electric-sql/pglite/contrib/unaccent';
import { drizzle as drizzleNodePg } from 'drizzle-orm/node-postgres';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import { drizzle as drizzlePglite } from 'drizzle-orm/pglite';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import pg from 'pg';
import { projectRoot } from '../project-root';
import { deliverSignalsOnCommit } from './after-commit';
import { addBundledContent } from './bundled-content';
import { lockDataFolder } from './data-folder-lock';
import { createReadCache, reportPoolWrites, reportWrites, type ReadCache } from './read-cache';
import * as schema from './schema';
import {
  installChangeAnnouncements,
  listenForTableChanges,
  type ChangeListener,
  type TableChanges,
} from './table-changes';
import type { Database } from './types';

export interface DatabaseHandle {
  db: Database;
  driver: 'pglite' | 'pg';
  /**
   * Hot reads kept until the next write (read-cache.ts). On PostgreSQL it is live only while
   * this process hears every process's writes: after the first `changes.subscribe`, while the
   * listening connection is up.
   */
  reads: ReadCache;
  /**
   * Committed writes of every process, for answers kept outside the read cache (the content
   * version). On PGlite this process is the only writer and nothing is ever announced here; on
   * PostgreSQL the first subscriber opens the listening connection (table-changes.ts).
   */
  changes: {
    subscribe(listener: ChangeListener): () => void;
    /** True while every committed write is heard (always on PGlite). */
    readonly listening: boolean;
  };
  /**
   * Appends rows to a table in one `COPY` (PGlite only): the cheapest write of many rows in the
   * embedded database, whose work runs in this process (~3 times cheaper a row than an INSERT of
   * array parameters, decision 0086). Undefined on PostgreSQL, where the work is the server's
   * and node-postgres has no COPY of its own: write with an INSERT there.
   */
  copyRows?: CopyRows;
  /** Resolves when the database answers a trivial query; rejects otherwise. */
  ping(): Promise<void>;
  migrate(): Promise<void>;
  close(): Promise<void>;
}

/**
 * Extensions the migrations create, loaded into every embedded database: pg_trgm serves the
 * question search (`ILIKE '%term%'`) and the site search's corrections from trigram indexes;
 * unaccent lets the site search ignore accents. PostgreSQL ships both in its contrib.
 * Every `PGlite.create` of a migrated database must pass these, or the index cannot be read.
 */
export const pgliteExtensions = { pg_trgm, unaccent } satisfies PGliteOptions['extensions'];

export const migrationsFolder = (): string => path.join(projectRoot(), 'server/db/migrations');

/** Rows for `copyRows`, each value in its column's text form (as PostgreSQL reads it) or null. */
export type CopyRows = (
  table: string,
  columns: readonly string[],
  rows: readonly (readonly (string | null)[])[],
) => Promise<void>;

/** A value in COPY's text format: its backslash, tab and line ends escaped; `\N` is null. */
const copyValue = (value: string | null): string =>
  value === null
    ? '\\N'
    : /[\\\t\n\r]/.test(value)
      ? value.replace(/[\\\t\n\r]/g, (c) => COPY_ESCAPES[c] ?? c)
      : value;
const COPY_ESCAPES: Record<string, string> = {
  '\\': '\\\\',
  '\t': '\\t',
  '\n': '\\n',
  '\r': '\\r',
};

/** Closing twice closes once (the app closes its database; a test may have closed it first). */
function once(close: () => Promise<void>): () => Promise<void> {
  let closed: Promise<void> | undefined;
  return () => (closed ??= close());
}

/** Serialises concurrent migrations of several processes starting against one server. */
const MIGRATION_LOCK_KEY = 727_001;

export function connectPostgres(
  url: string,
  opts: {
    max?: number;
    /** Listening connection tuning (tests shorten the reconnection wait). */
    changes?: { backoff?: { minMs?: number; maxMs?: number }; heartbeatMs?: number };
    /** Told when the listening connection drops or fails to reconnect. */
    onChangesError?: (err: unknown) => void;
  } = {},
): DatabaseHandle {
  const pool = new pg.Pool({
    connectionString: url,
    max: opts.max ?? 10,
    connectionTimeoutMillis: 5_000,
    idleTimeoutMillis: 30_000,
    // A connection whose server vanished must not hold a request forever: the query fails and
    // the visitor gets a 503 while the pool opens fresh connections once the server is back.
    query_timeout: 15_000,
    keepAlive: true,
  });
  // A dropped idle connection must not crash the process; the next query gets a fresh one.
  pool.on('error', () => {});
  // Nothing is kept until the listening connection hears every process's writes.
  const reads = createReadCache();
  reads.setLive(false);
  reportPoolWrites(pool, reads);
  const db = drizzleNodePg(pool, { schema });
  deliverSignalsOnCommit(db);
  let changes: TableChanges | undefined;
  const listen = (): TableChanges => {
    if (!changes) {
      changes = listenForTableChanges({
        url,
        ...opts.changes,
        onError: opts.onChangesError,
      });
      changes.subscribe({
        changed: (table) => reads.noteWrite(table),
        lost: () => reads.setLive(false),
        listening: () => reads.setLive(true),
      });
    }
    return changes;
  };
  return {
    db,
    driver: 'pg',
    reads,
    changes: {
      subscribe: (listener) => listen().subscribe(listener),
      get listening() {
        return changes?.listening ?? false;
      },
    },
    async ping() {
      await pool.query('select 1');
    },
    async migrate() {
      const client = await pool.connect();
      try {
        await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
        // On the connection that holds the lock, so a pool of one cannot deadlock.
        const locked = drizzleNodePg(client, { schema });
        await migrateNodePg(locked, { migrationsFolder: migrationsFolder() });
        await addBundledContent(locked);
        await installChangeAnnouncements(client);
      } finally {
        await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => {});
        client.release();
      }
    },
    close: once(async () => {
      await changes?.close();
      await pool.end();
    }),
  };
}

/** `onClose` runs after the client closed: the data folder's lock is let go there. */
export function connectPglite(client: PGlite, onClose: () => void = () => {}): DatabaseHandle {
  const reads = createReadCache();
  reportWrites(client, reads);
  const db = drizzlePglite(client, { schema });
  deliverSignalsOnCommit(db);
  return {
    db,
    driver: 'pglite',
    reads,
    // This process is the only writer: its writes are seen at the driver (reportWrites).
    changes: { subscribe: () => () => {}, listening: true },
    async copyRows(table, columns, rows) {
      if (rows.length === 0) return;
      const text = rows.map((row) => row.map(copyValue).join('\t')).join('\n') + '\n';
      // The leading comment names the table for the read cache (a COPY is no INSERT to it).
      await client.query(
        `/* writes ${table} */ COPY ${table} (${columns.join(', ')}) FROM '/dev/blob'`,
        [],
        { blob: new Blob([text]) },
      );
    },
    async ping() {
      await client.query('select 1');
    },
    async migrate() {
      await migratePglite(db, { migrationsFolder: migrationsFolder() });
      await addBundledContent(db);
    },
    close: once(async () => {
      try {
        await client.close();
      } finally {
        onClose();
      }
    }),
  };
}

/**
 * PGlite's page cache inside its WebAssembly memory. PostgreSQL's default (128 MB) is set up at
 * every start (~0.1 s) and held for good (~100 MB RSS); pages beyond this come from the
 * operating system's file cache, a read away. 32 MB hold the whole demo database (13 MB) and a
 * grown ministry's hot tables; 16 MB would hold ~20 MB less, at a speed not yet measured on a
 * quiet machine (docs/decisions/0085-rare-code-loaded-on-use.md).
 */
const PGLITE_SHARED_BUFFERS = '32MB';

/**
 * No DATABASE_URL: embedded PGlite persisted under DATA_DIR/pglite, held by this process alone
 * until `close()` (throws DataFolderInUseError while another process has it open).
 */
export async function connectDatabase(opts: {
  databaseUrl: string | undefined;
  dataDir: string;
}): Promise<DatabaseHandle> {
  if (opts.databaseUrl) return connectPostgres(opts.databaseUrl);
  const dir = path.join(opts.dataDir, 'pglite');
  mkdirSync(dir, { recursive: true });
  const lock = lockDataFolder(opts.dataDir);
  try {
    const client = await PGlite.create(dir, {
      extensions: pgliteExtensions,
      startParams: [...PGlite.defaultStartParams, '-c', `shared_buffers=${PGLITE_SHARED_BUFFERS}`],
    });
    return connectPglite(client, lock.release);
  } catch (err) {
    lock.release();
    throw err;
  }
}
