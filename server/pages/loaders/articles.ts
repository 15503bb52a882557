import type { SiteLanguage } from '../../../contract/i18n';
import { pathTo } from '../../../contract/pages';
import {
  articleListApiPath,
  articleListHref,
  articleListViewOf,
  articlePageSchema,
  type ArticleListView,
} from '../../../contract/publishing';
import { languageAlternates } from '../../../contract/seo';
import type { Alternate } from '../head';
import { answersOf, routeHead, type PageLoader } from '../loader';

/** The list of articles, rendered at each request. */

/**
 * A list in its page's own language, all categories, first page, is one page in three languages
 * (/articles, /es/articles, /pt/articles); other views have no counterparts.
 */
function listAlternates(view: ArticleListView, lang: SiteLanguage): Alternate[] {
  if (view.category || view.page > 1 || view.lang !== lang) return [];
  return languageAlternates(pathTo('articles'));
}

export const articleList: PageLoader = {
  address(_pathname, search, lang) {
    return articleListHref(articleListViewOf(search, lang), lang);
  },
  async load(address, { fetchApi, lang }) {
    const view = articleListViewOf(address.slice(address.indexOf('?') + 1), lang);
    const path = articleListApiPath(view);
    const queries = await answersOf(fetchApi, [{ path, schema: articlePageSchema }]);
    if (!queries) return undefined;
    const head = {
      ...routeHead('articles', address, lang),
      alternates: listAlternates(view, lang),
    };
    return { status: 200, queries, head };
  },
};
