/** The funds a gift may go to: the administrators' list, and the check a new gift passes. */
import { and, eq, isNull } from 'drizzle-orm';
import { FUND_NAME_TAKEN, FUND_NOT_FOUND, type UpdateFundBody } from '../../../contract/donations';
import { funds } from '../../db/schema';
import { inOneChange } from '../../db/step-in-change';
import { isUniqueViolation, type Database, type DbOrTx } from '../../db/types';
import { badRequest, conflict, notFound } from '../../errors';

/** The fund a gift may go to now (offered, not retired); null for the General Fund. */
export async function openFund(db: DbOrTx, fundId: number | undefined): Promise<number | null> {
  if (fundId === undefined) return null;
  const [fund] = await db
    .select({ id: funds.id })
    .from(funds)
    .where(and(eq(funds.id, fundId), isNull(funds.retiredAt)));
  if (!fund) throw badRequest(FUND_NOT_FOUND, { fundId: [FUND_NOT_FOUND] });
  return fund.id;
}

function fundView(row: typeof funds.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    retired: row.retiredAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listFunds(db: Database, openOnly: boolean) {
  const rows = await db
    .select()
    .from(funds)
    .where(openOnly ? isNull(funds.retiredAt) : undefined)
    .orderBy(funds.name);
  return rows.map(fundView);
}

export async function getFund(db: DbOrTx, id: number) {
  const [row] = await db.select().from(funds).where(eq(funds.id, id));
  if (!row) throw notFound(FUND_NOT_FOUND);
  return fundView(row);
}

export async function createFund(db: Database, name: string, now: Date) {
  try {
    const [row] = await inOneChange(db, (tx) =>
      tx.insert(funds).values({ name, createdAt: now }).returning(),
    );
    if (!row) throw new Error('fund not recorded');
    return fundView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FUND_NAME_TAKEN);
    throw err;
  }
}

export async function updateFund(db: Database, id: number, body: UpdateFundBody, now: Date) {
  try {
    const [row] = await inOneChange(db, (tx) =>
      tx
        .update(funds)
        .set({
          ...(body.name !== undefined ? { name: body.name } : {}),
          ...(body.retired !== undefined ? { retiredAt: body.retired ? now : null } : {}),
        })
        .where(eq(funds.id, id))
        .returning(),
    );
    if (!row) throw notFound(FUND_NOT_FOUND);
    return fundView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FUND_NAME_TAKEN);
    throw err;
  }
}
