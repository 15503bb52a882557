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

/** Fields whose values never go into the trail: secrets, and what could be one. */
const SECRET_FIELD = /password|secret|token|code|key|card|iban|account/i;
const VALUE_MAX = 40;

/**
 * What a staff write set, for the trail: each field of a JSON body with a short form of its value
 * (text cut to 40 characters, a list by its length, an object by its fields' names), a secret's
 * value left out. `title="Grace", status="published", roles=[2]`; empty for no JSON object.
 */
export function writeSummary(body: unknown): string {
  if (!body || typeof body !== 'object' || Array.isArray(body)) return '';
  // A parsed JSON object only: not a raw upload's bytes nor a stream.
  const proto: unknown = Object.getPrototypeOf(body);
  if (proto !== Object.prototype && proto !== null) return '';
  const short = (value: unknown): string => {
    if (typeof value === 'string') {
      const flat = value.replace(/\s+/g, ' ');
      return JSON.stringify(flat.length > VALUE_MAX ? `${flat.slice(0, VALUE_MAX)}…` : flat);
    }
    if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
      return String(value);
    }
    if (Array.isArray(value)) return `[${value.length}]`;
    if (typeof value === 'object') return `{${Object.keys(value).slice(0, 5).join(', ')}}`;
    return '?';
  };
  return Object.entries(body as Record<string, unknown>)
    .map(([field, value]) => `${field}=${SECRET_FIELD.test(field) ? '(hidden)' : short(value)}`)
    .join(', ');
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
