import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { connect, createServer } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { afterAll, describe, expect, it } from 'vitest';
import { projectRoot } from './project-root';

const root = projectRoot();
const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ministry-main-'));
afterAll(() => rmSync(dataDir, { recursive: true, force: true }));

const freePort = () =>
  new Promise<number>((resolve) => {
    const server = createServer().listen(0, '127.0.0.1', () => {
      const address = server.address();
      server.close(() => resolve(typeof address === 'object' && address ? address.port : 0));
    });
  });

/** The server itself, not a launcher, so signals reach it (and no orphan survives a kill). */
async function start(port: number, env: Record<string, string> = {}): Promise<ChildProcess> {
  const child = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
    cwd: root,
    env: {
      ...process.env,
      PORT: String(port),
      HOST: '127.0.0.1',
      DATA_DIR: dataDir,
      LOG_LEVEL: 'warn',
      ...env,
    },
    stdio: 'inherit',
  });
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/readyz`)).ok) return child;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 250));
  }
  child.kill('SIGKILL');
  throw new Error('server did not become ready within 60 s');
}

function exited(child: ChildProcess): Promise<{ code: number | null; ms: number }> {
  const since = Date.now();
  return new Promise((resolve) =>
    child.once('exit', (code) => resolve({ code, ms: Date.now() - since })),
  );
}

describe('the server process', () => {
  it('stops on SIGTERM with exit 0, keeps its data, and refuses a bad configuration', async () => {
    const port = await freePort();
    const first = await start(port);
    const subscribe = await fetch(`http://127.0.0.1:${port}/api/newsletter/subscribe`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify({ email: 'kept@example.org' }),
    });
    expect(subscribe.status).toBe(200);
    const stopping = exited(first);
    first.kill('SIGTERM');
    const { code, ms } = await stopping;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(10_000);

    const db = await PGlite.create(path.join(dataDir, 'pglite'));
    const rows = await db.query<{ email: string }>('select email from newsletter_subscriptions');
    await db.close();
    expect(rows.rows.map((r) => r.email)).toContain('kept@example.org');

    const bad = spawn(process.execPath, ['--import', 'tsx', 'server/main.ts'], {
      cwd: root,
      env: { ...process.env, PORT: 'not-a-port', DATA_DIR: dataDir },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    let stderr = '';
    bad.stderr?.on('data', (chunk: Buffer) => (stderr += chunk.toString()));
    const result = await exited(bad);
    expect(result.code).toBe(1);
    expect(stderr).toContain('PORT');
  }, 150_000);

  it('on SIGTERM answers /readyz 503 at once, drains, finishes a slow request, exits 0', async () => {
    const port = await freePort();
    const server = await start(port, { SHUTDOWN_DRAIN_SECONDS: '2' });
    const body = JSON.stringify({ email: 'in-flight@example.org' });
    const half = Math.floor(body.length / 2);
    const socket = connect(port, '127.0.0.1');
    await new Promise<void>((resolve) => socket.once('connect', () => resolve()));
    let answer = '';
    socket.on('data', (chunk: Buffer) => (answer += chunk.toString()));
    // Headers and half the body: the request is in flight when the signal comes.
    socket.write(
      `POST /api/newsletter/subscribe HTTP/1.1\r\nHost: 127.0.0.1:${port}\r\n` +
        `Origin: http://127.0.0.1:${port}\r\n` +
        `Content-Type: application/json\r\nContent-Length: ${body.length}\r\n` +
        `Connection: close\r\n\r\n${body.slice(0, half)}`,
    );
    await new Promise((r) => setTimeout(r, 300));
    const stopping = exited(server);
    server.kill('SIGTERM');
    await new Promise((r) => setTimeout(r, 300));

    // Draining: a balancer polling /readyz hears 503 at once, while visitors are still served,
    // each answer closing its connection so that the next request goes to another process.
    const ready = await fetch(`http://127.0.0.1:${port}/readyz`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toEqual({ status: 'stopping' });
    const served = await fetch(`http://127.0.0.1:${port}/api/ebooks`);
    expect(served.status).toBe(200);
    expect(served.headers.get('connection')).toBe('close');
    await served.arrayBuffer();

    // After the drain time no new connection is taken; the slow request is still in flight.
    await new Promise((r) => setTimeout(r, 2_500));
    const refused = await fetch(`http://127.0.0.1:${port}/healthz`).then(
      (r) => r.status,
      () => 'refused',
    );
    expect(refused).toBe('refused');

    socket.end(body.slice(half));
    await new Promise<void>((resolve) => socket.once('close', () => resolve()));
    expect(answer).toMatch(/^HTTP\/1\.1 200/);
    expect(answer).toContain('Successfully subscribed!');

    const { code, ms } = await stopping;
    expect(code).toBe(0);
    expect(ms).toBeLessThan(12_000);
  }, 150_000);

  it('holds its data folder: scripts and a second server are refused while it runs', async () => {
    const runScript = (script: string, args: string[] = []) => {
      const child = spawn(process.execPath, ['--import', 'tsx', script, ...args], {
        cwd: root,
        env: { ...process.env, DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      let output = '';
      child.stdout?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      child.stderr?.on('data', (chunk: Buffer) => (output += chunk.toString()));
      return exited(child).then(({ code }) => ({ code, output }));
    };
    const admin = { email: 'pastor@example.org', password: 'Narrow-Gate-Matthew-7:13' };
    const adminArgs = ['--email', admin.email, '--password', admin.password];
    const running = 'The site is running on this data folder';

    const port = await freePort();
    const server = await start(port);
    for (const [script, args] of [
      ['scripts/admin-create.ts', adminArgs],
      ['scripts/seed.ts', []],
      ['scripts/db-migrate.ts', []],
      ['server/main.ts', []],
    ] as const) {
      const result = await runScript(script, [...args]);
      expect({ script, code: result.code }).toEqual({ script, code: 1 });
      expect(result.output).toContain(running);
      expect(result.output).toContain(`process ${server.pid}`);
    }
    // Nothing the refused scripts did reached the database.
    const refused = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
      body: JSON.stringify(admin),
    });
    expect(refused.status).toBe(401);

    // Killed without a chance to let go: the lock it leaves is stale, not a wall.
    const killed = exited(server);
    server.kill('SIGKILL');
    await killed;
    const created = await runScript('scripts/admin-create.ts', adminArgs);
    expect(created.output).not.toContain(running);
    expect(created.code).toBe(0);

    const again = await start(port);
    try {
      const login = await fetch(`http://127.0.0.1:${port}/api/auth/login`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', origin: `http://127.0.0.1:${port}` },
        body: JSON.stringify(admin),
      });
      expect(login.status).toBe(200);
      expect(((await login.json()) as { isAdmin: boolean }).isAdmin).toBe(true);
    } finally {
      const stopped = exited(again);
      again.kill('SIGTERM');
      expect((await stopped).code).toBe(0);
    }
  }, 240_000);
});
