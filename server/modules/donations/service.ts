import { createHash, randomUUID } from 'node:crypto';
import { and, desc, eq, gte, isNull, lt, ne, or, sql } from 'drizzle-orm';
import {
  coverFeeCents,
  DONATION_NOT_FOUND,
  type ConfirmDonationAnswer,
  type DonationFrequency,
  type DonationStatus,
  type DonationSummary,
  type DonationsQuery,
  type ExportQuery,
  type FeeRule,
  FUND_NAME_TAKEN,
  FUND_NOT_FOUND,
  GENERAL_FUND,
  GIVING_NOT_SET_UP,
  type MyGiving,
  RECURRING_EMAIL_REQUIRED,
  RECURRING_NOT_FOUND,
  type RecurringGift,
  type RecurringStatus,
  type Statement,
  type UpdateFundBody,
  type UpdateRecurringBody,
} from '../../../contract/donations';
import type { Database } from '../../db/connect';
import {
  donations,
  donationSubscriptions,
  donors,
  funds,
  stripeEvents,
  users,
} from '../../db/schema';
import { badRequest, conflict, HttpError, notFound, unavailable } from '../../errors';
import type { SessionUser } from '../../db/sessions';
import { pathTo } from '../../../contract/pages';
import {
  DEFAULT_LANGUAGE,
  formatLongDate,
  formatMoney,
  isSiteLanguage,
  type SiteLanguage,
} from '../../../contract/i18n';
import { greeting, renderEmail, type MailMessage } from '../../infra/mail';
import { languageOf, mailText } from '../../infra/mail-text';
import { queueMail } from '../../infra/mail-outbox';
import type { Payments, Stripe } from '../../infra/payments';
import type { ContentVersion } from '../../infra/content-version';

export const CURRENCY = 'usd';

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

type Tx = Parameters<Parameters<Database['transaction']>[0]>[0];
type DbOrTx = Database | Tx;

/** The fund a gift may go to now (offered, not retired); null for the General Fund. */
async function openFund(db: DbOrTx, fundId: number | undefined): Promise<number | null> {
  if (fundId === undefined) return null;
  const [fund] = await db
    .select({ id: funds.id })
    .from(funds)
    .where(and(eq(funds.id, fundId), isNull(funds.retiredAt)));
  if (!fund) throw badRequest(FUND_NOT_FOUND, { fundId: [FUND_NOT_FOUND] });
  return fund.id;
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

/** The one Stripe product every recurring gift's price belongs to (made once, by its own id). */
export const DONATION_PRODUCT_ID = 'ktm_donation';

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

/** Stripe's subscription statuses as ours (the few the donor's screens tell apart). */
function subscriptionStatusOf(status: string): string {
  if (status === 'trialing') return 'active';
  if (status === 'incomplete_expired') return 'canceled';
  if (status === 'paused') return 'past_due';
  return ['incomplete', 'active', 'past_due', 'canceled', 'unpaid'].includes(status)
    ? status
    : 'past_due';
}

/** When the subscription next charges: its item's period end (seconds), if Stripe gave one. */
function nextChargeOf(sub: Stripe.Subscription): Date | null {
  const end = sub.items.data[0]?.current_period_end;
  return typeof end === 'number' ? new Date(end * 1000) : null;
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
async function createDonation(
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

const providerUnreachable = (cause: unknown) =>
  Object.assign(
    new HttpError(
      502,
      'The payment provider could not be reached. Please try again.',
      'PAYMENT_PROVIDER',
    ),
    { cause },
  );

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
async function confirmSubscription(
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

async function confirmDonation(
  db: Database,
  payments: Payments,
  paymentIntentId: string,
): Promise<ConfirmDonationAnswer> {
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
  return {
    status: intent.status,
    outcome: outcomeOf(intent.status),
    amount: intent.amount,
    currency: intent.currency,
  };
}

/**
 * The thank-you for one gift, in the donor's language (the page they gave on): the amount and the
 * date as that language writes them.
 */
function receiptMail(opts: {
  to: string;
  amount: number;
  currency: string;
  message: string | null;
  reference: string;
  date: Date;
  publicUrl: string;
  lang: SiteLanguage;
}): MailMessage {
  const t = mailText(opts.lang);
  const amount = formatMoney(opts.amount, opts.currency, opts.lang);
  const date = formatLongDate(opts.date, opts.lang);
  const { text, html } = renderEmail({
    greeting: t('mail.receipt.greeting'),
    paragraphs: [
      t('mail.receipt.intro', { amount }),
      ...(opts.message ? [t('mail.receipt.message', { message: opts.message })] : []),
      t('mail.receipt.reference', { date, reference: opts.reference }),
    ],
    after: [t('mail.receipt.after')],
    publicUrl: opts.publicUrl,
    lang: opts.lang,
  });
  return { to: opts.to, subject: t('mail.receipt.subject', { amount }), text, html };
}

export type WebhookOutcome = 'duplicate' | 'ignored' | 'applied';

/** The thank-you for one successful charge (queued in the transaction that records it). */
async function queueReceipt(
  tx: Tx,
  row: typeof donations.$inferSelect,
  reference: string,
  lang: SiteLanguage,
  opts: { now: Date; publicUrl: string },
): Promise<void> {
  if (!row.email) return;
  const receipt = receiptMail({
    to: row.email,
    amount: row.amount,
    currency: row.currency,
    message: row.message,
    reference,
    date: opts.now,
    publicUrl: opts.publicUrl,
    lang,
  });
  await queueMail(tx, receipt, opts.now);
}

/**
 * The language a gift's mail is written in: the one the gift was given in (kept in Stripe's
 * metadata), else the member's preference, else English.
 */
async function donorLanguage(
  tx: Tx,
  given: string | undefined,
  userId: number | null,
): Promise<SiteLanguage> {
  if (isSiteLanguage(given)) return given;
  if (userId === null) return DEFAULT_LANGUAGE;
  const [member] = await tx
    .select({ preferredLanguage: users.preferredLanguage })
    .from(users)
    .where(eq(users.id, userId));
  return member ? languageOf(member) : DEFAULT_LANGUAGE;
}

type EventOptions = { now: Date; publicUrl: string };

async function applyPaymentIntent(tx: Tx, event: Stripe.Event, opts: EventOptions) {
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
async function applyInvoice(tx: Tx, event: Stripe.Event, opts: EventOptions) {
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

/** Tells the donor, in their language, that a renewal failed and where to give a working card. */
async function queueRenewalFailed(
  tx: Tx,
  donor: typeof donors.$inferSelect,
  row: typeof donations.$inferSelect,
  invoice: Stripe.Invoice,
  opts: EventOptions,
) {
  const [member] = donor.userId
    ? await tx
        .select({ firstName: users.firstName, preferredLanguage: users.preferredLanguage })
        .from(users)
        .where(eq(users.id, donor.userId))
    : [];
  const lang = member ? languageOf(member) : DEFAULT_LANGUAGE;
  const t = mailText(lang);
  const amount = formatMoney(row.amount, row.currency, lang);
  const url =
    invoice.hosted_invoice_url ??
    `${opts.publicUrl}${pathTo('profile', { search: { tab: 'giving' }, lang })}`;
  const { text, html } = renderEmail({
    greeting: greeting(member?.firstName ?? null, t),
    paragraphs: [t('mail.renewalFailed.body', { amount }), t('mail.renewalFailed.retry')],
    action: { label: t('mail.renewalFailed.action'), url },
    publicUrl: opts.publicUrl,
    lang,
  });
  await queueMail(
    tx,
    { to: donor.email, subject: t('mail.renewalFailed.subject', { amount }), text, html },
    opts.now,
  );
}

/**
 * Stripe's word on a subscription (status, next charge, amount). Events can arrive out of order:
 * one older than the last applied changes nothing, and a cancellation is final.
 */
async function applySubscription(tx: Tx, event: Stripe.Event, opts: EventOptions) {
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
async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  opts: EventOptions,
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

async function listDonations(db: Database, { page, pageSize }: DonationsQuery) {
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

// ---- the donor's own giving ------------------------------------------------------------------

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

async function myGiving(db: Database, member: SessionUser): Promise<MyGiving> {
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
async function changeRecurring(
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
async function cancelRecurring(
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

async function statementFor(db: Database, member: SessionUser, year: number): Promise<Statement> {
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
async function emailStatement(
  db: Database,
  member: SessionUser,
  year: number,
  opts: EventOptions,
): Promise<Statement> {
  const statement = await statementFor(db, member, year);
  const lang = languageOf(member);
  const t = mailText(lang);
  const money = (cents: number) => formatMoney(cents, statement.currency, lang);
  const day = (iso: string) => formatLongDate(new Date(`${iso}T00:00:00Z`), lang);
  const { text, html } = renderEmail({
    greeting: greeting(member.firstName, t),
    paragraphs: [
      t('mail.statement.intro', {
        year,
        count: statement.gifts.length,
        total: money(statement.total),
      }),
      ...statement.gifts.map((g) =>
        t('mail.statement.line', {
          date: day(g.date),
          amount: money(g.amount),
          fund: g.fund ?? t('giving.generalFund'),
        }),
      ),
      t('mail.statement.noGoods'),
    ],
    action: {
      label: t('mail.statement.action'),
      url: `${opts.publicUrl}${pathTo('givingStatement', { search: { year }, lang })}`,
    },
    publicUrl: opts.publicUrl,
    lang,
  });
  await queueMail(
    db,
    { to: member.email, subject: t('mail.statement.subject', { year }), text, html },
    opts.now,
  );
  return statement;
}

// ---- funds and the ministry's figures --------------------------------------------------------

function fundView(row: typeof funds.$inferSelect) {
  return {
    id: row.id,
    name: row.name,
    retired: row.retiredAt !== null,
    createdAt: row.createdAt.toISOString(),
  };
}

const isUniqueViolation = (err: unknown) => {
  const e = err as { code?: unknown; cause?: { code?: unknown } };
  return e.code === '23505' || e.cause?.code === '23505';
};

async function listFunds(db: Database, openOnly: boolean) {
  const rows = await db
    .select()
    .from(funds)
    .where(openOnly ? isNull(funds.retiredAt) : undefined)
    .orderBy(funds.name);
  return rows.map(fundView);
}

async function createFund(db: Database, name: string, now: Date) {
  try {
    const [row] = await db.insert(funds).values({ name, createdAt: now }).returning();
    if (!row) throw new Error('fund not recorded');
    return fundView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FUND_NAME_TAKEN);
    throw err;
  }
}

async function updateFund(db: Database, id: number, body: UpdateFundBody, now: Date) {
  try {
    const [row] = await db
      .update(funds)
      .set({
        ...(body.name !== undefined ? { name: body.name } : {}),
        ...(body.retired !== undefined ? { retiredAt: body.retired ? now : null } : {}),
      })
      .where(eq(funds.id, id))
      .returning();
    if (!row) throw notFound(FUND_NOT_FOUND);
    return fundView(row);
  } catch (err) {
    if (isUniqueViolation(err)) throw conflict(FUND_NAME_TAKEN);
    throw err;
  }
}

const monthKey = (d: Date) => d.toISOString().slice(0, 7);

/** The last 12 months (this one included), by fund and frequency; recurring donors and MRR. */
async function summary(db: Database, now: Date): Promise<DonationSummary> {
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
async function exportCsv(db: Database, query: ExportQuery): Promise<string> {
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

export interface DonationServiceDeps {
  db: Database;
  clock: () => Date;
  /** Null when the STRIPE_* keys are not all set: giving answers 503. */
  payments: Payments | null;
  publicUrl: string;
  /** What covering the card fee adds (configuration). */
  feeRule: FeeRule;
  /**
   * Moved on when a fund changes: the donate page, rendered per request and kept while the
   * version stays, lists the open funds.
   */
  contentVersion: Pick<ContentVersion, 'changed'>;
}

export function createDonationService({
  db,
  clock,
  payments,
  publicUrl,
  feeRule,
  contentVersion,
}: DonationServiceDeps) {
  /** The payment provider; throws 503 when giving is not set up. */
  const configured = () => {
    if (!payments) throw unavailable(GIVING_NOT_SET_UP);
    return payments;
  };
  return {
    payments: configured,
    publishableKey: payments?.publishableKey ?? null,
    feeRule,
    openFunds: () => listFunds(db, true),
    create: (input: NewDonation) => createDonation(db, configured(), input, feeRule, clock()),
    confirm: (paymentIntentId: string) => confirmDonation(db, configured(), paymentIntentId),
    confirmSubscription: (subscriptionId: string) =>
      confirmSubscription(db, configured(), subscriptionId),
    applyStripeEvent: (event: Stripe.Event) =>
      applyStripeEvent(db, event, { now: clock(), publicUrl }),
    list: (query: DonationsQuery) => listDonations(db, query),
    mine: (member: SessionUser) => (configured(), myGiving(db, member)),
    changeRecurring: (member: SessionUser, id: number, body: UpdateRecurringBody) =>
      changeRecurring(db, configured(), member, id, body, feeRule, clock()),
    cancelRecurring: (member: SessionUser, id: number) =>
      cancelRecurring(db, configured(), member, id, clock()),
    statement: (member: SessionUser, year: number) => (
      configured(),
      statementFor(db, member, year)
    ),
    emailStatement: (member: SessionUser, year: number) => (
      configured(),
      emailStatement(db, member, year, { now: clock(), publicUrl })
    ),
    funds: () => listFunds(db, false),
    createFund: async (name: string) => {
      const fund = await createFund(db, name, clock());
      contentVersion.changed();
      return fund;
    },
    updateFund: async (id: number, body: UpdateFundBody) => {
      const fund = await updateFund(db, id, body, clock());
      contentVersion.changed();
      return fund;
    },
    summary: () => summary(db, clock()),
    exportCsv: (query: ExportQuery) => exportCsv(db, query),
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
