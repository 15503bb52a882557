/**
 * The README's commands run exactly as a newcomer types them (`npm start`, `npm run dev`), from
 * the project's folder, each in its own process group so nothing npm started outlives a test.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import { findFreePort, rootDir } from '../../scripts/lib/server-process';

const STOP_WITHIN_MS = 15_000;

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

export interface ExitStatus {
  code: number | null;
  signal: NodeJS.Signals | null;
}

export interface NpmScript {
  origin: string;
  /** Everything the process group wrote so far. */
  output(): string;
  /** Set once npm has exited. */
  exited(): ExitStatus | undefined;
  /** Waits for /readyz to answer 200; false when npm exited or `withinMs` passed first. */
  ready(withinMs: number): Promise<boolean>;
  /** SIGTERM to npm; its exit status, or undefined when it did not stop within 15 s. */
  stop(): Promise<ExitStatus | undefined>;
  /** True once no process of the group is left (within 15 s). */
  gone(): Promise<boolean>;
  /** Kills whatever of the group is left and removes its data folder. */
  cleanUp(): Promise<void>;
}

/** `npm <args>` on a free port with a fresh data folder. */
export async function runNpm(args: readonly string[], name: string): Promise<NpmScript> {
  const port = await findFreePort();
  const dataDir = await mkdtemp(path.join(os.tmpdir(), `ministry-${name}-`));
  const chunks: string[] = [];
  const npm = spawn('npm', args, {
    cwd: rootDir,
    detached: true,
    env: { ...process.env, PORT: String(port), DATA_DIR: dataDir, LOG_LEVEL: 'info' },
    stdio: ['ignore', 'pipe', 'pipe'],
  });
  npm.stdout.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  npm.stderr.on('data', (chunk: Buffer) => chunks.push(chunk.toString()));
  let exited: ExitStatus | undefined;
  const exit = new Promise<ExitStatus>((resolve) =>
    npm.once('exit', (code, signal) => resolve((exited = { code, signal }))),
  );
  const origin = `http://127.0.0.1:${port}`;
  const pgid = npm.pid ?? 0;
  return {
    origin,
    output: () => chunks.join(''),
    exited: () => exited,
    async ready(withinMs) {
      const deadline = Date.now() + withinMs;
      while (!exited && Date.now() < deadline) {
        try {
          if ((await fetch(`${origin}/readyz`, { signal: AbortSignal.timeout(2_000) })).ok) {
            return true;
          }
        } catch {
          // Not listening yet.
        }
        await delay(250);
      }
      return false;
    },
    async stop() {
      process.kill(pgid, 'SIGTERM');
      return Promise.race([exit, delay(STOP_WITHIN_MS).then(() => undefined)]);
    },
    async gone() {
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
    },
    async cleanUp() {
      // The whole group, npm gone or not: a process it left must not outlive the test.
      if (pgid) {
        try {
          process.kill(-pgid, 'SIGKILL');
        } catch {
          // Already gone.
        }
      }
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}
