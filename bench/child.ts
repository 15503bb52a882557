import { spawn } from 'node:child_process';
import path from 'node:path';
import { rootDir } from '../scripts/lib/server-process';

/**
 * Runs a bench helper server (`bench/*.ts`, through tsx) that prints "ready <port> [extra]" once
 * it listens; resolves with its address.
 */
export function startChild(
  script: string,
  args: string[] = [],
  env: Record<string, string> = {},
): Promise<{ baseUrl: string; extra: string; stop: () => void }> {
  const child = spawn(
    path.join(rootDir, 'node_modules/.bin/tsx'),
    [path.join(rootDir, script), ...args],
    { cwd: rootDir, stdio: ['ignore', 'pipe', 'inherit'], env: { ...process.env, ...env } },
  );
  return new Promise((resolve, reject) => {
    child.once('exit', (code) => reject(new Error(`${script} exited (${code})`)));
    child.stdout.on('data', (chunk: Buffer) => {
      const match = /ready (\d+) ?(\d*)/.exec(chunk.toString());
      if (match) {
        resolve({
          baseUrl: `http://127.0.0.1:${match[1]}`,
          extra: match[2] ?? '',
          stop: () => child.kill('SIGTERM'),
        });
      }
    });
  });
}
