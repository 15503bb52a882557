import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import path from 'node:path';
import { rootDir, serverEntry } from '../scripts/lib/server-process';

export const homePage = path.join(rootDir, 'dist', 'pages', 'index.html');
/**
 * A page every build pre-renders. The home page is no longer one (it is rendered per request,
 * docs/decisions/0080-one-build-of-each-page-and-503.md), so its file cannot say a build is there.
 */
const builtPages = path.join(rootDir, 'dist', 'pages', '404.html');

/** Benchmarks measure the built artefact: build it first when dist/ is incomplete. */
export function ensureBuilt(): void {
  if (existsSync(serverEntry) && existsSync(builtPages)) return;
  console.log('dist/ is incomplete: running `npm run build` first.');
  const build = spawnSync('npm', ['run', 'build'], { cwd: rootDir, stdio: 'inherit' });
  if (build.status !== 0 || !existsSync(serverEntry)) {
    throw new Error(`\`npm run build\` failed (exit code ${build.status ?? build.signal}).`);
  }
}
