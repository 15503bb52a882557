import { BIBLE_BOOKS, bookDisplayName } from '@contract/bible-books';
import {
  TEACHINGS_PAGE_SIZE,
  teachingListHref,
  teachingListViewOf,
  type TeachingListView,
} from '@contract/teachings';
import { useIntl } from 'react-intl';
import { Link, useLocation, useSearch } from 'wouter';
import { LoadFailed } from '@client/components/load-failed';
import { PageHero } from '@client/components/page-hero';
import { LanguageFilter } from '@client/components/filter-link';
import { PagedGrid } from '@client/components/paged-grid';
import { Button } from '@client/components/ui/button';
import { usePageLanguage } from '@client/lib/i18n';
import { useTeachingList } from './api/teachings';
import { TeachingCard } from './teaching-card';

const grid = 'grid gap-6 md:grid-cols-2 lg:grid-cols-3';

/**
 * The published teachings of one language, newest first, 12 a page. A series, a speaker or a
 * topic is chosen from a card (its link filters the list); a Bible book from a list in canonical
 * order (a plain form, so it works before the page's code runs). The address holds the view.
 */
export function TeachingsScreen() {
  const pageLanguage = usePageLanguage();
  const view = teachingListViewOf(useSearch(), pageLanguage);
  const [, navigate] = useLocation();
  const list = useTeachingList(view);
  const intl = useIntl();
  const href = (change: Partial<TeachingListView>) =>
    teachingListHref({ ...view, page: 1, ...change }, pageLanguage);
  const first = list.data?.items[0];
  const bookName = (osis: string) => {
    const book = BIBLE_BOOKS.find((b) => b.osis === osis);
    return book ? bookDisplayName(book, pageLanguage) : osis;
  };
  const chosen = [
    view.series && first?.series
      ? `${intl.formatMessage({ id: 'teachings.series' })}: ${first.series.title}`
      : view.series,
    view.speaker && first?.speaker
      ? `${intl.formatMessage({ id: 'teachings.speaker' })}: ${first.speaker.name}`
      : undefined,
    view.book
      ? `${intl.formatMessage({ id: 'teachings.book' })}: ${bookName(view.book)}`
      : undefined,
    view.topic ? `${intl.formatMessage({ id: 'teachings.topic' })}: ${view.topic}` : undefined,
  ].filter((text): text is string => Boolean(text));

  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage({ id: 'teachings.eyebrow' })}
        title={intl.formatMessage({ id: 'page.teachings.title' })}
        lead={intl.formatMessage({ id: 'teachings.lead' })}
      />
      <div className="container-page py-10 sm:py-12">
        <div className="flex flex-col gap-4">
          <LanguageFilter
            label={intl.formatMessage({ id: 'teachings.languages' })}
            current={view.lang}
            hrefOf={(lang) => href({ lang })}
          />
          <form
            method="get"
            className="flex flex-wrap items-end gap-2"
            onSubmit={(event) => {
              event.preventDefault();
              const book = new FormData(event.currentTarget).get('book');
              navigate(href({ book: typeof book === 'string' && book ? book : undefined }));
            }}
          >
            {view.lang !== pageLanguage ? (
              <input type="hidden" name="lang" value={view.lang} />
            ) : null}
            {view.series ? <input type="hidden" name="series" value={view.series} /> : null}
            {view.speaker ? <input type="hidden" name="speaker" value={view.speaker} /> : null}
            {view.topic ? <input type="hidden" name="topic" value={view.topic} /> : null}
            <label className="flex min-w-0 flex-col gap-1 text-sm font-medium text-navy-900">
              {intl.formatMessage({ id: 'teachings.book' })}
              <select
                name="book"
                defaultValue={view.book ?? ''}
                key={view.book ?? ''}
                className="min-h-10 max-w-full rounded-md border border-navy-200 bg-white px-3"
              >
                <option value="">{intl.formatMessage({ id: 'teachings.anyBook' })}</option>
                {BIBLE_BOOKS.map((book) => (
                  <option key={book.osis} value={book.osis}>
                    {bookDisplayName(book, pageLanguage)}
                  </option>
                ))}
              </select>
            </label>
            <Button type="submit" variant="outline">
              {intl.formatMessage({ id: 'teachings.show' })}
            </Button>
          </form>
          {chosen.length > 0 ? (
            <p className="flex flex-wrap items-center gap-2 text-sm text-slate-700">
              <span>{intl.formatMessage({ id: 'teachings.filters' })}</span>
              {chosen.map((text) => (
                <span key={text} className="rounded-full bg-navy-50 px-3 py-1">
                  {text}
                </span>
              ))}
              <Link
                href={href({
                  series: undefined,
                  speaker: undefined,
                  book: undefined,
                  topic: undefined,
                })}
                className="font-medium text-navy-800 underline"
              >
                {intl.formatMessage({ id: 'teachings.clear' })}
              </Link>
            </p>
          ) : null}
        </div>

        <section aria-labelledby="teachings-list" aria-busy={list.isPending} className="mt-10">
          {/* The cards' titles are level 3, under the page's title and this one. */}
          <h2 id="teachings-list" className="sr-only">
            {intl.formatMessage({ id: 'teachings.list' })}
          </h2>
          <PagedGrid
            list={list}
            gridClassName={grid}
            skeletonClassName="h-56 rounded-xl"
            failed={
              <LoadFailed
                what={intl.formatMessage({ id: 'teachings.what' })}
                onRetry={() => void list.refetch()}
              />
            }
            empty={intl.formatMessage({ id: 'teachings.none' })}
            count={(count) => intl.formatMessage({ id: 'teachings.count' }, { count })}
            renderItem={(teaching) => (
              <TeachingCard
                teaching={teaching}
                seriesHref={(series) => href({ series })}
                speakerHref={(speaker) => href({ speaker })}
              />
            )}
            pager={{
              label: intl.formatMessage({ id: 'teachings.pages' }),
              page: view.page,
              pageSize: TEACHINGS_PAGE_SIZE,
              hrefOf: (page) => href({ page }),
            }}
          />
        </section>
      </div>
    </>
  );
}
