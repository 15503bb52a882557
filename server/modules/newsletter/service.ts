import type { Database } from '../../db/connect';
import { newsletterSubscriptions } from '../../db/schema';

/**
 * Stores the address once. Answers whether it was new; a repeat is not an error, and no
 * duplicate row is ever made (the unique constraint decides, so concurrent requests are safe).
 */
export async function subscribe(
  db: Database,
  email: string,
  now: Date,
): Promise<{ created: boolean }> {
  const inserted = await db
    .insert(newsletterSubscriptions)
    .values({ email, subscribedAt: now })
    .onConflictDoNothing({ target: newsletterSubscriptions.email })
    .returning({ id: newsletterSubscriptions.id });
  return { created: inserted.length > 0 };
}
