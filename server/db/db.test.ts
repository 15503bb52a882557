import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import argon2 from 'argon2';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { ensureAdmin } from './admin';
import { connectDatabase, type DatabaseHandle } from './connect';
import { ebooks, newsletterSubscriptions, users } from './schema';
import { seedIfEmpty } from './seed';
import { uniqueUsername, usernameBase } from './users';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

describe('migrations', () => {
  it('running them again changes nothing', async () => {
    await database.migrate();
    await database.migrate();
    expect(await database.db.$count(users)).toBeGreaterThanOrEqual(0);
  });
});

describe('the embedded database', () => {
  it('opens with a 32 MB page cache, new and when opened again', async () => {
    const dataDir = mkdtempSync(path.join(os.tmpdir(), 'ministry-pglite-'));
    try {
      for (let open = 0; open < 2; open++) {
        const embedded = await connectDatabase({ databaseUrl: undefined, dataDir });
        try {
          const shown = await embedded.db.execute(sql`show shared_buffers`);
          expect((shown as { rows: unknown[] }).rows).toEqual([{ shared_buffers: '32MB' }]);
        } finally {
          await embedded.close();
        }
      }
    } finally {
      rmSync(dataDir, { recursive: true, force: true });
    }
  });
});

describe('seedIfEmpty', () => {
  it('seeds an empty catalogue once, and leaves an edited one alone', async () => {
    expect(await seedIfEmpty(database.db)).toBe(true);
    const count = await database.db.$count(ebooks);
    expect(count).toBeGreaterThanOrEqual(4);
    await database.db.delete(ebooks).where(eq(ebooks.featured, false));
    expect(await seedIfEmpty(database.db)).toBe(false);
    expect(await database.db.$count(ebooks)).toBeLessThan(count);
  });
});

describe('constraints', () => {
  it('refuses a duplicate newsletter address and a non-lower-case one', async () => {
    await database.db.insert(newsletterSubscriptions).values({ email: 'dup@example.org' });
    await expect(
      database.db.insert(newsletterSubscriptions).values({ email: 'dup@example.org' }),
    ).rejects.toThrow();
    await expect(
      database.db.insert(newsletterSubscriptions).values({ email: 'Upper@example.org' }),
    ).rejects.toThrow();
  });

  it('refuses a rating outside 0 to 5', async () => {
    await expect(
      database.db.insert(ebooks).values({
        title: 'Out of range',
        description: 'd',
        price: '$1',
        amazonUrl: 'https://www.amazon.com/',
        rating: 6,
      }),
    ).rejects.toThrow();
  });
});

describe('usernames', () => {
  it('derives the username from the part before the at-sign', () => {
    expect(usernameBase('Timothy.Lystra+news@example.org')).toBe('timothy.lystranews');
    expect(usernameBase('@example.org')).toBe('member');
  });

  it('appends a number when the name is taken', async () => {
    expect(await uniqueUsername(database.db, 'silas')).toBe('silas');
    for (const username of ['silas', 'silas2']) {
      await database.db
        .insert(users)
        .values({ username, email: `${username}@example.org`, password: 'x' });
    }
    expect(await uniqueUsername(database.db, 'silas')).toBe('silas3');
  });
});

describe('ensureAdmin', () => {
  it('creates an administrator with an argon2id hash', async () => {
    const result = await ensureAdmin(database.db, {
      email: 'Admin@Example.org',
      password: 'secret1',
    });
    expect(result.created).toBe(true);
    const [admin] = await database.db.select().from(users).where(eq(users.id, result.id));
    expect(admin).toMatchObject({ email: 'admin@example.org', isAdmin: true, username: 'admin' });
    expect(admin?.password).toMatch(/^\$argon2id\$/);
    expect(await argon2.verify(admin?.password ?? '', 'secret1')).toBe(true);
  });

  it('promotes an existing member, and changes the password only when asked', async () => {
    const [member] = await database.db
      .insert(users)
      .values({
        username: 'phoebe',
        email: 'phoebe@example.org',
        password: await argon2.hash('keep-me'),
      })
      .returning();
    const again = await ensureAdmin(database.db, {
      email: 'phoebe@example.org',
      password: 'other1',
    });
    expect(again).toEqual({ id: member?.id, created: false });
    let [row] = await database.db.select().from(users).where(eq(users.email, 'phoebe@example.org'));
    expect(row?.isAdmin).toBe(true);
    expect(await argon2.verify(row?.password ?? '', 'keep-me')).toBe(true);
    await ensureAdmin(
      database.db,
      { email: 'phoebe@example.org', password: 'other1' },
      { resetPassword: true },
    );
    [row] = await database.db.select().from(users).where(eq(users.email, 'phoebe@example.org'));
    expect(await argon2.verify(row?.password ?? '', 'other1')).toBe(true);
  });
});
