import type {
  FastifyInstance,
  FastifyReply,
  FastifyRequest,
  preHandlerAsyncHookHandler,
} from 'fastify';
import { z } from 'zod';
import { errorSchema } from '../../contract/errors';
import {
  languageOfPath,
  localizePath,
  siteLanguages,
  type SiteLanguage,
} from '../../contract/i18n';
import { matchPage } from '../../contract/page-match';
import {
  PLAIN_FORM_ANSWER_KEY,
  plainForms,
  type PlainForm,
  type PlainFormAnswer,
} from '../../contract/plain-forms';
import type { SsrQuery } from '../../contract/ssr-data';
import { unavailable } from '../errors';
import type { RateLimit } from './rate-limit';

/**
 * Plain HTML form posts to a page's own address (docs/decisions/0039-forms-without-javascript.md):
 * the body parsed from `application/x-www-form-urlencoded`, the page answered with the outcome.
 */

/** A form's fields: names to text, the first value of a name given twice. */
export const formFieldsSchema = z.record(z.string(), z.string());
export type FormFields = z.infer<typeof formFieldsSchema>;

/** The documented answers other than the page itself. */
export const formErrorResponses = {
  403: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
} as const;

/** Accepts url-encoded form bodies in `scope` (and only there), at most `bodyLimit` bytes. */
export function acceptFormPosts(scope: FastifyInstance, bodyLimit: number): void {
  scope.addContentTypeParser(
    'application/x-www-form-urlencoded',
    { parseAs: 'string', bodyLimit },
    (_request, body, done) => {
      const fields: FormFields = {};
      const text = typeof body === 'string' ? body : body.toString('utf8');
      for (const [name, value] of new URLSearchParams(text)) fields[name] ??= value;
      done(null, fields);
    },
  );
}

/** The addresses a form posts to: its page's, in each language. */
export const formAddresses = (form: PlainForm): { lang: SiteLanguage; url: string }[] =>
  siteLanguages.map((lang) => ({ lang, url: localizePath(plainForms[form], lang) }));

/** The language of the page a post was sent to. */
export const languageOfPost = (request: FastifyRequest): SiteLanguage =>
  languageOfPath(request.url.split('?', 1)[0] ?? '/').lang;

/**
 * Answers a plain post with the form's page in the post's language, showing the outcome: 200
 * when it was sent, 400 when a field must be corrected.
 */
export async function answerWithPage(
  request: FastifyRequest,
  reply: FastifyReply,
  form: PlainForm,
  outcome: Omit<PlainFormAnswer, 'form'>,
  /** The page's other data, when it shows some (the prayer wall's list as the poster sees it). */
  queries: readonly SsrQuery[] = [],
): Promise<FastifyReply> {
  const meta = matchPage(plainForms[form]);
  const answer: PlainFormAnswer = { form, ...outcome };
  const html =
    meta &&
    (await request.server.pageWithAnswer(meta, languageOfPost(request), [
      { key: PLAIN_FORM_ANSWER_KEY, data: answer },
      ...queries,
    ]));
  if (!html) throw unavailable('This page cannot answer a form right now; please try again later');
  return reply
    .status(outcome.sent ? 200 : 400)
    .header('content-type', 'text/html; charset=utf-8')
    .header('cache-control', 'no-store')
    .send(html);
}

/** How one form's plain posts are taken: the JSON route's limits, and what answers a post. */
export interface PlainFormRoute {
  /** The form's body limit, as its JSON route's. */
  bodyLimit: number;
  /** Per IP, as its JSON route's. */
  rateLimit: RateLimit;
  /** Its JSON route's other limit (per address, per member), when it has one. */
  preHandler?: preHandlerAsyncHookHandler;
  tags: string[];
  summary: string;
  /** Reads the fields, acts, and answers with the page (`answerWithPage`). */
  answer: (request: FastifyRequest, reply: FastifyReply, fields: FormFields) => Promise<unknown>;
}

/**
 * Registers `form`'s plain posts at its page's address in each language (documented once: the
 * other languages' pages take the same form), reading url-encoded bodies there alone.
 */
export async function plainFormRoutes(
  app: FastifyInstance,
  form: PlainForm,
  route: PlainFormRoute,
): Promise<void> {
  const { bodyLimit, rateLimit, preHandler, tags, summary, answer } = route;
  await app.register(async (scope) => {
    acceptFormPosts(scope, bodyLimit);
    for (const { lang, url } of formAddresses(form)) {
      scope.post(
        url,
        {
          bodyLimit,
          config: { rateLimit },
          ...(preHandler ? { preHandler } : {}),
          schema: {
            hide: lang !== 'en',
            tags,
            summary,
            consumes: ['application/x-www-form-urlencoded'],
            body: formFieldsSchema,
            response: formErrorResponses,
          },
        },
        // The body schema has read it as fields (the route is not typed by the zod provider).
        (request, reply) => answer(request, reply, request.body as FormFields),
      );
    }
  });
}
