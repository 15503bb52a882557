/** The ministry's view of its giving: the list of gifts, the year's figures, the accountant's CSV. */
import { and, desc, eq, gte, lt, ne, sql } from 'drizzle-orm';
import {
  type DonationStatus,
  type DonationSummary,
  type DonationsQuery,
  type ExportQuery,
  GENERAL_FUND,
} from '../../../contract/donations';
import { donations, donationSubscriptions, donors, funds } from '../../db/schema';
import type { Database } from '../../db/types';

export async function listDonations(db: Database, { page, pageSize }: DonationsQuery) {
  const rows = await db
    .select()
    .from(donations)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(pageSize)
    .offset((page - 1) * pageSize);
  const [totals] = await db
    .select({
      total: sql<number>`count(*)::int`,
      succeededCount: sql<number>`count(*) filter (where ${donations.status} = 'succeeded')::int`,
      succeededAmount: sql<number>`coalesce(sum(${donations.amount}) filter (where ${donations.status} = 'succeeded'), 0)::float8`,
      pendingCount: sql<number>`count(*) filter (where ${donations.status} = 'created')::int`,
      failedCount: sql<number>`count(*) filter (where ${donations.status} = 'failed')::int`,
    })
    .from(donations);
  const { total, ...sums } = totals ?? {
    total: 0,
    succeededCount: 0,
    succeededAmount: 0,
    pendingCount: 0,
    failedCount: 0,
  };
  return {
    donations: rows.map((r) => ({
      id: r.id,
      amount: r.amount,
      currency: r.currency,
      status: r.status as DonationStatus,
      message: r.message,
      email: r.email,
      createdAt: r.createdAt.toISOString(),
    })),
    total,
    page,
    pageSize,
    totals: sums,
  };
}

const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The last 12 months (this one included), by fund and frequency; recurring donors and MRR. */
export async function summary(db: Database, now: Date): Promise<DonationSummary> {
  const first = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth() - 11, 1));
  const rows = await db
    .select({
      month: sql<string>`to_char(date_trunc('month', ${donations.createdAt} at time zone 'UTC'), 'YYYY-MM')`,
      fund: funds.name,
      frequency: donations.frequency,
      total: sql<number>`sum(${donations.amount})::float8`,
    })
    .from(donations)
    .leftJoin(funds, eq(funds.id, donations.fundId))
    .where(and(eq(donations.status, 'succeeded'), gte(donations.createdAt, first)))
    .groupBy(sql`1`, funds.name, donations.frequency);
  const months = Array.from({ length: 12 }, (_, i) => {
    const month = monthKey(new Date(Date.UTC(first.getUTCFullYear(), first.getUTCMonth() + i, 1)));
    return { month, total: 0, once: 0, recurring: 0, byFund: {} as Record<string, number> };
  });
  for (const row of rows) {
    const m = months.find((x) => x.month === row.month);
    if (!m) continue;
    m.total += row.total;
    if (row.frequency === 'once') m.once += row.total;
    else m.recurring += row.total;
    const fund = row.fund ?? GENERAL_FUND;
    m.byFund[fund] = (m.byFund[fund] ?? 0) + row.total;
  }
  const [running] = await db
    .select({
      donors: sql<number>`count(distinct ${donors.email})::int`,
      mrr: sql<number>`coalesce(sum(case when ${donationSubscriptions.frequency} = 'week' then (${donationSubscriptions.amount} + ${donationSubscriptions.fee}) * 52.0 / 12 else ${donationSubscriptions.amount} + ${donationSubscriptions.fee} end), 0)::float8`,
    })
    .from(donationSubscriptions)
    // A donor is an address: a gift made signed out has a Stripe customer of its own.
    .innerJoin(donors, eq(donors.id, donationSubscriptions.donorId))
    .where(sql`${donationSubscriptions.status} IN ('active', 'past_due')`);
  const failed = await db
    .select({ d: donations, fund: funds.name })
    .from(donations)
    .leftJoin(funds, eq(funds.id, donations.fundId))
    .where(and(eq(donations.status, 'failed'), ne(donations.frequency, 'once')))
    .orderBy(desc(donations.createdAt))
    .limit(50);
  return {
    months,
    activeRecurringDonors: running?.donors ?? 0,
    monthlyRecurringRevenue: Math.round(running?.mrr ?? 0),
    failedRenewals: failed.map(({ d, fund }) => ({
      id: d.id,
      amount: d.amount,
      email: d.email,
      fund,
      failureMessage: d.failureMessage,
      createdAt: d.createdAt.toISOString(),
    })),
  };
}

/** A CSV cell: quoted, and a formula's first character defused (spreadsheets run them). */
function csvCell(value: string | number | null): string {
  if (value === null) return '';
  let text = String(value);
  if (typeof value === 'string' && /^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return /[",\n\r]/.test(text) ? `"${text.replace(/"/g, '""')}"` : text;
}

/** Gifts from `from` to `to` (whole days, UTC, both included) as CSV for the accountant. */
export async function exportCsv(db: Database, query: ExportQuery): Promise<string> {
  const from = new Date(`${query.from}T00:00:00Z`);
  const to = new Date(Date.parse(`${query.to}T00:00:00Z`) + 86_400_000);
  const rows = await db
    .select({ d: donations, fund: funds.name })
    .from(donations)
    .leftJoin(funds, eq(funds.id, donations.fundId))
    .where(and(gte(donations.createdAt, from), lt(donations.createdAt, to)))
    .orderBy(donations.createdAt, donations.id);
  const header = [
    'date',
    'amount',
    'fee_covered',
    'currency',
    'status',
    'frequency',
    'fund',
    'email',
    'reference',
  ];
  const lines = rows.map(({ d, fund }) =>
    [
      d.createdAt.toISOString(),
      (d.amount / 100).toFixed(2),
      (d.fee / 100).toFixed(2),
      d.currency,
      d.status,
      d.frequency,
      fund ?? GENERAL_FUND,
      d.email,
      d.stripePaymentIntentId ?? d.stripeInvoiceId,
    ]
      .map(csvCell)
      .join(','),
  );
  return `${[header.join(','), ...lines].join('\r\n')}\r\n`;
}
