import { SEARCH_GROUP_SIZE, SITE_SEARCH_MAX_LENGTH } from '@contract/search';
import { searchHref, searchViewOf } from '@contract/search-page';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { PageHero } from '@client/components/page-hero';
import { FilterNav } from '@client/components/filter-link';
import { Pager } from '@client/components/pager';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageLanguage } from '@client/lib/i18n';
import { useSiteSearch } from './api/search';
import { SearchForm } from './search-form';
import { appHref, kindLabelId, ResultGroup } from './search-results';

/**
 * The site search's page (/search?q=…): its form, and the results grouped by kind; with `kind`,
 * one kind's results a page at a time.
 */
export function SearchScreen() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const view = searchViewOf(useSearch());
  const [, navigate] = useLocation();
  const results = useSiteSearch(view, lang);
  const answer = results.data;
  const tooLong = view.q.length > SITE_SEARCH_MAX_LENGTH;

  return (
    <>
      <PageHero title={intl.formatMessage({ id: 'search.heading' })} />
      <div className="container-page py-8 sm:py-10">
        <SearchForm className="flex max-w-2xl gap-2" query={view.q} />

        <div className="mt-8" aria-busy={results.isFetching}>
          {!view.q ? (
            <p className="text-slate-800">{intl.formatMessage({ id: 'search.start' })}</p>
          ) : tooLong ? (
            <p role="alert" className="text-red-800">
              {intl.formatMessage({ id: 'search.tooLong' }, { max: SITE_SEARCH_MAX_LENGTH })}
            </p>
          ) : results.isPending ? (
            <div className="space-y-4" aria-hidden="true">
              <Skeleton className="h-6 w-1/3" />
              <Skeleton className="h-16 w-full" />
              <Skeleton className="h-16 w-full" />
            </div>
          ) : results.isError || !answer ? (
            <div role="alert" className="space-y-3">
              <p className="text-slate-800">{intl.formatMessage({ id: 'search.failed' })}</p>
              <button
                type="button"
                onClick={() => void results.refetch()}
                className="rounded-md border border-navy-300 px-4 py-2 text-sm font-semibold text-navy-900"
              >
                {intl.formatMessage({ id: 'loadFailed.retry' })}
              </button>
            </div>
          ) : (
            <>
              <h2 className="sr-only">
                {intl.formatMessage({ id: 'search.resultsFor' }, { query: view.q })}
              </h2>
              <p className="text-lg text-navy-900" aria-hidden="true">
                {intl.formatMessage({ id: 'search.resultsFor' }, { query: view.q })}
              </p>
              <FilterNav
                label={intl.formatMessage({ id: 'search.kinds' })}
                className="mt-4"
                choices={[
                  {
                    key: '',
                    href: searchHref({ q: view.q }),
                    current: !view.kind,
                    label: intl.formatMessage({ id: 'search.everything' }),
                  },
                  ...answer.groups.map((group) => ({
                    key: group.kind,
                    href: searchHref({ q: view.q, kind: group.kind }),
                    current: view.kind === group.kind,
                    label: `${intl.formatMessage({ id: kindLabelId(group.kind) })} (${group.total})`,
                  })),
                ]}
              />
              {answer.passage ? (
                <p className="mt-6 rounded-lg border border-gold-300 bg-gold-50 p-4">
                  <Link
                    href={appHref(answer.passage.url)}
                    className="font-semibold text-navy-900 underline underline-offset-4"
                  >
                    {intl.formatMessage(
                      { id: 'search.passage' },
                      { reference: answer.passage.reference },
                    )}
                  </Link>
                </p>
              ) : null}
              {answer.groups.length === 0 ? (
                <p className="mt-6 text-slate-800">
                  {intl.formatMessage({ id: 'search.none' }, { query: view.q })}
                </p>
              ) : (
                <div className="mt-8">
                  {answer.groups.map((group) => (
                    <ResultGroup
                      key={group.kind}
                      group={group}
                      query={view.q}
                      showAll={!view.kind}
                    />
                  ))}
                </div>
              )}
              {view.kind && answer.groups[0] ? (
                <div className="mt-8">
                  <Pager
                    label={intl.formatMessage({ id: 'search.pages' })}
                    page={view.page}
                    total={answer.groups[0].total}
                    pageSize={SEARCH_GROUP_SIZE}
                    onPage={(page) => navigate(searchHref({ ...view, page }))}
                    hrefOf={(page) => searchHref({ ...view, page })}
                  />
                </div>
              ) : null}
            </>
          )}
        </div>
      </div>
    </>
  );
}
