import type { FastifyPluginAsyncZod, ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses, errorSchema, messageSchema } from '../../../contract/errors';
import {
  bookmarkListSchema,
  bookmarkSchema,
  chapterFilterSchema,
  createBookmarkBodySchema,
  createHighlightBodySchema,
  createNoteBodySchema,
  highlightListSchema,
  highlightSchema,
  markIdParamsSchema,
  memberPlanListSchema,
  memberPlanSchema,
  noteListQuerySchema,
  noteListSchema,
  noteSchema,
  planDayParamsSchema,
  planListSchema,
  saveStudyProgressBodySchema,
  startPlanBodySchema,
  studyProgressListSchema,
  studyProgressParamsSchema,
  studyProgressSchema,
  tickDayBodySchema,
  unsubscribePlanAnswerSchema,
  unsubscribePlanBodySchema,
  updateNoteBodySchema,
  updatePlanBodySchema,
  studyToolsApi,
} from '../../../contract/study-tools';
import { badRequest } from '../../errors';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { routeKind, saying } from '../../plugins/route-kinds';
import { signedIn } from '../../plugins/session';
import type { ReadingPlanService } from './plans';
import type { StudyToolsService } from './service';

const readErrors = errorResponses(400, 401, 403);
const writeErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);

/**
 * A member's highlights, bookmarks, notes and reading plans. Every answer is the member's own
 * (another member's id is not found) and, sent with a session, marked no-store by the session
 * plugin; writes are limited per member.
 */
export const studyToolRoutes: FastifyPluginAsyncZod<{
  tools: StudyToolsService;
  plans: ReadingPlanService;
  rateLimit: RateLimit;
  unsubscribeRateLimit: RateLimit;
}> = async (app, { tools, plans, rateLimit, unsubscribeRateLimit }) => {
  const perMember = keyedRateLimit(app, 'study-tools', rateLimit, userKey);
  const tags = ['study tools'];
  const reads = routeKind({ tags, errors: readErrors, caller: 'member' });
  const writing = { tags, errors: writeErrors, caller: 'member', preHandler: perMember } as const;
  const writes = routeKind(writing);
  const writesOn = routeKind({ ...writing, params: markIdParamsSchema });
  const uid = (request: Parameters<typeof signedIn>[0]) => signedIn(request).id;

  // ---- highlights ----
  app.get(
    studyToolsApi.highlights.pattern,
    reads(
      "The member's highlights in book order; ?book=John&chapter=3 for one chapter",
      { 200: highlightListSchema },
      { querystring: chapterFilterSchema },
    ),
    async (request) => ({ highlights: await tools.listHighlights(uid(request), request.query) }),
  );
  app.post(
    studyToolsApi.highlights.pattern,
    writes(
      'Highlight a verse or range in a colour (again: changes its colour, 200)',
      { 200: highlightSchema, 201: highlightSchema },
      { body: createHighlightBodySchema },
    ),
    async (request, reply) => {
      const { highlight, created } = await tools.addHighlight(uid(request), request.body);
      return reply.status(created ? 201 : 200).send(highlight);
    },
  );
  app.delete(
    studyToolsApi.highlight.pattern,
    writesOn('Remove a highlight', { 200: messageSchema }),
    saying('Highlight removed', (request) =>
      tools.deleteHighlight(uid(request), request.params.id),
    ),
  );

  // ---- bookmarks ----
  app.get(
    studyToolsApi.bookmarks.pattern,
    reads(
      "The member's bookmarks in book order; ?book=John&chapter=3 for one chapter",
      { 200: bookmarkListSchema },
      { querystring: chapterFilterSchema },
    ),
    async (request) => ({ bookmarks: await tools.listBookmarks(uid(request), request.query) }),
  );
  app.post(
    studyToolsApi.bookmarks.pattern,
    writes(
      'Bookmark a verse or range (again: the bookmark there is, 200)',
      { 200: bookmarkSchema, 201: bookmarkSchema },
      { body: createBookmarkBodySchema },
    ),
    async (request, reply) => {
      const { bookmark, created } = await tools.addBookmark(uid(request), request.body);
      return reply.status(created ? 201 : 200).send(bookmark);
    },
  );
  app.delete(
    studyToolsApi.bookmark.pattern,
    writesOn('Remove a bookmark', { 200: messageSchema }),
    saying('Bookmark removed', (request) => tools.deleteBookmark(uid(request), request.params.id)),
  );

  // ---- notes ----
  app.get(
    studyToolsApi.notes.pattern,
    reads(
      "The member's notes by book order or date, searchable, a page at a time",
      { 200: noteListSchema },
      { querystring: noteListQuerySchema },
    ),
    async (request) => tools.listNotes(uid(request), request.query),
  );
  app.post(
    studyToolsApi.notes.pattern,
    writes(
      'Write a note on a verse or range (plain text, up to 5,000 characters)',
      { 201: noteSchema },
      { body: createNoteBodySchema },
    ),
    async (request) => tools.addNote(uid(request), request.body),
  );
  app.put(
    studyToolsApi.note.pattern,
    writesOn("Change a note's text", { 200: noteSchema }, { body: updateNoteBodySchema }),
    async (request) => tools.updateNote(uid(request), request.params.id, request.body),
  );
  app.delete(
    studyToolsApi.note.pattern,
    writesOn('Delete a note', { 200: messageSchema }),
    saying('Note deleted', (request) => tools.deleteNote(uid(request), request.params.id)),
  );

  // ---- study progress ----
  app.get(
    studyToolsApi.studyProgress.pattern,
    reads('How far the member read each study they started, per language', {
      200: studyProgressListSchema,
    }),
    async (request) => ({ progress: await tools.listStudyProgress(uid(request)) }),
  );
  app.put(
    studyToolsApi.studyProgressOf.pattern,
    writes(
      'Keep how far the member read a study in a language (the furthest point stays)',
      { 200: studyProgressSchema },
      { params: studyProgressParamsSchema, body: saveStudyProgressBodySchema },
    ),
    async (request) => tools.saveStudyProgress(uid(request), request.params.studyId, request.body),
  );

  // ---- reading plans ----
  app.get(
    studyToolsApi.plans.pattern,
    {
      schema: {
        tags,
        summary: 'The built-in reading plans',
        response: { 200: planListSchema },
      },
    },
    () => ({ plans: plans.list() }),
  );
  app.get(
    studyToolsApi.myPlans.pattern,
    reads("The plans the member follows: today's readings, progress and streak", {
      200: memberPlanListSchema,
    }),
    async (request) => ({ plans: await plans.listOwn(uid(request)) }),
  );
  app.post(
    studyToolsApi.myPlans.pattern,
    writes(
      'Start a plan today (in the time zone given), with an optional daily reminder',
      { 201: memberPlanSchema },
      { body: startPlanBodySchema, goal: 'plan' },
    ),
    async (request) => plans.start(uid(request), request.body),
  );
  app.post(
    studyToolsApi.planDay.pattern,
    writes(
      "Tick a day's readings as read ({ done: true }) or untick them",
      { 200: memberPlanSchema },
      { params: planDayParamsSchema, body: tickDayBodySchema },
    ),
    async (request) =>
      plans.tick(uid(request), request.params.id, request.params.day, request.body.done),
  );
  app.patch(
    studyToolsApi.myPlan.pattern,
    writesOn(
      "Change a plan's reminder time or time zone, or stop it ({ stop: true })",
      { 200: memberPlanSchema },
      { body: updatePlanBodySchema },
    ),
    async (request) => plans.update(uid(request), request.params.id, request.body),
  );

  // The reminder's unsubscribe link: our page's JSON POST, or a mail client's one-click POST
  // (RFC 8058) with the token in the address.
  await app.register(async (scope) => {
    scope.addContentTypeParser(
      ['application/x-www-form-urlencoded', 'multipart/form-data'],
      { parseAs: 'string', bodyLimit: 4 * 1024 },
      (_req: unknown, body: string, done: (err: null, body: string) => void) => done(null, body),
    );
    scope.withTypeProvider<ZodTypeProvider>().post(
      studyToolsApi.planRemindersUnsubscribe.pattern,
      {
        bodyLimit: 4 * 1024,
        // Mail clients post from their own origin; the secret token is the authority.
        config: { rateLimit: unsubscribeRateLimit, allowCrossOrigin: true },
        schema: {
          tags,
          summary: "Stop a plan's daily reminder by its token (JSON {token}, or one-click ?token=)",
          querystring: z.object({ token: z.string().optional() }),
          body: z.unknown().optional(),
          response: { 200: unsubscribePlanAnswerSchema, 400: errorSchema, 429: errorSchema },
        },
      },
      async (request) => {
        const body = request.body;
        const fromBody =
          body && typeof body === 'object' && 'token' in body ? body.token : request.query.token;
        const parsed = unsubscribePlanBodySchema.safeParse({ token: fromBody });
        if (!parsed.success) throw badRequest('The unsubscribe link is missing its token');
        return plans.unsubscribe(parsed.data.token);
      },
    );
  });
};
