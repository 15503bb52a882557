import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('health', () => {
  it('healthz answers while the process is up', async () => {
    const res = await t.app.inject('/healthz');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('readyz answers 200 when the database answers and 503 when it does not', async () => {
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
    const broken = await createTestApp();
    await broken.database.close();
    const res = await broken.app.inject('/readyz');
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'database unavailable' });
    await broken.app.close();
  });
});

describe('API documentation', () => {
  it('serves the OpenAPI document generated from the route schemas', async () => {
    const res = await t.app.inject('/api/docs/json');
    expect(res.statusCode).toBe(200);
    const doc = res.json() as { openapi: string; paths: Record<string, unknown> };
    expect(doc.openapi).toMatch(/^3\./);
    expect(Object.keys(doc.paths)).toEqual(
      expect.arrayContaining(['/api/ebooks', '/api/newsletter/subscribe', '/api/auth/me']),
    );
  });
});
