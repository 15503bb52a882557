import type { SiteLanguage } from '@contract/i18n';
import { siteSearchAnswerSchema } from '@contract/search';
import { searchApiPath, type SearchView } from '@contract/search-page';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/**
 * One search's answer, keyed by its API path (the server fills the same key when it renders the
 * page). A search no longer shown is cancelled: its signal aborts the request.
 */
export const searchQuery = (path: string) =>
  apiQuery([path], path, siteSearchAnswerSchema, {
    retry: false,
    // A refused search (400) arrives with the page: kept, not asked again.
    retryOnMount: false,
  });

/** The answer for a view; nothing is asked for an empty query. */
export function useSiteSearch(view: SearchView, lang: SiteLanguage, keepPrevious = false) {
  const path = searchApiPath(view, lang);
  return useQuery({
    ...searchQuery(path ?? ''),
    enabled: path !== undefined,
    ...(keepPrevious ? { placeholderData: keepPreviousData } : {}),
  });
}
