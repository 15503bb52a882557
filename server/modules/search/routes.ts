import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/errors';
import { searchApi, siteSearchAnswerSchema, siteSearchQuerySchema } from '../../../contract/search';
import type { RateLimit } from '../../plugins/rate-limit';
import type { SearchService } from './service';

export const searchRoutes: FastifyPluginAsyncZod<{
  search: SearchService;
  rateLimit: RateLimit;
}> = async (app, { search, rateLimit }) => {
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
};
