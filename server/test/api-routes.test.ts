import { readdirSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from './app';

/** The contract's API addresses (`apiRoute`s in the `xApi` of each contract/<area>.ts). */
async function contractPatterns(): Promise<string[]> {
  const dir = fileURLToPath(new URL('../../contract/', import.meta.url));
  const areas = readdirSync(dir).flatMap((name) => /^([a-z-]+)\.ts$/.exec(name)?.[1] ?? []);
  const patterns = new Set<string>();
  for (const area of areas) {
    const exports = (await import(`../../contract/${area}.ts`)) as Record<string, unknown>;
    for (const value of Object.values(exports)) {
      if (value === null || typeof value !== 'object') continue;
      for (const route of Object.values(value)) {
        const pattern = (route as { pattern?: unknown } | null)?.pattern;
        if (typeof route === 'function' && typeof pattern === 'string') patterns.add(pattern);
      }
    }
  }
  return [...patterns];
}

const METHODS = ['GET', 'POST', 'PUT', 'PATCH', 'DELETE'] as const;

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('the contract and the server', () => {
  it('agree on every API address: each one the contract names is a route the server has', async () => {
    const patterns = await contractPatterns();
    expect(patterns.length).toBeGreaterThan(100);
    const unserved = patterns.filter(
      (url) => !METHODS.some((method) => t.app.hasRoute({ method, url })),
    );
    expect(unserved, "register these in the area's server/modules/<area>/routes.ts").toEqual([]);
  });
});
