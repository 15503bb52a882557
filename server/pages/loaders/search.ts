import { pathTo } from '../../../contract/pages';
import { siteSearchAnswerSchema } from '../../../contract/search';
import { searchApiPath, searchHref, searchViewOf } from '../../../contract/search-page';
import type { SsrQuery } from '../../../contract/ssr-data';
import { routeHead, type PageLoader } from '../loader';

/**
 * The search page (/search?q=grace&kind=article&page=2) with its results in the first HTML, so
 * it works without JavaScript. Results change with every write and a member finds more than a
 * visitor: rendered at each request, as a visitor sees it, never kept; never listed (noindex).
 */
export const search: PageLoader = {
  address(_pathname, query) {
    return searchHref(searchViewOf(query));
  },
  personal: true,
  live: true,
  async load(address, { fetchApi, lang }) {
    const view = searchViewOf(address.slice(address.indexOf('?') + 1));
    const head = { ...routeHead('search', pathTo('search'), lang), alternates: [] };
    const path = searchApiPath(view, lang);
    if (!path) return { status: 200, queries: [], head };
    const answer = await fetchApi(path);
    let query: SsrQuery;
    if (answer.status === 200) {
      const parsed = siteSearchAnswerSchema.safeParse(answer.body);
      if (!parsed.success) return undefined;
      query = { key: [path], data: parsed.data };
    } else if (answer.status === 400) {
      query = { key: [path], error: { status: 400, body: JSON.stringify(answer.body) } };
    } else {
      return undefined;
    }
    return { status: 200, queries: [query], head };
  },
};
