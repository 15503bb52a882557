import { Redis } from 'ioredis';
import { afterAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test/app';

/** Runs only when TEST_REDIS_URL is set (vitest.config.ts includes it then; .ci/run sets it). */
const url = process.env.TEST_REDIS_URL ?? '';
const redis = new Redis(url);
afterAll(() => redis.quit());

describe('rate limits shared through Redis', () => {
  it('counts requests of two processes together', async () => {
    await redis.flushdb();
    const limits = { newsletter: { max: 3, timeWindow: 60_000 } };
    const config = testConfig({ REDIS_URL: url });
    const a = await createTestApp({ config, rateLimits: limits });
    const b = await createTestApp({ config, rateLimits: limits });
    try {
      const send = (app: typeof a.app, email: string) =>
        app.inject({
          method: 'POST',
          url: '/api/newsletter/subscribe',
          headers: { 'content-type': 'application/json' },
          payload: { email },
        });
      expect((await send(a.app, 'r1@example.org')).statusCode).toBe(200);
      expect((await send(b.app, 'r2@example.org')).statusCode).toBe(200);
      expect((await send(a.app, 'r3@example.org')).statusCode).toBe(200);
      expect((await send(b.app, 'r4@example.org')).statusCode).toBe(429);
    } finally {
      await a.close();
      await b.close();
    }
  });
});
