import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { Redis } from 'ioredis';
import { HttpError } from '../errors';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/** Per-IP limits of the forms that strangers can post. Tests may loosen them. */
export interface RateLimits {
  newsletter: RateLimit;
}

export const defaultRateLimits: RateLimits = {
  newsletter: { max: 10, timeWindow: 60_000 },
};

/**
 * Registers the limiter; routes opt in with `config: { rateLimit }`. With `redisUrl` the counts
 * live in Redis, shared by every process behind a load balancer; otherwise in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redisUrl?: string | undefined }) => {
    const redis = opts.redisUrl
      ? new Redis(opts.redisUrl, {
          connectTimeout: 2_000,
          maxRetriesPerRequest: 1,
          // Fail fast while Redis is away rather than queueing requests behind it.
          enableOfflineQueue: false,
        })
      : undefined;
    redis?.on('error', (err) => app.log.warn({ err }, 'rate-limit store unavailable'));
    if (redis) app.addHook('onClose', async () => void (await redis.quit().catch(() => {})));

    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'ministry-rl-', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) =>
        new HttpError(
          429,
          `Too many requests. Please try again in ${Math.ceil(context.ttl / 1000)} seconds.`,
          'RATE_LIMITED',
        ),
    });
  },
  { name: 'rate-limit' },
);
