import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import { errorSchema } from '../../../contract/errors';
import { rowIdParamsSchema } from '../../../contract/fields';
import {
  TRASH_ITEM_NOT_FOUND,
  trashApi,
  trashKinds,
  trashListSchema,
} from '../../../contract/trash';
import type { TrashService } from './service';

export interface TrashRoutesOptions {
  trash: TrashService;
}

const adminErrors = { 400: errorSchema, 401: errorSchema, 403: errorSchema };
const PRIVATE = 'no-store';

export const trashRoutes: FastifyPluginAsyncZod<TrashRoutesOptions> = async (app, opts) => {
  const { trash } = opts;

  app.get(
    trashApi.trash.pattern,
    {
      schema: {
        tags: ['admin'],
        summary: 'What was deleted from the content in the last 30 days, newest first (admin)',
        response: { 200: trashListSchema, ...adminErrors },
      },
    },
    async (_request, reply) => {
      reply.header('cache-control', PRIVATE);
      return trash.list();
    },
  );

  app.post(
    trashApi.restore.pattern,
    {
      schema: {
        tags: ['admin'],
        summary: 'Put a deleted study, timeline event, character or page back (admin)',
        params: rowIdParamsSchema(TRASH_ITEM_NOT_FOUND),
        response: {
          200: z.object({ kind: z.enum(trashKinds), itemId: z.number().int() }),
          ...adminErrors,
          404: errorSchema,
          409: errorSchema,
        },
      },
    },
    async (request, reply) => {
      reply.header('cache-control', PRIVATE);
      return trash.restore(request.params.id);
    },
  );
};
