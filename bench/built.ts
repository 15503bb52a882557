import { spawnSync } from 'node:child_process';
import { existsSync, readFileSync } from 'node:fs';
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

/** A process's resident memory now and at its peak, in bytes (Linux /proc). */
export function processMemory(pid: number): { rss: number; peak: number } {
  const status = readFileSync(`/proc/${pid}/status`, 'utf8');
  const kb = (field: string) => Number(new RegExp(`${field}:\\s+(\\d+)`).exec(status)?.[1] ?? 0);
  return { rss: kb('VmRSS') * 1024, peak: kb('VmHWM') * 1024 };
}
