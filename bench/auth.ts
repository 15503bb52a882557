/**
 * Accounts benchmark (`npm run bench:auth`): sign-in (argon2id verification included) and
 * `GET /api/auth/me` with a valid session, on the real app with a fresh embedded database.
 *
 * The app runs in a child process (`bench/auth.ts serve`: built by `buildApp` as in production,
 * but with rate limits lifted, which the production artefact rightly does not allow), so the
 * server and autocannon do not share an event loop.
 */
import { spawn } from 'node:child_process';
import { mkdtemp, rm } from 'node:fs/promises';
import os from 'node:os';
import path from 'node:path';
import autocannon from 'autocannon';
import { buildApp } from '../server/app';
import { loadConfig } from '../server/config';
import { connectDatabase } from '../server/db/connect';
import { uniformRateLimits } from '../server/plugins/rate-limit';

const DURATION = Number(process.env.BENCH_SECONDS ?? 10);
const WARMUP = 2;

const lifted = uniformRateLimits({ max: 1e9, timeWindow: 60_000 });

/** Child: the app on a free port; prints the port, stops on SIGTERM. */
async function serve() {
  const dataDir = await mkdtemp(path.join(os.tmpdir(), 'ministry-bench-auth-'));
  const config = loadConfig({
    ...process.env,
    NODE_ENV: 'production',
    DATA_DIR: dataDir,
    DATABASE_URL: process.env.BENCH_DATABASE_URL ?? '',
    SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-0123',
    LOG_LEVEL: 'warn',
  });
  const database = await connectDatabase(config);
  await database.migrate();
  const app = await buildApp({ config, database, rateLimits: lifted });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const address = app.server.address();
  const port = typeof address === 'object' && address ? address.port : 0;
  console.log(`PORT ${port}`);
  process.on('SIGTERM', () => {
    void app
      .close()
      .then(() => database.close())
      .then(() => rm(dataDir, { recursive: true, force: true }))
      .then(() => process.exit(0));
  });
}

/** Parent: starts the child, measures it from outside. */
async function measure() {
  const child = spawn(process.execPath, [...process.execArgv, process.argv[1] ?? '', 'serve'], {
    stdio: ['ignore', 'pipe', 'inherit'],
    env: process.env,
  });
  const port = await new Promise<number>((resolve, reject) => {
    let out = '';
    child.stdout.on('data', (chunk: Buffer) => {
      out += chunk.toString();
      const match = /PORT (\d+)/.exec(out);
      if (match) resolve(Number(match[1]));
    });
    child.once('exit', (code) =>
      reject(new Error(`bench server exited (${code}) before listening`)),
    );
  });
  const base = `http://127.0.0.1:${port}`;
  // As a browser on our pages sends its writes: the server refuses a write naming no origin.
  const json = { 'content-type': 'application/json', origin: base };
  const driver = process.env.BENCH_DATABASE_URL ? 'pg' : 'pglite';

  try {
    const account = { email: 'bench@example.org', password: 'a long bench password' };
    const created = await fetch(`${base}/api/auth/register`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify({ ...account, firstName: 'Bench', lastName: 'Mark' }),
    });
    if (created.status !== 201) throw new Error(`register answered ${created.status}`);
    const login = await fetch(`${base}/api/auth/login`, {
      method: 'POST',
      headers: json,
      body: JSON.stringify(account),
    });
    const cookie = (login.headers.get('set-cookie') ?? '').split(';')[0] ?? '';

    const targets = [
      {
        name: 'POST /api/auth/login (argon2id verify + new session)',
        connections: 8,
        method: 'POST' as const,
        path: '/api/auth/login',
        headers: json,
        body: JSON.stringify(account),
      },
      {
        name: 'GET /api/auth/me (valid session)',
        connections: 50,
        method: 'GET' as const,
        path: '/api/auth/me',
        headers: { cookie },
      },
    ];
    const rows: string[] = [];
    for (const t of targets) {
      const opts = {
        url: base + t.path,
        method: t.method,
        headers: t.headers,
        connections: t.connections,
        ...(t.body ? { body: t.body } : {}),
      };
      await autocannon({ ...opts, duration: WARMUP });
      const r = await autocannon({ ...opts, duration: DURATION });
      rows.push(
        `${t.name.padEnd(55)} ${r.requests.mean.toFixed(0).padStart(7)} req/s  ` +
          `p50 ${r.latency.p50.toFixed(1).padStart(6)} ms  p99 ${r.latency.p99.toFixed(1).padStart(6)} ms  ` +
          `non-2xx ${r.non2xx}  errors ${r.errors}  (${t.connections} connections)`,
      );
    }
    console.log(`\n${driver}, ${DURATION} s per target after ${WARMUP} s warm-up\n`);
    for (const row of rows) console.log(row);
  } finally {
    const stopped = new Promise((resolve) => child.once('exit', resolve));
    child.kill('SIGTERM');
    await stopped;
  }
}

const main = process.argv[2] === 'serve' ? serve : measure;

main().catch((error: unknown) => {
  console.error(error);
  process.exitCode = 1;
});
