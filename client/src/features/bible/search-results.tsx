import { bibleVersion, type BibleVersionId, type SearchAnswer } from '@contract/bible';
import { chapterPath } from '@contract/bible-books';
import type { UseQueryResult } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { useBookNameLanguage, usePassageLabel } from '@client/lib/passage';
import { bookNameIn, ErrorNote, SCROLL_AREA, SkeletonLines } from './chapter-view';
import { readerAddress } from './use-address';

/**
 * 'Search Results for "{query}"' in a version: each verse links to its place in its chapter, in
 * the same version.
 */
export function SearchResults({
  query,
  search,
  version,
  pageDefault,
}: {
  query: string;
  search: UseQueryResult<SearchAnswer>;
  version: BibleVersionId;
  /** The page's own version, which links leave out of their address. */
  pageDefault: BibleVersionId;
}) {
  const intl = useIntl();
  const { language } = bibleVersion(version);
  const nameLanguage = useBookNameLanguage(version);
  const passageLabel = usePassageLabel(version);
  const title = intl.formatMessage({ id: 'reader.resultsTitle' }, { query });
  let body;
  if (search.isPending) {
    body = <SkeletonLines count={5} />;
  } else if (search.isError) {
    body = <ErrorNote>{intl.formatMessage({ id: 'reader.searchError' })}</ErrorNote>;
  } else if (search.data.verses.length === 0) {
    body = (
      <p className="text-slate-700">{intl.formatMessage({ id: 'reader.noResults' }, { query })}</p>
    );
  } else {
    const { verses, total, osis } = search.data;
    body = (
      <>
        <p className="mb-3 text-sm text-slate-600" aria-live="polite">
          {osis ? `${passageLabel(osis)}: ` : ''}
          {total > verses.length
            ? intl.formatMessage({ id: 'reader.resultsSome' }, { shown: verses.length, total })
            : intl.formatMessage({ id: 'reader.resultsAll' }, { total })}
        </p>
        <div className={SCROLL_AREA} tabIndex={0} role="region" aria-label={title}>
          <ol className="divide-y divide-navy-100">
            {verses.map((v) => {
              const label = `${bookNameIn(v.book_name, nameLanguage)} ${v.chapter}:${v.verse}`;
              return (
                <li key={label} className="p-4">
                  <Link
                    href={readerAddress(
                      chapterPath(v.book_name, v.chapter, v.verse),
                      version,
                      '',
                      pageDefault,
                    )}
                    className="font-semibold text-navy-700 underline-offset-4 hover:underline"
                  >
                    {label}
                  </Link>
                  <p className="mt-1 font-serif leading-relaxed text-navy-950" lang={language}>
                    {v.text}
                  </p>
                </li>
              );
            })}
          </ol>
        </div>
      </>
    );
  }

  return (
    <Card aria-busy={search.isPending}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
