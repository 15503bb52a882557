import { mkdirSync, mkdtempSync, rmSync, utimesSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { formatLine, runDoctor, type DoctorLine } from './lib/doctor';

const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ministry-doctor-'));
const backupDir = path.join(dataDir, 'backups');
mkdirSync(backupDir);
const servers: Server[] = [];
let healthy = '';
let tcpPort = 0;
let closedPort = 0;

async function listen(server: Server): Promise<number> {
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  servers.push(server);
  return (server.address() as AddressInfo).port;
}

beforeAll(async () => {
  const site = createHttpServer((request, response) => {
    response.writeHead(request.url === '/healthz' ? 200 : 404).end('ok');
  });
  healthy = `http://127.0.0.1:${await listen(site)}`;
  tcpPort = await listen(createServer((socket) => socket.end()));
  const spare = createServer();
  closedPort = await listen(spare);
  servers.splice(servers.indexOf(spare), 1);
  spare.close();
});
afterAll(() => {
  for (const server of servers) server.close();
  rmSync(dataDir, { recursive: true, force: true });
});

const env = (more: Record<string, string> = {}) => ({
  NODE_ENV: 'test',
  DATA_DIR: dataDir,
  BACKUP_DIR: backupDir,
  SESSION_SECRET: 'doctor-secret-doctor-secret-doctor-secret-0123',
  PUBLIC_URL: healthy,
  SMTP_URL: `smtp://127.0.0.1:${tcpPort}`,
  LOG_LEVEL: 'silent',
  ...more,
});

const byCheck = (lines: DoctorLine[]) => Object.fromEntries(lines.map((l) => [l.check, l]));

function backup(hoursAgo: number) {
  const name = `backup-20261128T000000000Z-${hoursAgo > 0 ? 'scheduled' : 'manual'}.tar.gz`;
  const file = path.join(backupDir, name);
  writeFileSync(file, 'x');
  const when = new Date(Date.now() - hoursAgo * 3_600_000);
  utimesSync(file, when, when);
}

describe('npm run doctor', () => {
  it('says OK on every line when all is well', async () => {
    backup(1);
    const lines = await runDoctor(env(), { minFreeBytes: 1 });
    expect(lines.map((l) => l.check)).toEqual([
      'Configuration',
      'Disk space',
      'Backups',
      'SMTP',
      'Stripe',
      'Redis',
      'PUBLIC_URL',
    ]);
    expect(lines.filter((l) => !l.ok)).toEqual([]);
    expect(formatLine(lines[6] as DoctorLine)).toBe(`OK   PUBLIC_URL: ${healthy} answers`);
  });

  it('names each fault with what to do', async () => {
    const found = byCheck(
      await runDoctor(
        env({
          PUBLIC_URL: `http://127.0.0.1:${closedPort}`,
          SMTP_URL: `smtp://127.0.0.1:${closedPort}`,
          REDIS_URL: `redis://127.0.0.1:${closedPort}`,
          STRIPE_SECRET_KEY: 'pk_test_wrongkind',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
          STRIPE_WEBHOOK_SECRET: 'secret',
        }),
        { minFreeBytes: Number.MAX_SAFE_INTEGER },
      ),
    );
    expect(found['Disk space']).toMatchObject({
      ok: false,
      say: expect.stringMatching(/^only \d+ MB free in .*: free some space/),
    });
    expect(found.SMTP).toMatchObject({
      ok: false,
      say: expect.stringContaining('does not answer: check SMTP_URL'),
    });
    expect(found.Redis).toMatchObject({
      ok: false,
      say: expect.stringContaining('does not answer: check REDIS_URL'),
    });
    expect(found.Stripe).toEqual({
      check: 'Stripe',
      ok: false,
      say: 'set STRIPE_SECRET_KEY (sk_…), STRIPE_WEBHOOK_SECRET (whsec_…) from Stripe’s dashboard',
    });
    expect(found.PUBLIC_URL).toMatchObject({
      ok: false,
      say: expect.stringContaining('does not answer from this server'),
    });
  });

  it('says when Stripe’s keys do not match, and when mail is not sent at all', async () => {
    const found = byCheck(
      await runDoctor(
        env({
          SMTP_URL: '',
          STRIPE_SECRET_KEY: 'sk_live_abc',
          STRIPE_PUBLISHABLE_KEY: 'pk_test_abc',
          STRIPE_WEBHOOK_SECRET: 'whsec_abc',
        }),
        { minFreeBytes: 1 },
      ),
    );
    expect(found.Stripe).toMatchObject({
      ok: false,
      say: expect.stringContaining('use a matching pair'),
    });
    expect(found.SMTP).toMatchObject({
      ok: false,
      say: expect.stringContaining('SMTP_URL is not set'),
    });
  });

  it('says when the newest backup is older than twice the interval, or there is none', async () => {
    rmSync(backupDir, { recursive: true, force: true });
    mkdirSync(backupDir);
    const none = byCheck(await runDoctor(env(), { minFreeBytes: 1 }));
    expect(none.Backups).toMatchObject({
      ok: false,
      say: expect.stringContaining('run npm run backup'),
    });
    backup(49);
    const old = byCheck(await runDoctor(env({ BACKUP_EVERY_HOURS: '24' }), { minFreeBytes: 1 }));
    expect(old.Backups).toMatchObject({
      ok: false,
      say: expect.stringMatching(/^the newest is 49 h old, more than 48 h/),
    });
  });

  it('stops at a configuration the site would refuse', async () => {
    const lines = await runDoctor(env({ PUBLIC_URL: 'not a url' }));
    expect(lines).toHaveLength(1);
    expect(lines[0]).toMatchObject({
      check: 'Configuration',
      ok: false,
      say: expect.stringContaining('fix the environment'),
    });
  });
});
