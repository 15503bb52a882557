import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../test/database';
import { databaseBefore } from '../test/migrations';
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

describe('usernames regardless of case', () => {
  it('are refused by the database when they differ only in case', async () => {
    await database.db
      .insert(users)
      .values({ username: 'Lydia', email: 'lydia@example.org', password: 'x' });
    await expect(
      database.db
        .insert(users)
        .values({ username: 'LYDIA', email: 'lydia2@example.org', password: 'x' }),
    ).rejects.toThrow();
  });

  it('count as taken in any case when a free one is sought', async () => {
    await database.db
      .insert(users)
      .values({ username: 'Tabitha', email: 'tabitha@example.org', password: 'x' });
    expect(await uniqueUsername(database.db, 'tabitha')).toBe('tabitha2');
  });

  it('that collide in a database from before are renamed by the migration, the oldest kept', async () => {
    const before = await databaseBefore('usernames_unique_regardless_of_case');
    try {
      const { db } = before;
      // Written as that database's users table was: today's schema has columns it lacks.
      const { rows } = await db.execute<{ id: number; username: string }>(sql`
        insert into users (username, email, password)
        values ('Mark', 'mark0@example.org', 'x'), ('mark', 'mark1@example.org', 'x'),
          ('MARK', 'mark2@example.org', 'x')
        returning id, username`);
      await before.migrateToEnd();
      const after = await db
        .select({ id: users.id, username: users.username })
        .from(users)
        .orderBy(users.id);
      expect(after).toEqual([
        { id: rows[0]?.id, username: 'Mark' },
        { id: rows[1]?.id, username: `mark-${rows[1]?.id}` },
        { id: rows[2]?.id, username: `MARK-${rows[2]?.id}` },
      ]);
      await expect(
        db.insert(users).values({ username: 'mArK', email: 'm@example.org', password: 'x' }),
      ).rejects.toThrow();
    } finally {
      await before.close();
    }
  });
});
