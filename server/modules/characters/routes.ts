import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/errors';
import {
  adminCharacterSchema,
  CHARACTER_NOT_FOUND,
  characterBodySchema,
  charactersApi,
  publicCharactersSchema,
} from '../../../contract/characters';
import { contentLanguageQuerySchema } from '../../../contract/timeline';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import type { CharactersService } from './service';
import { routeKind } from '../../plugins/route-kinds';
import { staffRecordRoutes } from '../../plugins/staff-records';

export interface CharactersRoutesOptions {
  characters: CharactersService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

export const charactersRoutes: FastifyPluginAsyncZod<CharactersRoutesOptions> = async (
  app,
  opts,
) => {
  const { characters, contentVersion } = opts;
  const answers = versionedAnswers(contentVersion);

  app.get(
    charactersApi.characters.pattern,
    routeKind({ tags: ['characters'], errors: errorResponses(400) })(
      'The characters in order, in a language (the English where not translated)',
      { 200: publicCharactersSchema },
      { querystring: contentLanguageQuerySchema },
    ),
    async (request) => {
      const { lang } = request.query;
      return answers.get(`characters:${lang}`, () => characters.listPublic(lang));
    },
  );

  staffRecordRoutes(app, {
    tags: ['characters', 'admin'],
    addresses: [charactersApi.adminCharacters, charactersApi.adminCharacter],
    body: characterBodySchema,
    answer: adminCharacterSchema,
    notFound: CHARACTER_NOT_FOUND,
    conflicts: false,
    service: characters,
    summaries: {
      list: 'Every character in order, each language it is written in (admin)',
      add: 'Add a character (admin); its Scripture references are found as it is saved',
      change: 'Change a character (admin); its Scripture references are found again',
      remove: 'Move a character to the trash (admin)',
    },
  });
};
