import rateLimit from '@fastify/rate-limit';
import Fastify from 'fastify';
import { serializerCompiler, validatorCompiler } from 'fastify-type-provider-zod';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { routeKind } from './route-kinds';

/**
 * Plugins add their hooks to a route's own hook arrays (the rate limiter pushes its check into
 * the route's `onRequest` or, as here, `preHandler`), so every route a kind makes must get arrays of its own: one shared array would
 * carry one route's limit to every other route of the kind, in this app and in the next.
 */
describe('routeKind', () => {
  const passThrough = async () => undefined;
  const kind = () => routeKind({ tags: ['t'], errors: {}, preHandler: [passThrough, passThrough] });

  it("gives each route hook arrays of its own, so one route's limit stays its own", async () => {
    const apps = [Fastify(), Fastify()];
    for (const app of apps) {
      await app.register(rateLimit, { global: false, hook: 'preHandler' });
      const route = kind();
      app.get(
        '/limited',
        {
          ...route('Limited', {}),
          config: { rateLimit: { max: 1, timeWindow: 60_000 } },
        },
        async () => 'ok',
      );
      app.get('/free', route('Free', {}), async () => 'ok');
      await app.ready();
    }
    for (const app of apps) {
      expect((await app.inject('/limited')).statusCode).toBe(200);
      expect((await app.inject('/limited')).statusCode).toBe(429);
      for (let i = 0; i < 3; i += 1) expect((await app.inject('/free')).statusCode).toBe(200);
      await app.close();
    }
  });

  it('hands each call new arrays', () => {
    const route = routeKind({
      tags: ['t'],
      errors: {},
      caller: 'member',
      preHandler: [passThrough],
    });
    const a = route('A', {});
    const b = route('B', {});
    expect(a.onRequest).not.toBe(b.onRequest);
    expect(a.preHandler).not.toBe(b.preHandler);
    expect(a.onRequest).toEqual(b.onRequest);
  });

  it('keeps a private answer from caches, answers 201 for a new record and records its goal', async () => {
    const app = Fastify();
    app.setValidatorCompiler(validatorCompiler);
    app.setSerializerCompiler(serializerCompiler);
    const goals: string[] = [];
    app.decorateRequest('recordGoal', (name: string) => {
      goals.push(name);
    });
    const route = routeKind({ tags: ['t'], errors: {}, private: true });
    app.post(
      '/made',
      route('Made', { 201: z.object({ id: z.number() }) }, { goal: 'prayer' }),
      async () => ({ id: 1 }),
    );
    app.post('/refused', route('Refused', {}, { goal: 'prayer' }), async (_request, reply) =>
      reply.status(409).send({ message: 'no' }),
    );
    const made = await app.inject({ method: 'POST', url: '/made' });
    expect(made.statusCode).toBe(201);
    expect(made.headers['cache-control']).toBe('no-store');
    expect(made.json()).toEqual({ id: 1 });
    expect((await app.inject({ method: 'POST', url: '/refused' })).statusCode).toBe(409);
    expect(goals).toEqual(['prayer']);
    await app.close();
  });
});
