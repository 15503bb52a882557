/**
 * The search page's address and the API answer it shows: one view (query, kind, page) read from
 * the address the same way by the server's render and the browser.
 */
import type { SiteLanguage } from './i18n';
import { pathTo } from './pages';
import {
  SEARCH_MAX_PAGE,
  searchApi,
  searchKinds,
  SITE_SEARCH_MAX_LENGTH,
  type SearchKind,
} from './search';

export interface SearchView {
  q: string;
  kind: SearchKind | undefined;
  page: number;
}

/** The view an address's query names; what it cannot read falls back (all kinds, page 1). */
export function searchViewOf(search: string): SearchView {
  const params = new URLSearchParams(search);
  const q = (params.get('q') ?? '').trim();
  const kind = params.get('kind');
  const page = Number(params.get('page'));
  return {
    q,
    kind: (searchKinds as readonly string[]).includes(kind ?? '')
      ? (kind as SearchKind)
      : undefined,
    page: Number.isInteger(page) && page >= 1 && page <= SEARCH_MAX_PAGE ? page : 1,
  };
}

/** The query the API is asked, or undefined for an empty or too long one (nothing to ask). */
export function searchApiPath(view: SearchView, lang: SiteLanguage): string | undefined {
  if (!view.q || view.q.length > SITE_SEARCH_MAX_LENGTH) return undefined;
  return searchApi.search({
    search: {
      q: view.q,
      lang,
      kind: view.kind,
      page: view.page > 1 ? view.page : undefined,
    },
  });
}

/**
 * The search page of a view, without the page's language prefix (as links inside the app and
 * the server's page addresses write it).
 */
export const searchHref = (view: Partial<SearchView>): string =>
  pathTo('search', {
    search: {
      q: view.q || undefined,
      kind: view.kind,
      page: view.page && view.page > 1 ? view.page : undefined,
    },
  });
