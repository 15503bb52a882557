import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/errors';
import { NOT_FOR_YOUR_ROLE } from '../../../contract/staff';
import {
  adminSearchAnswerSchema,
  adminSearchScopePermission,
  adminSearchScopes,
  adminSearchQuerySchema,
  searchApi,
  siteSearchAnswerSchema,
  siteSearchQuerySchema,
} from '../../../contract/search';
import type { Database } from '../../db/types';
import type { RateLimit } from '../../plugins/rate-limit';
import { can } from '../../domain/staff';
import { forbidden } from '../../errors';
import { adminSearch } from './admin-search';
import type { SearchService } from './service';

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  db: Database;
  rateLimit: RateLimit;
}> = async (app, { search, db, rateLimit }) => {
  app.get(
    searchApi.search.pattern,
    {
      config: { rateLimit },
      schema: {
        tags: ['search'],
        summary:
          'Everything published that matches the words (accents ignored, misspellings corrected, ' +
          'stemmed per language), grouped by kind, the page language first; a Scripture ' +
          'reference answers its passage first',
        querystring: siteSearchQuerySchema,
        response: { 200: siteSearchAnswerSchema, ...errorResponses(400, 429) },
      },
    },
    async (request) => {
      const { q, lang, kind, page } = request.query;
      return search.search({ q, lang, kind, page, member: !!request.user });
    },
  );

  app.get(
    searchApi.admin.pattern,
    {
      config: { rateLimit },
      schema: {
        tags: ['search', 'admin'],
        summary:
          'Staff: people, conversations, newsletter subscribers and donations whose name or ' +
          'e-mail holds the words, newest first, 10 of each',
        querystring: adminSearchQuerySchema,
        response: { 200: adminSearchAnswerSchema, ...errorResponses(400, 401, 403, 429) },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', 'no-store');
      const { q, scope } = request.query;
      const mine = adminSearchScopes.filter((s) =>
        can(request.user, adminSearchScopePermission[s]),
      );
      if (scope && !mine.includes(scope)) throw forbidden(NOT_FOR_YOUR_ROLE);
      return adminSearch(db, q, scope ? [scope] : mine);
    },
  );
};
