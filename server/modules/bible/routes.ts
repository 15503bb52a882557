import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  bibleBooksSchema,
  chapterAnswerSchema,
  chapterParamsSchema,
  chapterQuerySchema,
  passageAnswerSchema,
  passageQuerySchema,
  searchAnswerSchema,
  searchQuerySchema,
  bibleApi,
} from '../../../contract/bible';
import { errorSchema } from '../../../contract/errors';
import type { EncodedAnswer } from '../../infra/cached-answer';
import { type FastAnswers, sendEncodedAnswer } from '../../plugins/fast-answers';
import type { BibleService } from './service';

/**
 * The text never changes while a deploy runs: browsers and proxies keep answers a day, may serve
 * them a week longer while revalidating, and revalidate by ETag (304) for nothing.
 */
export const BIBLE_CACHE_CONTROL = 'public, max-age=86400, stale-while-revalidate=604800';

const JSON_TYPE = 'application/json; charset=utf-8';

/**
 * Sends a ready answer (304 when the client has it, else the pre-compressed bytes); the URL is
 * then known to the fast answers, which send its later requests without Fastify's cycle.
 */
const sendEncoded = (
  request: FastifyRequest,
  reply: FastifyReply,
  answer: EncodedAnswer,
  fastAnswers: FastAnswers | undefined,
): void =>
  sendEncodedAnswer(
    request,
    reply,
    answer,
    { cacheControl: BIBLE_CACHE_CONTROL, contentType: JSON_TYPE },
    fastAnswers,
  );

const errors = { 400: errorSchema, 404: errorSchema };

/** Answers are encoded once and kept (see sendEncoded): the compression plugin stays out. */
const encodedHere = { compress: false, decompress: false } as const;

export const bibleRoutes: FastifyPluginAsyncZod<{
  bible: BibleService;
  fastAnswers?: FastAnswers;
}> = async (app, { bible, fastAnswers }) => {
  app.get(
    bibleApi.books.pattern,
    {
      ...encodedHere,
      schema: {
        tags: ['bible'],
        summary: 'The 66 books in canonical order, with testament and chapter count',
        response: { 200: bibleBooksSchema },
      },
    },
    (request, reply) => {
      sendEncoded(request, reply, bible.books(), fastAnswers);
    },
  );

  app.get(
    bibleApi.search.pattern,
    {
      ...encodedHere,
      schema: {
        tags: ['bible'],
        summary:
          'Verses of a version matching all the words (stemmed) and "quoted phrases", or a reference',
        querystring: searchQuerySchema,
        response: { 200: searchAnswerSchema, 400: errorSchema },
      },
    },
    (request, reply) => {
      const { q, limit, version } = request.query;
      sendEncoded(request, reply, bible.search(q, limit, version), fastAnswers);
    },
  );

  app.get(
    bibleApi.passage.pattern,
    {
      ...encodedHere,
      schema: {
        tags: ['bible'],
        summary:
          'The verses of a reference or range in a version (`ref=Rom 8:19-23`, `ref=Acts 3:21`, ' +
          'book names in English, Spanish or Portuguese); 404 for a chapter or verse a book has not',
        querystring: passageQuerySchema,
        response: { 200: passageAnswerSchema, ...errors },
      },
    },
    (request, reply) => {
      const { ref, version } = request.query;
      sendEncoded(request, reply, bible.passage(ref, version), fastAnswers);
    },
  );

  app.get(
    bibleApi.chapter.pattern,
    {
      ...encodedHere,
      schema: {
        tags: ['bible'],
        summary:
          'The verses of one chapter in a version (`web` by default, `rv1909`); the book by name ' +
          '(English, Spanish or Portuguese), without spaces, or abbreviated',
        params: chapterParamsSchema,
        querystring: chapterQuerySchema,
        response: { 200: chapterAnswerSchema, ...errors },
      },
    },
    (request, reply) => {
      sendEncoded(
        request,
        reply,
        bible.chapter(request.params.book, request.params.chapter, request.query.version),
        fastAnswers,
      );
    },
  );
};
