import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import type { HealthService } from './service';

const statusSchema = z.object({ status: z.string() });
export const healthRoutes: FastifyPluginAsyncZod<{ health: HealthService }> = async (
  app,
  { health },
) => {
  app.get(
    '/healthz',
    { schema: { tags: ['health'], summary: 'The process is up', response: { 200: statusSchema } } },
    async () => ({ status: 'ok' }),
  );
  app.get(
    '/readyz',
    {
      schema: {
        tags: ['health'],
        summary:
          'The database (and the S3 bucket, when configured) answers and the process is not stopping',
        response: { 200: statusSchema, 503: statusSchema },
      },
    },
    async (request, reply) => {
      if (health.stopping()) return reply.status(503).send({ status: 'stopping' });
      try {
        await health.checkDatabase();
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed');
        return reply.status(503).send({ status: 'database unavailable' });
      }
      try {
        await health.checkStorage();
      } catch (err) {
        request.log.warn({ err }, 'readiness check failed: file storage');
        return reply.status(503).send({ status: 'storage unavailable' });
      }
      return { status: 'ready' };
    },
  );
};
