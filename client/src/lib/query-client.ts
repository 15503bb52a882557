import { QueryClient, type DefaultOptions } from '@tanstack/react-query';
import { getQueryFn } from './api';

/**
 * Data fetching: no automatic retry for reads or writes, no refetch on window focus,
 * no polling, fetched data never stale. Reads default to a GET of the joined query key.
 */
export const queryDefaults = {
  queries: {
    queryFn: getQueryFn({ on401: 'throw' }),
    retry: false,
    refetchOnWindowFocus: false,
    refetchInterval: false,
    staleTime: Infinity,
  },
  mutations: {
    retry: false,
  },
} satisfies DefaultOptions;

/** A fresh client: one per browser page, one per server render. */
export function createQueryClient(): QueryClient {
  return new QueryClient({ defaultOptions: queryDefaults });
}
