import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, testConfig, type TestApp } from '../test/app';
import { contentSecurityPolicy, helmetHeaders } from './security';

describe('security headers', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every answer carries them, API answers and not-found ones alike', async () => {
    for (const url of ['/api/ebooks', '/api/no-such-thing']) {
      const res = await t.app.inject({ method: 'GET', url });
      expect(res.headers['content-security-policy']).toContain("default-src 'self'");
      expect(res.headers['content-security-policy']).toContain('https://js.stripe.com');
      expect(res.headers['x-content-type-options']).toBe('nosniff');
      expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
      expect(res.headers['strict-transport-security']).toBeUndefined();
    }
  });

  it('asks browsers for HTTPS only in production', () => {
    const config = testConfig({ NODE_ENV: 'production', PUBLIC_URL: 'https://example.org' });
    const headers = helmetHeaders({
      contentSecurityPolicy: { useDefaults: false, directives: contentSecurityPolicy(config) },
      strictTransportSecurity: true,
    });
    expect(headers['strict-transport-security']).toMatch(/^max-age=\d+/);
    expect(headers['content-security-policy']).toContain('upgrade-insecure-requests');
  });
});

describe('request ids', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('every answer names its request, failures included, and a sane given id is kept', async () => {
    const bad = await t.app.inject({ method: 'GET', url: '/api/bible/search?q=' });
    expect(bad.statusCode).toBe(400);
    expect(bad.headers['x-request-id']).toMatch(/^[\w-]+$/);
    const given = await t.app.inject({
      method: 'GET',
      url: '/api/ebooks',
      headers: { 'x-request-id': 'proxy-abc-123' },
    });
    expect(given.headers['x-request-id']).toBe('proxy-abc-123');
  });
});
