import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmDonationAnswerSchema,
  confirmDonationBodySchema,
  createPaymentIntentAnswerSchema,
  createPaymentIntentBodySchema,
  donationListSchema,
  donationsQuerySchema,
  stripeConfigSchema,
} from '../../../contract/donations';
import { errorSchema } from '../../../contract/errors';
import { badRequest } from '../../errors';
import type { RateLimit } from '../../plugins/rate-limit';
import { requireAdmin } from '../../plugins/session';
import type { DonationService } from './service';

/** Text from Stripe as PostgreSQL can keep it. */
const stripeText = (max: number) =>
  z
    .string()
    .max(max)
    .refine((s) => !s.includes('\u0000'));

/** What applyStripeEvent reads of any event. */
const stripeEventShape = z.object({
  id: stripeText(255).min(1),
  type: stripeText(255).min(1),
  data: z.object({ object: z.looseObject({}) }),
});

/** What it reads of a PaymentIntent (amount in cents, `created` in seconds). */
const paymentIntentShape = z.object({
  id: stripeText(255).min(1),
  amount: z.number().int().min(1).max(2_147_483_647),
  currency: stripeText(10).min(1),
  created: z.number().int().min(0).max(253_402_300_799),
  receipt_email: stripeText(254).nullish(),
  metadata: z.record(z.string(), stripeText(5_000)),
  last_payment_error: z.looseObject({ message: stripeText(100_000).nullish() }).nullish(),
});

/**
 * Stripe always sends these fields; a signed event without them (a misconfigured sender, or a
 * leaked secret) is refused with a 400 rather than failing half-way through being applied.
 */
function isWellFormed(event: unknown): boolean {
  const parsed = stripeEventShape.safeParse(event);
  if (!parsed.success) return false;
  const { type, data } = parsed.data;
  if (type !== 'payment_intent.succeeded' && type !== 'payment_intent.payment_failed') return true;
  return paymentIntentShape.safeParse(data.object).success;
}

/** What a donor's request that asks Stripe may answer besides success. */
const askingStripe = {
  400: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
  502: errorSchema,
  503: errorSchema,
};

interface Options {
  donations: DonationService;
  rateLimit: RateLimit;
}

export const donationRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { donations, rateLimit } = opts;

  app.get(
    '/api/stripe/config',
    {
      schema: {
        tags: ['donations'],
        summary: 'The publishable key for the card form (503 when giving is not set up)',
        response: { 200: stripeConfigSchema, 503: errorSchema },
      },
    },
    async () => ({ publishableKey: donations.payments().publishableKey }),
  );

  app.post(
    '/api/create-payment-intent',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit },
      schema: {
        tags: ['donations'],
        summary: 'Start a card donation: answers the client secret of a Stripe PaymentIntent',
        body: createPaymentIntentBodySchema,
        response: { 200: createPaymentIntentAnswerSchema, ...askingStripe },
      },
    },
    async (request) => {
      const { amount, metadata, email } = request.body;
      const { clientSecret } = await donations.create({
        amount,
        purpose: metadata?.purpose || undefined,
        message: metadata?.message || undefined,
        email: email ?? request.user?.email,
        userId: request.user?.id,
        language: request.body.language,
      });
      return { clientSecret };
    },
  );

  app.post(
    '/api/donations/confirm',
    {
      bodyLimit: 8 * 1024,
      config: { rateLimit },
      schema: {
        tags: ['donations'],
        summary:
          "After Stripe's return: Stripe's own status of the donation's PaymentIntent (thank only on success)",
        body: confirmDonationBodySchema,
        response: { 200: confirmDonationAnswerSchema, 404: errorSchema, ...askingStripe },
      },
    },
    async (request) => {
      const answer = await donations.confirm(request.body.paymentIntent);
      if (answer.status !== request.body.redirectStatus) {
        request.log.info(
          {
            paymentIntent: request.body.paymentIntent,
            redirectStatus: request.body.redirectStatus,
            status: answer.status,
          },
          'donation return: the address and Stripe disagree',
        );
      }
      return answer;
    },
  );

  // The webhook reads the raw body (the signature covers its exact bytes): its own JSON parser,
  // scoped to this child plugin only.
  await app.register(async (hook) => {
    hook.removeContentTypeParser('application/json');
    hook.addContentTypeParser('application/json', { parseAs: 'buffer' }, (_req, body, done) => {
      done(null, body);
    });
    hook.post(
      '/api/stripe/webhook',
      {
        // Stripe documents no size for its events; the body is only hashed (the signature)
        // before it is parsed, so a generous limit costs little.
        bodyLimit: 1024 * 1024,
        config: { allowCrossOrigin: true },
        schema: {
          tags: ['donations'],
          summary: 'Stripe events (signed): payment_intent.succeeded and payment_failed',
          response: {
            200: z.object({ received: z.literal(true) }),
            400: errorSchema,
            503: errorSchema,
          },
        },
      },
      async (request) => {
        const p = donations.payments();
        const signature = request.headers['stripe-signature'];
        if (typeof signature !== 'string' || !Buffer.isBuffer(request.body)) {
          throw badRequest('Missing Stripe signature');
        }
        let event;
        try {
          event = p.stripe.webhooks.constructEvent(request.body, signature, p.webhookSecret);
        } catch (err) {
          request.log.warn({ err }, 'stripe webhook refused');
          throw badRequest('Invalid Stripe signature');
        }
        if (!isWellFormed(event)) {
          // Not even `event.id` can be trusted to exist here.
          request.log.warn('malformed stripe event');
          throw badRequest('Malformed Stripe event');
        }
        const outcome = await donations.applyStripeEvent(event);
        request.log.info({ eventId: event.id, type: event.type, outcome }, 'stripe event');
        return { received: true as const };
      },
    );
  });

  app.get(
    '/api/admin/donations',
    {
      onRequest: requireAdmin,
      schema: {
        tags: ['donations', 'admin'],
        summary: 'Donations, a page at a time newest first, with totals (administrators)',
        querystring: donationsQuerySchema,
        response: { 200: donationListSchema, 400: errorSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => donations.list(request.query),
  );
};
