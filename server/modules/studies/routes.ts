import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/errors';
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
import type { StudiesService } from './service';
import { routeKind } from '../../plugins/route-kinds';
import { staffRecordRoutes } from '../../plugins/staff-records';

export interface StudiesRoutesOptions {
  studies: StudiesService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

const idParams = rowIdParamsSchema(STUDY_NOT_FOUND);
/** A study's article may be 200,000 characters in each of three languages (escaped in JSON). */
const STUDY_BODY_LIMIT = 3 * 1024 * 1024;

export const studiesRoutes: FastifyPluginAsyncZod<StudiesRoutesOptions> = async (app, opts) => {
  const { studies, contentVersion } = opts;
  const answers = versionedAnswers(contentVersion);
  const visitors = routeKind({ tags: ['studies'], errors: errorResponses(400) });

  // ---- what visitors read ----------------------------------------------------------------

  app.get(
    studiesApi.studies.pattern,
    visitors(
      'The published studies in list order; with `lang`, only those written in that language',
      { 200: studyListSchema },
      { querystring: studyListQuerySchema },
    ),
    async (request) => {
      const { lang } = request.query;
      return answers.get(`studies:${lang ?? ''}`, () => studies.listPublished(lang));
    },
  );

  app.get(
    studiesApi.study.pattern,
    visitors(
      'A published study with its article in each language and its references',
      { 200: publicStudySchema, ...errorResponses(404) },
      { params: idParams },
    ),
    async (request) =>
      answers.get(`study:${request.params.id}`, () => studies.getPublished(request.params.id)),
  );

  staffRecordRoutes(app, {
    tags: ['studies', 'admin'],
    addresses: [studiesApi.adminStudies, studiesApi.adminStudy],
    body: studyBodySchema,
    answer: adminStudySchema,
    notFound: STUDY_NOT_FOUND,
    bodyLimit: STUDY_BODY_LIMIT,
    service: studies,
    summaries: {
      list: 'Every study, drafts included, in list order (admin)',
      one: 'A study as the editor shows it (admin)',
      add: 'Add a study (admin); its Scripture references are found as it is saved',
      change: 'Change a study (admin); its Scripture references are found again',
      remove: 'Remove a study (admin)',
    },
  });
};
