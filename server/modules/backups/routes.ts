import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  backupListSchema,
  backupNameParamsSchema,
  backupSchema,
  backupsApi,
} from '../../../contract/backups';
import { errorSchema } from '../../../contract/errors';
import { notFound } from '../../errors';
import { keyedRateLimit, type RateLimit } from '../../plugins/rate-limit';
import { requireAdmin } from '../../plugins/session';
import { isOperator } from './operator-access';
import type { BackupService } from './service';

interface Options {
  backups: BackupService;
  /** The token `npm run backup` presents from this machine (operator-access.ts). */
  operatorToken: string;
  rateLimit: RateLimit;
}

export const backupRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { backups, operatorToken } = opts;
  const guard = async (request: FastifyRequest) => {
    if (!isOperator(request, operatorToken)) await requireAdmin(request);
  };
  const adminErrors = { 401: errorSchema, 403: errorSchema };
  // Every answer here is private: a backup holds everything.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });

  app.get(
    backupsApi.list.pattern,
    {
      onRequest: guard,
      schema: {
        tags: ['backups', 'admin'],
        summary: 'The backups kept, newest first, with the schedule (administrators)',
        response: { 200: backupListSchema, ...adminErrors },
      },
    },
    async () => ({
      backups: await backups.list(),
      everyHours: backups.everyHours,
      keep: backups.keep,
    }),
  );

  app.post(
    backupsApi.list.pattern,
    {
      onRequest: guard,
      preHandler: keyedRateLimit(app, 'backup', opts.rateLimit, (request) =>
        request.user ? String(request.user.id) : 'operator',
      ),
      bodyLimit: 1024,
      schema: {
        tags: ['backups', 'admin'],
        summary: 'Make a backup now: database, uploads and media in one archive (administrators)',
        response: { 201: backupSchema, 429: errorSchema, ...adminErrors },
      },
    },
    async (_request, reply) => reply.code(201).send(await backups.make('manual')),
  );

  app.get(
    backupsApi.download.pattern,
    {
      onRequest: guard,
      schema: {
        tags: ['backups', 'admin'],
        summary: 'Download a backup archive (administrators)',
        params: backupNameParamsSchema,
        produces: ['application/gzip'],
        response: { 200: z.unknown(), 400: errorSchema, 404: errorSchema, ...adminErrors },
      },
    },
    async (request, reply) => {
      const found = await backups.open(request.params.name);
      if (!found) throw notFound('No such backup');
      return reply
        .header('content-type', 'application/gzip')
        .header('content-length', String(found.size))
        .header('content-disposition', `attachment; filename="${request.params.name}"`)
        .send(found.stream);
    },
  );
};
