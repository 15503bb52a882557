import {
  ARTICLES_PAGE_SIZE,
  articleCategories,
  articleListHref,
  articleListViewOf,
  contentLanguageNames,
  contentLanguages,
  type ArticleListView,
} from '@contract/publishing';
import { useIntl } from 'react-intl';
import { useLocation, useSearch } from 'wouter';
import { ArticleCard } from '@client/components/article-card';
import { LoadFailed } from '@client/components/load-failed';
import { PageHero } from '@client/components/page-hero';
import { FilterLink } from '@client/components/filter-link';
import { Pager } from '@client/components/pager';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCategoryName } from '@client/lib/categories';
import { usePageLanguage } from '@client/lib/i18n';
import { useArticleList } from './api/articles';

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

/**
 * The published articles of one language, newest first, a page at a time, by category. The
 * list opens in the page's language; the address holds any other choice
 * (`?lang=es&category=Doctrine&page=2`), so every list can be shared and the server renders it
 * with its articles.
 */
export function ArticlesScreen() {
  const pageLanguage = usePageLanguage();
  const view = articleListViewOf(useSearch(), pageLanguage);
  const [, navigate] = useLocation();
  const list = useArticleList(view);
  const intl = useIntl();
  const categoryName = useCategoryName();
  // What the list shows in words, for the count and the empty state.
  const described = {
    hasCategory: view.category ? 'yes' : 'no',
    category: view.category ? categoryName(view.category) : '',
    language: contentLanguageNames[view.lang],
  };
  const href = (change: Partial<ArticleListView>) =>
    articleListHref({ ...view, page: 1, ...change }, pageLanguage);

  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage({ id: 'articles.eyebrow' })}
        title={intl.formatMessage({ id: 'page.articles.title' })}
        lead={intl.formatMessage({ id: 'articles.lead' })}
      />
      <div className="container-page py-10 sm:py-12">
        <div className="flex flex-col gap-4">
          <nav aria-label={intl.formatMessage({ id: 'articles.languages' })}>
            <ul className="flex flex-wrap gap-2">
              {contentLanguages.map((lang) => (
                <li key={lang}>
                  <FilterLink href={href({ lang })} current={lang === view.lang} lang={lang}>
                    {contentLanguageNames[lang]}
                  </FilterLink>
                </li>
              ))}
            </ul>
          </nav>
          <nav aria-label={intl.formatMessage({ id: 'articles.categories' })}>
            <ul className="flex flex-wrap gap-2">
              <li>
                <FilterLink href={href({ category: undefined })} current={!view.category}>
                  {intl.formatMessage({ id: 'articles.allCategories' })}
                </FilterLink>
              </li>
              {articleCategories.map((category) => (
                <li key={category}>
                  <FilterLink href={href({ category })} current={category === view.category}>
                    {categoryName(category)}
                  </FilterLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <section
          aria-label={intl.formatMessage({ id: 'articles.list' })}
          aria-busy={list.isPending}
          className="mt-10"
        >
          {list.isPending ? (
            <ul className={grid} aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-64 rounded-xl" />
                </li>
              ))}
            </ul>
          ) : list.isError ? (
            <LoadFailed
              what={intl.formatMessage({ id: 'articles.what' })}
              onRetry={() => void list.refetch()}
            />
          ) : list.data.total === 0 ? (
            <p className="rounded-lg border border-navy-100 bg-white p-6 text-slate-700">
              {intl.formatMessage({ id: 'articles.none' }, described)}
            </p>
          ) : (
            <div className="flex flex-col gap-8">
              <p className="text-sm text-slate-600" aria-live="polite">
                {intl.formatMessage(
                  { id: 'articles.count' },
                  { ...described, count: list.data.total },
                )}
              </p>
              <ul className={grid}>
                {list.data.items.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
              <Pager
                label={intl.formatMessage({ id: 'articles.pages' })}
                page={view.page}
                total={list.data.total}
                pageSize={ARTICLES_PAGE_SIZE}
                onPage={(page) => navigate(href({ page }))}
                hrefOf={(page) => href({ page })}
              />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
