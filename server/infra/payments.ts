/**
 * Card payments through Stripe. Configured only when STRIPE_SECRET_KEY, STRIPE_PUBLISHABLE_KEY
 * and STRIPE_WEBHOOK_SECRET are all set; otherwise giving answers 503 and says it is not set up
 * (never a pretend success). Tests hand in a client pointed at a local stand-in for Stripe's API.
 */
import Stripe from 'stripe';
import type { Config } from '../config';

export interface Payments {
  stripe: Stripe;
  publishableKey: string;
  webhookSecret: string;
}

export function createPayments(
  keys: Config['stripe'],
  options: Stripe.StripeConfig = {},
): Payments | null {
  if (!keys.secretKey || !keys.publishableKey || !keys.webhookSecret) return null;
  return {
    stripe: new Stripe(keys.secretKey, { maxNetworkRetries: 2, timeout: 20_000, ...options }),
    publishableKey: keys.publishableKey,
    webhookSecret: keys.webhookSecret,
  };
}

export { Stripe };
