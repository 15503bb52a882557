import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/errors';
import {
  adminEpisodesSchema,
  adminHomeSchema,
  episodesBodySchema,
  episodesSchema,
  homeApi,
  homeBodySchema,
  homeQuerySchema,
  publicHomeSchema,
} from '../../../contract/home';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import { signedIn } from '../../plugins/session';
import type { HomeService } from './service';

export interface HomeRoutesOptions {
  home: HomeService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const PRIVATE = 'no-store';

/**
 * The home page's texts and the Videos page's five episodes: read by the pages (kept until the
 * content changes), read and saved whole by administrators.
 */
export const homeRoutes: FastifyPluginAsyncZod<HomeRoutesOptions> = async (
  app,
  { home, contentVersion },
) => {
  const answers = versionedAnswers(contentVersion);

  app.get(
    homeApi.home.pattern,
    {
      schema: {
        tags: ['home'],
        summary: "The home page's texts in a language",
        querystring: homeQuerySchema,
        response: { 200: publicHomeSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      return answers.get(`home:${lang}`, () => home.publicHome(lang));
    },
  );

  app.get(
    homeApi.episodes.pattern,
    {
      schema: {
        tags: ['home'],
        summary: "The Videos page's five numbered episodes, in every language written",
        response: { 200: episodesSchema },
      },
    },
    async () => answers.get('episodes', () => home.publicEpisodes()),
  );

  app.get(
    homeApi.adminHome.pattern,
    {
      schema: {
        tags: ['home', 'admin'],
        summary: "The home page's texts in every language (admin)",
        response: { 200: adminHomeSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return home.adminHome();
    },
  );

  app.put(
    homeApi.adminHome.pattern,
    {
      config: { auditRecord: (_params, _request, db) => home.adminHome(db) },
      schema: {
        tags: ['home', 'admin'],
        summary: "Change the home page's texts in every language (admin)",
        body: homeBodySchema,
        response: { 200: adminHomeSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return home.saveHome(request.body, signedIn(request).id);
    },
  );

  app.get(
    homeApi.adminEpisodes.pattern,
    {
      schema: {
        tags: ['home', 'admin'],
        summary: 'The five numbered episodes (admin)',
        response: { 200: adminEpisodesSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return home.adminEpisodes();
    },
  );

  app.put(
    homeApi.adminEpisodes.pattern,
    {
      config: { auditRecord: (_params, _request, db) => home.adminEpisodes(db) },
      schema: {
        tags: ['home', 'admin'],
        summary: 'Change the five numbered episodes (admin)',
        body: episodesBodySchema,
        response: { 200: adminEpisodesSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return home.saveEpisodes(request.body, signedIn(request).id);
    },
  );
};
