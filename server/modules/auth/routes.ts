import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserSchema } from '../../../contract/auth';
import { errorSchema } from '../../../contract/errors';
import { unauthorized } from '../../errors';
import { toCurrentUser } from './current-user';

export const authRoutes: FastifyPluginAsyncZod = async (app) => {
  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: errorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized('Not signed in');
      return toCurrentUser(request.user);
    },
  );
};
