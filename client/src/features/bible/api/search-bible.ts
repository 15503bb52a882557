import { searchAnswerSchema, SEARCH_DEFAULT_LIMIT } from '@contract/bible';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** At most 20 verses for the trimmed query; runs only when that is not empty. */
export const bibleSearchQuery = (query: string) => {
  const trimmed = query.trim();
  const params = new URLSearchParams({ q: trimmed, limit: String(SEARCH_DEFAULT_LIMIT) });
  return queryOptions({
    queryKey: ['/api/bible/search', trimmed],
    queryFn: ({ signal }) =>
      apiGet(`/api/bible/search?${params.toString()}`, searchAnswerSchema, { signal }),
    enabled: trimmed.length > 0,
  });
};

export const useBibleSearch = (query: string) => useQuery(bibleSearchQuery(query));
