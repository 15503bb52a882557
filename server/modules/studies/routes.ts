import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/errors';
import { rowIdParamsSchema } from '../../../contract/fields';
import {
  adminStudySchema,
  publicStudySchema,
  STUDY_NOT_FOUND,
  studiesApi,
  studyBodySchema,
  studyListQuerySchema,
  studyListSchema,
} from '../../../contract/studies';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import { signedIn } from '../../plugins/session';
import type { StudiesService } from './service';
import { idParam } from '../../plugins/audit-trail';

export interface StudiesRoutesOptions {
  studies: StudiesService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const writeErrors = { ...adminErrors, 404: errorSchema, 409: errorSchema };
const idParams = rowIdParamsSchema(STUDY_NOT_FOUND);
/** A study's article may be 200,000 characters in each of three languages (escaped in JSON). */
const STUDY_BODY_LIMIT = 3 * 1024 * 1024;
const PRIVATE = 'no-store';

export const studiesRoutes: FastifyPluginAsyncZod<StudiesRoutesOptions> = async (app, opts) => {
  const { studies, contentVersion } = opts;
  const answers = versionedAnswers(contentVersion);

  // ---- what visitors read ----------------------------------------------------------------

  app.get(
    studiesApi.studies.pattern,
    {
      schema: {
        tags: ['studies'],
        summary:
          'The published studies in list order; with `lang`, only those written in that language',
        querystring: studyListQuerySchema,
        response: { 200: studyListSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      return answers.get(`studies:${lang ?? ''}`, () => studies.listPublished(lang));
    },
  );

  app.get(
    studiesApi.study.pattern,
    {
      schema: {
        tags: ['studies'],
        summary: 'A published study with its article in each language and its references',
        params: idParams,
        response: { 200: publicStudySchema, 400: errorSchema, 404: errorSchema },
      },
    },
    async (request) =>
      answers.get(`study:${request.params.id}`, () => studies.getPublished(request.params.id)),
  );

  // ---- what administrators write ---------------------------------------------------------

  app.get(
    studiesApi.adminStudies.pattern,
    {
      schema: {
        tags: ['studies', 'admin'],
        summary: 'Every study, drafts included, in list order (admin)',
        response: { 200: z.array(adminStudySchema), ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return studies.listAdmin();
    },
  );

  app.post(
    studiesApi.adminStudies.pattern,
    {
      bodyLimit: STUDY_BODY_LIMIT,
      schema: {
        tags: ['studies', 'admin'],
        summary: 'Add a study (admin); its Scripture references are found as it is saved',
        body: studyBodySchema,
        response: { 201: adminStudySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const admin = signedIn(request);
      const saved = await studies.create(request.body, admin.id);
      return reply.status(201).header('cache-control', PRIVATE).send(saved);
    },
  );

  app.get(
    studiesApi.adminStudy.pattern,
    {
      schema: {
        tags: ['studies', 'admin'],
        summary: 'A study as the editor shows it (admin)',
        params: idParams,
        response: { 200: adminStudySchema, ...adminErrors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return studies.getAdmin(request.params.id);
    },
  );

  app.put(
    studiesApi.adminStudy.pattern,
    {
      config: { auditRecord: (params, _request, db) => studies.getAdmin(idParam(params), db) },
      bodyLimit: STUDY_BODY_LIMIT,
      schema: {
        tags: ['studies', 'admin'],
        summary: 'Change a study (admin); its Scripture references are found again',
        params: idParams,
        body: studyBodySchema,
        response: { 200: adminStudySchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const admin = signedIn(request);
      reply.header('cache-control', PRIVATE);
      return studies.update(request.params.id, request.body, admin.id);
    },
  );

  app.delete(
    studiesApi.adminStudy.pattern,
    {
      config: { auditRecord: (params, _request, db) => studies.getAdmin(idParam(params), db) },
      schema: {
        tags: ['studies', 'admin'],
        summary: 'Remove a study (admin)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await studies.remove(request.params.id, signedIn(request).id);
      return reply.status(204).send(null);
    },
  );
};
