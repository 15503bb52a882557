import {
  ARTICLES_PAGE_SIZE,
  articleCategories,
  articleListHref,
  articleListViewOf,
  contentLanguageNames,
  contentLanguages,
  type ArticleListView,
} from '@contract/publishing';
import { Link, useLocation, useSearch } from 'wouter';
import { ArticleCard } from '@client/components/article-card';
import { LoadFailed } from '@client/components/load-failed';
import { PageHero } from '@client/components/page-hero';
import { Pager } from '@client/components/pager';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { useArticleList } from './api/articles';

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

/** One choice of a filter: a link (it works before the page's code runs), marked when chosen. */
function FilterLink({
  href,
  current,
  lang,
  children,
}: {
  href: string;
  current: boolean;
  lang?: string;
  children: string;
}) {
  return (
    <Link
      href={href}
      lang={lang}
      aria-current={current ? 'page' : undefined}
      className={cn(
        'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
        current
          ? 'border-navy-900 bg-navy-900 text-white'
          : 'border-navy-200 bg-white text-navy-800 hover:border-navy-400 hover:bg-navy-50',
      )}
    >
      {children}
    </Link>
  );
}

/** What the list shows in words, for the count and the empty state. */
const describe = (view: ArticleListView, count?: number) =>
  `${view.category ? `${view.category} ` : ''}${count === 1 ? 'article' : 'articles'} in ${contentLanguageNames[view.lang]}`;

/**
 * The published articles of one language, newest first, a page at a time, by category. The
 * address holds the choice (`?lang=es&category=Doctrine&page=2`), so every list can be shared
 * and the server renders it with its articles.
 */
export function ArticlesScreen() {
  const view = articleListViewOf(useSearch());
  const [, navigate] = useLocation();
  const list = useArticleList(view);
  const href = (change: Partial<ArticleListView>) =>
    articleListHref({ ...view, page: 1, ...change });

  return (
    <>
      <PageHero
        eyebrow="Teaching"
        title="Articles"
        lead="Articles from the ministry on doctrine, prophecy and Christian life, in English, Spanish and Portuguese."
      />
      <div className="container-page py-10 sm:py-12">
        <div className="flex flex-col gap-4">
          <nav aria-label="Language">
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
          <nav aria-label="Categories">
            <ul className="flex flex-wrap gap-2">
              <li>
                <FilterLink href={href({ category: undefined })} current={!view.category}>
                  All
                </FilterLink>
              </li>
              {articleCategories.map((category) => (
                <li key={category}>
                  <FilterLink href={href({ category })} current={category === view.category}>
                    {category}
                  </FilterLink>
                </li>
              ))}
            </ul>
          </nav>
        </div>

        <section aria-label="Article list" aria-busy={list.isPending} className="mt-10">
          {list.isPending ? (
            <ul className={grid} aria-hidden="true">
              {Array.from({ length: 3 }, (_, i) => (
                <li key={i}>
                  <Skeleton className="h-64 rounded-xl" />
                </li>
              ))}
            </ul>
          ) : list.isError ? (
            <LoadFailed what="The articles" onRetry={() => void list.refetch()} />
          ) : list.data.total === 0 ? (
            <p className="rounded-lg border border-navy-100 bg-white p-6 text-slate-700">
              {`There are no ${describe(view)} yet.`}
            </p>
          ) : (
            <div className="flex flex-col gap-8">
              <p className="text-sm text-slate-600" aria-live="polite">
                {`${list.data.total} ${describe(view, list.data.total)}`}
              </p>
              <ul className={grid}>
                {list.data.items.map((article) => (
                  <li key={article.id}>
                    <ArticleCard article={article} />
                  </li>
                ))}
              </ul>
              <Pager
                label="Article pages"
                page={view.page}
                total={list.data.total}
                pageSize={ARTICLES_PAGE_SIZE}
                onPage={(page) => navigate(href({ page }))}
              />
            </div>
          )}
        </section>
      </div>
    </>
  );
}
