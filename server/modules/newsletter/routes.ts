import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema, messageSchema } from '../../../contract/errors';
import {
  campaignBodySchema,
  campaignClicksSchema,
  campaignSchema,
  campaignsListSchema,
  confirmSubscriptionBodySchema,
  idParamsSchema,
  previewAnswerSchema,
  previewBodySchema,
  sendAnswerSchema,
  SUBSCRIBED_ANSWER,
  SUBSCRIPTION_CONFIRMED,
  subscribeAnswerSchema,
  subscribeBodySchema,
  subscriptionsPageSchema,
  subscriptionsQuerySchema,
  TEST_SENDS_PER_WINDOW,
  TEST_SENDS_WINDOW_MINUTES,
  testSendAnswerSchema,
  testSendBodySchema,
  unsubscribeAnswerSchema,
  unsubscribeTokenField,
  newsletterApi,
} from '../../../contract/newsletter';
import { badRequest, fieldErrorsOf } from '../../errors';
import { answerWithPage, languageOfPost, plainFormRoutes } from '../../plugins/plain-forms';
import { bodyEmail, keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { signedIn } from '../../plugins/session';
import type { NewsletterService } from './service';
import { idParam } from '../../plugins/audit-trail';
import { saying } from '../../plugins/route-kinds';

const adminErrors = { 401: errorSchema, 403: errorSchema };
const SUBSCRIBE_BODY_LIMIT = 4 * 1024;

export const newsletterRoutes: FastifyPluginAsyncZod<{
  newsletter: NewsletterService;
  rateLimit: RateLimit;
  /** Confirmation e-mails per address. */
  addressRateLimit: RateLimit;
  /** Test copies per administrator (TEST_SENDS_PER_WINDOW in TEST_SENDS_WINDOW_MINUTES). */
  testSendRateLimit?: RateLimit;
}> = async (app, opts) => {
  const { newsletter, rateLimit } = opts;
  // Both sign-up forms (JSON and plain HTML) count against one per-address limit.
  const addressLimit = keyedRateLimit(app, 'newsletter', opts.addressRateLimit, bodyEmail);
  app.post(
    newsletterApi.subscribe.pattern,
    {
      bodyLimit: SUBSCRIBE_BODY_LIMIT,
      config: { rateLimit },
      preHandler: addressLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Sign an address up; it is subscribed once the link mailed to it is followed',
        body: subscribeBodySchema,
        // The same answer whether the address is new, pending or subscribed: nothing to learn.
        response: {
          200: subscribeAnswerSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    saying(SUBSCRIBED_ANSWER, (request) =>
      newsletter.subscribe(request.body.email, request.body.language),
    ),
  );

  // The home page's sign-up as a plain HTML post (no JavaScript): the home page answers.
  await plainFormRoutes(app, 'newsletter', {
    bodyLimit: SUBSCRIBE_BODY_LIMIT,
    rateLimit,
    preHandler: addressLimit,
    tags: ['newsletter'],
    summary: 'Sign an address up from the plain HTML form; answers the home page',
    answer: async (request, reply, fields) => {
      const email = fields.email ?? '';
      const parsed = subscribeBodySchema.safeParse({
        email,
        language: languageOfPost(request),
      });
      if (!parsed.success) {
        return answerWithPage(request, reply, 'newsletter', {
          sent: false,
          fieldErrors: fieldErrorsOf(parsed.error),
          values: { email },
        });
      }
      await newsletter.subscribe(parsed.data.email, parsed.data.language);
      // The address is shown back: "we sent a link to …".
      return answerWithPage(request, reply, 'newsletter', {
        sent: true,
        fieldErrors: {},
        values: { email: parsed.data.email },
      });
    },
  });

  app.post(
    newsletterApi.confirm.pattern,
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Confirm a sign-up with the token of the confirmation e-mail',
        body: confirmSubscriptionBodySchema,
        response: {
          200: messageSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await newsletter.confirmSubscription(request.body.token);
      request.recordGoal('newsletter');
      return { message: SUBSCRIPTION_CONFIRMED };
    },
  );

  // ---- unsubscribe: our page's JSON POST, and RFC 8058 one-click POSTs from mail clients ----
  await app.register(async (scope) => {
    // One-click POSTs arrive as a form (`List-Unsubscribe=One-Click`); the token is in the URL.
    const asText = (_req: unknown, body: string, done: (err: null, body: string) => void) =>
      done(null, body);
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      asText,
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      newsletterApi.unsubscribe.pattern,
      {
        bodyLimit: 4 * 1024,
        // Mail clients post from their own origin (RFC 8058); the secret token is the authority.
        config: { rateLimit, allowCrossOrigin: true },
        schema: {
          tags: ['newsletter'],
          summary: 'Unsubscribe by token (JSON {token}, or one-click with ?token=)',
          querystring: z.object({ token: z.string().optional() }),
          body: z.unknown().optional(),
          response: { 200: unsubscribeAnswerSchema, 400: errorSchema, 429: errorSchema },
        },
      },
      async (request) => {
        const body = request.body;
        const fromBody =
          body && typeof body === 'object' && 'token' in body ? body.token : undefined;
        const parsed = unsubscribeTokenField.safeParse(fromBody ?? request.query.token);
        if (!parsed.success) throw badRequest('The unsubscribe link is missing its token');
        return newsletter.unsubscribe(parsed.data);
      },
    );
  });

  // ---- admin: subscriptions ----
  app.get(
    newsletterApi.subscriptions.pattern,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribers, newest first (admin)',
        querystring: subscriptionsQuerySchema,
        response: { 200: subscriptionsPageSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => newsletter.listSubscriptions(request.query),
  );

  app.delete(
    newsletterApi.subscription.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => newsletter.getSubscription(idParam(params), db),
      },
      schema: {
        tags: ['newsletter'],
        summary: 'Remove a subscriber (admin)',
        params: idParamsSchema,
        response: { 200: messageSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      await newsletter.deleteSubscription(request.params.id);
      return { message: 'Subscriber removed' };
    },
  );

  // ---- admin: campaigns ----
  app.get(
    newsletterApi.campaigns.pattern,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Campaigns with delivery progress, newest first (admin)',
        response: { 200: campaignsListSchema, ...adminErrors },
      },
    },
    async () => newsletter.listCampaigns(),
  );

  app.get(
    newsletterApi.campaign.pattern,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'One campaign with delivery progress (admin)',
        params: idParamsSchema,
        response: { 200: campaignSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request) => newsletter.getCampaign(request.params.id),
  );

  app.get(
    newsletterApi.campaignClicks.pattern,
    {
      schema: {
        tags: ['newsletter'],
        summary:
          "Clicks on each link of the campaign through the site's redirect, in the order the links appear (admin)",
        params: idParamsSchema,
        response: { 200: campaignClicksSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      return newsletter.campaignClicks(request.params.id);
    },
  );

  app.post(
    newsletterApi.campaigns.pattern,
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['newsletter'],
        summary: 'Create a campaign (admin)',
        body: campaignBodySchema,
        response: { 200: campaignSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => newsletter.createCampaign(request.body),
  );

  app.put(
    newsletterApi.campaign.pattern,
    {
      config: {
        auditRecord: (params, _request, db) => newsletter.getCampaign(idParam(params), db),
      },
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['newsletter'],
        summary: 'Edit a draft campaign (admin); refused once sending began',
        params: idParamsSchema,
        body: campaignBodySchema,
        response: {
          200: campaignSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => newsletter.updateCampaign(request.params.id, request.body),
  );

  app.post(
    newsletterApi.campaignPreview.pattern,
    {
      bodyLimit: 512 * 1024,
      schema: {
        tags: ['newsletter'],
        summary: 'The e-mail as readers will get it (admin)',
        body: previewBodySchema,
        response: { 200: previewAnswerSchema, 400: errorSchema, ...adminErrors },
      },
    },
    async (request) => newsletter.preview(request.body),
  );

  app.post(
    newsletterApi.campaignSend.pattern,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Queue the campaign for every subscriber and start delivering (admin)',
        params: idParamsSchema,
        response: {
          200: sendAnswerSchema,
          400: errorSchema,
          404: errorSchema,
          409: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => {
      const total = await newsletter.send(request.params.id);
      return {
        results: { success: true, status: 'sending' as const, total },
        message: `Sending to ${total} subscriber${total === 1 ? '' : 's'}`,
      };
    },
  );

  app.post(
    newsletterApi.campaignRetry.pattern,
    {
      schema: {
        tags: ['newsletter'],
        summary: 'Deliver the failed rows of a campaign again (admin)',
        params: idParamsSchema,
        response: { 200: sendAnswerSchema, 404: errorSchema, 409: errorSchema, ...adminErrors },
      },
    },
    async (request) => {
      const total = await newsletter.retry(request.params.id);
      return {
        results: { success: true, status: 'sending' as const, total },
        message: `Retrying ${total} failed deliver${total === 1 ? 'y' : 'ies'}`,
      };
    },
  );

  // A test copy goes only to the administrator who asks, so it is counted per administrator.
  const testSendLimit = keyedRateLimit(
    app,
    'newsletter-test',
    opts.testSendRateLimit ?? {
      max: TEST_SENDS_PER_WINDOW,
      timeWindow: TEST_SENDS_WINDOW_MINUTES * 60_000,
    },
    userKey,
  );
  app.post(
    newsletterApi.testSend.pattern,
    {
      bodyLimit: 512 * 1024,
      preHandler: testSendLimit,
      schema: {
        tags: ['newsletter'],
        summary: 'Send one copy of the campaign as composed to the signed-in administrator (admin)',
        body: testSendBodySchema,
        response: {
          200: testSendAnswerSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
          ...adminErrors,
        },
      },
    },
    async (request) => newsletter.sendTest(signedIn(request), request.body),
  );
};
