/**
 * Make sure Debian's Chromium is installed at /usr/bin/chromium for the browser tests.
 * Installs it with apt-get when missing (root only, non-interactive). Never downloads a browser
 * from anywhere else: test tools' own browser downloads are not reachable here.
 */
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';

const CHROMIUM = '/usr/bin/chromium';
const PACKAGES = ['chromium', 'fonts-liberation'];

function fail(message: string): never {
  console.error(`ensure-chromium: ${message}`);
  process.exit(1);
}

function aptGet(args: string[]): void {
  console.log(`ensure-chromium: apt-get ${args.join(' ')}`);
  const result = spawnSync('apt-get', args, {
    stdio: ['ignore', 'inherit', 'inherit'],
    env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' },
  });
  if (result.error) fail(`could not run apt-get: ${result.error.message}`);
  if (result.status !== 0) {
    fail(`\`apt-get ${args.join(' ')}\` failed with exit code ${result.status ?? result.signal}.`);
  }
}

if (existsSync(CHROMIUM)) {
  console.log(`ensure-chromium: ${CHROMIUM} is present.`);
} else {
  const isRoot = typeof process.getuid === 'function' && process.getuid() === 0;
  if (!isRoot) {
    fail(
      `${CHROMIUM} is missing and this process is not root, so it cannot install it.\n` +
        `Install it as root: apt-get update && apt-get install -y ${PACKAGES.join(' ')}`,
    );
  }
  aptGet(['update']);
  aptGet(['install', '-y', ...PACKAGES]);
  if (!existsSync(CHROMIUM)) fail(`apt-get finished but ${CHROMIUM} is still missing.`);
  console.log(`ensure-chromium: installed ${CHROMIUM}.`);
}
