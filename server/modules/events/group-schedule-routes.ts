import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema } from '../../../contract/errors';
import {
  eventsApi,
  groupScheduleAnswerSchema,
  groupScheduleBodySchema,
  groupScheduleParamsSchema,
} from '../../../contract/events';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { PRIVATE, saying, signedInErrors as errors } from '../../plugins/route-kinds';
import { requireUser, signedIn } from '../../plugins/session';
import type { GroupSchedules } from './group-schedule';

export const GROUP_SCHEDULE_REMOVED = 'The group no longer keeps a schedule';

/** A study group's meetings in the calendar: read by its members, kept by its leader. */
export const groupScheduleRoutes: FastifyPluginAsyncZod<{
  schedules: GroupSchedules;
  rateLimit: RateLimit;
}> = async (app, { schedules, rateLimit }) => {
  const tags = ['events'];
  const perMember = keyedRateLimit(app, 'group-schedule', rateLimit, userKey);

  app.get(
    eventsApi.groupSchedule.pattern,
    {
      schema: {
        tags,
        summary:
          "A study group's meetings as a series in the calendar, to its members and staff (`null`: none kept)",
        params: groupScheduleParamsSchema,
        response: { 200: groupScheduleAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return { schedule: await schedules.get(request.params.id, request.user) };
    },
  );

  app.put(
    eventsApi.groupSchedule.pattern,
    {
      onRequest: requireUser,
      bodyLimit: 16 * 1024,
      config: { rateLimit },
      preHandler: perMember,
      schema: {
        tags,
        summary:
          "Sets the group's meetings (a repeating rule in a time zone, a place and/or an online link): its leader or staff who moderate groups",
        params: groupScheduleParamsSchema,
        body: groupScheduleBodySchema,
        response: { 200: groupScheduleAnswerSchema, ...errors },
      },
    },
    async (request) => ({
      schedule: await schedules.put(request.params.id, signedIn(request), request.body),
    }),
  );

  app.delete(
    eventsApi.groupSchedule.pattern,
    {
      onRequest: requireUser,
      config: { rateLimit },
      preHandler: perMember,
      schema: {
        tags,
        summary: "Takes the group's meetings out of the calendar",
        params: groupScheduleParamsSchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    saying(GROUP_SCHEDULE_REMOVED, (request) =>
      schedules.remove(request.params.id, signedIn(request)),
    ),
  );
};
