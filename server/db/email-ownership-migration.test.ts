/**
 * The migration that brought verified addresses and confirmed newsletter sign-ups, applied to a
 * database that already holds accounts and readers: readers stay on the list, members are
 * unverified until they follow a link, administrators count as verified.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/migrations';

const TAG = 'email_ownership_and_newsletter_opt_in';

describe(`migration ${TAG}`, () => {
  it('keeps readers subscribed, leaves members unverified, counts administrators verified', async () => {
    const before = await databaseBefore(TAG);
    try {
      const { db } = before;
      await db.execute(sql`
        insert into users (username, password, email, is_admin)
        values ('member', 'x', 'member@example.org', false), ('admin', 'x', 'admin@example.org', true)`);
      await db.execute(sql`
        insert into newsletter_subscriptions (email, subscribed_at)
        values ('reader@example.org', '2026-01-02T03:04:05Z')`);

      await before.migrateToEnd();

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
      await before.close();
    }
  });
});
