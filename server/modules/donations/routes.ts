import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  confirmDonationAnswerSchema,
  confirmDonationBodySchema,
  createFundBodySchema,
  createPaymentIntentAnswerSchema,
  createPaymentIntentBodySchema,
  donationListSchema,
  donationsQuerySchema,
  donationSummarySchema,
  exportQuerySchema,
  fundListSchema,
  fundSchema,
  myGivingSchema,
  recurringGiftSchema,
  statementEmailBodySchema,
  statementQuerySchema,
  statementSchema,
  stripeConfigSchema,
  updateFundBodySchema,
  updateRecurringBodySchema,
  donationsApi,
} from '../../../contract/donations';
import { errorResponses, errorSchema } from '../../../contract/errors';
import { rowIdParamsSchema } from '../../../contract/fields';
import { badRequest } from '../../errors';
import type { RateLimit } from '../../plugins/rate-limit';
import { requireUser, signedIn } from '../../plugins/session';
import { statementPdf } from './statement-pdf';
import type { DonationService } from './service';
import { idParam } from '../../plugins/audit-trail';
import { sendCsv } from '../../plugins/csv-download';
import { routeKind } from '../../plugins/route-kinds';

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
  customer: z.union([stripeText(255), z.looseObject({ id: stripeText(255) })]).nullish(),
});

const cents = z.number().int().min(0).max(2_147_483_647);
const seconds = z.number().int().min(0).max(253_402_300_799);

/** What it reads of an invoice (a recurring gift's charge). */
const invoiceShape = z.object({
  id: stripeText(255).min(1),
  amount_paid: cents,
  amount_due: cents,
  currency: stripeText(10).min(1),
  created: seconds,
  billing_reason: stripeText(100).nullish(),
  hosted_invoice_url: stripeText(5_000).nullish(),
  parent: z
    .looseObject({
      subscription_details: z
        .looseObject({
          subscription: z.union([stripeText(255), z.looseObject({ id: stripeText(255) })]),
        })
        .nullish(),
    })
    .nullish(),
});

/** What it reads of a subscription. */
const subscriptionShape = z.object({
  id: stripeText(255).min(1),
  status: stripeText(100).min(1),
  canceled_at: seconds.nullish(),
  items: z.looseObject({
    data: z.array(
      z.looseObject({
        current_period_end: seconds.optional(),
        price: z.looseObject({ unit_amount: cents.nullish() }),
      }),
    ),
  }),
});

const shapes: Record<string, z.ZodType> = {
  'payment_intent.succeeded': paymentIntentShape,
  'payment_intent.payment_failed': paymentIntentShape,
  'invoice.paid': invoiceShape,
  'invoice.payment_failed': invoiceShape,
  'customer.subscription.updated': subscriptionShape,
  'customer.subscription.deleted': subscriptionShape,
};

/**
 * Stripe always sends these fields; a signed event without them (a misconfigured sender, or a
 * leaked secret) is refused with a 400 rather than failing half-way through being applied.
 */
function isWellFormed(event: unknown): boolean {
  const parsed = stripeEventShape.safeParse(event);
  if (!parsed.success) return false;
  const { type, data } = parsed.data;
  const shape = shapes[type];
  return shape ? shape.safeParse(data.object).success : true;
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
  /** The ministry's name as the administrator gave it, which statements are headed with. */
  siteName?: (() => Promise<string>) | undefined;
}

export const donationRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { donations, rateLimit } = opts;

  app.get(
    donationsApi.stripeConfig.pattern,
    {
      schema: {
        tags: ['donations'],
        summary: 'The publishable key for the card form (null when giving is not set up)',
        response: { 200: stripeConfigSchema },
      },
    },
    async () => ({
      publishableKey: donations.publishableKey,
      fee: donations.feeRule,
      funds: (await donations.openFunds()).map(({ id, name }) => ({ id, name })),
    }),
  );

  app.post(
    donationsApi.createPaymentIntent.pattern,
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
      const { amount, metadata, email, frequency, fundId, coverFees } = request.body;
      const user = request.user;
      const name = user ? [user.firstName, user.lastName].filter(Boolean).join(' ') : '';
      const { clientSecret, subscription, total } = await donations.create({
        amount,
        purpose: metadata?.purpose || undefined,
        message: metadata?.message || undefined,
        email: email ?? user?.email,
        userId: user?.id,
        name: name || undefined,
        frequency,
        fundId,
        coverFees,
        language: request.body.language,
      });
      return { clientSecret, total, ...(subscription ? { subscription } : {}) };
    },
  );

  app.post(
    donationsApi.confirm.pattern,
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
      const { paymentIntent, subscription } = request.body;
      if (!paymentIntent && subscription) return donations.confirmSubscription(subscription);
      const { goal, ...answer } = await donations.confirm(paymentIntent ?? '');
      // Counted here, where the donor's own visit is known (the content that led to the gift).
      if (goal) request.recordGoal('gift', goal);
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
      donationsApi.stripeWebhook.pattern,
      {
        // Stripe documents no size for its events; the body is only hashed (the signature)
        // before it is parsed, so a generous limit costs little.
        bodyLimit: 1024 * 1024,
        config: { allowCrossOrigin: true },
        schema: {
          tags: ['donations'],
          summary:
            'Stripe events (signed): payment_intent, invoice.paid and payment_failed, customer.subscription updated and deleted',
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

  // The staff guard decides who may see the gifts and keep the funds.
  const staff = routeKind({ tags: ['donations', 'admin'], errors: errorResponses(400, 401, 403) });

  app.get(
    donationsApi.adminList.pattern,
    staff(
      'Donations, a page at a time newest first, with totals (administrators)',
      { 200: donationListSchema },
      { querystring: donationsQuerySchema },
    ),
    async (request) => donations.list(request.query),
  );

  // ---- the donor's own giving ------------------------------------------------------------

  const memberErrors = { 401: errorSchema, 503: errorSchema };
  const recurringParams = rowIdParamsSchema('Not a recurring gift');

  app.get(
    donationsApi.my.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags: ['donations'],
        summary: "The member's gifts (signed in or to their verified address) and recurring gifts",
        response: { 200: myGivingSchema, ...memberErrors },
      },
    },
    async (request) => donations.mine(signedIn(request)),
  );

  app.patch(
    donationsApi.recurringGift.pattern,
    {
      onRequest: requireUser,
      bodyLimit: 8 * 1024,
      config: { rateLimit },
      schema: {
        tags: ['donations'],
        summary: 'Change the amount of an own recurring gift (from its next charge on)',
        params: recurringParams,
        body: updateRecurringBodySchema,
        response: { 200: recurringGiftSchema, 404: errorSchema, ...memberErrors, ...askingStripe },
      },
    },
    async (request) =>
      donations.changeRecurring(signedIn(request), request.params.id, request.body),
  );

  app.delete(
    donationsApi.recurringGift.pattern,
    {
      onRequest: requireUser,
      config: { rateLimit },
      schema: {
        tags: ['donations'],
        summary: 'Cancel an own recurring gift (no further charges)',
        params: recurringParams,
        response: { 200: recurringGiftSchema, 404: errorSchema, ...memberErrors, ...askingStripe },
      },
    },
    async (request) => donations.cancelRecurring(signedIn(request), request.params.id),
  );

  app.get(
    donationsApi.statement.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags: ['donations'],
        summary: "A year's succeeded gifts for tax records (format=pdf for the PDF)",
        querystring: statementQuerySchema,
        produces: ['application/json', 'application/pdf'],
        response: { 200: statementSchema, 400: errorSchema, ...memberErrors },
      },
    },
    async (request, reply) => {
      const statement = await donations.statement(signedIn(request), request.query.year);
      if (request.query.format !== 'pdf') return statement;
      const pdf = await statementPdf(
        statement,
        request.user?.preferredLanguage,
        await opts.siteName?.(),
      );
      return (
        reply
          .header('content-type', 'application/pdf')
          .header(
            'content-disposition',
            `attachment; filename="giving-statement-${statement.year}.pdf"`,
          )
          // Fastify sends a Buffer as it is, past the JSON serializer; the schema types JSON only.
          .send(pdf as never)
      );
    },
  );

  app.post(
    donationsApi.statement.pattern,
    {
      onRequest: requireUser,
      bodyLimit: 1024,
      config: { rateLimit },
      schema: {
        tags: ['donations'],
        summary: "E-mail the member a year's giving statement",
        body: statementEmailBodySchema,
        response: { 200: statementSchema, 400: errorSchema, 429: errorSchema, ...memberErrors },
      },
    },
    async (request) => donations.emailStatement(signedIn(request), request.body.year),
  );

  // ---- the ministry's ------------------------------------------------------------------

  const fundWrites = routeKind({
    tags: ['donations', 'admin'],
    errors: errorResponses(400, 401, 403, 409),
    bodyLimit: 4 * 1024,
  });

  app.get(
    donationsApi.funds.pattern,
    staff('Every fund, retired ones included (administrators)', { 200: fundListSchema }),
    async () => ({ funds: await donations.funds() }),
  );

  app.post(
    donationsApi.funds.pattern,
    fundWrites(
      'Add a fund gifts can be designated to (administrators)',
      { 201: fundSchema },
      { body: createFundBodySchema },
    ),
    async (request) => donations.createFund(request.body.name),
  );

  app.patch(
    donationsApi.fund.pattern,
    {
      config: { auditRecord: (params, _request, db) => donations.fund(idParam(params), db) },
      ...fundWrites(
        'Rename, retire or bring back a fund; its gifts keep it (administrators)',
        { 200: fundSchema, ...errorResponses(404) },
        { params: rowIdParamsSchema('Not a fund'), body: updateFundBodySchema },
      ),
    },
    async (request) => donations.updateFund(request.params.id, request.body),
  );

  app.get(
    donationsApi.adminSummary.pattern,
    staff('Twelve months by fund and frequency, recurring donors, MRR, failed renewals', {
      200: donationSummarySchema,
    }),
    async () => donations.summary(),
  );

  app.get(
    donationsApi.adminExport.pattern,
    staff(
      'Gifts of a date range (both days included) as CSV (administrators)',
      { 200: z.string() },
      { querystring: exportQuerySchema, produces: ['text/csv'] },
    ),
    async (request, reply) => {
      const { from, to } = request.query;
      return sendCsv(reply, `gifts-${from}-to-${to}.csv`, await donations.exportCsv(request.query));
    },
  );
};
