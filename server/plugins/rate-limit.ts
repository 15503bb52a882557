import rateLimit from '@fastify/rate-limit';
import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
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

/** Registers the limiter; routes opt in with `config: { rateLimit }`. */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance) => {
    await app.register(rateLimit, {
      global: false,
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
