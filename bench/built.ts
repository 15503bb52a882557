import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rootDir, serverEntry } from '../scripts/lib/server-process';

export const homePage = path.join(rootDir, 'dist', 'pages', 'index.html');

/** Benchmarks measure the built artefact: build it first when dist/ is incomplete. */
export function ensureBuilt(): void {
  if (existsSync(serverEntry) && existsSync(homePage)) return;
  console.log('dist/ is incomplete: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(serverEntry)) {
    throw new Error(`\`npm run build\` failed (exit code ${build.status ?? build.signal}).`);
  }
}
