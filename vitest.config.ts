import { fileURLToPath } from 'node:url';
import { defineConfig } from 'vitest/config';
import { ASVS_CHAPTERS } from './server/test/asvs-reporter';

const fromRoot = (p: string) => fileURLToPath(new URL(p, import.meta.url));

export default defineConfig({
  resolve: {
    alias: {
      '@client': fromRoot('./client/src'),
      '@contract': fromRoot('./contract'),
      '@content': fromRoot('./content'),
    },
  },
  test: {
    include: ['{server,client,contract,content,scripts,bench}/**/*.test.{ts,tsx}'],
    // Tests that need a Redis server run only when one is named (.ci/run does when it answers).
    exclude: [
      '**/node_modules/**',
      ...(process.env.TEST_REDIS_URL ? [] : ['**/*.redis.test.ts']),
      // Fault tests that cut a PostgreSQL connection: the PostgreSQL pass only.
      ...(process.env.TEST_DB_DRIVER === 'pg' ? [] : ['**/*.pg.test.ts']),
    ],
    environment: 'node',
    // Tests tagged with the OWASP ASVS chapter they prove; counted per chapter after the run.
    tags: [...ASVS_CHAPTERS],
    reporters: ['default', './server/test/asvs-reporter.ts'],
    globalSetup: ['server/test/global-setup.ts'],
    testTimeout: 30_000,
    hookTimeout: 60_000,
    // Two cores: a few workers, each with its own database copy.
    maxWorkers: 2,
    // A worker keeps the modules it loaded from one file to the next instead of loading the
    // whole app again for each (a quarter of the suite's time went to that). Each file still
    // builds its own app on its own database copy; no test mocks modules.
    isolate: false,
  },
});
