/**
 * The database's types, for every file that queries it: the Drizzle database whichever driver is
 * behind it, a transaction, and either. Only types (with the rows of a raw query and the error tests) live here, so that
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

/** Did the statement fail with this SQLSTATE (on the constraint named, or any)? Drivers wrap it. */
function failedWith(error: unknown, sqlState: string, constraint?: string): boolean {
  let e: unknown = error;
  for (let i = 0; i < 5 && e && typeof e === 'object'; i++) {
    const { code, constraint: c } = e as { code?: unknown; constraint?: unknown };
    if (code === sqlState) return constraint === undefined || c === constraint;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/** Did the statement break a unique constraint (the one named, or any)? */
export const isUniqueViolation = (error: unknown, constraint?: string): boolean =>
  failedWith(error, '23505', constraint);

/**
 * Did the statement remove (or point at) a row that another row's foreign key still needs? A key
 * declared ON DELETE RESTRICT answers 23001, any other 23503.
 */
export const isForeignKeyViolation = (error: unknown, constraint?: string): boolean =>
  failedWith(error, '23503', constraint) || failedWith(error, '23001', constraint);

/**
 * The rows of a raw query (`db.execute(sql`…`)`). Both drivers answer `{ rows }` (node-postgres'
 * QueryResult, PGlite's Results); the shared database type leaves the result unknown, hence the
 * assertion: the SQL's select list is the row's shape.
 */
export async function rowsOf<T>(query: PromiseLike<unknown>): Promise<T[]> {
  return ((await query) as { rows: T[] }).rows;
}
