import { describe, expect, it } from 'vitest';
import { errorStatus } from './api';
import { createQueryClient } from './query-client';
import { parseSsrData, seedQueries } from './ssr-data';

describe('the answers a server-rendered page carries', () => {
  it('reads the data block, and nothing from a missing or foreign one', () => {
    const queries = [{ key: ['/api/articles?lang=es'], data: { items: [], total: 0 } }];
    expect(parseSsrData(JSON.stringify({ queries }))).toEqual({ queries });
    const path = '/es/bible/John/3';
    expect(parseSsrData(JSON.stringify({ queries, path }))).toEqual({ queries, path });
    for (const text of [
      null,
      undefined,
      '',
      '{',
      '"x"',
      '{"queries":[{"key":[]}]}',
      '{"queries":[],"path":"https://elsewhere.example/"}',
      '{"queries":[],"path":"//elsewhere.example/"}',
    ]) {
      expect(parseSsrData(text), String(text)).toEqual({ queries: [] });
    }
  });

  it('fills the query client, so the first render shows them and nothing is fetched', () => {
    const client = createQueryClient();
    const article = { title: 'The Kingdom of God' };
    seedQueries(client, [{ key: ['/api/articles/the-kingdom'], data: article }]);
    expect(client.getQueryData(['/api/articles/the-kingdom'])).toEqual(article);
    expect(client.getQueryState(['/api/articles/the-kingdom'])?.status).toBe('success');
  });

  it('keeps an error answer as the error the API call throws (a 404 stays a 404)', () => {
    const client = createQueryClient();
    const body = JSON.stringify({ message: 'Article not found' });
    seedQueries(client, [{ key: ['/api/articles/nowhere'], error: { status: 404, body } }]);
    const state = client.getQueryState(['/api/articles/nowhere']);
    expect(state?.status).toBe('error');
    expect(state?.fetchStatus).toBe('idle');
    expect(errorStatus(state?.error)).toBe(404);
    expect(client.getQueryData(['/api/articles/nowhere'])).toBeUndefined();
  });
});
