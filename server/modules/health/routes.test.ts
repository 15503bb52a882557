import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../../test/app';

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

  it('readyz answers 503 once the process begins to stop; other requests close their connection', async () => {
    const stopping = await createTestApp();
    try {
      expect((await stopping.app.inject('/readyz')).statusCode).toBe(200);
      expect((await stopping.app.inject('/healthz')).headers.connection).not.toBe('close');
      stopping.app.beginStopping();
      const res = await stopping.app.inject('/readyz');
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'stopping' });
      const served = await stopping.app.inject('/healthz');
      expect(served.statusCode).toBe(200);
      expect(served.headers.connection).toBe('close');
    } finally {
      await stopping.close();
    }
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

  it('shows the documentation pages in production only when API_DOCS=true', async () => {
    const production = { NODE_ENV: 'production', PUBLIC_URL: 'https://example.org' };
    const closed = await createTestApp({ config: testConfig(production) });
    const open = await createTestApp({ config: testConfig({ ...production, API_DOCS: 'true' }) });
    try {
      const hidden = await closed.app.inject('/api/docs');
      expect(hidden.statusCode).toBe(404);
      expect(hidden.json()).toMatchObject({ message: expect.any(String) });
      expect((await closed.app.inject('/api/docs/static/index.html')).statusCode).toBe(404);
      // The document itself stays: it describes only what any client can already try.
      expect((await closed.app.inject('/api/docs/json')).json()).toHaveProperty('openapi');
      const shown = await open.app.inject('/api/docs');
      expect(shown.statusCode).toBe(200);
      expect(shown.headers['content-type']).toContain('text/html');
    } finally {
      await closed.close();
      await open.close();
    }
  });
});
