import { ssrDataSchema, type SsrData, type SsrQuery } from '@contract/ssr-data';
import type { QueryClient } from '@tanstack/react-query';
import { HttpError } from './api';

/**
 * Fills a query client with the answers a page was rendered from, so its first render (on the
 * server, and in the browser while hydrating) shows them, and nothing is fetched again. An
 * error answer (an unknown article's 404) is kept as the error the API call would have thrown.
 */
export function seedQueries(client: QueryClient, queries: readonly SsrQuery[]): void {
  for (const { key, data, error } of queries) {
    if (error) {
      const query = client.getQueryCache().build(client, { queryKey: key });
      query.setState({
        ...query.state,
        status: 'error',
        fetchStatus: 'idle',
        error: new HttpError(error.status, error.body),
        errorUpdatedAt: Date.now(),
        fetchFailureCount: 1,
      });
    } else if (data !== undefined) {
      client.setQueryData(key, data);
    }
  }
}

const NO_DATA: SsrData = { queries: [] };

/**
 * The answers the server wrote into the page (the text of its `#ssr-data` element), and the path
 * it rendered the page at; no answers on a pre-rendered page or the shell, or when the block is
 * not what the server writes.
 */
export function parseSsrData(text: string | null | undefined): SsrData {
  if (!text) return NO_DATA;
  try {
    const parsed = ssrDataSchema.safeParse(JSON.parse(text));
    return parsed.success ? parsed.data : NO_DATA;
  } catch {
    return NO_DATA;
  }
}
