import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { errorSchema } from '../../../contract/errors';
import { subscribeAnswerSchema, subscribeBodySchema } from '../../../contract/newsletter';
import type { Database } from '../../db/connect';
import type { RateLimit } from '../../plugins/rate-limit';
import { subscribe } from './service';

export const newsletterRoutes: FastifyPluginAsyncZod<{
  db: Database;
  clock: () => Date;
  rateLimit: RateLimit;
}> = async (app, { db, clock, rateLimit }) => {
  app.post(
    '/api/newsletter/subscribe',
    {
      bodyLimit: 4 * 1024,
      config: { rateLimit },
      schema: {
        tags: ['newsletter'],
        summary: 'Subscribe an e-mail address to the newsletter',
        body: subscribeBodySchema,
        // The same answer whether or not the address was already there: nothing to learn from it.
        response: {
          200: subscribeAnswerSchema,
          400: errorSchema,
          413: errorSchema,
          415: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      await subscribe(db, request.body.email, clock());
      return { message: 'Successfully subscribed!' };
    },
  );
};
