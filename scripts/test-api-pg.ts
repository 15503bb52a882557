/**
 * Runs the API suite again on a real PostgreSQL server when TEST_DATABASE_URL is set (each test
 * file gets its own database made from a migrated template).
 *
 * Only the files the database driver can change run again: those that reach the test database
 * (server/test/database.ts) through their imports, the ones that open the PostgreSQL template
 * themselves, and the PostgreSQL-only `*.pg.test.ts`. The rest (the Bible's parsing, a server
 * process on its embedded folder, migrations replayed on PGlite) would only repeat the first run.
 */
import { readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { run } from './lib/run';

/** Test files under `dir` that name the PostgreSQL template or run on PostgreSQL alone. */
function ownPostgresTests(dir: string): string[] {
  return readdirSync(dir, { recursive: true, encoding: 'utf8' })
    .filter((file) => file.endsWith('.test.ts'))
    .map((file) => path.join(dir, file))
    .filter(
      (file) =>
        file.endsWith('.pg.test.ts') || readFileSync(file, 'utf8').includes("inject('pgTemplate')"),
    );
}

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
} else {
  console.log(`API suite on PostgreSQL (${new URL(url).host})`);
  await run(
    'npx',
    ['vitest', 'related', '--run', 'server/test/database.ts', ...ownPostgresTests('server')],
    {
      env: { TEST_DB_DRIVER: 'pg' },
    },
  );
}
