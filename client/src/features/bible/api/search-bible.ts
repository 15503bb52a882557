import {
  type BibleVersionId,
  DEFAULT_BIBLE_VERSION,
  searchAnswerSchema,
  SEARCH_DEFAULT_LIMIT,
} from '@contract/bible';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** At most 20 verses of a version for the trimmed query; runs only when that is not empty. */
export const bibleSearchQuery = (
  query: string,
  version: BibleVersionId = DEFAULT_BIBLE_VERSION,
) => {
  const trimmed = query.trim();
  const params = new URLSearchParams({ q: trimmed, limit: String(SEARCH_DEFAULT_LIMIT) });
  if (version !== DEFAULT_BIBLE_VERSION) params.set('version', version);
  return queryOptions({
    queryKey: ['/api/bible/search', version, trimmed],
    queryFn: ({ signal }) =>
      apiGet(`/api/bible/search?${params.toString()}`, searchAnswerSchema, { signal }),
    enabled: trimmed.length > 0,
  });
};

export const useBibleSearch = (query: string, version?: BibleVersionId) =>
  useQuery(bibleSearchQuery(query, version));
