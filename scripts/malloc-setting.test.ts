import { readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { rootDir, SERVER_MALLOC_ENV } from './lib/server-process';

const read = (file: string) => readFileSync(path.join(rootDir, file), 'utf8');

/** Every launcher of the server gives it the same malloc settings (server-process.ts says why). */
describe('the server is started with freed memory handed back', () => {
  const settings = Object.entries(SERVER_MALLOC_ENV);

  it('by npm start', () => {
    const start = (JSON.parse(read('package.json')) as { scripts: Record<string, string> }).scripts
      .start;
    for (const [name, value] of settings) expect(start).toContain(`${name}=${value} exec node `);
  });

  it('by the systemd unit of docs/deploy.md', () => {
    const deploy = read('docs/deploy.md');
    for (const [name, value] of settings) {
      expect(deploy).toContain(`Environment=${name}=${value}\n`);
    }
  });
});
