import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/errors';
import { rowIdParamsSchema } from '../../../contract/fields';
import {
  adminTimelineEventSchema,
  contentLanguageQuerySchema,
  publicTimelineSchema,
  TIMELINE_EVENT_NOT_FOUND,
  timelineApi,
  timelineEventBodySchema,
} from '../../../contract/timeline';
import { versionedAnswers } from '../../infra/cache';
import type { ContentVersion } from '../../infra/content-version';
import { signedIn } from '../../plugins/session';
import type { TimelineService } from './service';
import { idParam } from '../../plugins/audit-trail';

export interface TimelineRoutesOptions {
  timeline: TimelineService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const writeErrors = { ...adminErrors, 404: errorSchema };
const idParams = rowIdParamsSchema(TIMELINE_EVENT_NOT_FOUND);
const PRIVATE = 'no-store';

export const timelineRoutes: FastifyPluginAsyncZod<TimelineRoutesOptions> = async (app, opts) => {
  const { timeline, contentVersion } = opts;
  const answers = versionedAnswers(contentVersion);

  app.get(
    timelineApi.timeline.pattern,
    {
      schema: {
        tags: ['timeline'],
        summary: "The timeline's events in order, in a language (the English where not translated)",
        querystring: contentLanguageQuerySchema,
        response: { 200: publicTimelineSchema, 400: errorSchema },
      },
    },
    async (request) => {
      const { lang } = request.query;
      return answers.get(`timeline:${lang}`, () => timeline.listPublic(lang));
    },
  );

  app.get(
    timelineApi.adminTimeline.pattern,
    {
      schema: {
        tags: ['timeline', 'admin'],
        summary: 'Every timeline event in order, each language it is written in (admin)',
        response: { 200: z.array(adminTimelineEventSchema), ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return timeline.listAdmin();
    },
  );

  app.post(
    timelineApi.adminTimeline.pattern,
    {
      schema: {
        tags: ['timeline', 'admin'],
        summary: 'Add a timeline event (admin); its Scripture references are found as it is saved',
        body: timelineEventBodySchema,
        response: { 201: adminTimelineEventSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      const saved = await timeline.create(request.body, signedIn(request).id);
      return reply.status(201).header('cache-control', PRIVATE).send(saved);
    },
  );

  app.put(
    timelineApi.adminTimelineEvent.pattern,
    {
      config: { auditRecord: (params, _request, db) => timeline.getAdmin(idParam(params), db) },
      schema: {
        tags: ['timeline', 'admin'],
        summary: 'Change a timeline event (admin); its Scripture references are found again',
        params: idParams,
        body: timelineEventBodySchema,
        response: { 200: adminTimelineEventSchema, ...writeErrors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return timeline.update(request.params.id, request.body, signedIn(request).id);
    },
  );

  app.delete(
    timelineApi.adminTimelineEvent.pattern,
    {
      config: { auditRecord: (params, _request, db) => timeline.getAdmin(idParam(params), db) },
      schema: {
        tags: ['timeline', 'admin'],
        summary: 'Move a timeline event to the trash (admin)',
        params: idParams,
        response: { 204: z.null(), ...writeErrors },
      },
    },
    async (request, reply) => {
      await timeline.remove(request.params.id, signedIn(request).id);
      return reply.status(204).send(null);
    },
  );
};
