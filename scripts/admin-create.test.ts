// @module-tag asvs-v6
import { execFile } from 'node:child_process';
import { mkdtempSync, readdirSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { promisify } from 'node:util';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from '../server/project-root';
import { ADMIN_PASSWORD_RULE } from '../server/password-strength';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ministry-admin-create-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

describe('npm run admin:create', () => {
  it('refuses a password under the administrators’ bar, naming the rule, before opening the database', async () => {
    const run = promisify(execFile)(
      process.execPath,
      [
        '--import',
        'tsx',
        'scripts/admin-create.ts',
        '--email',
        'pastor@example.org',
        '--password',
        'member-password',
      ],
      { cwd: projectRoot(), env: { ...process.env, DATA_DIR: dataDir } },
    );
    const failure = await run.then(
      () => undefined,
      (error: { code: number; stderr: string }) => error,
    );
    expect(failure?.code).toBe(2);
    expect(failure?.stderr).toContain(`--password ${ADMIN_PASSWORD_RULE}`);
    expect(failure?.stderr).toContain('Usage: npm run admin:create');
    // Refused before the configuration or the database touched the data folder.
    expect(readdirSync(dataDir)).toEqual([]);
  });
});
