/**
 * Members among themselves and with the ministry: conversations, questions, study groups, study
 * tools and reading plans, the prayer wall, and gatherings with a group's meetings.
 */
import type { FastifyInstance } from 'fastify';
import { createMemberLimits } from '../modules/conversations/limits';
import { conversationRoutes } from '../modules/conversations/routes';
import { createConversationService } from '../modules/conversations/service';
import { createEventsAdmin } from '../modules/events/admin';
import { createGroupSchedules } from '../modules/events/group-schedule';
import { groupScheduleRoutes } from '../modules/events/group-schedule-routes';
import { createEventMessages } from '../modules/events/message';
import { createEventReminders } from '../modules/events/reminders';
import { eventsRoutes } from '../modules/events/routes';
import { createEventsService } from '../modules/events/service';
import { createPrayerReminders } from '../modules/prayer/reminders';
import { prayerRoutes } from '../modules/prayer/routes';
import { createPrayerService } from '../modules/prayer/service';
import { renderArticleHtml } from '../modules/publishing/markdown';
import { questionRoutes } from '../modules/questions/routes';
import { createQuestionService } from '../modules/questions/service';
import { studyGroupRoutes } from '../modules/study-groups/routes';
import { createStudyGroupService } from '../modules/study-groups/service';
import { createReadingPlanService } from '../modules/study-tools/plans';
import { createPlanReminders } from '../modules/study-tools/reminders';
import { studyToolRoutes } from '../modules/study-tools/routes';
import { createStudyToolsService } from '../modules/study-tools/service';
import type { ModuleContext } from './context';

export async function registerCommunity(
  app: FastifyInstance,
  { config, database, tuning, clock, rateLimits, infrastructure }: ModuleContext,
) {
  const { db, reads } = database;
  const { publicUrl } = config;
  const notices = { adminNotifyEmail: config.adminNotifyEmail, windowMs: config.adminNoticeFoldMs };
  await app.register(conversationRoutes, {
    conversations: createConversationService({
      db,
      reads,
      clock,
      notices: { ...notices, publicUrl },
    }),
    files: infrastructure.files,
    limiter: createMemberLimits({
      db,
      limits: { ...config.memberLimits, ...tuning.memberLimits },
      clock,
    }),
  });
  await app.register(questionRoutes, {
    questions: createQuestionService({ db, reads, clock, publicUrl, notices }),
  });
  await app.register(studyGroupRoutes, { groups: createStudyGroupService({ db, clock }) });

  // Reminders each queue their mail at their own time; main.ts starts their timers, tests
  // call `tick()` with their clock.
  const reminding = { db, clock, publicUrl, logger: app.log };
  const planReminders = createPlanReminders(reminding);
  app.decorate('planReminders', planReminders);
  await app.register(studyToolRoutes, {
    tools: createStudyToolsService({ db, reads, clock }),
    plans: createReadingPlanService({ db, clock }),
    rateLimit: rateLimits.studyTools,
    unsubscribeRateLimit: rateLimits.planUnsubscribe,
  });

  await app.register(prayerRoutes, {
    prayer: createPrayerService({
      db,
      clock,
      publicUrl,
      expiryDays: config.prayer.expiryDays,
      approval: config.prayer.approval,
    }),
    rateLimit: rateLimits.prayer,
    prayedRateLimit: rateLimits.prayed,
  });
  const prayerReminders = createPrayerReminders(reminding);
  app.decorate('prayerReminders', prayerReminders);

  const eventsDeps = { db, clock, publicUrl };
  await app.register(eventsRoutes, {
    clock,
    publicUrl,
    events: createEventsService({ ...eventsDeps, renderMarkdown: renderArticleHtml }),
    admin: createEventsAdmin({ ...eventsDeps, renderMarkdown: renderArticleHtml }),
    messages: createEventMessages(eventsDeps),
    rateLimit: rateLimits.events,
    emailRateLimit: rateLimits.emailLink,
    messageRateLimit: rateLimits.eventMessages,
  });
  await app.register(groupScheduleRoutes, {
    schedules: createGroupSchedules(eventsDeps),
    rateLimit: rateLimits.events,
  });
  const eventReminders = createEventReminders(reminding);
  app.decorate('eventReminders', eventReminders);

  return {
    stop: {
      planReminders: () => planReminders.stop(),
      prayerReminders: () => prayerReminders.stop(),
      eventReminders: () => eventReminders.stop(),
    },
  };
}
