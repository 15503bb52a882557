/**
 * Runs the API suite again on a real PostgreSQL server when TEST_DATABASE_URL is set
 * (each test file gets its own database made from a migrated template).
 */
import { run } from './lib/run';

const url = process.env.TEST_DATABASE_URL;
if (!url) {
  console.log('TEST_DATABASE_URL is not set: the API suite ran on PGlite only.');
} else {
  console.log(`API suite on PostgreSQL (${new URL(url).host})`);
  await run('npx', ['vitest', 'run', 'server'], { env: { TEST_DB_DRIVER: 'pg' } });
}
