import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { authApi } from '../../../contract/auth';
import { errorResponses, messageSchema } from '../../../contract/errors';
import {
  ACCOUNT_DELETED,
  deleteAccountBodySchema,
  myDataSchema,
  privacyApi,
} from '../../../contract/privacy';
import { keyedRateLimit, type RateLimit } from '../../plugins/rate-limit';
import { requireUser, signedIn } from '../../plugins/session';
import type { PrivacyService } from './service';

const errors = errorResponses(400, 401, 403, 409, 413, 415, 429);
/** A member's whole data: never kept by a browser's or a proxy's cache. */
const PRIVATE = 'no-store';

/** A member's privacy rights: their data as one file, and the end of their account. */
export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  rateLimit: RateLimit;
}> = async (app, { privacy, rateLimit }) => {
  const tags = ['privacy'];
  // One budget per member for both: each reads (or proves and writes) the whole account.
  const perMember = keyedRateLimit(app, 'privacy', rateLimit, (r) =>
    r.user ? String(r.user.id) : undefined,
  );

  app.get(
    privacyApi.myData.pattern,
    {
      onRequest: requireUser,
      preHandler: perMember,
      schema: {
        tags,
        summary:
          "Everything the site keeps with the signed-in member's account, as one JSON file to download",
        response: { 200: myDataSchema, ...errors },
      },
    },
    async (request, reply) => {
      const data = await privacy.myData(signedIn(request));
      return reply
        .header('cache-control', PRIVATE)
        .header(
          'content-disposition',
          `attachment; filename="my-data-${data.exportedAt.slice(0, 10)}.json"`,
        )
        .send(data);
    },
  );

  app.delete(
    authApi.profile.pattern,
    {
      bodyLimit: 16 * 1024,
      // A stranger is refused before the body is read.
      onRequest: requireUser,
      preHandler: perMember,
      schema: {
        tags,
        summary:
          "Delete the signed-in member's account (current password, and a code when two-step verification is on); gifts stay without the donor's name",
        body: deleteAccountBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request, reply) => {
      await privacy.deleteAccount(signedIn(request), request.body, request.ip);
      app.clearSessionCookie(reply);
      reply.header('cache-control', PRIVATE);
      return { message: ACCOUNT_DELETED };
    },
  );
};
