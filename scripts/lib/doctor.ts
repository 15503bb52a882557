/**
 * `npm run doctor`: what an operator should look at, one line a check, OK or what to do. Each
 * check reads the settings the site reads (server/config.ts) and tries what it can from here:
 * the database answering and its migrations, free disk, the newest backup's age, the mail
 * server, the bucket and Redis answering, Stripe's keys' shapes, and the site answering at its
 * own public address. It never creates or migrates anything.
 */
import { existsSync } from 'node:fs';
import { statfs } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { loadConfig, type Config } from '../../server/config';
import { connectDatabase, connectPostgres, type DatabaseHandle } from '../../server/db/connect';
import { DataFolderInUseError } from '../../server/db/data-folder-lock';
import { createS3Client, createS3ObjectStore } from '../../server/infra/s3-object-store';
import { createStorage } from '../../server/infra/storage';
import { migrationCounts } from '../../server/modules/backups/database-snapshot';
import { parseName } from '../../server/modules/backups/service';

export interface DoctorLine {
  check: string;
  ok: boolean;
  /** OK's detail, or what to do. */
  say: string;
}

/** Below this much free space in the data folder, the site may fail to write (or back up). */
export const MIN_FREE_BYTES = 1024 ** 3;

const line = (check: string, ok: boolean, say: string): DoctorLine => ({ check, ok, say });

/** Can a TCP connection be made to `host:port` within `ms`? */
function reachable(host: string, port: number, ms: number): Promise<boolean> {
  return new Promise((resolve) => {
    const socket = connect({ host, port });
    const done = (ok: boolean) => {
      socket.destroy();
      resolve(ok);
    };
    socket.setTimeout(ms, () => done(false));
    socket.once('connect', () => done(true));
    socket.once('error', () => done(false));
  });
}

const portOf = (url: URL, fallback: number) => (url.port ? Number(url.port) : fallback);

const firstLine = (error: unknown) =>
  (error instanceof Error ? error.message : String(error)).split('\n')[0];

/** Whether the database answers, and whether its migrations are this code's. */
async function database(config: Config): Promise<[DoctorLine, DoctorLine]> {
  const where = config.databaseUrl ? 'PostgreSQL' : 'The embedded database';
  if (!config.databaseUrl && !existsSync(path.join(config.dataDir, 'pglite'))) {
    return [
      line('Database', true, `none yet in ${config.dataDir}: npm start makes it`),
      line('Migrations', true, 'none yet: the first start applies them'),
    ];
  }
  let handle: DatabaseHandle;
  try {
    handle = config.databaseUrl
      ? connectPostgres(config.databaseUrl, { max: 1 })
      : await connectDatabase(config);
  } catch (error) {
    if (error instanceof DataFolderInUseError) {
      // Two processes must never open the folder: what the site applied at its start stands.
      return [
        line('Database', true, `embedded, open by the running site (process ${error.holder.pid})`),
        line(
          'Migrations',
          true,
          'applied by the running site when it started: restart it after an upgrade',
        ),
      ];
    }
    return [
      line('Database', false, `${where} cannot be opened (${firstLine(error)})`),
      line('Migrations', false, 'unknown until the database opens'),
    ];
  }
  try {
    try {
      await handle.ping();
    } catch (error) {
      return [
        line(
          'Database',
          false,
          `${where} does not answer (${firstLine(error)}): check DATABASE_URL and that the server runs`,
        ),
        line('Migrations', false, 'unknown until the database answers'),
      ];
    }
    const { applied, known } = await migrationCounts(handle.db);
    const answers = line('Database', true, `${where} answers`);
    if (applied === known) return [answers, line('Migrations', true, `all ${known} applied`)];
    if (applied < known) {
      return [
        answers,
        line(
          'Migrations',
          false,
          `${applied} of ${known} applied: start the site (it backs up, then applies them) or run npm run db:migrate`,
        ),
      ];
    }
    return [
      answers,
      line(
        'Migrations',
        false,
        `the database has ${applied} migrations and this code knows ${known}: run the newer version that made it, or restore the backup taken before the upgrade`,
      ),
    ];
  } finally {
    await handle.close();
  }
}

/** Whether the bucket that keeps uploads and images can be written to. */
async function bucket(config: Config): Promise<DoctorLine> {
  if (!config.s3) return line('S3', true, `not set: files are kept in ${config.dataDir}`);
  const client = createS3Client(config.s3);
  try {
    await createS3ObjectStore({ client, bucket: config.s3.bucket, prefix: 'uploads/' }).check();
    return line('S3', true, `bucket ${config.s3.bucket} answers`);
  } catch (error) {
    return line(
      'S3',
      false,
      `bucket ${config.s3.bucket} cannot be reached (${firstLine(error)}): check S3_BUCKET, S3_ENDPOINT and the keys`,
    );
  } finally {
    client.destroy();
  }
}

async function diskSpace(config: Config, minFree: number): Promise<DoctorLine> {
  try {
    const fs = await statfs(config.dataDir);
    const free = fs.bavail * fs.bsize;
    const mb = Math.round(free / 1024 ** 2);
    return free >= minFree
      ? line('Disk space', true, `${mb} MB free in ${config.dataDir}`)
      : line(
          'Disk space',
          false,
          `only ${mb} MB free in ${config.dataDir}: free some space (at least ${Math.round(minFree / 1024 ** 2)} MB)`,
        );
  } catch {
    return line('Disk space', false, `${config.dataDir} cannot be read: create it or set DATA_DIR`);
  }
}

async function newestBackup(config: Config, now: Date): Promise<DoctorLine> {
  const storage = await createStorage(config);
  const shelf = storage.backupShelf(config.backups.dir);
  let names: string[];
  try {
    names = (await shelf.list((name) => parseName(name) !== undefined)).map((b) => b.name);
  } catch (error) {
    return line('Backups', false, `${shelf.where} cannot be read (${firstLine(error)})`);
  } finally {
    storage.close();
  }
  const newest = names.sort().at(-1);
  const made = newest && parseName(newest)?.createdAt;
  if (!newest || !made) return line('Backups', false, `none in ${shelf.where}: run npm run backup`);
  const hours = (now.getTime() - made.getTime()) / 3_600_000;
  const limit = 2 * (config.backups.everyHours > 0 ? config.backups.everyHours : 24);
  return hours <= limit
    ? line('Backups', true, `the newest is ${Math.round(hours)} h old (${newest})`)
    : line(
        'Backups',
        false,
        `the newest is ${Math.round(hours)} h old, more than ${limit} h: check the site’s log, or run npm run backup`,
      );
}

async function smtp(config: Config): Promise<DoctorLine> {
  if (!config.smtpUrl) {
    return line('SMTP', false, 'SMTP_URL is not set: mail is written to files, not sent');
  }
  const url = new URL(config.smtpUrl);
  const port = portOf(url, url.protocol === 'smtps:' ? 465 : 587);
  return (await reachable(url.hostname, port, 5000))
    ? line('SMTP', true, `${url.hostname}:${port} answers`)
    : line(
        'SMTP',
        false,
        `${url.hostname}:${port} does not answer: check SMTP_URL and the firewall`,
      );
}

function stripe(config: Config): DoctorLine {
  const { secretKey, publishableKey, webhookSecret } = config.stripe;
  if (!secretKey && !publishableKey && !webhookSecret) {
    return line('Stripe', true, 'not set: giving is off');
  }
  const wrong: string[] = [];
  if (!secretKey || !/^(sk|rk)_(test|live)_\w+$/.test(secretKey))
    wrong.push('STRIPE_SECRET_KEY (sk_…)');
  if (!publishableKey || !/^pk_(test|live)_\w+$/.test(publishableKey)) {
    wrong.push('STRIPE_PUBLISHABLE_KEY (pk_…)');
  }
  if (!webhookSecret || !/^whsec_\w+$/.test(webhookSecret))
    wrong.push('STRIPE_WEBHOOK_SECRET (whsec_…)');
  if (wrong.length > 0)
    return line('Stripe', false, `set ${wrong.join(', ')} from Stripe’s dashboard`);
  const live = secretKey?.includes('_live_') === publishableKey?.includes('_live_');
  return live
    ? line('Stripe', true, secretKey?.includes('_live_') ? 'live keys' : 'test keys')
    : line('Stripe', false, 'one key is a test key and the other a live key: use a matching pair');
}

async function redis(config: Config): Promise<DoctorLine> {
  if (!config.redisUrl) return line('Redis', true, 'not set: rate limits are kept in this process');
  const url = new URL(config.redisUrl);
  const port = portOf(url, 6379);
  return (await reachable(url.hostname, port, 5000))
    ? line('Redis', true, `${url.hostname}:${port} answers`)
    : line('Redis', false, `${url.hostname}:${port} does not answer: check REDIS_URL`);
}

async function publicUrl(config: Config): Promise<DoctorLine> {
  const address = `${config.publicUrl}/healthz`;
  try {
    const answer = await fetch(address, { signal: AbortSignal.timeout(5000) });
    return answer.ok
      ? line('PUBLIC_URL', true, `${config.publicUrl} answers`)
      : line(
          'PUBLIC_URL',
          false,
          `${address} answered ${answer.status}: is the site running behind it?`,
        );
  } catch {
    return line(
      'PUBLIC_URL',
      false,
      `${config.publicUrl} does not answer from this server: start the site, or check DNS and the proxy`,
    );
  }
}

/** Every check, in order; the configuration first (the others need it). */
export async function runDoctor(
  env: NodeJS.ProcessEnv,
  { now = new Date(), minFreeBytes = MIN_FREE_BYTES }: { now?: Date; minFreeBytes?: number } = {},
): Promise<DoctorLine[]> {
  let config: Config;
  try {
    config = loadConfig(env);
  } catch (error) {
    return [
      line('Configuration', false, `${firstLine(error)}: fix the environment (see .env.example)`),
    ];
  }
  return [
    line(
      'Configuration',
      true,
      `${config.databaseUrl ? 'PostgreSQL' : 'embedded database'} in ${config.dataDir}`,
    ),
    ...(await database(config)),
    await diskSpace(config, minFreeBytes),
    await newestBackup(config, now),
    await smtp(config),
    await bucket(config),
    stripe(config),
    await redis(config),
    await publicUrl(config),
  ];
}

export const formatLine = (l: DoctorLine) => `${l.ok ? 'OK  ' : 'FIX '} ${l.check}: ${l.say}`;
