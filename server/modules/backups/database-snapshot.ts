/**
 * The database as portable data: every table of the `public` schema as JSON lines (one row a
 * line, each value as PostgreSQL's own JSON rendering of it), the sequences' positions and the
 * migration level. The same SQL reads and writes it on PGlite and on PostgreSQL, so a backup of
 * one restores into the other. Reading happens in one REPEATABLE READ transaction: every table
 * is seen at the same instant while the site goes on writing.
 */
import { createHash } from 'node:crypto';
import { copyFileSync, createReadStream, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import { open } from 'node:fs/promises';
import path from 'node:path';
import { createInterface } from 'node:readline';
import { sql, type SQL } from 'drizzle-orm';
import { migrate as migrateNodePg } from 'drizzle-orm/node-postgres/migrator';
import type { NodePgDatabase } from 'drizzle-orm/node-postgres';
import { migrate as migratePglite } from 'drizzle-orm/pglite/migrator';
import type { PgliteDatabase } from 'drizzle-orm/pglite';
import { migrationsFolder, type DatabaseHandle } from '../../db/connect';
import { rowsOf, type DbOrTx } from '../../db/types';

/** Rows read or written per round trip. */
const BATCH = 500;

export interface TableSnapshot {
  rows: number;
  /** SHA-256 of the table's rows as text, sorted: the same data gives the same digest anywhere. */
  digest: string;
}

export interface MigrationLevel {
  /** How many migrations had been applied. */
  count: number;
  /** The last one's name and the SHA-256 of its SQL, as Drizzle records it. */
  tag: string;
  hash: string;
}

export interface DatabaseSnapshot {
  migrations: MigrationLevel;
  tables: Record<string, TableSnapshot>;
  sequences: Record<string, { value: string; called: boolean }>;
}

interface Journal {
  entries: { tag: string }[];
}

const rows = <T>(db: DbOrTx, query: SQL): Promise<T[]> => rowsOf<T>(db.execute(query));

const ident = (name: string) => sql.raw(`"${name.replaceAll('"', '""')}"`);

/** Text renderings that do not depend on the server's settings. */
async function neutralSettings(tx: DbOrTx): Promise<void> {
  await tx.execute(sql`set local timezone = 'UTC'`);
  await tx.execute(sql`set local datestyle = 'ISO, YMD'`);
  await tx.execute(sql`set local intervalstyle = 'postgres'`);
  await tx.execute(sql`set local extra_float_digits = 1`);
}

async function tablesOf(db: DbOrTx): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind in ('r', 'p') order by c.relname`,
  );
  return found.map((t) => t.name);
}

/** The columns a row is written with: generated ones are computed again by the database. */
async function columnsOf(db: DbOrTx, table: string): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select a.attname as name from pg_attribute a
        where a.attrelid = ${`public."${table.replaceAll('"', '""')}"`}::regclass
          and a.attnum > 0 and not a.attisdropped and a.attgenerated = ''
        order by a.attnum`,
  );
  return found.map((c) => c.name);
}

async function sequencesOf(db: DbOrTx): Promise<string[]> {
  const found = await rows<{ name: string }>(
    db,
    sql`select c.relname as name from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where n.nspname = 'public' and c.relkind = 'S' order by c.relname`,
  );
  return found.map((s) => s.name);
}

/** Every table's row count and digest, as the database holds them now (inside `tx`'s snapshot). */
export async function digestTables(db: DbOrTx): Promise<Record<string, TableSnapshot>> {
  const out: Record<string, TableSnapshot> = {};
  for (const table of await tablesOf(db)) {
    const [found] = await rows<{ rows: number | string; digest: string }>(
      db,
      sql`select count(*) as rows, encode(sha256(convert_to(coalesce(
            string_agg(t::text, E'\n' order by t::text collate "C"), ''), 'UTF8')), 'hex') as digest
          from ${ident(table)} t`,
    );
    out[table] = { rows: Number(found?.rows ?? 0), digest: found?.digest ?? '' };
  }
  return out;
}

/** Digests on a database outside a transaction (tests, the restore's own check). */
export async function currentDigests(db: DbOrTx): Promise<Record<string, TableSnapshot>> {
  return db.transaction(async (tx) => {
    await neutralSettings(tx);
    return digestTables(tx);
  });
}

async function migrationLevel(db: DbOrTx): Promise<MigrationLevel> {
  const applied = await rows<{ hash: string }>(
    db,
    sql`select hash from drizzle.__drizzle_migrations order by created_at, id`,
  );
  const last = applied.at(-1);
  if (!last) throw new Error('The database has no migrations applied.');
  const journal = readJournal();
  const entry = journal.entries[applied.length - 1];
  return { count: applied.length, tag: entry?.tag ?? 'unknown', hash: last.hash };
}

function readJournal(folder = migrationsFolder()): Journal {
  return JSON.parse(readFileSync(path.join(folder, 'meta/_journal.json'), 'utf8')) as Journal;
}

const sqlHash = (folder: string, tag: string) =>
  createHash('sha256')
    .update(readFileSync(path.join(folder, `${tag}.sql`)))
    .digest('hex');

/**
 * Writes every table to `dir/<table>.jsonl` from one consistent snapshot and answers what it
 * read. `onTableWritten` hears each file once it is complete.
 */
export async function dumpDatabase(db: DbOrTx, dir: string): Promise<DatabaseSnapshot> {
  mkdirSync(dir, { recursive: true });
  return db.transaction(
    async (tx) => {
      await neutralSettings(tx);
      const migrations = await migrationLevel(tx);
      const sequences: DatabaseSnapshot['sequences'] = {};
      for (const name of await sequencesOf(tx)) {
        const [position] = await rows<{ value: string | number; called: boolean }>(
          tx,
          sql`select last_value::text as value, is_called as called from ${ident(name)}`,
        );
        if (position) sequences[name] = { value: String(position.value), called: position.called };
      }
      for (const table of await tablesOf(tx)) {
        const columns = (await columnsOf(tx, table)).map((c) => ident(c));
        const file = await open(path.join(dir, `${table}.jsonl`), 'w');
        try {
          await tx.execute(
            sql`declare backup_rows no scroll cursor for
                select row_to_json(t)::text as line
                from (select ${sql.join(columns, sql`, `)} from ${ident(table)}) t`,
          );
          for (;;) {
            const batch = await rows<{ line: string }>(
              tx,
              sql.raw(`fetch ${BATCH} from backup_rows`),
            );
            if (batch.length === 0) break;
            await file.write(batch.map((r) => `${r.line}\n`).join(''));
          }
          await tx.execute(sql`close backup_rows`);
        } finally {
          await file.close();
        }
      }
      const tables = await digestTables(tx);
      return { migrations, tables, sequences };
    },
    { isolationLevel: 'repeatable read', accessMode: 'read only' },
  );
}

/** Does the database hold anything: a table of ours or a record of migrations? */
export async function databaseIsEmpty(db: DbOrTx): Promise<boolean> {
  const [found] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from pg_class c join pg_namespace n on n.oid = c.relnamespace
        where (n.nspname = 'public' and c.relkind in ('r', 'p', 'v', 'm', 'S'))
           or (n.nspname = 'drizzle' and c.relkind = 'r')`,
  );
  return Number(found?.n ?? 0) === 0;
}

/** Removes everything of ours from the database (restore `--replace`). */
export async function emptyDatabase(db: DbOrTx): Promise<void> {
  await db.execute(sql`drop schema if exists drizzle cascade`);
  await db.execute(sql`drop schema if exists public cascade`);
  await db.execute(sql`create schema public`);
}

/**
 * Applies this version's migrations up to the backup's level, and no further: the rows fit the
 * tables as they were, and the site applies the later migrations when it starts. Refuses a
 * backup whose migrations are not this version's (made by a newer version, or another history).
 */
export async function migrateToLevel(
  handle: Pick<DatabaseHandle, 'db' | 'driver'>,
  level: MigrationLevel,
  scratch: string,
): Promise<void> {
  const source = migrationsFolder();
  const journal = readJournal(source);
  const entry = journal.entries[level.count - 1];
  if (!entry || entry.tag !== level.tag || sqlHash(source, entry.tag) !== level.hash) {
    throw new Error(
      `This backup was made at migration ${level.count} (${level.tag}), which this version of ` +
        'the site does not have: restore it with the version that made it (or a newer one).',
    );
  }
  const folder = path.join(scratch, 'migrations');
  mkdirSync(path.join(folder, 'meta'), { recursive: true });
  const entries = journal.entries.slice(0, level.count);
  writeFileSync(path.join(folder, 'meta/_journal.json'), JSON.stringify({ ...journal, entries }));
  for (const e of entries) {
    copyFileSync(path.join(source, `${e.tag}.sql`), path.join(folder, `${e.tag}.sql`));
  }
  if (handle.driver === 'pg') {
    await migrateNodePg(handle.db as unknown as NodePgDatabase, { migrationsFolder: folder });
  } else {
    await migratePglite(handle.db as unknown as PgliteDatabase, { migrationsFolder: folder });
  }
}

async function* linesOf(file: string): AsyncGenerator<string> {
  const reader = createInterface({ input: createReadStream(file), crlfDelay: Infinity });
  for await (const line of reader) if (line !== '') yield line;
}

/**
 * Loads the tables written by `dumpDatabase` into a database migrated to the same level, in one
 * transaction, and checks every table's digest against the snapshot before committing: a restore
 * that would differ from the backup in one row changes nothing.
 */
export async function loadDatabase(
  db: DbOrTx,
  dir: string,
  snapshot: DatabaseSnapshot,
): Promise<void> {
  await db.transaction(async (tx) => {
    await neutralSettings(tx);
    const tables = await tablesOf(tx);
    const expected = Object.keys(snapshot.tables).sort();
    const missing = expected.filter((t) => !tables.includes(t));
    if (missing.length > 0) throw new Error(`The database has no table ${missing.join(', ')}.`);
    // Migrations may have added rows of their own: the backup's rows replace them.
    if (tables.length > 0) {
      await tx.execute(
        sql`truncate ${sql.join(
          tables.map((t) => ident(t)),
          sql`, `,
        )} restart identity cascade`,
      );
    }
    // Rows referring to each other (or to rows of their own table) load in any order: foreign
    // keys are checked once everything is in, then made immediate again as they were.
    const keys = await rows<{ table: string; name: string }>(
      tx,
      sql`select cl.relname as table, co.conname as name from pg_constraint co
          join pg_class cl on cl.oid = co.conrelid join pg_namespace n on n.oid = cl.relnamespace
          where n.nspname = 'public' and co.contype = 'f' and not co.condeferrable`,
    );
    for (const key of keys) {
      await tx.execute(
        sql`alter table ${ident(key.table)} alter constraint ${ident(key.name)} deferrable initially deferred`,
      );
    }
    await tx.execute(sql`set constraints all deferred`);
    // The rows go back as they were: triggers that derive rows from others (the search index
    // follows the studies, articles…) would write them twice. Off for this transaction's load.
    for (const table of expected) {
      await tx.execute(sql`alter table ${ident(table)} disable trigger user`);
    }
    for (const table of expected) {
      const columns = sql.join(
        (await columnsOf(tx, table)).map((c) => ident(c)),
        sql`, `,
      );
      let batch: string[] = [];
      const flush = async () => {
        if (batch.length === 0) return;
        await tx.execute(
          sql`insert into ${ident(table)} (${columns}) overriding system value
              select ${columns} from json_populate_recordset(null::${ident(table)}, ${`[${batch.join(',')}]`}::json)`,
        );
        batch = [];
      };
      for await (const line of linesOf(path.join(dir, `${table}.jsonl`))) {
        batch.push(line);
        if (batch.length >= BATCH) await flush();
      }
      await flush();
    }
    // The keys are checked first: a table with checks pending cannot be altered.
    await tx.execute(sql`set constraints all immediate`);
    for (const table of expected) {
      await tx.execute(sql`alter table ${ident(table)} enable trigger user`);
    }
    for (const key of keys) {
      await tx.execute(
        sql`alter table ${ident(key.table)} alter constraint ${ident(key.name)} not deferrable`,
      );
    }
    for (const [name, position] of Object.entries(snapshot.sequences)) {
      await tx.execute(
        sql`select setval(${`public."${name.replaceAll('"', '""')}"`}::regclass, ${position.value}::bigint, ${position.called})`,
      );
    }
    const restored = await digestTables(tx);
    for (const table of expected) {
      const want = snapshot.tables[table];
      const got = restored[table];
      if (!want || !got || want.digest !== got.digest || want.rows !== got.rows) {
        throw new Error(
          `Table ${table} did not restore identically (${got?.rows ?? 0} rows of ${want?.rows ?? 0}).`,
        );
      }
    }
  });
}

/** How many migrations the database has applied, and how many this version of the code knows. */
export async function migrationCounts(db: DbOrTx): Promise<{ applied: number; known: number }> {
  const known = readJournal().entries.length;
  const [exists] = await rows<{ found: boolean }>(
    db,
    sql`select to_regclass('drizzle.__drizzle_migrations') is not null as found`,
  );
  if (!exists?.found) return { applied: 0, known };
  const [applied] = await rows<{ n: number | string }>(
    db,
    sql`select count(*) as n from drizzle.__drizzle_migrations`,
  );
  return { applied: Number(applied?.n ?? 0), known };
}

/**
 * How many of this version's migrations the database still lacks; 0 for a database that has
 * none applied at all (a new site has nothing to keep).
 */
export async function pendingMigrations(db: DbOrTx): Promise<number> {
  const { applied, known } = await migrationCounts(db);
  return applied === 0 ? 0 : Math.max(0, known - applied);
}
