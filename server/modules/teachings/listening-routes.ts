import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/errors';
import {
  listeningParamsSchema,
  listeningSchema,
  saveListeningBodySchema,
  teachingsApi,
} from '../../../contract/teachings';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { requireUser, signedIn } from '../../plugins/session';
import type { TeachingsService } from './service';

/**
 * Where a signed-in member stopped listening to a teaching: read when the player opens, saved by
 * it every few seconds of play and on pause (limited per member). Each member reads and writes
 * only their own; the session plugin marks the answers no-store.
 */
export const listeningRoutes: FastifyPluginAsyncZod<{
  teachings: TeachingsService;
  rateLimit: RateLimit;
}> = async (app, { teachings, rateLimit }) => {
  const perMember = keyedRateLimit(app, 'listening', rateLimit, userKey);
  const tags = ['teachings'];

  app.get(
    teachingsApi.listening.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags,
        summary: "Where the member stopped listening to a published teaching (0 when they didn't)",
        params: listeningParamsSchema,
        response: { 200: listeningSchema, ...errorResponses(400, 401, 403, 404) },
      },
    },
    async (request) => teachings.getListening(signedIn(request).id, request.params.teachingId),
  );
  app.put(
    teachingsApi.listening.pattern,
    {
      onRequest: requireUser,
      preHandler: perMember,
      schema: {
        tags,
        summary: 'Keep where the member stopped listening to a published teaching, in seconds',
        params: listeningParamsSchema,
        body: saveListeningBodySchema,
        response: { 200: listeningSchema, ...errorResponses(400, 401, 403, 404, 413, 415, 429) },
      },
    },
    async (request) =>
      teachings.saveListening(signedIn(request).id, request.params.teachingId, request.body),
  );
};
