import { randomUUID } from 'node:crypto';
import { and, desc, eq, ne, sql } from 'drizzle-orm';
import {
  DONATION_NOT_FOUND,
  type ConfirmDonationAnswer,
  type DonationStatus,
  type DonationsQuery,
  GIVING_NOT_SET_UP,
} from '../../../contract/donations';
import type { Database } from '../../db/connect';
import { donations, stripeEvents } from '../../db/schema';
import { HttpError, notFound, unavailable } from '../../errors';
import { DEFAULT_LANGUAGE, isSiteLanguage, type SiteLanguage } from '../../../contract/i18n';
import { renderEmail, type MailMessage } from '../../infra/mail';
import { mailText } from '../../infra/mail-text';
import { queueMail } from '../../infra/mail-outbox';
import type { Payments, Stripe } from '../../infra/payments';

export const CURRENCY = 'usd';

export interface NewDonation {
  amount: number;
  purpose?: string | undefined;
  message?: string | undefined;
  email?: string | undefined;
  userId?: number | undefined;
  /** The page's language: the receipt is written in it. */
  language?: SiteLanguage | undefined;
}

/**
 * Asks Stripe for a PaymentIntent (one idempotency key per request, so the SDK's retries never
 * make two) and records the donation as created. Answers the client secret for the browser.
 */
async function createDonation(
  db: Database,
  payments: Payments,
  input: NewDonation,
  now: Date,
): Promise<{ clientSecret: string; paymentIntentId: string }> {
  const metadata: Record<string, string> = {};
  if (input.purpose) metadata.purpose = input.purpose;
  if (input.message) metadata.message = input.message;
  // Kept with the PaymentIntent, which the webhook that sends the receipt reads.
  if (input.language) metadata.language = input.language;
  let intent: Stripe.PaymentIntent;
  try {
    intent = await payments.stripe.paymentIntents.create(
      {
        amount: input.amount,
        currency: CURRENCY,
        automatic_payment_methods: { enabled: true },
        metadata,
        ...(input.email ? { receipt_email: input.email } : {}),
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
      currency: intent.currency,
      purpose: input.purpose ?? null,
      message: input.message ?? null,
      email: input.email ?? null,
      stripePaymentIntentId: intent.id,
      status: 'created',
      userId: input.userId ?? null,
      createdAt: now,
      updatedAt: now,
    })
    .onConflictDoNothing({ target: donations.stripePaymentIntentId });
  return { clientSecret: intent.client_secret, paymentIntentId: intent.id };
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

/** Where each language's amounts and dates are written as its readers write them. */
const LOCALES: Record<SiteLanguage, string> = { en: 'en-US', es: 'es', pt: 'pt-BR' };

const dollars = (cents: number, currency: string, lang: SiteLanguage = DEFAULT_LANGUAGE) =>
  new Intl.NumberFormat(LOCALES[lang], {
    style: 'currency',
    currency: currency.toUpperCase(),
  }).format(cents / 100);

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
  const amount = dollars(opts.amount, opts.currency, opts.lang);
  const date = new Intl.DateTimeFormat(LOCALES[opts.lang], {
    dateStyle: 'long',
    timeZone: 'UTC',
  }).format(opts.date);
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

/**
 * Applies a verified Stripe event once. The event id is recorded in the same transaction as the
 * change, so a repeat changes nothing; `succeeded` is final, so an older `payment_failed`
 * arriving late cannot undo it; the receipt is queued only on the move to succeeded.
 */
async function applyStripeEvent(
  db: Database,
  event: Stripe.Event,
  opts: { now: Date; publicUrl: string },
): Promise<WebhookOutcome> {
  return db.transaction(async (tx) => {
    const fresh = await tx
      .insert(stripeEvents)
      .values({ id: event.id, type: event.type, receivedAt: opts.now })
      .onConflictDoNothing()
      .returning({ id: stripeEvents.id });
    if (fresh.length === 0) return 'duplicate';
    if (
      event.type !== 'payment_intent.succeeded' &&
      event.type !== 'payment_intent.payment_failed'
    ) {
      return 'ignored';
    }
    const intent = event.data.object;
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
        .where(
          and(eq(donations.stripePaymentIntentId, intent.id), ne(donations.status, 'succeeded')),
        )
        .returning();
      const to = updated?.email ?? intent.receipt_email;
      if (updated && to) {
        const lang = intent.metadata.language;
        const receipt = receiptMail({
          to,
          amount: updated.amount,
          currency: updated.currency,
          message: updated.message,
          reference: intent.id,
          date: opts.now,
          publicUrl: opts.publicUrl,
          lang: isSiteLanguage(lang) ? lang : DEFAULT_LANGUAGE,
        });
        await queueMail(tx, receipt, opts.now);
      }
    } else {
      await tx
        .update(donations)
        .set({
          status: 'failed',
          failureMessage: intent.last_payment_error?.message?.slice(0, 500) ?? null,
          updatedAt: opts.now,
        })
        .where(
          and(eq(donations.stripePaymentIntentId, intent.id), eq(donations.status, 'created')),
        );
    }
    return 'applied';
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

export interface DonationServiceDeps {
  db: Database;
  clock: () => Date;
  /** Null when the STRIPE_* keys are not all set: giving answers 503. */
  payments: Payments | null;
  publicUrl: string;
}

export function createDonationService({ db, clock, payments, publicUrl }: DonationServiceDeps) {
  /** The payment provider; throws 503 when giving is not set up. */
  const configured = () => {
    if (!payments) throw unavailable(GIVING_NOT_SET_UP);
    return payments;
  };
  return {
    payments: configured,
    create: (input: NewDonation) => createDonation(db, configured(), input, clock()),
    confirm: (paymentIntentId: string) => confirmDonation(db, configured(), paymentIntentId),
    applyStripeEvent: (event: Stripe.Event) =>
      applyStripeEvent(db, event, { now: clock(), publicUrl }),
    list: (query: DonationsQuery) => listDonations(db, query),
  };
}

export type DonationService = ReturnType<typeof createDonationService>;
