/**
 * `npm run doctor`: what an operator should look at, one line a check, OK or what to do. Each
 * check reads the settings the site reads (server/config.ts) and tries what it can from here:
 * free disk, the newest backup's age, the mail server and Redis answering, Stripe's keys' shapes,
 * and the site answering at its own public address.
 */
import { readdir, stat, statfs } from 'node:fs/promises';
import { connect } from 'node:net';
import path from 'node:path';
import { BACKUP_NAME } from '../../contract/backups';
import { loadConfig, type Config } from '../../server/config';

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
  const { dir, everyHours } = config.backups;
  let names: string[];
  try {
    names = (await readdir(dir)).filter((name) => BACKUP_NAME.test(name)).sort();
  } catch {
    names = [];
  }
  const newest = names.at(-1);
  if (!newest) return line('Backups', false, `none in ${dir}: run npm run backup`);
  const made = (await stat(path.join(dir, newest))).mtime;
  const hours = (now.getTime() - made.getTime()) / 3_600_000;
  const limit = 2 * (everyHours > 0 ? everyHours : 24);
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
    const message = error instanceof Error ? error.message.split('\n')[0] : String(error);
    return [line('Configuration', false, `${message}: fix the environment (see .env.example)`)];
  }
  return [
    line(
      'Configuration',
      true,
      `${config.databaseUrl ? 'PostgreSQL' : 'embedded database'} in ${config.dataDir}`,
    ),
    await diskSpace(config, minFreeBytes),
    await newestBackup(config, now),
    await smtp(config),
    stripe(config),
    await redis(config),
    await publicUrl(config),
  ];
}

export const formatLine = (l: DoctorLine) => `${l.ok ? 'OK  ' : 'FIX '} ${l.check}: ${l.say}`;
