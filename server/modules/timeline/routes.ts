import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/errors';
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
import type { TimelineService } from './service';
import { routeKind } from '../../plugins/route-kinds';
import { staffRecordRoutes } from '../../plugins/staff-records';

export interface TimelineRoutesOptions {
  timeline: TimelineService;
  /** Public answers are kept while published content stays the same. */
  contentVersion: ContentVersion;
}

export const timelineRoutes: FastifyPluginAsyncZod<TimelineRoutesOptions> = async (app, opts) => {
  const { timeline, contentVersion } = opts;
  const answers = versionedAnswers(contentVersion);

  app.get(
    timelineApi.timeline.pattern,
    routeKind({ tags: ['timeline'], errors: errorResponses(400) })(
      "The timeline's events in order, in a language (the English where not translated)",
      { 200: publicTimelineSchema },
      { querystring: contentLanguageQuerySchema },
    ),
    async (request) => {
      const { lang } = request.query;
      return answers.get(`timeline:${lang}`, () => timeline.listPublic(lang));
    },
  );

  staffRecordRoutes(app, {
    tags: ['timeline', 'admin'],
    addresses: [timelineApi.adminTimeline, timelineApi.adminTimelineEvent],
    body: timelineEventBodySchema,
    answer: adminTimelineEventSchema,
    notFound: TIMELINE_EVENT_NOT_FOUND,
    conflicts: false,
    service: timeline,
    summaries: {
      list: 'Every timeline event in order, each language it is written in (admin)',
      add: 'Add a timeline event (admin); its Scripture references are found as it is saved',
      change: 'Change a timeline event (admin); its Scripture references are found again',
      remove: 'Move a timeline event to the trash (admin)',
    },
  });
};
