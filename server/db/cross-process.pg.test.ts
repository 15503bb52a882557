import { DEFAULT_SITE_IDENTITY } from '../../contract/site';
import type { AddressInfo } from 'node:net';
import path from 'node:path';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Question } from '../../contract/questions';
import { buildApp, type App } from '../app';
import type { Config } from '../config';
import { hashPassword } from '../domain/passwords';
import { staffColumns } from '../domain/staff';
import { connectPostgres, type DatabaseHandle } from './connect';
import { users } from './schema';
import { createSession } from '../domain/sessions';
import { LISTENER_APPLICATION_NAME } from './table-changes';
import { createTestDatabase } from '../test/database';
import { looseMemberLimits, looseRateLimits, testConfig } from '../test/app';
import { sessionCookieName } from '../plugins/session';

/**
 * Two processes' worth of the site (two apps, each with its own pool, read cache and listening
 * connection) on one PostgreSQL database. Runs in the PostgreSQL pass only (vitest.config.ts
 * includes *.pg.test.ts when TEST_DB_DRIVER=pg).
 */
interface Instance {
  app: App;
  database: DatabaseHandle;
  /** Resolves when this instance has heard a committed change to `table`. */
  heard(table: string): Promise<void>;
  base: string;
}

let owner: DatabaseHandle & { url?: string };
let config: Config;
let one: Instance;
let two: Instance;

async function until(check: () => boolean | Promise<boolean>, what: string, ms = 5_000) {
  const end = Date.now() + ms;
  while (!(await check())) {
    if (Date.now() > end) throw new Error(`timed out waiting for ${what}`);
    await new Promise((resolve) => setTimeout(resolve, 10));
  }
}

async function instance(url: string): Promise<Instance> {
  const database = connectPostgres(url, {
    max: 4,
    changes: { backoff: { minMs: 50, maxMs: 200 } },
  });
  const app = await buildApp({
    config,
    database,
    logger: false,
    rateLimits: looseRateLimits,
    memberLimits: looseMemberLimits,
    dist: {
      clientDir: path.join(config.dataDir, 'no-client'),
      pagesDir: path.join(config.dataDir, 'no-pages'),
    },
  });
  await app.listen({ port: 0, host: '127.0.0.1' });
  const waiting = new Map<string, (() => void)[]>();
  database.changes.subscribe({
    changed(table) {
      for (const resolve of waiting.get(table) ?? []) resolve();
      waiting.delete(table);
    },
    lost() {},
    listening() {},
  });
  await until(() => database.reads.live, 'the listening connection');
  return {
    app,
    database,
    base: `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`,
    heard: (table) =>
      new Promise<void>((resolve) => {
        waiting.set(table, [...(waiting.get(table) ?? []), resolve]);
      }),
  };
}

let counter = 0;
async function member(isAdmin = false): Promise<string> {
  counter += 1;
  const [user] = await one.database.db
    .insert(users)
    .values({
      email: `cross${counter}@example.org`,
      username: `cross${counter}`,
      password: await hashPassword('correct horse'),
      firstName: 'Ruth',
      lastName: 'Member',
      ...staffColumns(isAdmin ? ['admin'] : []),
      // Asking a public question needs an address the member has proved.
      emailVerifiedAt: new Date(),
    })
    .returning();
  if (!user) throw new Error('no user');
  const { token } = await createSession(one.database.db, user.id, new Date(), undefined, {
    multiFactor: isAdmin,
  });
  return `${sessionCookieName(config)}=${one.app.signCookie(token)}`;
}

function call(at: Instance, method: string, url: string, cookie?: string, body?: unknown) {
  return fetch(`${at.base}${url}`, {
    method,
    headers: {
      origin: config.publicUrl,
      ...(cookie ? { cookie } : {}),
      ...(body === undefined ? {} : { 'content-type': 'application/json' }),
    },
    body: body === undefined ? undefined : JSON.stringify(body),
  });
}

beforeAll(async () => {
  owner = await createTestDatabase();
  if (!owner.url) throw new Error('the PostgreSQL pass gives each file a database URL');
  config = testConfig();
  one = await instance(owner.url);
  two = await instance(owner.url);
});

afterAll(async () => {
  for (const at of [one, two]) {
    await at?.app.close();
    await at?.database.close();
  }
  await owner?.close();
});

describe('two processes on one PostgreSQL database', () => {
  it('a question made public through one is in the next public list read through the other', async () => {
    const asker = await member();
    const admin = await member(true);
    const asked = await call(one, 'POST', '/api/questions', asker, {
      title: 'Who wrote Hebrews?',
      content: 'The letter names no author; what do we know?',
      category: 'history',
    });
    expect(asked.status).toBe(201);
    const { id } = (await asked.json()) as Question;

    // Read through the other process, so its cache keeps the list without the question.
    const before = (await (await call(two, 'GET', '/api/questions')).json()) as Question[];
    expect(before.map((q) => q.id)).not.toContain(id);
    expect(two.database.reads.live).toBe(true);

    const heard = two.heard('questions');
    const published = await call(one, 'PATCH', `/api/questions/${id}`, admin, { isPublic: true });
    expect(published.status).toBe(200);
    await heard;
    const after = (await (await call(two, 'GET', '/api/questions')).json()) as Question[];
    expect(after.map((q) => q.id)).toContain(id);
  });

  it("a reply through one is in the member's conversation read through the other", async () => {
    const lydia = await member();
    const started = await fetch(`${one.base}/api/conversations`, {
      method: 'POST',
      headers: { origin: config.publicUrl, cookie: lydia },
      body: (() => {
        const form = new FormData();
        form.set('title', 'Seventy weeks');
        form.set('category', 'prophecy');
        form.set('content', 'How should I read Daniel 9?');
        return form;
      })(),
    });
    expect(started.status).toBe(201);
    const { conversationId } = (await started.json()) as { conversationId: number };
    const url = `/api/conversations/${conversationId}`;
    const messages = async (at: Instance) =>
      ((await (await call(at, 'GET', url, lydia)).json()) as { messages: unknown[] }).messages
        .length;
    expect(await messages(two)).toBe(1);

    const heard = two.heard('messages');
    const reply = await fetch(`${one.base}${url}/messages`, {
      method: 'POST',
      headers: { origin: config.publicUrl, cookie: lydia },
      body: (() => {
        const form = new FormData();
        form.set('content', 'And what of the seventieth week?');
        return form;
      })(),
    });
    expect(reply.status).toBe(201);
    await heard;
    expect(await messages(two)).toBe(2);
  });

  it("an admin's ebook edit through one changes the catalogue's fast answer of the other", async () => {
    const admin = await member(true);
    const made = await call(one, 'POST', '/api/admin/ebooks', admin, {
      title: 'Reading Daniel',
      description: 'A guide to the book of Daniel.',
      price: '$9.99',
      amazonUrl: 'https://www.amazon.com/dp/0000000000',
      rating: 5,
      reviewCount: 3,
    });
    expect(made.status).toBe(201);
    const { id } = (await made.json()) as { id: number };
    const titles = async () =>
      ((await (await call(two, 'GET', '/api/ebooks')).json()) as { title: string }[]).map(
        (e) => e.title,
      );
    await until(async () => (await titles()).includes('Reading Daniel'), 'the new ebook');
    // Asked twice: the second answer is the kept one, sent before Fastify's request cycle.
    expect(await titles()).toEqual(['Reading Daniel']);

    const heard = two.heard('ebooks');
    const edited = await call(one, 'PUT', `/api/admin/ebooks/${id}`, admin, {
      title: 'Reading Daniel, revised',
      description: 'A guide to the book of Daniel.',
      price: '$9.99',
      amazonUrl: 'https://www.amazon.com/dp/0000000000',
      rating: 5,
      reviewCount: 3,
    });
    expect(edited.status).toBe(200);
    await heard;
    expect(await titles()).toEqual(['Reading Daniel, revised']);
  });

  it("the ministry renamed through one is the other's identity at its next request", async () => {
    const admin = await member(true);
    const name = async () =>
      ((await (await call(two, 'GET', '/api/site')).json()) as { name: string }).name;
    expect(await name()).toBe(DEFAULT_SITE_IDENTITY.name);
    const heard = two.heard('site_identity');
    const { logoUrl: _logoUrl, ...identity } = DEFAULT_SITE_IDENTITY;
    const saved = await call(one, 'PUT', '/api/admin/site', admin, {
      ...identity,
      name: 'Living Word Fellowship',
      mailSenderName: 'Living Word',
    });
    expect(saved.status).toBe(200);
    await heard;
    expect(await name()).toBe('Living Word Fellowship');
  });

  it('a process whose listening connection is killed reads from the database, then recovers', async () => {
    const titleOf = async () =>
      ((await (await call(two, 'GET', '/api/ebooks')).json()) as { title: string }[])[0]?.title;
    await titleOf();
    const direct = new pg.Client({ connectionString: owner.url });
    await direct.connect();
    try {
      const { rows } = await direct.query<{ pid: number }>(
        `select pg_terminate_backend(pid) as pid from pg_stat_activity
         where application_name = $1 and datname = current_database()`,
        [LISTENER_APPLICATION_NAME],
      );
      expect(rows.length).toBe(2);
      await until(() => !two.database.reads.live, 'the cache to go off');
      // A write nobody hears: the other process must not answer what it kept before.
      await direct.query(`update ebooks set title = 'Unheard title'`);
      expect(await titleOf()).toBe('Unheard title');

      await until(() => two.database.reads.live && one.database.reads.live, 'listening again');
      // Kept again from here on, and dropped when a change is heard.
      expect(await titleOf()).toBe('Unheard title');
      expect(await titleOf()).toBe('Unheard title');
      const heard = two.heard('ebooks');
      await direct.query(`update ebooks set title = 'Heard title'`);
      await heard;
      expect(await titleOf()).toBe('Heard title');
    } finally {
      await direct.end();
    }
  });

  it('a rolled-back write is never announced', async () => {
    const direct = new pg.Client({ connectionString: owner.url });
    await direct.connect();
    const heard: string[] = [];
    const stop = two.database.changes.subscribe({
      changed: (table) => heard.push(table),
      lost() {},
      listening() {},
    });
    try {
      await direct.query('begin');
      await direct.query(`update ebooks set title = 'Never'`);
      await direct.query('rollback');
      await direct.query(`update ebooks set title = title where false`);
      const committed = two.heard('contact_messages');
      await direct.query(
        `insert into contact_messages (name, email, subject, message) values ('a', 'a@example.org', 's', 'm')`,
      );
      await committed;
      // Announcements arrive in commit order: by the time the later one is here, none came before it.
      expect(heard).toEqual(['contact_messages']);
    } finally {
      stop();
      await direct.end();
    }
  });
});
