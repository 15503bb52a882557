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

/** A value's short form: text cut to 40 characters, a list by its length, an object by its fields. */
function short(value: unknown): string {
  if (value instanceof Date) return JSON.stringify(value.toISOString());
  if (typeof value === 'string') {
    const flat = value.replace(/\s+/g, ' ');
    return JSON.stringify(flat.length > VALUE_MAX ? `${flat.slice(0, VALUE_MAX)}…` : flat);
  }
  if (typeof value === 'number' || typeof value === 'boolean' || value === null) {
    return String(value);
  }
  if (value === undefined) return '(none)';
  if (Array.isArray(value)) return `[${value.length}]`;
  if (typeof value === 'object') return `{${Object.keys(value).slice(0, 5).join(', ')}}`;
  return '?';
}

/** A parsed JSON object or a read record: not a raw upload's bytes, a stream, a list or a date. */
function isPlainObject(value: unknown): value is Record<string, unknown> {
  if (!value || typeof value !== 'object' || Array.isArray(value)) return false;
  const proto: unknown = Object.getPrototypeOf(value);
  return proto === Object.prototype || proto === null;
}

/**
 * What a staff write set, for the trail: each field of a JSON body with a short form of its value
 * (text cut to 40 characters, a list by its length, an object by its fields' names), a secret's
 * value left out. `title="Grace", status="published", roles=[2]`; empty for no JSON object.
 */
export function writeSummary(body: unknown): string {
  if (!isPlainObject(body)) return '';
  return Object.entries(body)
    .map(([field, value]) => `${field}=${SECRET_FIELD.test(field) ? '(hidden)' : short(value)}`)
    .join(', ');
}

/**
 * Bookkeeping every save changes by itself (who saved last, when): a change of these alone is
 * "no change" to the person reading the trail.
 */
const BOOKKEEPING_FIELD = /^(id|createdAt|updatedAt|updatedBy|createdBy|version|etag)$/;
const DEPTH_MAX = 4;

/** A record's leaves by dotted path (`title.en`); lists and dates are leaves. */
function leaves(value: unknown, prefix = '', depth = 0): Map<string, unknown> {
  const out = new Map<string, unknown>();
  if (!isPlainObject(value) || depth >= DEPTH_MAX) {
    if (prefix) out.set(prefix, value);
    return out;
  }
  for (const [field, inner] of Object.entries(value)) {
    if (BOOKKEEPING_FIELD.test(field)) continue;
    const path = prefix ? `${prefix}.${field}` : field;
    for (const [leaf, leafValue] of leaves(inner, path, depth + 1)) out.set(leaf, leafValue);
  }
  return out;
}

/** Empty text, null and absent are one "nothing" to a reader of the trail. */
const comparable = (value: unknown): string =>
  value === undefined || value === null || value === ''
    ? ''
    : JSON.stringify(value instanceof Date ? value.toISOString() : value);

export const NO_CHANGE = 'no change';

/**
 * What a staff write changed, for the trail: each changed field with its former and new value in
 * short form (`title.en: "Old" → "New"`, a list by its length, a secret's values hidden), or
 * "no change" when the save left the record as it was. `before` and `after` are the same read of
 * the record, made before the write and after it.
 */
export function changeSummary(before: unknown, after: unknown): string {
  const old = leaves(isPlainObject(before) ? before : {});
  const now = leaves(isPlainObject(after) ? after : {});
  const paths = [...now.keys(), ...[...old.keys()].filter((path) => !now.has(path))];
  const changed = paths
    .filter((path) => comparable(old.get(path)) !== comparable(now.get(path)))
    .map((path) => {
      if (path.split('.').some((field) => SECRET_FIELD.test(field))) return `${path}: (hidden)`;
      return `${path}: ${short(old.get(path))} → ${short(now.get(path))}`;
    });
  return changed.length > 0 ? changed.join(', ') : NO_CHANGE;
}

const LABEL_FIELDS = ['title', 'name', 'subject', 'label', 'displayName', 'email', 'filename'];

/** A text, or a text per language (the English first). */
function textOf(value: unknown): string | undefined {
  if (typeof value === 'string' && value.trim()) return value;
  if (isPlainObject(value)) {
    for (const inner of [value.en, ...Object.values(value)]) {
      const text = textOf(inner);
      if (text) return text;
    }
  }
  return undefined;
}

/** A record's title or name: its own, or its English texts' (`texts.en.title`). */
function labelOf(record: Record<string, unknown>): string | undefined {
  const own = LABEL_FIELDS.map((field) => textOf(record[field])).find(Boolean);
  if (own || !isPlainObject(record.texts)) return own;
  const texts = record.texts;
  return [texts.en, ...Object.values(texts)]
    .map((inner) => (isPlainObject(inner) ? labelOf(inner) : undefined))
    .find(Boolean);
}

/** What a deletion removed, for the trail: `deleted "Creation" (creation)`, by title and slug. */
export function deletionSummary(before: unknown): string {
  if (!isPlainObject(before)) return 'deleted';
  const title = labelOf(before);
  const slug = textOf(before.slug);
  const named = [title ? short(title) : undefined, slug && slug !== title ? `(${slug})` : undefined]
    .filter(Boolean)
    .join(' ');
  return named ? `deleted ${named}` : 'deleted';
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
