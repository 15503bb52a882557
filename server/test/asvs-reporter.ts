/**
 * Prints, after the unit and API tests, one line per OWASP ASVS 5.0 chapter the suite covers,
 * counting the tests behind it. A test counts for a chapter when it carries the chapter's tag:
 * `// @module-tag asvs-v7` at the top of a file tags every test in it, `{ tags: ['asvs-v7'] }` on
 * a `describe` or `it` tags those. The chapters are the tags defined in vitest.config.ts.
 */
import type { Reporter, TestModule } from 'vitest/node';

export const ASVS_CHAPTERS = [
  { name: 'asvs-v3', description: 'ASVS V3 Web frontend security' },
  { name: 'asvs-v5', description: 'ASVS V5 File handling' },
  { name: 'asvs-v6', description: 'ASVS V6 Authentication' },
  { name: 'asvs-v7', description: 'ASVS V7 Session management' },
  { name: 'asvs-v8', description: 'ASVS V8 Authorization' },
  { name: 'asvs-v15', description: 'ASVS V15 Secure coding and architecture' },
] as const;

export default class AsvsReporter implements Reporter {
  onTestRunEnd(testModules: ReadonlyArray<TestModule>): void {
    const counts = new Map<string, { passed: number; failed: number }>(
      ASVS_CHAPTERS.map((c) => [c.name, { passed: 0, failed: 0 }]),
    );
    for (const module of testModules) {
      for (const test of module.children.allTests()) {
        const state = test.result().state;
        for (const tag of new Set(test.tags)) {
          const count = counts.get(tag);
          if (!count) continue;
          if (state === 'passed') count.passed += 1;
          else if (state === 'failed') count.failed += 1;
        }
      }
    }
    const where = process.env.TEST_DB_DRIVER === 'pg' ? 'PostgreSQL' : 'PGlite';
    const lines = ASVS_CHAPTERS.map(({ name, description }) => {
      const { passed, failed } = counts.get(name) ?? { passed: 0, failed: 0 };
      return `${description}: ${passed} tests passed${failed ? `, ${failed} failed` : ''} (${where})`;
    });
    process.stdout.write(`\n${lines.join('\n')}\n`);
  }
}
