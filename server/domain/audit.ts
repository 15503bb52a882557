import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/types';
import { auditEntries } from '../db/schema';

/**
 * One line of the audit trail. Written with the transaction of the change it records, so an
 * entry exists exactly when the change does; the table refuses edits and deletions (a trigger).
 */
export interface AuditEntry {
  actor: { id: number; email: string } | null;
  /** `<area>.<verb>` (contract/people.ts `AUDIT_ACTIONS` lists the ones the screen filters by). */
  action: string;
  target?: { type: string; id: string | number } | undefined;
  /** A short before/after summary; cut to 500 characters. */
  summary?: string;
  address?: string | null | undefined;
  at: Date;
}

export const AUDIT_SUMMARY_MAX = 500;

export async function recordAudit(db: DbOrTx, entry: AuditEntry): Promise<void> {
  await db.insert(auditEntries).values({
    at: entry.at,
    actorId: entry.actor?.id ?? null,
    actorLabel: entry.actor?.email ?? null,
    action: entry.action,
    targetType: entry.target?.type ?? null,
    targetId: entry.target ? String(entry.target.id) : null,
    summary: (entry.summary ?? '').slice(0, AUDIT_SUMMARY_MAX),
    address: entry.address ?? null,
  });
}

/**
 * Deletes the entries older than `before`: the only deletion the table's trigger lets through,
 * because this transaction says it is the retention job's.
 */
export async function deleteAuditBefore(db: DbOrTx, before: Date): Promise<number> {
  return db.transaction(async (tx) => {
    await tx.execute(sql`SET LOCAL app.audit_retention = 'on'`);
    const gone = await tx
      .delete(auditEntries)
      .where(sql`${auditEntries.at} < ${before.toISOString()}`)
      .returning({ id: auditEntries.id });
    return gone.length;
  });
}
