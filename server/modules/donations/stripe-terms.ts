/**
 * What this site's Stripe objects mean here, shared by the checkout, the webhooks and the donor's
 * own recurring gifts: the currency, the one product, how Stripe's statuses read, and the error a
 * visitor sees when Stripe cannot be reached.
 */
import { HttpError } from '../../errors';
import type { Stripe } from '../../infra/payments';

export const CURRENCY = 'usd';

/** The one Stripe product every recurring gift's price belongs to (made once, by its own id). */
export const DONATION_PRODUCT_ID = 'ktm_donation';

/** Stripe's subscription statuses as ours (the few the donor's screens tell apart). */
export function subscriptionStatusOf(status: string): string {
  if (status === 'trialing') return 'active';
  if (status === 'incomplete_expired') return 'canceled';
  if (status === 'paused') return 'past_due';
  return ['incomplete', 'active', 'past_due', 'canceled', 'unpaid'].includes(status)
    ? status
    : 'past_due';
}

/** When the subscription next charges: its item's period end (seconds), if Stripe gave one. */
export function nextChargeOf(sub: Stripe.Subscription): Date | null {
  const end = sub.items.data[0]?.current_period_end;
  return typeof end === 'number' ? new Date(end * 1000) : null;
}

export const providerUnreachable = (cause: unknown) =>
  Object.assign(
    new HttpError(
      502,
      'The payment provider could not be reached. Please try again.',
      'PAYMENT_PROVIDER',
    ),
    { cause },
  );
