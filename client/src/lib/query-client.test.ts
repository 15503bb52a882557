import { describe, expect, it } from 'vitest';
import { createQueryClient, queryDefaults } from './query-client';

describe('query client defaults', () => {
  it('never retries, refetches or goes stale', () => {
    expect(queryDefaults.queries.retry).toBe(false);
    expect(queryDefaults.queries.refetchOnWindowFocus).toBe(false);
    expect(queryDefaults.queries.refetchInterval).toBe(false);
    expect(queryDefaults.queries.staleTime).toBe(Infinity);
    expect(queryDefaults.mutations.retry).toBe(false);
  });

  it('gives each caller its own client with those defaults', () => {
    const a = createQueryClient();
    const b = createQueryClient();
    expect(a).not.toBe(b);
    const options = a.getDefaultOptions();
    expect(options.queries?.staleTime).toBe(Infinity);
    expect(options.queries?.retry).toBe(false);
    expect(options.mutations?.retry).toBe(false);
    expect(typeof options.queries?.queryFn).toBe('function');
  });
});
