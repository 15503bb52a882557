/**
 * A database as it was before one migration: tests of a migration that rewrites existing data
 * build it from the migrations that came before, insert the old data, then migrate to the end.
 * Looking the migration up by name keeps the test right when later migrations are added.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { drizzle, type PgliteDatabase } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { migrationsFolder, pgliteExtensions } from '../db/connect';

interface Journal {
  entries: { tag: string }[];
}

/** A migrations folder holding only the migrations that came before the one named `tag`. */
function migrationsBefore(tag: string, into: string): string {
  const source = migrationsFolder();
  const journal = JSON.parse(
    readFileSync(path.join(source, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  if (at < 1) throw new Error(`No migration named ${tag} after the first`);
  const earlier = journal.entries.slice(0, at);
  mkdirSync(path.join(into, 'meta'));
  writeFileSync(
    path.join(into, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: earlier }),
  );
  for (const entry of earlier) {
    copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(into, `${entry.tag}.sql`));
  }
  return into;
}

export interface DatabaseBefore {
  db: PgliteDatabase;
  /** Runs the named migration and every one after it. */
  migrateToEnd(): Promise<void>;
  close(): Promise<void>;
}

/** A fresh embedded database migrated up to, not including, the migration named `tag`. */
export async function databaseBefore(tag: string): Promise<DatabaseBefore> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ministry-migrations-'));
  const client = await PGlite.create({ extensions: pgliteExtensions });
  const db = drizzle(client);
  await migrate(db, { migrationsFolder: migrationsBefore(tag, dir) });
  return {
    db,
    migrateToEnd: () => migrate(db, { migrationsFolder: migrationsFolder() }),
    close: async () => {
      await client.close();
      rmSync(dir, { recursive: true, force: true });
    },
  };
}
