import { defineConfig } from 'vitest/config';

/**
 * Browser tests: one built server for the whole run (e2e/global-setup.ts), one Chromium per test
 * file, files one after another (the CI machine has 2 cores and the server shares them).
 */
export default defineConfig({
  test: {
    include: ['e2e/**/*.e2e.ts'],
    environment: 'node',
    globalSetup: ['e2e/global-setup.ts'],
    fileParallelism: false,
    maxWorkers: 1,
    testTimeout: 60_000,
    hookTimeout: 120_000,
    teardownTimeout: 30_000,
    retry: 0,
  },
});
