import { readFileSync } from 'node:fs';
import { PGlite } from '@electric-sql/pglite';
import pg from 'pg';
import { inject } from 'vitest';
import {
  connectPglite,
  connectPostgres,
  pgliteExtensions,
  type DatabaseHandle,
} from '../db/connect';

/**
 * A database of its own for one test file: a copy of the migrated template, on PGlite by
 * default or on the PostgreSQL server when the suite runs with TEST_DB_DRIVER=pg.
 */
export async function createTestDatabase(): Promise<DatabaseHandle & { url?: string }> {
  const pgTemplate = inject('pgTemplate');
  if (pgTemplate) {
    const name = `ministry_t_${process.pid}_${Math.random().toString(36).slice(2, 10)}`;
    const admin = new pg.Client({ connectionString: pgTemplate.url });
    await admin.connect();
    await admin.query(`create database ${name} template ${pgTemplate.database}`);
    await admin.end();
    const url = new URL(pgTemplate.url);
    url.pathname = `/${name}`;
    const handle = connectPostgres(url.toString(), { max: 4 });
    let dropped: Promise<void> | undefined;
    return {
      ...handle,
      url: url.toString(),
      // Once, whoever closes it first (the app closes its database too).
      close: async () => {
        dropped ??= (async () => {
          await handle.close();
          const cleanup = new pg.Client({ connectionString: pgTemplate.url });
          await cleanup.connect();
          await cleanup.query(`drop database if exists ${name} with (force)`);
          await cleanup.end();
        })();
        return dropped;
      },
    };
  }
  const tarball = readFileSync(inject('pgliteTemplate'));
  const client = await PGlite.create({
    loadDataDir: new Blob([tarball]),
    extensions: pgliteExtensions,
  });
  return connectPglite(client);
}
