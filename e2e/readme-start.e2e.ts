/**
 * The README's front door: `npm start`, run exactly as a newcomer types it (through npm, from the
 * project's folder), serves the site and stops cleanly on SIGTERM. Every other test starts the
 * built bundle directly, so only this one notices a start script that exits without serving.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { afterAll, describe, expect, it } from 'vitest';
import { findFreePort, rootDir } from '../scripts/lib/server-process';

const READY_WITHIN_MS = 90_000;
const STOP_WITHIN_MS = 15_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

/** True once no process of the group is left (within the stop deadline). */
async function groupGone(pgid: number): Promise<boolean> {
  const deadline = Date.now() + STOP_WITHIN_MS;
  while (Date.now() < deadline) {
    try {
      process.kill(-pgid, 0);
    } catch {
      return true;
    }
    await delay(100);
  }
  return false;
}

describe('npm start', () => {
  let dataDir = '';
  afterAll(async () => {
    if (dataDir) await rm(dataDir, { recursive: true, force: true });
  });

  it(
    'serves the home page and /readyz on PORT, then stops gracefully on SIGTERM',
    { timeout: 180_000 },
    async () => {
      const port = await findFreePort();
      dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-npm-start-'));
      const origin = `http://127.0.0.1:${port}`;
      const output: string[] = [];
      // Its own process group, so nothing npm started outlives the test if it fails.
      const npm = spawn('npm', ['start'], {
        cwd: rootDir,
        detached: true,
        env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      npm.stdout.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      npm.stderr.on('data', (chunk: Buffer) => output.push(chunk.toString()));
      const exit = new Promise<{ code: number | null; signal: NodeJS.Signals | null }>((resolve) =>
        npm.once('exit', (code, signal) => resolve({ code, signal })),
      );
      let exited: { code: number | null; signal: NodeJS.Signals | null } | undefined;
      void exit.then((status) => (exited = status));

      try {
        let ready = false;
        const deadline = Date.now() + READY_WITHIN_MS;
        while (!ready && !exited && Date.now() < deadline) {
          try {
            ready = (await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok;
          } catch {
            // Not listening yet.
          }
          if (!ready) await delay(250);
        }
        expect(
          exited,
          `npm start exited before serving (${JSON.stringify(exited)}):\n${output.join('')}`,
        ).toBeUndefined();
        expect(ready, `npm start did not serve /readyz within 90 s:\n${output.join('')}`).toBe(
          true,
        );

        const home = await fetch(`${origin}/`);
        expect(home.status).toBe(200);
        expect(home.headers.get('content-type')).toMatch(/text\/html/);
        expect(await home.text()).toContain('Kingdom Truth Ministry');

        // npm passes the signal on to the server and may then end by the same signal itself; what
        // counts is that the server stops gracefully and nothing of the group is left running.
        process.kill(npm.pid ?? 0, 'SIGTERM');
        const stopped = await Promise.race([exit, delay(STOP_WITHIN_MS).then(() => undefined)]);
        expect(stopped, 'npm start did not stop within 15 s of SIGTERM').toBeDefined();
        expect([0, null]).toContain(stopped?.code);
        expect(await groupGone(npm.pid ?? 0), 'a process of npm start outlived it').toBe(true);
        const log = output.join('');
        expect(log).toContain('stopping: no new connections');
        expect(log).not.toMatch(/shutdown deadline passed|error while stopping/);
        await expect(fetch(`${origin}/readyz`)).rejects.toThrow();
      } finally {
        if (!exited && npm.pid) {
          try {
            process.kill(-npm.pid, 'SIGKILL');
          } catch {
            // Already gone.
          }
        }
      }
    },
  );
});
