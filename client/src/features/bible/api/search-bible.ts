import {
  type BibleVersionId,
  DEFAULT_BIBLE_VERSION,
  searchAnswerSchema,
  SEARCH_DEFAULT_LIMIT,
  bibleApi,
} from '@contract/bible';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/** At most 20 verses of a version for the trimmed query; runs only when that is not empty. */
export const bibleSearchQuery = (
  query: string,
  version: BibleVersionId = DEFAULT_BIBLE_VERSION,
) => {
  const trimmed = query.trim();
  const search = {
    q: trimmed,
    limit: SEARCH_DEFAULT_LIMIT,
    version: version === DEFAULT_BIBLE_VERSION ? undefined : version,
  };
  return apiQuery(
    [bibleApi.search.pattern, version, trimmed],
    bibleApi.search({ search }),
    searchAnswerSchema,
    { enabled: trimmed.length > 0 },
  );
};

export const useBibleSearch = (query: string, version?: BibleVersionId) =>
  useQuery(bibleSearchQuery(query, version));
