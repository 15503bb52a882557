/**
 * The database's types, for every file that queries it: the Drizzle database whichever driver is
 * behind it, a transaction, and either. Only types (and one error test) live here, so that
 * anything may import them without importing the drivers (`connect.ts`) or closing a loop.
 */
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type * as schema from './schema';

export type Schema = typeof schema;
/** The Drizzle database, whichever driver is behind it. */
export type Database = PgDatabase<PgQueryResultHKT, Schema>;
/** A transaction handle has the same query API as the database. */
export type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
export type DbOrTx = Database | Tx;

/** Did the statement break a unique constraint (the one named, or any)? Drivers wrap the error. */
export function isUniqueViolation(error: unknown, constraint?: string): boolean {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const { code, constraint: c } = e as { code?: unknown; constraint?: unknown };
    if (code === '23505') return constraint === undefined || c === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}
