import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { once } from 'node:events';
import { createServer as createHttpServer } from 'node:http';
import { createServer, type Server } from 'node:net';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { PutObjectCommand } from '@aws-sdk/client-s3';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { connectDatabase } from '../server/db/connect';
import { migrationCounts } from '../server/modules/backups/database-snapshot';
import { backupName } from '../server/modules/backups/service';
import { startTestS3, type TestS3 } from '../server/test/s3';
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
  const name = backupName(new Date(Date.now() - hoursAgo * 3_600_000), 'scheduled');
  writeFileSync(path.join(backupDir, name), 'x');
}

describe('npm run doctor', () => {
  it('says OK on every line when all is well', async () => {
    backup(1);
    const lines = await runDoctor(env(), { minFreeBytes: 1 });
    expect(lines.map((l) => l.check)).toEqual([
      'Configuration',
      'Database',
      'Migrations',
      'Disk space',
      'Backups',
      'SMTP',
      'S3',
      'Stripe',
      'Redis',
      'PUBLIC_URL',
    ]);
    expect(lines.filter((l) => !l.ok)).toEqual([]);
    expect(formatLine(lines[9] as DoctorLine)).toBe(`OK   PUBLIC_URL: ${healthy} answers`);
    expect(byCheck(lines).Database?.say).toBe(`none yet in ${dataDir}: npm start makes it`);
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

  it('says whether the database answers and its migrations are this code’s', async () => {
    const folder = mkdtempSync(path.join(os.tmpdir(), 'ministry-doctor-db-'));
    try {
      const handle = await connectDatabase({ databaseUrl: undefined, dataDir: folder });
      await handle.migrate();
      const doctor = async () => byCheck(await runDoctor(env({ DATA_DIR: folder })));
      // Open by another process (here, this one): never opened twice, taken as the site's.
      const whileOpen = await doctor();
      expect(whileOpen.Database).toMatchObject({
        ok: true,
        say: `embedded, open by the running site (process ${process.pid})`,
      });
      expect(whileOpen.Migrations?.say).toContain('applied by the running site');
      const { known: n } = await migrationCounts(handle.db);
      await handle.db.execute(
        sql`delete from drizzle.__drizzle_migrations where id = (select max(id) from drizzle.__drizzle_migrations)`,
      );
      await handle.close();
      const behind = await doctor();
      expect(behind.Database).toMatchObject({ ok: true, say: 'The embedded database answers' });
      expect(behind.Migrations).toEqual({
        check: 'Migrations',
        ok: false,
        say: `${n - 1} of ${n} applied: start the site (it backs up, then applies them) or run npm run db:migrate`,
      });
      const again = await connectDatabase({ databaseUrl: undefined, dataDir: folder });
      await again.db.execute(
        sql`insert into drizzle.__drizzle_migrations (hash, created_at) values ('a', 1), ('b', 2)`,
      );
      await again.close();
      expect((await doctor()).Migrations).toMatchObject({
        ok: false,
        say: expect.stringContaining(
          `the database has ${n + 1} migrations and this code knows ${n}`,
        ),
      });
    } finally {
      rmSync(folder, { recursive: true, force: true });
    }
  }, 120_000);

  it('says when PostgreSQL does not answer', async () => {
    const found = byCheck(
      await runDoctor(env({ DATABASE_URL: `postgres://postgres@127.0.0.1:${closedPort}/none` }), {
        minFreeBytes: 1,
      }),
    );
    expect(found.Database).toMatchObject({
      ok: false,
      say: expect.stringMatching(/^PostgreSQL does not answer \(.*\): check DATABASE_URL/),
    });
    expect(found.Migrations?.ok).toBe(false);
  });

  describe('the bucket', () => {
    let s3: TestS3;
    beforeAll(async () => {
      s3 = await startTestS3();
    });
    afterAll(async () => {
      await s3.close();
    });

    it('says OK when it answers and what to check when it does not', async () => {
      const found = byCheck(await runDoctor(env(s3.env), { minFreeBytes: 1 }));
      expect(found.S3).toEqual({
        check: 'S3',
        ok: true,
        say: `bucket ${s3.settings.bucket} answers`,
      });
      const missing = byCheck(
        await runDoctor(env({ ...s3.env, S3_BUCKET: 'no-such-bucket' }), { minFreeBytes: 1 }),
      );
      expect(missing.S3).toMatchObject({
        ok: false,
        say: expect.stringMatching(/^bucket no-such-bucket cannot be reached .*check S3_BUCKET/),
      });
    });

    it('looks for the newest backup there when BACKUP_S3_PREFIX is set', async () => {
      const inBucket = env({ ...s3.env, BACKUP_S3_PREFIX: 'kept' });
      const none = byCheck(await runDoctor(inBucket, { minFreeBytes: 1 }));
      expect(none.Backups).toEqual({
        check: 'Backups',
        ok: false,
        say: `none in s3://${s3.settings.bucket}/kept/: run npm run backup`,
      });
      const name = backupName(new Date(Date.now() - 3_600_000), 'scheduled');
      await s3.client.send(
        new PutObjectCommand({ Bucket: s3.settings.bucket, Key: `kept/${name}`, Body: 'x' }),
      );
      const found = byCheck(await runDoctor(inBucket, { minFreeBytes: 1 }));
      expect(found.Backups).toEqual({
        check: 'Backups',
        ok: true,
        say: `the newest is 1 h old (${name})`,
      });
    });
  });
});
