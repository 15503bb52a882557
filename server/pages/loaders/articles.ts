import type { SiteLanguage } from '../../../contract/i18n';
import { pageText } from '../../../contract/messages/catalogues';
import { documentTitle, pathTo } from '../../../contract/pages';
import {
  articleListApiPath,
  articleListHref,
  articleListViewOf,
  articlePageSchema,
  type ArticleListView,
} from '../../../contract/publishing';
import { languageAlternates } from '../../../contract/seo';
import type { Alternate } from '../head';
import type { PageLoader } from '../loader';

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
    const text = pageText('articles', lang);
    const key = articleListApiPath(view);
    const answer = await fetchApi(key);
    const parsed = articlePageSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return undefined;
    return {
      status: 200,
      queries: [{ key: [key], data: parsed.data }],
      head: {
        title: documentTitle(text.title),
        description: text.description,
        type: 'website',
        canonical: address,
        alternates: listAlternates(view, lang),
      },
    };
  },
};
