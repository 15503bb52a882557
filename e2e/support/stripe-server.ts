import {
  findFreePort,
  startBuiltServer,
  type RunningServer,
} from '../../scripts/lib/server-process';
import { startFakeStripe, TEST_WEBHOOK_SECRET, type FakeStripe } from '../../server/test/stripe';

/**
 * A built server of its own with giving set up, whose Stripe is the tests' local stand-in
 * (STRIPE_API_URL): gifts are really created, charged and recorded through signed webhooks. (The
 * suite's shared server has no Stripe keys, so its donate page says giving is not set up.)
 */
export async function startServerWithStripe(
  tempPrefix: string,
): Promise<{ stripe: FakeStripe; server: RunningServer; stop: () => Promise<void> }> {
  const stripe = await startFakeStripe();
  const server = await startBuiltServer({
    port: await findFreePort(),
    tempPrefix,
    env: {
      NODE_ENV: 'test',
      LOG_LEVEL: 'warn',
      STRIPE_SECRET_KEY: 'sk_test_local',
      STRIPE_PUBLISHABLE_KEY: 'pk_test_local',
      STRIPE_WEBHOOK_SECRET: TEST_WEBHOOK_SECRET,
      STRIPE_API_URL: `http://127.0.0.1:${stripe.port}`,
    },
  });
  return {
    stripe,
    server,
    async stop() {
      await server.stop();
      await stripe.close();
    },
  };
}
