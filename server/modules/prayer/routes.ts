import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses, errorSchema, messageSchema } from '../../../contract/errors';
import {
  adminEditPrayerBodySchema,
  adminPrayerListSchema,
  adminPrayerQuerySchema,
  adminPrayerRequestSchema,
  createPrayerBodySchema,
  myPrayerSchema,
  PRAYER_DELETED,
  PRAYER_FLAGGED,
  PRAYER_SIGN_IN_TO_PRAY,
  prayedAnswerSchema,
  prayedFormSchema,
  prayerApi,
  prayerIdParamsSchema,
  prayerListPath,
  prayerViewOf,
  prayerListQuerySchema,
  prayerListSchema,
  prayerRequestSchema,
  rejectPrayerBodySchema,
  updatePrayerBodySchema,
} from '../../../contract/prayer';
import { fieldErrorsOf, HttpError } from '../../errors';
import { answerWithPage, plainFormRoutes } from '../../plugins/plain-forms';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { routeKind, saying, signedInErrors as errors, small } from '../../plugins/route-kinds';
import { signedIn } from '../../plugins/session';
import type { PrayerService } from './service';
import { idParam } from '../../plugins/audit-trail';

export const prayerRoutes: FastifyPluginAsyncZod<{
  prayer: PrayerService;
  rateLimit: RateLimit;
  prayedRateLimit: RateLimit;
}> = async (app, { prayer, rateLimit, prayedRateLimit }) => {
  const tags = ['prayer'];
  const perMember = keyedRateLimit(app, 'prayer', rateLimit, userKey);
  const prayedPerMember = keyedRateLimit(app, 'prayed', prayedRateLimit, userKey);
  // What a member sees differs from a visitor's, and a member's own answers are theirs alone:
  // no answer of the wall is kept by a cache.
  const kind = { tags, errors, preHandler: perMember, private: true };
  const wall = routeKind({ tags, errors: errorResponses(400), private: true });
  const params = prayerIdParamsSchema;
  const write = routeKind({ ...kind, ...small, caller: 'verified' });
  const writeOn = routeKind({ ...kind, ...small, caller: 'verified', params });
  const memberOn = routeKind({ ...kind, caller: 'member', params });
  const adminTags = [...tags, 'admin'];
  // The staff guard decides who may moderate.
  const staffOn = routeKind({ ...kind, tags: adminTags, params });
  const staffWriteOn = routeKind({ ...kind, ...small, tags: adminTags, params });

  app.get(
    prayerApi.list.pattern,
    wall(
      'The prayer wall: urgent first, then those prayed for least, then newest; 20 a page. Members also see members-only requests; `answered=true` lists the answered prayers',
      { 200: prayerListSchema },
      { querystring: prayerListQuerySchema },
    ),
    async (request) => prayer.list(request.user, request.query),
  );

  app.post(
    prayerApi.list.pattern,
    write(
      'Share a prayer request; public and members-only ones wait for a moderator (links and e-mail addresses always do)',
      { 201: prayerRequestSchema },
      { body: createPrayerBodySchema, goal: 'prayer' },
    ),
    async (request) => prayer.create(signedIn(request), request.body),
  );

  app.get(
    prayerApi.mine.pattern,
    routeKind({ tags, errors, caller: 'member', private: true })(
      "The member's own requests and the ones they prayed for",
      { 200: myPrayerSchema },
    ),
    async (request) => prayer.mine(signedIn(request)),
  );

  app.get(
    prayerApi.request.pattern,
    wall(
      'One request; a pastoral, waiting or members-only one is not found by those who may not see it',
      { 200: prayerRequestSchema, 404: errorSchema },
      { params },
    ),
    async (request) => prayer.get(request.params.id, request.user),
  );

  app.patch(
    prayerApi.request.pattern,
    writeOn(
      'The requester adds an update, marks it answered (with a praise report) or keeps it',
      { 200: prayerRequestSchema },
      { body: updatePrayerBodySchema },
    ),
    async (request) => prayer.update(signedIn(request), request.params.id, request.body),
  );

  app.delete(
    prayerApi.request.pattern,
    memberOn('The requester removes their request', { 200: messageSchema }),
    saying(PRAYER_DELETED, (request) => prayer.remove(signedIn(request), request.params.id)),
  );

  app.post(
    prayerApi.prayed.pattern,
    routeKind({ ...kind, caller: 'member', params, preHandler: prayedPerMember })(
      '"I prayed": once a member a day; 409 when already counted today',
      { 200: prayedAnswerSchema },
    ),
    async (request) => {
      await prayer.prayed(signedIn(request), request.params.id);
      return { prayedToday: true as const };
    },
  );

  app.post(
    prayerApi.flag.pattern,
    memberOn('Flag a request for the moderators (once a member)', { 200: messageSchema }),
    async (request) => {
      await prayer.flag(signedIn(request), request.params.id);
      return { message: PRAYER_FLAGGED };
    },
  );

  // "I prayed" as a plain HTML post (no JavaScript): the wall answers, in the page's language,
  // showing the outcome and the requests as the member sees them.
  await plainFormRoutes(app, 'prayed', {
    bodyLimit: 1024,
    rateLimit: prayedRateLimit,
    preHandler: prayedPerMember,
    tags,
    summary: '"I prayed" from the plain HTML form of the prayer wall; answers the page',
    answer: async (request, reply, fields) => {
      const values = { id: fields.id ?? '' };
      // The page the form was on (its category and page number), as the poster sees it.
      const view = prayerViewOf(
        new URLSearchParams({
          category: fields.category ?? '',
          page: fields.page ?? '',
        }).toString(),
      );
      const listQuery = async () => [
        {
          key: [prayerListPath(view)],
          data: await prayer.list(request.user, {
            category: view.category,
            page: view.page,
          }),
        },
      ];
      const fail = async (message: string) =>
        answerWithPage(
          request,
          reply,
          'prayed',
          { sent: false, fieldErrors: { id: [message] }, values },
          await listQuery(),
        );
      if (!request.user) return fail(PRAYER_SIGN_IN_TO_PRAY);
      const parsed = prayedFormSchema.safeParse(fields);
      if (!parsed.success) {
        return answerWithPage(
          request,
          reply,
          'prayed',
          { sent: false, fieldErrors: fieldErrorsOf(parsed.error), values },
          await listQuery(),
        );
      }
      try {
        await prayer.prayed(request.user, parsed.data.id);
      } catch (error) {
        if (error instanceof HttpError && error.statusCode < 500) return fail(error.message);
        throw error;
      }
      return answerWithPage(
        request,
        reply,
        'prayed',
        { sent: true, fieldErrors: {}, values },
        await listQuery(),
      );
    },
  });

  // ---- moderation (behind the staff guard: the wall's moderators and the pastors) ------------

  app.get(
    prayerApi.adminList.pattern,
    routeKind({ tags: adminTags, errors, private: true })(
      'A moderation queue (waiting, flagged, pastoral, approved, rejected), oldest first',
      { 200: adminPrayerListSchema },
      { querystring: adminPrayerQuerySchema },
    ),
    async (request) => prayer.queue(signedIn(request), request.query.status),
  );

  app.patch(
    prayerApi.adminRequest.pattern,
    {
      config: {
        auditRecord: (params, request, db) =>
          prayer.adminGet(signedIn(request), idParam(params), db),
      },
      ...staffWriteOn(
        'Edit a request for privacy (a surname taken out) or mark it urgent',
        { 200: adminPrayerRequestSchema },
        { body: adminEditPrayerBodySchema },
      ),
    },
    async (request) => prayer.edit(signedIn(request), request.params.id, request.body),
  );

  app.post(
    prayerApi.approve.pattern,
    staffOn('Approve a request (and clear its flags): it appears on the wall', {
      200: adminPrayerRequestSchema,
    }),
    async (request) => prayer.approve(signedIn(request), request.params.id),
  );

  app.post(
    prayerApi.reject.pattern,
    staffWriteOn(
      'Reject a request; an optional note is e-mailed to the member in their language',
      { 200: adminPrayerRequestSchema },
      { body: rejectPrayerBodySchema.optional() },
    ),
    async (request) => prayer.reject(signedIn(request), request.params.id, request.body ?? {}),
  );
};
