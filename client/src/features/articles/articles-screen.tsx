import {
  ARTICLES_PAGE_SIZE,
  articleCategories,
  articleListHref,
  articleListViewOf,
  contentLanguageNames,
  type ArticleListView,
} from '@contract/publishing';
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { ArticleCard } from '@client/components/article-card';
import { LoadFailed } from '@client/components/load-failed';
import { PageHero } from '@client/components/page-hero';
import { FilterNav, LanguageFilter } from '@client/components/filter-link';
import { PagedGrid } from '@client/components/paged-grid';
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
          <LanguageFilter
            label={intl.formatMessage({ id: 'articles.languages' })}
            current={view.lang}
            hrefOf={(lang) => href({ lang })}
          />
          <FilterNav
            label={intl.formatMessage({ id: 'articles.categories' })}
            choices={[
              {
                key: '',
                href: href({ category: undefined }),
                current: !view.category,
                label: intl.formatMessage({ id: 'articles.allCategories' }),
              },
              ...articleCategories.map((category) => ({
                key: category,
                href: href({ category }),
                current: category === view.category,
                label: categoryName(category),
              })),
            ]}
          />
        </div>

        <section
          aria-label={intl.formatMessage({ id: 'articles.list' })}
          aria-busy={list.isPending}
          className="mt-10"
        >
          <PagedGrid
            list={list}
            gridClassName={grid}
            skeletonClassName="h-64 rounded-xl"
            failed={
              <LoadFailed
                what={intl.formatMessage({ id: 'articles.what' })}
                onRetry={() => void list.refetch()}
              />
            }
            empty={intl.formatMessage({ id: 'articles.none' }, described)}
            count={(count) => intl.formatMessage({ id: 'articles.count' }, { ...described, count })}
            renderItem={(article) => <ArticleCard article={article} />}
            pager={{
              label: intl.formatMessage({ id: 'articles.pages' }),
              page: view.page,
              pageSize: ARTICLES_PAGE_SIZE,
              hrefOf: (page) => href({ page }),
            }}
          />
        </section>
      </div>
    </>
  );
}
