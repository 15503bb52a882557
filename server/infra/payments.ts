/**
 * Card payments through Stripe. Configured only when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY
 * and STRIPE_WEBHOOK_SECRET are all set; otherwise giving answers 503 and says it is not set up
 * (never a pretend success). Tests hand in a client pointed at a local stand-in for Stripe's API.
 */
import type Stripe from 'stripe';
import type { Config } from '../config';

export interface Payments {
  stripe: Stripe;
  publishableKey: string;
  webhookSecret: string;
}

type StripeClass = typeof Stripe;

/** Payments from a Stripe SDK class; null unless all three keys are set. */
export function paymentsWith(
  StripeSdk: StripeClass,
  keys: Config['stripe'],
  options: Stripe.StripeConfig = {},
): Payments | null {
  if (!keys.secretKey || !keys.publishableKey || !keys.webhookSecret) return null;
  return {
    stripe: new StripeSdk(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options }),
    publishableKey: keys.publishableKey,
    webhookSecret: keys.webhookSecret,
  };
}

/** The SDK is large: a site without Stripe keys never loads it (faster start-up). */
export async function createPayments(keys: Config['stripe']): Promise<Payments | null> {
  if (!keys.secretKey || !keys.publishableKey || !keys.webhookSecret) return null;
  const { default: StripeSdk } = await import('stripe');
  if (!keys.apiUrl) return paymentsWith(StripeSdk, keys);
  const api = new URL(keys.apiUrl);
  const protocol = api.protocol === 'http:' ? 'http' : 'https';
  return paymentsWith(StripeSdk, keys, {
    host: api.hostname,
    port: api.port || (protocol === 'http' ? 80 : 443),
    protocol,
  });
}

export type { Stripe };
