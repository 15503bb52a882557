/**
 * Where a content row the ministry orders by hand (studies, timeline events, characters) goes:
 * the order it was given, or after every other row, never past the order's highest value.
 */
import { sql } from 'drizzle-orm';
import type { PgColumn, PgTable } from 'drizzle-orm/pg-core';
import type { DbOrTx } from '../db/types';

export async function positionFor(
  tx: DbOrTx,
  table: PgTable,
  position: PgColumn,
  max: number,
  order: number | undefined,
): Promise<number> {
  if (order !== undefined) return order;
  const [row] = await tx
    .select({ next: sql<number>`least(coalesce(max(${position}) + 1, 0), ${max})::int` })
    .from(table);
  return row?.next ?? 0;
}
