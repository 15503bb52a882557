import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';
import { memberSuspensions } from '../db/schema';
import type { DbOrTx } from '../db/types';

/**
 * A suspended member's public posts (published questions, requests on the prayer wall, study
 * groups' discussions and posts) are hidden from others while the suspension lasts, and show
 * again when it is lifted: nothing is changed on the posts themselves, the lists ask this.
 * `member_suspensions` is keyed by the member, so each test is one index lookup; a post without
 * an author (a deleted account) is never hidden by it.
 */
export const authorNotSuspended = (author: AnyPgColumn | SQL): SQL =>
  sql`NOT EXISTS (SELECT 1 FROM ${memberSuspensions} WHERE ${memberSuspensions.userId} = ${author})`;

/** Whether the author of one post is suspended now (false for no author). */
export async function isSuspended(db: DbOrTx, userId: number | null): Promise<boolean> {
  if (userId === null) return false;
  const rows = await db
    .select({ userId: memberSuspensions.userId })
    .from(memberSuspensions)
    .where(sql`${memberSuspensions.userId} = ${userId}`)
    .limit(1);
  return rows.length > 0;
}
