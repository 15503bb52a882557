/**
 * Start and stop the built server (`dist/server/main.js`) as a child process on a free local
 * port with its own temporary data directory. Shared by the browser tests' global setup and the
 * HTTP benchmark, so both run the exact artefact that production runs.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const rootDir = fileURLToPath(new URL('../../', import.meta.url));
export const serverEntry = path.join(rootDir, 'dist', 'server', 'main.js');

const HOST = '127.0.0.1';
const READY_POLL_MS = 250;
const STOP_GRACE_MS = 10_000;
const OUTPUT_TAIL_LINES = 60;

/**
 * glibc's malloc settings every launcher of the server gives it (`npm start`, the systemd unit of
 * docs/deploy.md, this file for the browser tests and benchmarks), so all run what production
 * runs: blocks of 128 kB and more are mapped on their own and handed back to the system when
 * freed, instead of glibc raising that bar as it frees them and keeping the memory. Without it
 * the embedded database's set-up and the Bible's loading leave ~70–100 MB of freed memory in the
 * process for good (docs/decisions/0051-memory-handed-back.md).
 */
export const SERVER_MALLOC_ENV = { MALLOC_MMAP_THRESHOLD_: '131072' } as const;

export interface StartServerOptions {
  /** Extra environment for the server (PORT, HOST and DATA_DIR are set here). */
  env?: Record<string, string>;
  /** How long to wait for `GET /readyz` to answer 200. */
  readyTimeoutMs?: number;
  /** Prefix of the temporary data directory's name. */
  tempPrefix?: string;
  /** The port to listen on (default: a free one), for settings that must name it beforehand. */
  port?: number;
  /** An existing data directory (e.g. seeded beforehand); kept on stop, unlike a temporary one. */
  dataDir?: string;
  /** Copy the server's output to this process's stderr, each line prefixed (default true). */
  echoOutput?: boolean;
}

export interface StopResult {
  code: number | null;
  signal: NodeJS.Signals | null;
  /** True when the server did not stop within the grace period and was killed. */
  killed: boolean;
}

export interface RunningServer {
  baseUrl: string;
  port: number;
  dataDir: string;
  pid: number;
  /** The last lines the server wrote (stdout and stderr), for error messages. */
  outputTail(): string;
  /** How the process ended, or undefined while it still runs. */
  exitStatus(): { code: number | null; signal: NodeJS.Signals | null } | undefined;
  /**
   * SIGTERM, wait for exit (SIGKILL after 10 s), then remove the data directory unless
   * `keepDataDir` (the load benchmark reads the embedded database once the server let go of it;
   * it removes the directory itself).
   */
  stop(options?: { keepDataDir?: boolean }): Promise<StopResult>;
}

/** Ask the OS for a port that is free right now on 127.0.0.1. */
export function findFreePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.unref();
    probe.once('error', reject);
    probe.listen(0, HOST, () => {
      const address = probe.address();
      if (address === null || typeof address === 'string') {
        probe.close();
        reject(new Error('Could not read the port of the probe socket'));
        return;
      }
      const { port } = address;
      probe.close(() => resolve(port));
    });
  });
}

const delay = (ms: number) => new Promise<void>((resolve) => setTimeout(resolve, ms));

function waitForExit(child: ChildProcess, timeoutMs: number): Promise<boolean> {
  if (child.exitCode !== null || child.signalCode !== null) return Promise.resolve(true);
  return new Promise((resolve) => {
    const timer = setTimeout(() => {
      child.off('exit', onExit);
      resolve(false);
    }, timeoutMs);
    const onExit = () => {
      clearTimeout(timer);
      resolve(true);
    };
    child.once('exit', onExit);
  });
}

/** Start `dist/server/main.js`; resolves once `/readyz` answers 200. */
export async function startBuiltServer(options: StartServerOptions = {}): Promise<RunningServer> {
  if (!existsSync(serverEntry)) {
    throw new Error(
      `${path.relative(rootDir, serverEntry)} is missing: run \`npm run build\` first.`,
    );
  }
  const readyTimeoutMs = options.readyTimeoutMs ?? 60_000;
  const echo = options.echoOutput ?? true;
  const port = options.port ?? (await findFreePort());
  const dataDir =
    options.dataDir ??
    (await mkdtemp(path.join(os.tmpdir(), options.tempPrefix ?? 'ministry-server-')));
  const baseUrl = `http://${HOST}:${port}`;

  const child = spawn(process.execPath, [serverEntry], {
    cwd: rootDir,
    env: {
      ...process.env,
      LOG_LEVEL: 'warn',
      ...SERVER_MALLOC_ENV,
      ...options.env,
      PORT: String(port),
      HOST,
      DATA_DIR: dataDir,
    },
    stdio: ['ignore', 'pipe', 'pipe'],
  });

  const tail: string[] = [];
  const record = (stream: NodeJS.ReadableStream) => {
    let partial = '';
    stream.setEncoding('utf8');
    stream.on('data', (chunk: string) => {
      const lines = (partial + chunk).split('\n');
      partial = lines.pop() ?? '';
      for (const line of lines) {
        tail.push(line);
        if (tail.length > OUTPUT_TAIL_LINES) tail.shift();
        if (echo) process.stderr.write(`[server] ${line}\n`);
      }
    });
  };
  if (child.stdout) record(child.stdout);
  if (child.stderr) record(child.stderr);
  const outputTail = () => tail.join('\n');
  const exitStatus = () =>
    child.exitCode === null && child.signalCode === null
      ? undefined
      : { code: child.exitCode, signal: child.signalCode };

  // If this process dies without running teardown, do not leave the server behind.
  const killOnExit = () => {
    if (child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  };
  process.once('exit', killOnExit);

  let stopped: Promise<StopResult> | undefined;
  const stop = (stopOptions: { keepDataDir?: boolean } = {}): Promise<StopResult> => {
    stopped ??= (async () => {
      let killed = false;
      if (child.exitCode === null && child.signalCode === null) {
        child.kill('SIGTERM');
        if (!(await waitForExit(child, STOP_GRACE_MS))) {
          killed = true;
          child.kill('SIGKILL');
          await waitForExit(child, STOP_GRACE_MS);
        }
      }
      process.off('exit', killOnExit);
      if (!options.dataDir && !stopOptions.keepDataDir) {
        await rm(dataDir, { recursive: true, force: true });
      }
      return { code: child.exitCode, signal: child.signalCode, killed };
    })();
    return stopped;
  };

  const deadline = Date.now() + readyTimeoutMs;
  let lastProblem = 'no answer yet';
  while (Date.now() < deadline) {
    if (child.exitCode !== null || child.signalCode !== null) {
      await stop();
      throw new Error(
        `The server exited before it was ready (code ${child.exitCode}, signal ${child.signalCode}).\n` +
          `Last output:\n${outputTail()}`,
      );
    }
    try {
      const answer = await fetch(`${baseUrl}/readyz`, { signal: AbortSignal.timeout(2_000) });
      if (answer.status === 200) {
        return { baseUrl, port, dataDir, pid: child.pid ?? -1, outputTail, exitStatus, stop };
      }
      lastProblem = `GET /readyz answered ${answer.status}`;
    } catch (error) {
      lastProblem = error instanceof Error ? error.message : String(error);
    }
    await delay(READY_POLL_MS);
  }
  await stop();
  throw new Error(
    `The server was not ready within ${readyTimeoutMs / 1000} s (${lastProblem}).\n` +
      `Last output:\n${outputTail()}`,
  );
}
