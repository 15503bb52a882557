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
import { notFound, unauthorized } from '../../errors';
import { keyedRateLimit, type RateLimit, userKey } from '../../plugins/rate-limit';
import { isOperator } from './operator-access';
import type { BackupService } from './service';

interface Options {
  backups: BackupService;
  /** The token `npm run backup` presents from this machine (operator-access.ts). */
  operatorToken: string;
  rateLimit: RateLimit;
}

/**
 * The backups, twice: at the staff's addresses (/api/admin/backups, behind the staff guard and its
 * permission table) and at the operator's (/api/operator/backups, for `npm run backup` on this
 * machine with the token the site wrote in its data folder).
 */
export const backupRoutes: FastifyPluginAsyncZod<Options> = async (app, opts) => {
  const { operatorToken } = opts;
  // Every answer here is private: a backup holds everything.
  app.addHook('onSend', async (_request, reply) => {
    reply.header('cache-control', 'no-store');
  });
  await app.register(backupAddresses, {
    ...opts,
    paths: { list: backupsApi.list.pattern, download: backupsApi.download.pattern },
  });
  await app.register(backupAddresses, {
    ...opts,
    paths: { list: backupsApi.operatorList.pattern, download: backupsApi.operatorDownload.pattern },
    guard: async (request: FastifyRequest) => {
      if (!isOperator(request, operatorToken)) throw unauthorized('The operator’s token is needed');
    },
  });
};

const backupAddresses: FastifyPluginAsyncZod<
  Options & {
    paths: { list: string; download: string };
    /** Absent for the staff's addresses: the staff guard stands before them. */
    guard?: (request: FastifyRequest) => Promise<void>;
  }
> = async (app, opts) => {
  const { backups, paths } = opts;
  const guard = opts.guard ? { onRequest: opts.guard } : {};
  const adminErrors = { 401: errorSchema, 403: errorSchema };

  app.get(
    paths.list,
    {
      ...guard,
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
    paths.list,
    {
      ...guard,
      preHandler: keyedRateLimit(
        app,
        'backup',
        opts.rateLimit,
        (request) => userKey(request) ?? 'operator',
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
    paths.download,
    {
      ...guard,
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
