/**
 * Giving: a one-time gift as a Stripe PaymentIntent, a recurring one as a Subscription, each
 * recorded as created until Stripe's webhook says how it went; and the donor's return page asking
 * Stripe how a gift stands.
 */
import { createHash, randomUUID } from 'node:crypto';
import { and, eq, isNull } from 'drizzle-orm';
import {
  coverFeeCents,
  DONATION_NOT_FOUND,
  type ConfirmDonationAnswer,
  type DonationFrequency,
  type FeeRule,
  RECURRING_EMAIL_REQUIRED,
} from '../../../contract/donations';
import type { SiteLanguage } from '../../../contract/i18n';
import { donations, donationSubscriptions, donors, funds } from '../../db/schema';
import type { Database } from '../../db/types';
import { badRequest, notFound } from '../../errors';
import type { Payments, Stripe } from '../../infra/payments';
import { openFund } from './funds';
import {
  CURRENCY,
  DONATION_PRODUCT_ID,
  nextChargeOf,
  providerUnreachable,
  subscriptionStatusOf,
} from './stripe-terms';

export interface NewDonation {
  amount: number;
  purpose?: string | undefined;
  message?: string | undefined;
  email?: string | undefined;
  userId?: number | undefined;
  /** The page's language: the receipts are written in it. */
  language?: SiteLanguage | undefined;
  /** The signed-in donor's name, given to Stripe's customer the first time. */
  name?: string | undefined;
  frequency?: DonationFrequency | undefined;
  fundId?: number | undefined;
  coverFees?: boolean | undefined;
}

/**
 * The Stripe customer a gift is made under. An address typed into the form proves nothing (anyone
 * may type anyone's), so it never picks a customer that already holds someone's gifts and cards:
 * a member signed in gives under their own customer for that address (made once, the idempotency
 * key derived from member and address so two gifts started at once make one, reused afterwards);
 * a gift made signed out gets a new customer of its own. Whose a gift is comes from who was
 * signed in while it was made, never from this row (`ownedBy`).
 */
async function customerFor(
  db: Database,
  payments: Payments,
  input: { email: string; name?: string | undefined; userId?: number | undefined },
  now: Date,
): Promise<typeof donors.$inferSelect> {
  const { userId, email } = input;
  const mine =
    userId === undefined ? undefined : and(eq(donors.userId, userId), eq(donors.email, email));
  if (mine) {
    const [known] = await db.select().from(donors).where(mine);
    if (known) return known;
  }
  let customer: Stripe.Customer;
  try {
    customer = await payments.stripe.customers.create(
      { email, ...(input.name ? { name: input.name } : {}) },
      {
        idempotencyKey:
          userId === undefined
            ? randomUUID()
            : `customer-${createHash('sha256').update(`${userId}:${email}`).digest('hex').slice(0, 40)}`,
      },
    );
  } catch (err) {
    throw providerUnreachable(err);
  }
  const values = {
    email,
    name: input.name ?? null,
    userId: userId ?? null,
    stripeCustomerId: customer.id,
    createdAt: now,
  };
  if (!mine) {
    const [row] = await db.insert(donors).values(values).returning();
    if (!row) throw new Error('donor not recorded');
    return row;
  }
  await db.insert(donors).values(values).onConflictDoNothing();
  const [row] = await db.select().from(donors).where(mine);
  if (!row) throw new Error('donor not recorded');
  return row;
}

async function ensureProduct(payments: Payments): Promise<string> {
  try {
    await payments.stripe.products.create({ id: DONATION_PRODUCT_ID, name: 'Donation' });
  } catch (err) {
    if ((err as { code?: unknown }).code !== 'resource_already_exists') {
      throw providerUnreachable(err);
    }
  }
  return DONATION_PRODUCT_ID;
}

/**
 * A recurring gift: a Stripe Subscription in `default_incomplete`, whose first invoice's
 * PaymentIntent the Payment Element confirms (3-D Secure included), so the first charge happens
 * at once. The subscription and that first charge are recorded together.
 */
async function createRecurring(
  db: Database,
  payments: Payments,
  input: NewDonation & { email: string; frequency: 'week' | 'month' },
  fundId: number | null,
  fee: number,
  now: Date,
): Promise<{ clientSecret: string; subscription: string; total: number }> {
  const donor = await customerFor(db, payments, input, now);
  const product = await ensureProduct(payments);
  const total = input.amount + fee;
  let sub: Stripe.Subscription;
  try {
    sub = await payments.stripe.subscriptions.create(
      {
        customer: donor.stripeCustomerId,
        items: [
          {
            price_data: {
              currency: CURRENCY,
              product,
              unit_amount: total,
              recurring: { interval: input.frequency },
            },
          },
        ],
        payment_behavior: 'default_incomplete',
        payment_settings: { save_default_payment_method: 'on_subscription' },
        metadata: {
          fund_id: fundId === null ? '' : String(fundId),
          fee: String(fee),
          ...(input.message ? { message: input.message } : {}),
          // Each renewal's receipt is written in the language the gift was given in.
          ...(input.language ? { language: input.language } : {}),
        },
        expand: ['latest_invoice.confirmation_secret'],
      },
      { idempotencyKey: randomUUID() },
    );
  } catch (err) {
    throw providerUnreachable(err);
  }
  const invoice = sub.latest_invoice;
  const clientSecret =
    invoice && typeof invoice === 'object' ? invoice.confirmation_secret?.client_secret : null;
  if (!invoice || typeof invoice !== 'object' || !clientSecret) {
    throw new Error('Subscription without a first invoice to confirm');
  }
  await db.transaction(async (tx) => {
    const [row] = await tx
      .insert(donationSubscriptions)
      .values({
        stripeSubscriptionId: sub.id,
        donorId: donor.id,
        userId: input.userId ?? null,
        amount: input.amount,
        fee,
        currency: CURRENCY,
        frequency: input.frequency,
        fundId,
        status: subscriptionStatusOf(sub.status),
        nextChargeAt: nextChargeOf(sub),
        createdAt: now,
        updatedAt: now,
      })
      .returning({ id: donationSubscriptions.id });
    if (!row) throw new Error('subscription not recorded');
    await tx
      .insert(donations)
      .values({
        amount: total,
        fee,
        currency: CURRENCY,
        message: input.message ?? null,
        purpose: input.purpose ?? null,
        email: donor.email,
        stripeInvoiceId: invoice.id,
        frequency: input.frequency,
        fundId,
        subscriptionId: row.id,
        donorId: donor.id,
        status: 'created',
        userId: input.userId ?? null,
        createdAt: now,
        updatedAt: now,
      })
      .onConflictDoNothing({ target: donations.stripeInvoiceId });
  });
  return { clientSecret, subscription: sub.id, total };
}

/**
 * Asks Stripe for a PaymentIntent (one idempotency key per request, so the SDK's retries never
 * make two) and records the donation as created. Answers the client secret for the browser.
 */
export async function createDonation(
  db: Database,
  payments: Payments,
  input: NewDonation,
  feeRule: FeeRule,
  now: Date,
): Promise<{
  clientSecret: string;
  paymentIntentId?: string;
  subscription?: string;
  total: number;
}> {
  const fundId = await openFund(db, input.fundId);
  const fee = input.coverFees ? coverFeeCents(input.amount, feeRule) : 0;
  const frequency = input.frequency ?? 'once';
  if (frequency !== 'once') {
    if (!input.email)
      throw badRequest(RECURRING_EMAIL_REQUIRED, { email: [RECURRING_EMAIL_REQUIRED] });
    return createRecurring(
      db,
      payments,
      { ...input, email: input.email, frequency },
      fundId,
      fee,
      now,
    );
  }
  const metadata: Record<string, string> = { kind: 'once' };
  if (input.purpose) metadata.purpose = input.purpose;
  if (input.message) metadata.message = input.message;
  // Kept with the PaymentIntent, which the webhook that sends the receipt reads.
  if (input.language) metadata.language = input.language;
  if (fundId !== null) metadata.fund_id = String(fundId);
  if (fee > 0) metadata.fee = String(fee);
  // A member's gifts are kept together at Stripe under their own customer; a one-time gift made
  // signed out needs none (the receipt goes to the address it names).
  const donor =
    input.email && input.userId !== undefined
      ? await customerFor(db, payments, { ...input, email: input.email }, now)
      : null;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await payments.stripe.paymentIntents.create(
      {
        amount: input.amount + fee,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        metadata,
        ...(input.email ? { receipt_email: input.email } : {}),
        ...(donor ? { customer: donor.stripeCustomerId } : {}),
      },
      { idempotencyKey: randomUUID() },
    );
  } catch (err) {
    throw providerUnreachable(err);
  }
  if (!intent.client_secret) throw new Error('PaymentIntent without a client secret');
  await db
    .insert(donations)
    .values({
      amount: intent.amount,
      fee,
      currency: intent.currency,
      purpose: input.purpose ?? null,
      message: input.message ?? null,
      email: input.email ?? null,
      stripePaymentIntentId: intent.id,
      fundId,
      donorId: donor?.id ?? null,
      status: 'created',
      userId: input.userId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: donations.stripePaymentIntentId });
  return { clientSecret: intent.client_secret, paymentIntentId: intent.id, total: intent.amount };
}

/** Stripe's PaymentIntent statuses as the donor should hear them. */
function outcomeOf(status: Stripe.PaymentIntent.Status): ConfirmDonationAnswer['outcome'] {
  if (status === 'succeeded') return 'succeeded';
  if (status === 'processing' || status === 'requires_capture') return 'processing';
  return 'failed';
}

/**
 * What Stripe says of one of our donations' PaymentIntent, asked of Stripe at this moment (not
 * our record, which waits for the webhook). Only PaymentIntents this site created are answered:
 * the route is no window onto the rest of the Stripe account.
 */
export async function confirmSubscription(
  db: Database,
  payments: Payments,
  subscriptionId: string,
): Promise<ConfirmDonationAnswer> {
  const [ours] = await db
    .select({ id: donationSubscriptions.id })
    .from(donationSubscriptions)
    .where(eq(donationSubscriptions.stripeSubscriptionId, subscriptionId))
    .limit(1);
  if (!ours) throw notFound(DONATION_NOT_FOUND);
  let sub: Stripe.Subscription;
  try {
    sub = await payments.stripe.subscriptions.retrieve(subscriptionId);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'resource_missing') throw notFound(DONATION_NOT_FOUND);
    throw providerUnreachable(err);
  }
  const price = sub.items.data[0]?.price;
  // A subscription is active once its first invoice is paid; incomplete until then.
  const outcome = sub.status === 'active' || sub.status === 'trialing' ? 'succeeded' : 'failed';
  return {
    status: sub.status,
    outcome,
    amount: price?.unit_amount ?? 0,
    currency: price?.currency ?? CURRENCY,
  };
}

export async function confirmDonation(
  db: Database,
  payments: Payments,
  paymentIntentId: string,
  now: Date,
): Promise<ConfirmDonationAnswer & { goal?: GiftGoal }> {
  const [ours] = await db
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.stripePaymentIntentId, paymentIntentId))
    .limit(1);
  if (!ours) throw notFound(DONATION_NOT_FOUND);
  let intent: Stripe.PaymentIntent;
  try {
    intent = await payments.stripe.paymentIntents.retrieve(paymentIntentId);
  } catch (err) {
    if ((err as { code?: unknown }).code === 'resource_missing') throw notFound(DONATION_NOT_FOUND);
    throw providerUnreachable(err);
  }
  const outcome = outcomeOf(intent.status);
  const answer = {
    status: intent.status,
    outcome,
    amount: intent.amount,
    currency: intent.currency,
  };
  if (outcome !== 'succeeded') return answer;
  // The first succeeded return counts the gift; a reload or a second tab does not.
  const [counted] = await db
    .update(donations)
    .set({ goalCountedAt: now })
    .where(and(eq(donations.id, ours.id), isNull(donations.goalCountedAt)))
    .returning({
      fundId: donations.fundId,
      amount: donations.amount,
      currency: donations.currency,
    });
  if (!counted) return answer;
  const [fund] = counted.fundId
    ? await db.select({ name: funds.name }).from(funds).where(eq(funds.id, counted.fundId))
    : [];
  return {
    ...answer,
    goal: { fund: fund?.name, amountCents: counted.amount, currency: counted.currency },
  };
}

/** A gift as the analytics' "gift" goal counts it: the fund's name and the amount. */
export interface GiftGoal {
  fund: string | undefined;
  amountCents: number;
  currency: string;
}
