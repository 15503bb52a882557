import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/errors';
import { rowIdParamsSchema } from '../../../contract/fields';
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
import { signedIn } from '../../plugins/session';
import type { CharactersService } from './service';
import { idParam } from '../../plugins/audit-trail';

export interface CharactersRoutesOptions {
  characters: CharactersService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const writeErrors = { ...adminErrors, 404: errorSchema };
const idParams = rowIdParamsSchema(CHARACTER_NOT_FOUND);
const PRIVATE = 'no-store';

export const charactersRoutes: FastifyPluginAsyncZod<CharactersRoutesOptions> = async (
  app,
  opts,
) => {
  const { characters, contentVersion } = opts;
  const answers = versionedAnswers(contentVersion);

  app.get(
    charactersApi.characters.pattern,
    {
      schema: {
        tags: ['characters'],
        summary: 'The characters in order, in a language (the English where not translated)',
        querystring: contentLanguageQuerySchema,
        response: { 200: publicCharactersSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      return answers.get(`characters:${lang}`, () => characters.listPublic(lang));
    },
  );

  app.get(
    charactersApi.adminCharacters.pattern,
    {
      schema: {
        tags: ['characters', 'admin'],
        summary: 'Every character in order, each language it is written in (admin)',
        response: { 200: z.array(adminCharacterSchema), ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return characters.listAdmin();
    },
  );

  app.post(
    charactersApi.adminCharacters.pattern,
    {
      schema: {
        tags: ['characters', 'admin'],
        summary: 'Add a character (admin); its Scripture references are found as it is saved',
        body: characterBodySchema,
        response: { 201: adminCharacterSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const saved = await characters.create(request.body, signedIn(request).id);
      return reply.status(201).header('cache-control', PRIVATE).send(saved);
    },
  );

  app.put(
    charactersApi.adminCharacter.pattern,
    {
      config: { auditRecord: (params, _request, db) => characters.getAdmin(idParam(params), db) },
      schema: {
        tags: ['characters', 'admin'],
        summary: 'Change a character (admin); its Scripture references are found again',
        params: idParams,
        body: characterBodySchema,
        response: { 200: adminCharacterSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return characters.update(request.params.id, request.body, signedIn(request).id);
    },
  );

  app.delete(
    charactersApi.adminCharacter.pattern,
    {
      config: { auditRecord: (params, _request, db) => characters.getAdmin(idParam(params), db) },
      schema: {
        tags: ['characters', 'admin'],
        summary: 'Move a character to the trash (admin)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await characters.remove(request.params.id, signedIn(request).id);
      return reply.status(204).send(null);
    },
  );
};
