/**
 * Installs a program from Debian's packages when it is missing (root only, non-interactive):
 * Chromium for the browser tests, wrk for the benchmarks. Nothing is downloaded from elsewhere.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

export class PackageError extends Error {}

function aptGet(label: string, args: string[]): void {
  console.log(`${label}: apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) throw new PackageError(`could not run apt-get: ${result.error.message}`);
  if (result.status !== 0) {
    throw new PackageError(
      `\`apt-get ${args.join(' ')}\` failed with exit code ${result.status ?? result.signal}.`,
    );
  }
}

/** Makes sure `binary` exists, installing `packages` with apt-get if not; throws PackageError. */
export function ensureDebianPackage(label: string, binary: string, packages: string[]): void {
  if (existsSync(binary)) return;
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    throw new PackageError(
      `${binary} is missing and this process is not root, so it cannot install it.\n` +
        `Install it as root: apt-get update && apt-get install -y ${packages.join(' ')}`,
    );
  }
  aptGet(label, ['update']);
  aptGet(label, ['install', '-y', ...packages]);
  if (!existsSync(binary))
    throw new PackageError(`apt-get finished but ${binary} is still missing.`);
  console.log(`${label}: installed ${binary}.`);
}
