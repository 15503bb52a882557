import Stripe from 'stripe';
import { describe, expect, it } from 'vitest';
import { createPayments } from './payments';

describe('payments', () => {
  it('are set up only when all three Stripe keys are given', async () => {
    expect(
      await createPayments({
        secretKey: 'sk_test_x',
        publishableKey: 'pk_test_x',
        webhookSecret: undefined,
      }),
    ).toBeNull();
    const payments = await createPayments({
      secretKey: 'sk_test_x',
      publishableKey: 'pk_test_x',
      webhookSecret: 'whsec_x',
    });
    expect(payments?.stripe).toBeInstanceOf(Stripe);
    expect(payments?.publishableKey).toBe('pk_test_x');
  });
});
