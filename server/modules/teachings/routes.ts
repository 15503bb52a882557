import { Readable } from 'node:stream';
import multipart from '@fastify/multipart';
import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorResponses } from '../../../contract/errors';
import {
  adminTeachingSchema,
  AUDIO_CHUNK_MAX_BYTES,
  audioSchema,
  audioUploadParamsSchema,
  audioUploadSchema,
  audioUploadStartSchema,
  CHUNK_CONTENT_TYPE,
  UPLOAD_OFFSET_HEADER,
  audioTypes,
  isAudioMimeType,
  publicSeriesSchema,
  publicTeachingSchema,
  seriesBodySchema,
  seriesSchema,
  speakerBodySchema,
  speakerSchema,
  teachingBodySchema,
  teachingListQuerySchema,
  teachingPageSchema,
  teachingSlugParamsSchema,
  teachingsApi,
} from '../../../contract/teachings';
import { HttpError, notFound, unauthorized } from '../../errors';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { routeKind } from '../../plugins/route-kinds';
import { signedIn } from '../../plugins/session';
import { contentLanguages, SLUG_MAX } from '../../../contract/publishing';
import { audioMultipartLimits, requestedRange } from './audio';
import { offsetOf } from './resumable';
import type { Podcast } from './podcast';
import type { TeachingsService } from './service';
import { toWebVtt } from './transcript';
import { staffRecordRoutes } from '../../plugins/staff-records';
import type { AuditReader } from '../../plugins/audit-trail';

export interface TeachingRoutesOptions {
  teachings: TeachingsService;
  /** Audio uploads per editor. */
  uploadRateLimit: RateLimit;
  /** Chunks of resumable audio uploads per editor. */
  chunkRateLimit: RateLimit;
}

/** A teaching with its notes and transcript may be large (escaped in JSON, more bytes). */
const TEACHING_BODY_LIMIT = 3 * 1024 * 1024;
/** A year, and never revalidated: an audio file's key is new for every upload. */
const IMMUTABLE = 'public, max-age=31536000, immutable';
/** Podcast apps poll; a few minutes old is fresh enough. */
const FEED_CACHE = 'public, max-age=300';
const AUDIO_NAME = /^([a-f0-9]{32})\.(mp3|m4a|ogg)$/;

export const teachingRoutes: FastifyPluginAsyncZod<TeachingRoutesOptions> = async (app, opts) => {
  const { teachings } = opts;
  await app.register(multipart, { limits: audioMultipartLimits });

  // ---- audio -----------------------------------------------------------------------------------

  const tags = ['teachings', 'admin'];
  const adminErrors = errorResponses(400, 401, 403);
  const uploadErrors = { ...adminErrors, ...errorResponses(404, 409, 429) };
  const uploadLimit = keyedRateLimit(app, 'audio-upload', opts.uploadRateLimit, userKey);
  const chunkLimit = keyedRateLimit(app, 'audio-chunk', opts.chunkRateLimit, userKey);

  app.post(
    teachingsApi.audio.pattern,
    routeKind({
      tags,
      errors: adminErrors,
      preHandler: keyedRateLimit(app, 'audio-upload', opts.uploadRateLimit, userKey),
    })(
      'Upload an audio file (multipart field "file": MP3, M4A/AAC or Ogg/Opus by its bytes, at most 500 MB), streamed to the store (admin)',
      { 201: audioSchema, ...errorResponses(413, 415, 429) },
      { consumes: ['multipart/form-data'] },
    ),
    async (request, reply) => {
      if (!request.user) throw unauthorized();
      try {
        return await teachings.receiveAudio(request);
      } catch (error) {
        // Refused before the body was read to its end: the rest is not worth reading.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      }
    },
  );

  app.get(
    '/media/audio/:name',
    { schema: { hide: true, params: z.object({ name: z.string().max(64) }) } },
    async (request, reply) => {
      const match = AUDIO_NAME.exec(request.params.name);
      const file = match?.[1] ? await teachings.audioFile(match[1]) : undefined;
      if (
        !match ||
        !file ||
        !isAudioMimeType(file.mimeType) ||
        audioTypes[file.mimeType] !== match[2]
      ) {
        throw notFound('Audio not found');
      }
      const etag = `"${file.key}"`;
      reply
        .header('accept-ranges', 'bytes')
        .header('etag', etag)
        .header('cache-control', IMMUTABLE)
        .header('x-content-type-options', 'nosniff')
        .type(file.mimeType);
      if (request.headers['if-none-match'] === etag) return reply.status(304).send();
      const ifRange = request.headers['if-range'];
      const range =
        ifRange === undefined || ifRange === etag
          ? requestedRange(request.headers.range, file.bytes)
          : undefined;
      if (range === 'unsatisfiable') {
        return reply
          .status(416)
          .type('application/json; charset=utf-8')
          .header('cache-control', 'no-cache')
          .header('content-range', `bytes */${file.bytes}`)
          .send({ message: 'The range asked for is past the end of the file' });
      }
      const length = range ? range.end - range.start + 1 : file.bytes;
      reply.header('content-length', String(length));
      if (range) {
        reply
          .status(206)
          .header('content-range', `bytes ${range.start}-${range.end}/${file.bytes}`);
      }
      // The headers alone (an empty stream, so the length said above stays).
      if (request.method === 'HEAD') return reply.send(Readable.from([]));
      const stored = await teachings.openAudio(file.key, range);
      if (!stored) throw notFound('Audio not found');
      return reply.send(stored.stream);
    },
  );

  // ---- resumable audio uploads (docs/decisions/0062) ----------------------------------------------

  // A chunk's body is left unread here: its route streams the request to disk as it arrives
  // (the body stays undefined, so no hook walks a stream as if it were parsed fields).
  app.addContentTypeParser(CHUNK_CONTENT_TYPE, (_request, _payload, done) => done(null));
  // An upload's state is its editor's alone, never kept by a cache.
  const upload = { tags, errors: uploadErrors, private: true };
  const params = audioUploadParamsSchema;
  const starting = routeKind({ ...upload, preHandler: uploadLimit });
  const onUpload = routeKind({ ...upload, params });
  const chunkOn = routeKind({ ...upload, params, preHandler: chunkLimit });
  const completing = routeKind({ ...upload, params, preHandler: uploadLimit });
  /** For the trail: the upload as its editor sees it. */
  const uploadRecord: AuditReader = (routeParams, request, db) =>
    teachings.uploadState(signedIn(request).id, String(routeParams.id), db);

  app.post(
    teachingsApi.audioUploads.pattern,
    starting(
      'Start a resumable audio upload of `bytes` bytes (admin)',
      { 201: audioUploadSchema },
      { body: audioUploadStartSchema },
    ),
    async (request) => teachings.startUpload(signedIn(request).id, request.body.bytes),
  );
  app.get(
    teachingsApi.audioUpload.pattern,
    onUpload('Where a resumable upload stands: the byte the next chunk starts at (admin)', {
      200: audioUploadSchema,
    }),
    async (request) => teachings.uploadState(signedIn(request).id, request.params.id),
  );
  app.patch(
    teachingsApi.audioUpload.pattern,
    {
      config: { auditRecord: uploadRecord },
      ...chunkOn(
        `Send a chunk (body ${CHUNK_CONTENT_TYPE}, at most ${AUDIO_CHUNK_MAX_BYTES / 1024 / 1024} MB) starting at the byte the Upload-Offset header names (admin)`,
        { 200: audioUploadSchema, ...errorResponses(413, 415) },
      ),
    },
    async (request, reply) => {
      const userId = signedIn(request).id;
      if (!request.headers['content-type']?.startsWith(CHUNK_CONTENT_TYPE)) {
        throw new HttpError(
          415,
          `Send the chunk as ${CHUNK_CONTENT_TYPE}`,
          'UNSUPPORTED_MEDIA_TYPE',
        );
      }
      try {
        return await teachings.receiveChunk(
          userId,
          request.params.id,
          offsetOf(request.headers[UPLOAD_OFFSET_HEADER]),
          request.raw,
        );
      } catch (error) {
        // Refused before the chunk was read to its end: the rest is not worth reading.
        if (!request.raw.readableEnded) reply.header('connection', 'close');
        throw error;
      }
    },
  );
  app.post(
    teachingsApi.audioUploadComplete.pattern,
    completing(
      'Complete a resumable upload: its bytes are read as audio and kept, or refused with 415 and removed (admin)',
      { 201: audioSchema, ...errorResponses(415) },
    ),
    async (request) => teachings.completeUpload(signedIn(request).id, request.params.id),
  );
  app.delete(
    teachingsApi.audioUpload.pattern,
    {
      config: { auditRecord: uploadRecord },
      ...chunkOn('Stop a resumable upload and remove what it sent (admin)', { 204: z.null() }),
    },
    async (request, reply) => {
      await teachings.cancelUpload(signedIn(request).id, request.params.id);
      return reply.status(204).send(null);
    },
  );

  // ---- speakers, series and teachings: the staff's -------------------------------------------

  staffRecordRoutes(app, {
    tags,
    addresses: [teachingsApi.adminSpeakers, teachingsApi.adminSpeaker],
    body: speakerBodySchema,
    answer: speakerSchema,
    service: teachings.speakers,
    summaries: {
      list: 'The speakers teachings name, by name (admin)',
      add: 'Add a speaker (admin)',
      change: 'Change a speaker (admin)',
      remove: 'Remove a speaker no teaching names (admin)',
    },
  });
  staffRecordRoutes(app, {
    tags,
    addresses: [teachingsApi.adminSeriesList, teachingsApi.adminSeries],
    body: seriesBodySchema,
    answer: seriesSchema,
    service: teachings.series,
    summaries: {
      list: 'Every series, last changed first (admin)',
      add: 'Start a series (admin)',
      change: 'Change a series (admin)',
      remove: 'Remove a series without teachings (admin)',
    },
  });
  staffRecordRoutes(app, {
    tags,
    addresses: [teachingsApi.adminTeachings, teachingsApi.adminTeaching],
    body: teachingBodySchema,
    answer: adminTeachingSchema,
    bodyLimit: TEACHING_BODY_LIMIT,
    service: teachings.teachings,
    summaries: {
      list: 'Every teaching, drafts included, last changed first (admin)',
      one: 'One teaching, as the editor sees it (admin)',
      add: 'Add a teaching: a draft, scheduled or published (admin)',
      change: 'Change a teaching (admin)',
      remove: 'Delete a teaching (its audio file stays) (admin)',
    },
  });

  // ---- public ----------------------------------------------------------------------------------

  const visitors = routeKind({ tags: ['teachings'], errors: errorResponses(400) });
  const bySlug = routeKind({
    tags: ['teachings'],
    errors: errorResponses(400, 404),
    params: teachingSlugParamsSchema,
  });

  app.get(
    teachingsApi.teachings.pattern,
    visitors(
      'Published teachings of a language, newest first, 12 a page',
      { 200: teachingPageSchema },
      { querystring: teachingListQuerySchema },
    ),
    async (request) => teachings.listPublicTeachings(request.query),
  );
  app.get(
    teachingsApi.teaching.pattern,
    bySlug('One published teaching with its audio and transcript', { 200: publicTeachingSchema }),
    async (request) => teachings.getPublicTeaching(request.params.slug),
  );
  app.get(
    teachingsApi.series.pattern,
    bySlug('A series with its published teachings in order', { 200: publicSeriesSchema }),
    async (request) => teachings.getPublicSeries(request.params.slug),
  );
  // ---- podcasts --------------------------------------------------------------------------------

  const sendPodcast = (request: FastifyRequest, reply: FastifyReply, podcast: Podcast) => {
    reply
      .type('application/rss+xml; charset=utf-8')
      .header('cache-control', FEED_CACHE)
      .header('etag', podcast.etag)
      .header('last-modified', podcast.lastModified.toUTCString());
    const since = request.headers['if-modified-since'];
    const unchanged =
      request.headers['if-none-match'] !== undefined
        ? request.headers['if-none-match'] === podcast.etag
        : since !== undefined &&
          Math.floor(podcast.lastModified.getTime() / 1000) <= Date.parse(since) / 1000;
    if (unchanged) return reply.status(304).send();
    return reply.send(podcast.xml);
  };

  app.get(
    '/podcast.xml',
    {
      schema: {
        hide: true,
        querystring: z.object({ lang: z.enum(contentLanguages).default('en') }),
      },
    },
    async (request, reply) =>
      sendPodcast(request, reply, await teachings.languagePodcast(request.query.lang)),
  );
  app.get(
    '/podcast/:file',
    { schema: { hide: true, params: z.object({ file: z.string().max(SLUG_MAX + 10) }) } },
    async (request, reply) => {
      const slug = /^([a-z0-9-]+)\.xml$/.exec(request.params.file)?.[1];
      const podcast = slug ? await teachings.seriesPodcast(slug) : undefined;
      if (!podcast) throw notFound('Series not found');
      return sendPodcast(request, reply, podcast);
    },
  );

  app.get(
    '/teachings/:slug/transcript.vtt',
    { schema: { hide: true, params: teachingSlugParamsSchema } },
    async (request, reply) => {
      const cues = await teachings.publicTranscript(request.params.slug);
      if (!cues) throw notFound('Transcript not found');
      return reply
        .type('text/vtt; charset=utf-8')
        .header('cache-control', 'public, max-age=300')
        .send(toWebVtt(cues));
    },
  );
};
