import { createServer, Socket, type Server } from 'node:net';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp } from '../app';
import { createTestDatabase } from '../test/database';
import { testConfig } from '../test/app';
import { connectPostgres, type DatabaseHandle } from './connect';

/**
 * PostgreSQL lost and found again, through a TCP proxy this test controls. Runs in the
 * PostgreSQL pass only (vitest.config.ts includes *.pg.test.ts when TEST_DB_DRIVER=pg).
 */
class Proxy {
  private server: Server | undefined;
  private sockets = new Set<Socket>();
  port = 0;
  constructor(private readonly target: { host: string; port: number }) {}

  async open(): Promise<void> {
    this.server = createServer((client) => {
      const upstream = new Socket();
      upstream.connect(this.target.port, this.target.host);
      for (const s of [client, upstream]) {
        this.sockets.add(s);
        s.on('close', () => this.sockets.delete(s));
        s.on('error', () => s.destroy());
      }
      client.pipe(upstream).pipe(client);
    });
    await new Promise<void>((resolve) => this.server?.listen(this.port, '127.0.0.1', resolve));
    const address = this.server.address();
    if (address && typeof address === 'object') this.port = address.port;
  }

  /** Stops accepting and drops every connection, as a crashed server or a cut cable would. */
  async cut(): Promise<void> {
    for (const s of this.sockets) s.destroy();
    await new Promise<void>((resolve) => this.server?.close(() => resolve()));
  }
}

let template: DatabaseHandle & { url?: string };
let proxy: Proxy;
let database: DatabaseHandle;
let app: Awaited<ReturnType<typeof buildApp>>;

beforeAll(async () => {
  // A database of this file's own (migrated), reached through the proxy.
  template = await createTestDatabase();
  if (!template.url) throw new Error('the PostgreSQL pass gives each file a database URL');
  const direct = new URL(template.url);
  proxy = new Proxy({ host: direct.hostname, port: Number(direct.port || 5432) });
  await proxy.open();
  const viaProxy = new URL(template.url);
  viaProxy.host = `127.0.0.1:${proxy.port}`;
  database = connectPostgres(viaProxy.toString(), { max: 4 });
  app = await buildApp({ config: testConfig(), database, logger: false });
  await app.ready();
});

afterAll(async () => {
  await app?.close();
  await database?.close().catch(() => {});
  await proxy?.cut().catch(() => {});
  await template?.close();
});

const subscribe = (email: string) =>
  app.inject({
    method: 'POST',
    url: '/api/newsletter/subscribe',
    headers: { 'content-type': 'application/json', origin: 'http://localhost:3000' },
    payload: { email },
  });

describe('database lost', () => {
  it('answers 503 quickly while the database is away and recovers without a restart', async () => {
    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await subscribe('before@example.org')).statusCode).toBe(200);

    await proxy.cut();

    const started = Date.now();
    const ready = await app.inject('/readyz');
    expect(ready.statusCode).toBe(503);
    expect(Date.now() - started).toBeLessThan(10_000);
    expect((await app.inject('/healthz')).statusCode).toBe(200);

    const during = Date.now();
    const refused = await subscribe('during@example.org');
    expect(refused.statusCode).toBe(503);
    expect(refused.json()).toEqual({
      message: 'The service is temporarily unavailable. Please try again shortly.',
      code: 'UNAVAILABLE',
    });
    expect(refused.body).not.toMatch(/ECONN|stack|pg|postgres/i);
    expect(Date.now() - during).toBeLessThan(10_000);

    await proxy.open();

    expect((await app.inject('/readyz')).statusCode).toBe(200);
    expect((await subscribe('after@example.org')).statusCode).toBe(200);
  }, 60_000);
});
