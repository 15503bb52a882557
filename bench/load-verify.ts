/**
 * After the load: is every write the server acknowledged in the database, exactly once? One
 * query per kind of write finds every row carrying this benchmark's markers; each marker is then
 * counted.
 */
import { WRITES, type WriteCode, type WriteLedger } from './load-workload';

/** Both PGlite and pg answer `{ rows }`. */
export type Query = (sql: string, params: unknown[]) => Promise<{ rows: unknown[] }>;

export interface WriteCheck {
  acknowledged: number;
  /** Acknowledged, but no row carries the marker. */
  lost: number;
  /** More than one row carries the marker. */
  duplicated: number;
  /** Not acknowledged (an error or a timeout), yet stored: allowed, shown for information. */
  storedUnacknowledged: number;
}

export async function checkWrites(
  query: Query,
  prefix: string,
  ledger: WriteLedger,
): Promise<Map<WriteCode, WriteCheck>> {
  const result = new Map<WriteCode, WriteCheck>();
  for (const [code, { table, column }] of Object.entries(WRITES) as [
    WriteCode,
    (typeof WRITES)[WriteCode],
  ][]) {
    // The prefix is letters and digits only, so it needs no escaping in LIKE or a RegExp.
    const { rows } = await query(`select ${column} as v from ${table} where ${column} like $1`, [
      `%${prefix}-${code}-%`,
    ]);
    const found = new Map<string, number>();
    const pattern = new RegExp(`${prefix}-${code}-r\\d+-v\\d+-n\\d+`, 'g');
    for (const row of rows) {
      const value = String((row as { v: unknown }).v);
      for (const marker of value.match(pattern) ?? []) {
        found.set(marker, (found.get(marker) ?? 0) + 1);
      }
    }
    const check: WriteCheck = { acknowledged: 0, lost: 0, duplicated: 0, storedUnacknowledged: 0 };
    for (const [marker, kind] of ledger.acknowledged) {
      if (kind !== code) continue;
      check.acknowledged += 1;
      const n = found.get(marker) ?? 0;
      if (n === 0) check.lost += 1;
      if (n > 1) check.duplicated += 1;
    }
    for (const marker of ledger.unacknowledged) {
      if (marker.startsWith(`${prefix}-${code}-`) && found.has(marker)) {
        check.storedUnacknowledged += 1;
      }
    }
    result.set(code, check);
  }
  return result;
}

export interface OutboxCounts {
  sent: number;
  /** Still waiting when the server stopped: kept, and sent by the next start. */
  queued: number;
}

/** The durable mail (contact messages' and sign-up confirmations here) as the server left it. */
export async function outboxCounts(query: Query): Promise<OutboxCounts> {
  const { rows } = await query(
    'select count(sent_at)::int as sent, (count(*) - count(sent_at))::int as queued from mail_outbox',
    [],
  );
  const row = rows[0] as { sent: unknown; queued: unknown } | undefined;
  return { sent: Number(row?.sent ?? 0), queued: Number(row?.queued ?? 0) };
}
