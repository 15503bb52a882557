// @module-tag asvs-v8
/**
 * The migration that made Stripe customers per member, applied to gifts recorded before it: a
 * recurring gift linked to a member only because they once typed its address loses that link; a
 * link the member's verified address confirms stays, and so do one-time gifts made signed in.
 */
import { sql } from 'drizzle-orm';
import { describe, expect, it } from 'vitest';
import { databaseBefore } from '../test/migrations';

const TAG = 'donors_per_member';

describe(`migration ${TAG}`, () => {
  it('clears links to members that their verified address does not confirm, and keeps the rest', async () => {
    const before = await databaseBefore(TAG);
    try {
      const { db } = before;
      await db.execute(sql`
        insert into users (id, username, password, email, email_verified_at)
        overriding system value values
          (1, 'intruder', 'x', 'intruder@example.org', null),
          (2, 'owner', 'x', 'owner@example.org', now()),
          (3, 'unverified', 'x', 'late@example.org', null)`);
      await db.execute(sql`
        insert into donors (id, email, user_id, stripe_customer_id)
        overriding system value values
          (1, 'victim@example.org', 1, 'cus_victim'),
          (2, 'owner@example.org', 2, 'cus_owner'),
          (3, 'late@example.org', 3, 'cus_late')`);
      await db.execute(sql`
        insert into donation_subscriptions (id, stripe_subscription_id, donor_id, user_id, amount, frequency)
        overriding system value values
          (1, 'sub_victim', 1, 1, 2500, 'week'),
          (2, 'sub_owner', 2, 2, 3000, 'month'),
          (3, 'sub_late', 3, 3, 1000, 'month')`);
      await db.execute(sql`
        insert into donations (amount, email, stripe_invoice_id, stripe_payment_intent_id, frequency, subscription_id, donor_id, user_id, status)
        values
          (2500, 'victim@example.org', 'in_victim', null, 'week', 1, 1, 1, 'succeeded'),
          (3000, 'owner@example.org', 'in_owner', null, 'month', 2, 2, 2, 'succeeded'),
          (500, 'victim@example.org', null, 'pi_intruder', 'once', null, 1, 1, 'created')`);

      await before.migrateToEnd();

      const subs = await db.execute<{ id: number; user_id: number | null }>(
        sql`select id, user_id from donation_subscriptions order by id`,
      );
      expect(subs.rows).toEqual([
        { id: 1, user_id: null },
        { id: 2, user_id: 2 },
        { id: 3, user_id: null },
      ]);
      const gifts = await db.execute<{ amount: number; user_id: number | null }>(
        sql`select amount, user_id from donations order by amount`,
      );
      expect(gifts.rows).toEqual([
        { amount: 500, user_id: 1 },
        { amount: 2500, user_id: null },
        { amount: 3000, user_id: 2 },
      ]);
      const donors = await db.execute<{ id: number; user_id: number | null }>(
        sql`select id, user_id from donors order by id`,
      );
      expect(donors.rows).toEqual([
        { id: 1, user_id: null },
        { id: 2, user_id: 2 },
        { id: 3, user_id: null },
      ]);
      // One address may now have several customers (each member's own, each signed-out gift's).
      await db.execute(sql`
        insert into donors (id, email, user_id, stripe_customer_id)
        overriding system value values
          (4, 'victim@example.org', null, 'cus_guest'), (5, 'victim@example.org', 1, 'cus_intruder')`);
      await expect(
        db.execute(sql`
          insert into donors (id, email, user_id, stripe_customer_id)
          overriding system value values (6, 'victim@example.org', 1, 'cus_twice')`),
      ).rejects.toThrow();
    } finally {
      await before.close();
    }
  });
});
