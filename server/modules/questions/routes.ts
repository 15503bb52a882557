import type { FastifyReply } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorResponses } from '../../../contract/errors';
import {
  answerBodySchema,
  answerSchema,
  askQuestionBodySchema,
  ownQuestionListQuerySchema,
  questionIdParamsSchema,
  answerIdParamsSchema,
  questionListQuerySchema,
  questionListSchema,
  questionSchema,
  updateQuestionBodySchema,
  questionsApi,
} from '../../../contract/questions';
import { routeKind } from '../../plugins/route-kinds';
import { signedIn } from '../../plugins/session';
import type { PublicPage, QuestionService } from './service';
import { idParam } from '../../plugins/audit-trail';

const errors = errorResponses(400, 401, 403, 404, 413, 415);
const small = { bodyLimit: 64 * 1024 };

/** Sends JSON serialised beforehand: Fastify sends a string typed as JSON as it is. */
function sendSerialised(reply: FastifyReply, body: string): void {
  reply.type('application/json; charset=utf-8').send(body);
}

export const questionRoutes: FastifyPluginAsyncZod<{ questions: QuestionService }> = async (
  app,
  { questions },
) => {
  /** A kept page's answer to visitors, serialised; it goes when the page leaves the cache. */
  const visitorBodies = new WeakMap<PublicPage, string>();
  const tags = ['questions'];
  // The staff guard decides who may answer and publish.
  const visitors = routeKind({ tags, errors: errorResponses(400) });
  const staff = routeKind({ tags, errors });
  const staffWritesOn = routeKind({ tags, errors, ...small, params: questionIdParamsSchema });

  app.get(
    questionsApi.list.pattern,
    visitors(
      'Published questions with their answers, newest first; search and filters',
      { 200: questionListSchema },
      { querystring: questionListQuerySchema },
    ),
    async (request, reply) => {
      const found = await questions.findPublicPage(request.query);
      if (request.user || !questions.keepsPublicPages)
        return questions.viewPublicPage(found, request.user);
      // Visitors, most of the traffic, all see the same answer: it is checked against the
      // contract and serialised once per kept page, then sent as it is.
      let body = visitorBodies.get(found);
      if (body === undefined) {
        body = JSON.stringify(questionListSchema.parse(questions.viewPublicPage(found, null)));
        visitorBodies.set(found, body);
      }
      sendSerialised(reply, body);
      return reply;
    },
  );

  app.get(
    questionsApi.my.pattern,
    routeKind({ tags, errors, caller: 'member' })(
      "The signed-in member's own questions, any status",
      { 200: questionListSchema },
      { querystring: ownQuestionListQuerySchema },
    ),
    async (request) => questions.listOwn(signedIn(request), request.query),
  );

  app.get(
    questionsApi.adminList.pattern,
    staff(
      'Every question for the administrator, pending first',
      { 200: questionListSchema },
      { querystring: questionListQuerySchema },
    ),
    async (request) => questions.listAll(signedIn(request), request.query),
  );

  app.get(
    questionsApi.question.pattern,
    visitors(
      "A published question, the asker's own, or any for an administrator",
      { 200: questionSchema, ...errorResponses(404) },
      { params: questionIdParamsSchema },
    ),
    async (request) => questions.getVisible(request.params.id, request.user),
  );

  app.post(
    questionsApi.list.pattern,
    routeKind({ tags, errors, ...small, caller: 'verified' })(
      'Ask the ministry a question (pending and private until published)',
      { 201: questionSchema },
      { body: askQuestionBodySchema, goal: 'question' },
    ),
    async (request) => questions.ask(signedIn(request), request.body),
  );

  app.post(
    questionsApi.answers.pattern,
    staffWritesOn(
      'Answer a question (administrators); the asker is told by e-mail',
      { 201: questionSchema },
      { body: answerBodySchema },
    ),
    async (request) => questions.answer(signedIn(request), request.params.id, request.body),
  );

  app.put(
    questionsApi.answer.pattern,
    {
      config: { auditRecord: (params, _request, db) => questions.getAnswer(idParam(params), db) },
      ...routeKind({ tags, errors, ...small })(
        'Edit an answer (administrators)',
        { 200: answerSchema },
        { params: answerIdParamsSchema, body: answerBodySchema },
      ),
    },
    async (request) => questions.editAnswer(request.params.id, request.body),
  );

  app.patch(
    questionsApi.question.pattern,
    {
      config: {
        auditRecord: (params, request, db) =>
          questions.getVisible(idParam(params), signedIn(request), db),
      },
      ...staffWritesOn(
        'Publish, unpublish or archive a question (administrators)',
        { 200: questionSchema },
        { body: updateQuestionBodySchema },
      ),
    },
    async (request) => questions.update(signedIn(request), request.params.id, request.body),
  );
};
