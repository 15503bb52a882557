import multipart from '@fastify/multipart';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/errors';
import {
  IMPORT_PROGRESS_TYPE,
  importReportSchema,
  importsApi,
  subscribersImportFieldsSchema,
  wordpressImportFieldsSchema,
} from '../../../contract/imports';
import { badRequest, fieldErrorsOf } from '../../errors';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import type { ImportsService } from './service';
import { streamProgress, wantsProgress } from './progress-stream';
import { importMultipartLimits, readImportUpload } from './upload';
import { sendCsv } from '../../plugins/csv-download';

interface Options {
  imports: ImportsService;
  rateLimit: RateLimit;
}

const adminErrors = { 401: errorSchema, 403: errorSchema };
const uploadErrors = { 400: errorSchema, 413: errorSchema, 415: errorSchema, 429: errorSchema };
const wordpressErrors = { ...uploadErrors, 409: errorSchema };

/** The form's text fields, checked by their schema; the message names the first wrong one. */
function fieldsOf<S extends z.ZodType>(schema: S, fields: Record<string, string>): z.output<S> {
  const parsed = schema.safeParse(fields);
  if (parsed.success) return parsed.data;
  throw badRequest(parsed.error.issues[0]?.message ?? 'Invalid form', fieldErrorsOf(parsed.error));
}

/**
 * Moving in: a WordPress export's posts, and newsletter readers from a CSV. Both are multipart
 * forms (`file`, `dryRun`) answering what was (or would be) made, updated and skipped.
 */
export const importRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { imports } = opts;
  await app.register(multipart, { limits: importMultipartLimits });
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  const byAdmin = keyedRateLimit(app, 'imports', opts.rateLimit, userKey);

  app.post(
    importsApi.wordpress.pattern,
    {
      preHandler: byAdmin,
      // The progress lines must leave as they are written, not when a compressor's block fills.
      compress: false,
      schema: {
        tags: ['imports', 'admin'],
        summary:
          'Import a WordPress export (multipart: file = the WXR file, dryRun, language): posts become articles, their images media, their old addresses redirects (administrators). With Accept: application/x-ndjson the answer comes as it goes: a line per post, then the report. One import at a time (409)',
        consumes: ['multipart/form-data'],
        produces: ['application/json', IMPORT_PROGRESS_TYPE],
        response: { 200: importReportSchema, ...wordpressErrors, ...adminErrors },
      },
    },
    async (request, reply) => {
      const { file, fields } = await readImportUpload(request);
      const form = fieldsOf(wordpressImportFieldsSchema, fields);
      if (!wantsProgress(request)) return imports.importWordpress(file, form);
      return streamProgress(request, reply, (onProgress) =>
        imports.importWordpress(file, form, onProgress),
      );
    },
  );

  app.post(
    importsApi.subscribers.pattern,
    {
      preHandler: byAdmin,
      schema: {
        tags: ['imports', 'admin'],
        summary:
          'Import newsletter readers from a CSV (Mailchimp, Substack or any; multipart: file, dryRun, language, column names) (administrators)',
        consumes: ['multipart/form-data'],
        response: { 200: importReportSchema, ...uploadErrors, ...adminErrors },
      },
    },
    async (request) => {
      const { file, fields } = await readImportUpload(request);
      return imports.importSubscribers(file, fieldsOf(subscribersImportFieldsSchema, fields));
    },
  );

  // ---- moving out ----------------------------------------------------------------------------

  app.get(
    importsApi.exportContent.pattern,
    {
      preHandler: byAdmin,
      schema: {
        tags: ['imports', 'admin'],
        summary:
          'Download the content: articles, studies, pages, teachings, ebooks and videos as JSON and Markdown, with the images and a README (administrators)',
        produces: ['application/gzip'],
        response: { 200: z.unknown(), 429: errorSchema, ...adminErrors },
      },
    },
    async (_request, reply) =>
      reply
        .header('content-type', 'application/gzip')
        .header('content-disposition', `attachment; filename="content-${imports.today()}.tar.gz"`)
        .send(await imports.contentArchive()),
  );

  app.get(
    importsApi.exportSubscribers.pattern,
    {
      schema: {
        tags: ['imports', 'admin'],
        summary: 'Download the newsletter’s readers as CSV (administrators)',
        produces: ['text/csv'],
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, `subscribers-${imports.today()}.csv`, await imports.subscribersCsv()),
  );

  app.get(
    importsApi.exportPeople.pattern,
    {
      schema: {
        tags: ['imports', 'admin'],
        summary: 'Download the people with accounts as CSV, without any secret (administrators)',
        produces: ['text/csv'],
        response: { 200: z.string(), ...adminErrors },
      },
    },
    async (_request, reply) =>
      sendCsv(reply, `people-${imports.today()}.csv`, await imports.peopleCsv()),
  );
};
