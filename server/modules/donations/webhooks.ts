/**
 * Stripe's webhook events, each applied once: one-time charges, a recurring gift's invoices and
 * its subscription's changes.
 */
import { and, eq, ne, sql } from 'drizzle-orm';
import { donations, donationSubscriptions, donors, stripeEvents } from '../../db/schema';
import type { Database, Tx } from '../../db/types';
import type { Stripe } from '../../infra/payments';
import { donorLanguage, queueReceipt, queueRenewalFailed, type MailContext } from './mail';
import { nextChargeOf, subscriptionStatusOf } from './stripe-terms';

export type WebhookOutcome = 'duplicate' | 'ignored' | 'applied';

async function applyPaymentIntent(tx: Tx, event: Stripe.Event, opts: MailContext) {
  const intent = event.data.object as Stripe.PaymentIntent;
  const [known] = await tx
    .select({ id: donations.id })
    .from(donations)
    .where(eq(donations.stripePaymentIntentId, intent.id));
  // A subscription's charges are recorded from their invoices: a PaymentIntent we did not start
  // that belongs to a customer (as every invoice's does) and is not marked one-time is one of
  // those, and recording it here would count the charge twice.
  if (!known && intent.customer && intent.metadata.kind !== 'once') return 'ignored' as const;
  // A donation the browser started elsewhere (or whose record was lost): keep it anyway.
  await tx
    .insert(donations)
    .values({
      amount: intent.amount,
      currency: intent.currency,
      purpose: intent.metadata.purpose ?? null,
      message: intent.metadata.message ?? null,
      email: intent.receipt_email ?? null,
      stripePaymentIntentId: intent.id,
      status: 'created',
      createdAt: new Date(intent.created * 1000),
      updatedAt: opts.now,
    })
    .onConflictDoNothing({ target: donations.stripePaymentIntentId });

  if (event.type === 'payment_intent.succeeded') {
    const [updated] = await tx
      .update(donations)
      .set({ status: 'succeeded', failureMessage: null, updatedAt: opts.now })
      .where(and(eq(donations.stripePaymentIntentId, intent.id), ne(donations.status, 'succeeded')))
      .returning();
    if (updated)
      await queueReceipt(
        tx,
        { ...updated, email: updated.email ?? intent.receipt_email },
        intent.id,
        await donorLanguage(tx, intent.metadata.language, updated.userId),
        opts,
      );
  } else {
    await tx
      .update(donations)
      .set({
        status: 'failed',
        failureMessage: intent.last_payment_error?.message?.slice(0, 500) ?? null,
        updatedAt: opts.now,
      })
      .where(and(eq(donations.stripePaymentIntentId, intent.id), eq(donations.status, 'created')));
  }
  return 'applied' as const;
}

/** The subscription an invoice charges, from Stripe's `parent` (current API) of the invoice. */
function subscriptionIdOf(invoice: Stripe.Invoice): string | null {
  const sub = invoice.parent?.subscription_details?.subscription;
  if (!sub) return null;
  return typeof sub === 'string' ? sub : sub.id;
}

/**
 * One donation row per invoice of a recurring gift: `invoice.paid` moves it to succeeded (one
 * receipt), `invoice.payment_failed` marks it failed and tells the donor once, for a renewal,
 * where to give a working card. A late failure never undoes a payment.
 */
async function applyInvoice(tx: Tx, event: Stripe.Event, opts: MailContext) {
  const invoice = event.data.object as Stripe.Invoice;
  const subscriptionId = subscriptionIdOf(invoice);
  if (!subscriptionId) return 'ignored' as const;
  const [sub] = await tx
    .select({ sub: donationSubscriptions, donor: donors })
    .from(donationSubscriptions)
    .innerJoin(donors, eq(donors.id, donationSubscriptions.donorId))
    .where(eq(donationSubscriptions.stripeSubscriptionId, subscriptionId));
  if (!sub) return 'ignored' as const;
  const charged = invoice.amount_paid > 0 ? invoice.amount_paid : invoice.amount_due;
  if (charged <= 0) return 'ignored' as const;
  await tx
    .insert(donations)
    .values({
      amount: charged,
      fee: charged === sub.sub.amount + sub.sub.fee ? sub.sub.fee : 0,
      currency: invoice.currency,
      email: sub.donor.email,
      stripeInvoiceId: invoice.id,
      frequency: sub.sub.frequency,
      fundId: sub.sub.fundId,
      subscriptionId: sub.sub.id,
      donorId: sub.donor.id,
      userId: sub.sub.userId,
      status: 'created',
      createdAt: new Date(invoice.created * 1000),
      updatedAt: opts.now,
    })
    .onConflictDoNothing({ target: donations.stripeInvoiceId });

  if (event.type === 'invoice.paid') {
    const [updated] = await tx
      .update(donations)
      .set({ status: 'succeeded', failureMessage: null, updatedAt: opts.now })
      .where(and(eq(donations.stripeInvoiceId, invoice.id), ne(donations.status, 'succeeded')))
      .returning();
    if (updated) {
      const given = invoice.parent?.subscription_details?.metadata?.language;
      const lang = await donorLanguage(tx, given, updated.userId);
      await queueReceipt(tx, updated, invoice.id, lang, opts);
    }
    // The subscription.updated that says so may come later (or not yet): a paid charge means
    // the gift is running, unless it was cancelled.
    await tx
      .update(donationSubscriptions)
      .set({ status: 'active', updatedAt: opts.now })
      .where(
        and(
          eq(donationSubscriptions.id, sub.sub.id),
          sql`${donationSubscriptions.status} IN ('incomplete', 'past_due', 'unpaid')`,
        ),
      );
    return 'applied' as const;
  }
  const [failed] = await tx
    .update(donations)
    .set({ status: 'failed', failureMessage: 'The card was declined', updatedAt: opts.now })
    .where(and(eq(donations.stripeInvoiceId, invoice.id), eq(donations.status, 'created')))
    .returning();
  if (failed && invoice.billing_reason === 'subscription_cycle') {
    await tx
      .update(donationSubscriptions)
      .set({ status: 'past_due', updatedAt: opts.now })
      .where(
        and(eq(donationSubscriptions.id, sub.sub.id), eq(donationSubscriptions.status, 'active')),
      );
    await queueRenewalFailed(tx, sub.donor, failed, invoice, opts);
  }
  return 'applied' as const;
}

/**
 * Stripe's word on a subscription (status, next charge, amount). Events can arrive out of order:
 * one older than the last applied changes nothing, and a cancellation is final.
 */
async function applySubscription(tx: Tx, event: Stripe.Event, opts: MailContext) {
  const object = event.data.object as Stripe.Subscription;
  const [row] = await tx
    .select()
    .from(donationSubscriptions)
    .where(eq(donationSubscriptions.stripeSubscriptionId, object.id));
  if (!row) return 'ignored' as const;
  const at = new Date(event.created * 1000);
  if (row.status === 'canceled') return 'ignored' as const;
  if (row.lastEventAt && at < row.lastEventAt) return 'ignored' as const;
  const deleted = event.type === 'customer.subscription.deleted';
  const status = deleted ? 'canceled' : subscriptionStatusOf(object.status);
  const unit = object.items.data[0]?.price.unit_amount;
  // A change made at Stripe (the dashboard) rather than through our screens: its amount wins.
  const amountChange =
    typeof unit === 'number' && unit > 0 && unit !== row.amount + row.fee
      ? { amount: unit, fee: 0 }
      : {};
  await tx
    .update(donationSubscriptions)
    .set({
      status,
      ...amountChange,
      nextChargeAt: status === 'canceled' ? null : nextChargeOf(object),
      canceledAt:
        status === 'canceled'
          ? object.canceled_at
            ? new Date(object.canceled_at * 1000)
            : opts.now
          : null,
      lastEventAt: at,
      updatedAt: opts.now,
    })
    .where(eq(donationSubscriptions.id, row.id));
  return 'applied' as const;
}

/**
 * Applies a verified Stripe event once. The event id is recorded in the same transaction as the
 * change, so a repeat changes nothing; `succeeded` is final, so an older failure arriving late
 * cannot undo it; the receipt is queued only on the move to succeeded (one per charge).
 */
export async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  opts: MailContext,
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: opts.now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return 'duplicate';
    switch (event.type) {
      case 'payment_intent.succeeded':
      case 'payment_intent.payment_failed':
        return applyPaymentIntent(tx, event, opts);
      case 'invoice.paid':
      case 'invoice.payment_failed':
        return applyInvoice(tx, event, opts);
      case 'customer.subscription.updated':
      case 'customer.subscription.deleted':
        return applySubscription(tx, event, opts);
      default:
        return 'ignored';
    }
  });
}
