/**
 * The migration that brought verified addresses and confirmed newsletter sign-ups, applied to a
 * database that already holds accounts and readers: readers stay on the list, members are
 * unverified until they follow a link, administrators count as verified.
 */
import { copyFileSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { PGlite } from '@electric-sql/pglite';
import { sql } from 'drizzle-orm';
import { drizzle } from 'drizzle-orm/pglite';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, describe, expect, it } from 'vitest';
import { migrationsFolder, pgliteExtensions } from './connect';

const TAG = 'email_ownership_and_newsletter_opt_in';

interface Journal {
  entries: { tag: string }[];
}

const dirs: string[] = [];
afterAll(() => {
  for (const dir of dirs) rmSync(dir, { recursive: true, force: true });
});

/** A migrations folder holding only the migrations that came before this one. */
function migrationsBefore(tag: string): string {
  const source = migrationsFolder();
  const journal = JSON.parse(
    readFileSync(path.join(source, 'meta/_journal.json'), 'utf8'),
  ) as Journal;
  const at = journal.entries.findIndex((e) => e.tag.endsWith(tag));
  expect(at).toBeGreaterThan(0);
  const earlier = journal.entries.slice(0, at);
  const dir = mkdtempSync(path.join(os.tmpdir(), 'ministry-migrations-'));
  dirs.push(dir);
  mkdirSync(path.join(dir, 'meta'));
  writeFileSync(
    path.join(dir, 'meta/_journal.json'),
    JSON.stringify({ ...journal, entries: earlier }),
  );
  for (const entry of earlier) {
    copyFileSync(path.join(source, `${entry.tag}.sql`), path.join(dir, `${entry.tag}.sql`));
  }
  return dir;
}

describe(`migration ${TAG}`, () => {
  it('keeps readers subscribed, leaves members unverified, counts administrators verified', async () => {
    const client = await PGlite.create({ extensions: pgliteExtensions });
    try {
      const db = drizzle(client);
      await migrate(db, { migrationsFolder: migrationsBefore(TAG) });
      await db.execute(sql`
        insert into users (username, password, email, is_admin)
        values ('member', 'x', 'member@example.org', false), ('admin', 'x', 'admin@example.org', true)`);
      await db.execute(sql`
        insert into newsletter_subscriptions (email, subscribed_at)
        values ('reader@example.org', '2026-01-02T03:04:05Z')`);

      await migrate(db, { migrationsFolder: migrationsFolder() });

      const accounts = await db.execute<{ email: string; verified: boolean }>(
        sql`select email, email_verified_at is not null as verified from users order by email`,
      );
      expect(accounts.rows).toEqual([
        { email: 'admin@example.org', verified: true },
        { email: 'member@example.org', verified: false },
      ]);
      const readers = await db.execute<{ confirmed_at: Date | string }>(
        sql`select confirmed_at from newsletter_subscriptions`,
      );
      expect(new Date(readers.rows[0]?.confirmed_at ?? 0).toISOString()).toBe(
        '2026-01-02T03:04:05.000Z',
      );
    } finally {
      await client.close();
    }
  });
});
