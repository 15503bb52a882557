import { describe, expect, it } from 'vitest';
import { createTestApp, testConfig } from '../test/app';

/**
 * TRUST_PROXY decides whose address the per-IP rate limits count: behind a trusted proxy the
 * visitor's (X-Forwarded-For), otherwise the socket's, so nobody can pick a fresh bucket by
 * sending the header themselves.
 */
async function subscriptionsAnswered(trustProxy: string | undefined): Promise<number[]> {
  const t = await createTestApp({
    config: testConfig(trustProxy === undefined ? {} : { TRUST_PROXY: trustProxy }),
    rateLimits: { newsletter: { max: 2, timeWindow: 60_000 } },
  });
  try {
    const statuses: number[] = [];
    // Two visitors behind the same proxy (127.0.0.1), two subscriptions each.
    for (const [i, visitor] of [
      '203.0.113.7',
      '198.51.100.23',
      '203.0.113.7',
      '198.51.100.23',
    ].entries()) {
      const res = await t.app.inject({
        method: 'POST',
        url: '/api/newsletter/subscribe',
        remoteAddress: '127.0.0.1',
        headers: { 'content-type': 'application/json', 'x-forwarded-for': visitor },
        payload: { email: `reader${i}@example.org` },
      });
      statuses.push(res.statusCode);
    }
    return statuses;
  } finally {
    await t.close();
  }
}

describe('TRUST_PROXY and the per-IP rate limits', () => {
  it('gives each forwarded address its own bucket when the proxy is trusted', async () => {
    expect(await subscriptionsAnswered('127.0.0.1')).toEqual([200, 200, 200, 200]);
  });

  it('does the same with a hop count', async () => {
    expect(await subscriptionsAnswered('1')).toEqual([200, 200, 200, 200]);
  });

  it('counts every request as the proxy itself without it', async () => {
    expect(await subscriptionsAnswered(undefined)).toEqual([200, 200, 429, 429]);
  });

  it('ignores X-Forwarded-For from an address that is not the trusted proxy', async () => {
    expect(await subscriptionsAnswered('10.0.0.1')).toEqual([200, 200, 429, 429]);
  });
});
