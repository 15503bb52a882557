/**
 * Two app instances as two processes would be: each with its own connection pool to ONE
 * PostgreSQL database, one Redis for the rate limits and one S3-compatible bucket for files. What
 * one process knows or keeps, the other must honour. The database is this test's own, made on
 * TEST_DATABASE_URL's server (or the local default) and dropped after, so the test runs in the
 * PGlite pass too; it is skipped, saying why, only where no PostgreSQL or Redis answers.
 */
import { randomBytes } from 'node:crypto';
import path from 'node:path';
import { Redis } from 'ioredis';
import pg from 'pg';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import { hashPassword } from '../domain/passwords';
import { connectPostgres, type DatabaseHandle } from '../db/connect';
import { users } from '../db/schema';
import { staffColumns } from '../domain/staff';
import { createSession } from '../domain/sessions';
import { sessionCookieName } from '../plugins/session';
import { looseMemberLimits, looseRateLimits, testConfig } from './app';
import { multipart } from './multipart';
import { startTestS3, type TestS3 } from './s3';

const serverUrl = process.env.TEST_DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/test';
// Database 15 is the tests' own; keys are per run (a made-up client address), so runs in
// parallel never share a count.
const redisUrl = process.env.TEST_REDIS_URL ?? 'redis://127.0.0.1:6379/15';

async function reachable(): Promise<string | undefined> {
  const client = new pg.Client({ connectionString: serverUrl, connectionTimeoutMillis: 2_000 });
  try {
    await client.connect();
    await client.query('select 1');
  } catch (error) {
    return `no PostgreSQL at ${serverUrl} (${(error as Error).message})`;
  } finally {
    await client.end().catch(() => {});
  }
  const redis = new Redis(redisUrl, {
    lazyConnect: true,
    connectTimeout: 2_000,
    maxRetriesPerRequest: 0,
  });
  redis.on('error', () => {});
  try {
    await redis.connect();
    await redis.ping();
  } catch (error) {
    return `no Redis at ${redisUrl} (${(error as Error).message})`;
  } finally {
    redis.disconnect();
  }
  return undefined;
}

const absent = await reachable();
if (absent) console.warn(`Cross-process tests skipped: ${absent}`);

interface Instance {
  app: App;
  database: DatabaseHandle;
  config: Config;
}

const databaseName = `ministry_x_${process.pid}_${randomBytes(4).toString('hex')}`;
const databaseUrl = (() => {
  const url = new URL(serverUrl);
  url.pathname = `/${databaseName}`;
  return url.toString();
})();

async function adminQuery(sql: string): Promise<void> {
  const client = new pg.Client({ connectionString: serverUrl });
  await client.connect();
  try {
    await client.query(sql);
  } finally {
    await client.end();
  }
}

let s3: TestS3;
let one: Instance;
let two: Instance;

/** A process's app: its own pool on the shared database, the shared Redis and bucket. */
async function instance(): Promise<Instance> {
  const config = testConfig({ DATABASE_URL: databaseUrl, REDIS_URL: redisUrl, ...s3.env });
  const database = connectPostgres(databaseUrl, { max: 4 });
  // Both processes migrate at start, as main.ts does: the advisory lock lets one do it.
  await database.migrate();
  const app = await buildApp({
    config,
    database,
    logger: false,
    rateLimits: { ...looseRateLimits, newsletter: { max: 3, timeWindow: 60_000 } },
    memberLimits: looseMemberLimits,
    dist: {
      clientDir: path.join(config.dataDir, 'no-client'),
      pagesDir: path.join(config.dataDir, 'no-pages'),
    },
  });
  await app.ready();
  return { app, database, config };
}

beforeAll(async () => {
  if (absent) return;
  await adminQuery(`create database ${databaseName}`);
  s3 = await startTestS3();
  [one, two] = await Promise.all([instance(), instance()]);
}, 120_000);

afterAll(async () => {
  if (absent) return;
  for (const i of [one, two]) {
    await i?.app.close();
    await i?.database.close();
  }
  await s3?.close();
  await adminQuery(`drop database if exists ${databaseName} with (force)`);
});

/** A browser's request to one of the processes (writes carry the site's origin). */
function send(
  to: Instance,
  options: {
    method?: 'GET' | 'POST';
    url: string;
    cookie?: string;
    json?: unknown;
    form?: ReturnType<typeof multipart>;
    from?: string;
  },
) {
  const headers: Record<string, string> = {};
  if (options.method === 'POST') headers.origin = new URL(to.config.publicUrl).origin;
  if (options.cookie) headers.cookie = options.cookie;
  if (options.json !== undefined) headers['content-type'] = 'application/json';
  return to.app.inject({
    method: options.method ?? 'GET',
    url: options.url,
    headers: { ...headers, ...options.form?.headers },
    payload:
      options.form?.payload ??
      (options.json === undefined ? undefined : JSON.stringify(options.json)),
    remoteAddress: options.from,
  });
}

let members = 0;
/** A member signed in through `on`, with the password form: the session cookie to send. */
async function signInThrough(on: Instance) {
  members += 1;
  const email = `proc${members}-${Date.now()}@example.org`;
  await one.database.db.insert(users).values({
    email,
    username: `proc${members}_${Date.now()}`,
    password: await hashPassword('Narrow-Gate-Matthew-7:13'),
    firstName: 'Priscilla',
    lastName: 'Member',
  });
  const res = await send(on, {
    method: 'POST',
    url: '/api/auth/login',
    json: { email, password: 'Narrow-Gate-Matthew-7:13' },
  });
  expect(res.statusCode, res.body).toBe(200);
  const name = sessionCookieName(on.config);
  const cookie = res.cookies.find((c) => c.name === name);
  if (!cookie) throw new Error('no session cookie');
  return { email, cookie: `${name}=${cookie.value}` };
}

/**
 * An administrator's session made by `on`, as after a sign-in with an authentication code (an
 * administrator's password alone does not reach the admin's routes).
 */
async function adminSessionOn(on: Instance) {
  members += 1;
  const [user] = await on.database.db
    .insert(users)
    .values({
      email: `admin${members}-${Date.now()}@example.org`,
      username: `admin${members}_${Date.now()}`,
      password: await hashPassword('Narrow-Gate-Matthew-7:13'),
      lastName: 'Admin',
      ...staffColumns(['admin']),
    })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await createSession(on.database.db, user.id, new Date(), undefined, {
    multiFactor: true,
  });
  return { cookie: `${sessionCookieName(on.config)}=${on.app.signCookie(token)}` };
}

describe.skipIf(absent !== undefined)('two processes on one PostgreSQL, Redis and bucket', () => {
  it('honour a session made on the other, and its end', async () => {
    const { email, cookie } = await signInThrough(one);
    const me = await send(two, { url: '/api/auth/me', cookie });
    expect(me.statusCode).toBe(200);
    expect(me.json()).toMatchObject({ email });

    const out = await send(two, { method: 'POST', url: '/api/auth/logout', cookie });
    expect(out.statusCode).toBe(200);
    expect((await send(one, { url: '/api/auth/me', cookie })).statusCode).toBe(401);
  });

  it('count one visitor address together against the per-IP limits', async () => {
    const from = `10.${[1, 2, 3].map(() => Math.floor(Math.random() * 250) + 1).join('.')}`;
    const subscribe = (to: Instance, n: number) =>
      send(to, {
        method: 'POST',
        url: '/api/newsletter/subscribe',
        json: { email: `limit${n}-${from}@example.org` },
        from,
      });
    expect((await subscribe(one, 1)).statusCode).toBe(200);
    expect((await subscribe(two, 2)).statusCode).toBe(200);
    expect((await subscribe(one, 3)).statusCode).toBe(200);
    const fourth = await subscribe(two, 4);
    expect(fourth.statusCode).toBe(429);
    expect(fourth.json()).toHaveProperty('message');
    // Another address is counted apart, on either process.
    const elsewhere = await send(one, {
      method: 'POST',
      url: '/api/newsletter/subscribe',
      json: { email: `other-${from}@example.org` },
      from: '192.0.2.77',
    });
    expect(elsewhere.statusCode).toBe(200);
  });

  it('download through one the files uploaded through the other', async () => {
    const member = await signInThrough(one);
    const pdf = Buffer.from('%PDF-1.4\n1 0 obj << /Type /Catalog >> endobj\n%%EOF\n');
    const created = await send(one, {
      method: 'POST',
      url: '/api/conversations',
      cookie: member.cookie,
      form: multipart({ title: 'Romans 8', category: 'doctrine', content: 'Adoption' }, [
        { name: 'notes.pdf', type: 'application/pdf', data: pdf },
      ]),
    });
    expect(created.statusCode, created.body).toBe(201);
    const [attachment] = created.json<{ message: { attachments: { url: string }[] } }>().message
      .attachments;
    const download = await send(two, { url: attachment?.url ?? '', cookie: member.cookie });
    expect(download.statusCode).toBe(200);
    expect(download.headers['content-type']).toBe('application/pdf');
    expect(download.rawPayload.equals(pdf)).toBe(true);

    const admin = await adminSessionOn(two);
    const png = await sharp({
      create: { width: 320, height: 200, channels: 3, background: '#8a5a2b' },
    })
      .png()
      .toBuffer();
    const uploaded = await send(two, {
      method: 'POST',
      url: '/api/admin/media',
      cookie: admin.cookie,
      form: multipart({}, [{ field: 'file', name: 'cover.png', type: 'image/png', data: png }]),
    });
    expect(uploaded.statusCode, uploaded.body).toBe(201);
    const image = await send(one, { url: uploaded.json<{ url: string }>().url });
    expect(image.statusCode).toBe(200);
    expect(image.headers['content-type']).toBe('image/webp');
  });
});
