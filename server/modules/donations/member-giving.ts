/**
 * A member's own giving: their gifts and recurring gifts (changed or cancelled at Stripe and
 * here), and the year's statement, shown or e-mailed.
 */
import { randomUUID } from 'node:crypto';
import { and, desc, eq, gte, isNull, lt, ne, or } from 'drizzle-orm';
import {
  coverFeeCents,
  type DonationFrequency,
  type DonationStatus,
  type FeeRule,
  type MyGiving,
  RECURRING_NOT_FOUND,
  type RecurringGift,
  type RecurringStatus,
  type Statement,
  type UpdateRecurringBody,
} from '../../../contract/donations';
import { donations, donationSubscriptions, donors, funds } from '../../db/schema';
import type { SessionUser } from '../../domain/sessions';
import type { Database } from '../../db/types';
import { notFound } from '../../errors';
import { queueMail } from '../../infra/mail-outbox';
import type { Payments } from '../../infra/payments';
import { statementMail, type MailContext } from './mail';
import { CURRENCY, DONATION_PRODUCT_ID, providerUnreachable } from './stripe-terms';

/**
 * Gifts and recurring gifts a member may see, change and cancel, and that their statement counts:
 * those they made signed in, and those made signed out with their verified address (following a
 * link sent there proved it theirs; an unverified address proves nothing). A gift another member
 * made signed in is that member's alone, whatever address it names: its card is theirs.
 */
function ownedBy(member: SessionUser) {
  const verifiedEmail = member.emailVerifiedAt ? member.email : null;
  return {
    gifts: verifiedEmail
      ? or(
          eq(donations.userId, member.id),
          and(isNull(donations.userId), eq(donations.email, verifiedEmail)),
        )
      : eq(donations.userId, member.id),
    recurring: verifiedEmail
      ? or(
          eq(donationSubscriptions.userId, member.id),
          and(isNull(donationSubscriptions.userId), eq(donors.email, verifiedEmail)),
        )
      : eq(donationSubscriptions.userId, member.id),
  };
}

function recurringView(row: typeof donationSubscriptions.$inferSelect, fund: string | null) {
  return {
    id: row.id,
    amount: row.amount,
    fee: row.fee,
    currency: row.currency,
    frequency: row.frequency as 'week' | 'month',
    fund,
    status: row.status as RecurringStatus,
    nextChargeAt: row.nextChargeAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function myGiving(db: Database, member: SessionUser): Promise<MyGiving> {
  const owned = ownedBy(member);
  const gifts = await db
    .select({ gift: donations, fund: funds.name })
    .from(donations)
    .leftJoin(funds, eq(funds.id, donations.fundId))
    .where(owned.gifts)
    .orderBy(desc(donations.createdAt), desc(donations.id))
    .limit(500);
  const recurring = await db
    .select({ sub: donationSubscriptions, fund: funds.name })
    .from(donationSubscriptions)
    .innerJoin(donors, eq(donors.id, donationSubscriptions.donorId))
    .leftJoin(funds, eq(funds.id, donationSubscriptions.fundId))
    .where(and(owned.recurring, ne(donationSubscriptions.status, 'canceled')))
    .orderBy(desc(donationSubscriptions.createdAt));
  return {
    gifts: gifts.map(({ gift, fund }) => ({
      id: gift.id,
      amount: gift.amount,
      fee: gift.fee,
      currency: gift.currency,
      status: gift.status as DonationStatus,
      frequency: gift.frequency as DonationFrequency,
      fund,
      createdAt: gift.createdAt.toISOString(),
    })),
    recurring: recurring.map(({ sub, fund }) => recurringView(sub, fund)),
  };
}

async function ownRecurring(db: Database, member: SessionUser, id: number) {
  const [found] = await db
    .select({ sub: donationSubscriptions, fund: funds.name })
    .from(donationSubscriptions)
    .innerJoin(donors, eq(donors.id, donationSubscriptions.donorId))
    .leftJoin(funds, eq(funds.id, donationSubscriptions.fundId))
    .where(
      and(
        eq(donationSubscriptions.id, id),
        ownedBy(member).recurring,
        ne(donationSubscriptions.status, 'canceled'),
      ),
    );
  if (!found) throw notFound(RECURRING_NOT_FOUND);
  return found;
}

/** A new amount from the next charge on (no proration: a gift is not a service used). */
export async function changeRecurring(
  db: Database,
  payments: Payments,
  member: SessionUser,
  id: number,
  body: UpdateRecurringBody,
  feeRule: FeeRule,
  now: Date,
): Promise<RecurringGift> {
  const { sub, fund } = await ownRecurring(db, member, id);
  const fee = body.coverFees ? coverFeeCents(body.amount, feeRule) : 0;
  try {
    const current = await payments.stripe.subscriptions.retrieve(sub.stripeSubscriptionId);
    const item = current.items.data[0];
    if (!item) throw new Error('subscription without an item');
    await payments.stripe.subscriptions.update(
      sub.stripeSubscriptionId,
      {
        items: [
          {
            id: item.id,
            price_data: {
              currency: sub.currency,
              product: DONATION_PRODUCT_ID,
              unit_amount: body.amount + fee,
              recurring: { interval: sub.frequency as 'week' | 'month' },
            },
          },
        ],
        proration_behavior: 'none',
        metadata: { fee: String(fee) },
      },
      { idempotencyKey: randomUUID() },
    );
  } catch (err) {
    throw providerUnreachable(err);
  }
  const [updated] = await db
    .update(donationSubscriptions)
    .set({ amount: body.amount, fee, updatedAt: now })
    .where(eq(donationSubscriptions.id, sub.id))
    .returning();
  if (!updated) throw notFound(RECURRING_NOT_FOUND);
  return recurringView(updated, fund);
}

/** Ends a recurring gift at once at Stripe; the webhook that follows finds it already ended. */
export async function cancelRecurring(
  db: Database,
  payments: Payments,
  member: SessionUser,
  id: number,
  now: Date,
): Promise<RecurringGift> {
  const { sub, fund } = await ownRecurring(db, member, id);
  try {
    await payments.stripe.subscriptions.cancel(sub.stripeSubscriptionId);
  } catch (err) {
    // Already ended at Stripe (the donor's bank, or the dashboard): record it ended here too.
    if ((err as { statusCode?: unknown }).statusCode !== 400) throw providerUnreachable(err);
  }
  const [updated] = await db
    .update(donationSubscriptions)
    .set({ status: 'canceled', canceledAt: now, nextChargeAt: null, updatedAt: now })
    .where(eq(donationSubscriptions.id, sub.id))
    .returning();
  if (!updated) throw notFound(RECURRING_NOT_FOUND);
  return recurringView(updated, fund);
}

export async function statementFor(
  db: Database,
  member: SessionUser,
  year: number,
): Promise<Statement> {
  const from = new Date(Date.UTC(year, 0, 1));
  const to = new Date(Date.UTC(year + 1, 0, 1));
  const rows = await db
    .select({
      createdAt: donations.createdAt,
      amount: donations.amount,
      fund: funds.name,
      currency: donations.currency,
    })
    .from(donations)
    .leftJoin(funds, eq(funds.id, donations.fundId))
    .where(
      and(
        ownedBy(member).gifts,
        eq(donations.status, 'succeeded'),
        gte(donations.createdAt, from),
        lt(donations.createdAt, to),
      ),
    )
    .orderBy(donations.createdAt, donations.id);
  const name = [member.firstName, member.lastName].filter(Boolean).join(' ') || null;
  return {
    year,
    donor: { name, email: member.email },
    gifts: rows.map((r) => ({
      date: r.createdAt.toISOString().slice(0, 10),
      amount: r.amount,
      fund: r.fund,
    })),
    total: rows.reduce((sum, r) => sum + r.amount, 0),
    currency: rows[0]?.currency ?? CURRENCY,
  };
}

/** The statement by e-mail, in the member's language, with a link to the printable page. */
export async function emailStatement(
  db: Database,
  member: SessionUser,
  year: number,
  context: MailContext,
): Promise<Statement> {
  const statement = await statementFor(db, member, year);
  await queueMail(db, statementMail(member, statement, context.publicUrl), context.now);
  return statement;
}
