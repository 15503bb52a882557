import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { authApi } from '../../../contract/auth';
import { errorResponses, messageSchema } from '../../../contract/errors';
import {
  ACCOUNT_DELETED,
  dataExportSchema,
  deleteAccountBodySchema,
  privacyApi,
} from '../../../contract/privacy';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { requireUser, signedIn } from '../../plugins/session';
import type { DataExports } from './exports';
import type { PrivacyService } from './service';

const errors = errorResponses(400, 401, 403, 409, 413, 415, 429);
/** A member's whole data: never kept by a browser's or a proxy's cache. */
const PRIVATE = 'no-store';

/** A member's privacy rights: their data as one archive, and the end of their account. */
export const privacyRoutes: FastifyPluginAsyncZod<{
  privacy: PrivacyService;
  exports: DataExports;
  rateLimit: RateLimit;
}> = async (app, { privacy, exports, rateLimit }) => {
  const tags = ['privacy'];
  // One budget per member for asking and deleting: each reads (or proves and writes) the whole
  // account. Reading how the archive stands is one row (the profile asks it while it is made).
  const perMember = keyedRateLimit(app, 'privacy', rateLimit, userKey);
  const downloads = keyedRateLimit(app, 'privacy-download', rateLimit, userKey);

  app.post(
    privacyApi.myData.pattern,
    {
      bodyLimit: 1024,
      onRequest: requireUser,
      preHandler: perMember,
      schema: {
        tags,
        summary:
          "Ask for the signed-in member's data as one archive, prepared in the background and e-mailed when ready; while one is in progress, answers that one",
        response: { 202: dataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      const started = await exports.request(signedIn(request));
      return reply.code(202).header('cache-control', PRIVATE).send(started);
    },
  );

  app.get(
    privacyApi.myData.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary:
          "How the signed-in member's data archive stands: none, requested, ready (with its address until it expires) or failed",
        response: { 200: dataExportSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return exports.status(signedIn(request));
    },
  );

  app.get(
    privacyApi.myDataFile.pattern,
    {
      onRequest: requireUser,
      preHandler: downloads,
      schema: {
        tags,
        summary: "The signed-in member's prepared data archive (ZIP), for its owner only",
        produces: ['application/zip'],
        response: { 200: z.unknown(), ...errorResponses(401, 404, 429) },
      },
    },
    async (request, reply) => {
      const file = await exports.open(signedIn(request));
      reply
        .header('cache-control', PRIVATE)
        .header('content-type', 'application/zip')
        .header('content-disposition', `attachment; filename="${file.name}"`);
      if (file.size !== null) reply.header('content-length', String(file.size));
      return reply.send(file.stream);
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
