import {
  bibleVersion,
  type BibleVersionId,
  defaultBibleVersionFor,
  hasBibleIn,
} from '@contract/bible';
import { BIBLE_BOOKS, chapterPath, findBook } from '@contract/bible-books';
import { useCallback, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { useLocation, useSearch, type RouteComponentProps } from 'wouter';
import { PageIntro } from '@client/components/page-intro';
import { usePageLanguage } from '@client/lib/i18n';
import { useBibleSearch } from './api/search-bible';
import { BibleNavigation } from './bible-navigation';
import { ChapterView } from './chapter-view';
import { SearchResults } from './search-results';
import {
  isTypingTarget,
  queryOf,
  readerAddress,
  useAddressPart,
  verseRangeOf,
  versionOf,
} from './use-address';

function decode(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? '';
  }
}

/**
 * The Holy Bible reader. The address holds the state: /bible is Genesis 1,
 * /bible/:book/:chapter a chapter (the book by its English, Spanish or Portuguese name:
 * /bible/Juan/3 is John 3), `#v16` (or `#v16-18`) the highlighted verses, `?q=` a search and
 * `?version=rv1909` the Reina-Valera 1909 instead of the WEB, kept while moving around.
 */
export function BibleScreen({ params }: Partial<RouteComponentProps>) {
  const [pathname, navigate] = useLocation();
  const book = findBook(decode(params?.book)) ?? BIBLE_BOOKS[0];
  const bookName = book?.name ?? 'Genesis';
  const lastChapter = book?.chapters ?? 1;
  const chapter = params?.chapter ? Number(params.chapter) : 1;

  // Query string and hash: read after hydration (the pre-rendered page has neither).
  const search = useAddressPart('search');
  const query = queryOf(search).trim();
  // A Spanish page opens the Reina-Valera; `?version=` chooses another. A chapter's page is
  // rendered per request in the version its address chooses (server/pages/loaders/
  // bible-chapter.ts), so there it is read from the start, on the server and while hydrating;
  // /bible is built in the page's own version, and reads it after hydration like the rest.
  const lang = usePageLanguage();
  const intl = useIntl();
  const pageDefault = defaultBibleVersionFor(lang);
  const routerSearch = useSearch();
  const version = versionOf(params?.book ? routerSearch : search, pageDefault);
  /** The reader's address for `path`, in `next` (the version being read) and with `q`. */
  const address = useCallback(
    (path: string, next = version, q = '') => readerAddress(path, next, q, pageDefault),
    [version, pageDefault],
  );
  const highlight = verseRangeOf(useAddressPart('hash'));

  // The search box follows the address's query whenever that changes (a link, back/forward).
  const [text, setText] = useState('');
  const [shownQuery, setShownQuery] = useState('');
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }

  /** A chapter in the version being read. */
  const goTo = (name: string, n: number) => navigate(address(chapterPath(name, n)));

  // Left/right arrows move between chapters when focus is not in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (event.key === 'ArrowLeft' && chapter > 1) {
        event.preventDefault();
        navigate(address(chapterPath(bookName, chapter - 1)));
      } else if (event.key === 'ArrowRight' && chapter < lastChapter) {
        event.preventDefault();
        navigate(address(chapterPath(bookName, chapter + 1)));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [address, bookName, chapter, lastChapter, navigate]);

  // A reference within one chapter ('John 3:16-18') opens that chapter with the verses marked.
  const found = useBibleSearch(query, version);
  useEffect(() => {
    const answer = found.data;
    if (!answer?.reference || answer.verses.length === 0) return;
    if (answer.verses.length !== answer.total) return;
    const first = answer.verses[0];
    const last = answer.verses[answer.verses.length - 1];
    if (!first || !last) return;
    const oneChapter = answer.verses.every(
      (v) => v.book_name === first.book_name && v.chapter === first.chapter,
    );
    if (!oneChapter) return;
    const verses = first.verse === last.verse ? `${first.verse}` : `${first.verse}-${last.verse}`;
    const path = `${chapterPath(first.book_name, first.chapter)}#v${verses}`;
    navigate(address(path), { replace: true });
  }, [address, found.data, navigate]);

  const submitSearch = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    navigate(address(pathname, version, trimmed));
  };

  const changeText = (value: string) => {
    setText(value);
    // Clearing the search returns to the chapter.
    if (!value.trim() && query) navigate(address(pathname));
  };

  // Another version: the same chapter or search, in that text.
  const changeVersion = (next: BibleVersionId) =>
    navigate(address(`${pathname}${window.location.hash}`, next, query));

  return (
    <PageIntro
      title={intl.formatMessage({ id: 'page.bible.title' })}
      lead={intl.formatMessage({ id: 'bible.lead' }, { version: bibleVersion(version).name })}
    >
      {hasBibleIn(lang) ? null : (
        <p className="mb-6 rounded-md border border-gold-300 bg-gold-50 p-3 text-sm text-navy-900">
          {intl.formatMessage({ id: 'bible.noTextInLanguage' })}
        </p>
      )}
      <div className="grid gap-6 lg:grid-cols-[20rem_minmax(0,1fr)]">
        <BibleNavigation
          bookName={bookName}
          chapter={chapter}
          lastChapter={lastChapter}
          onBook={(name) => goTo(name, 1)}
          onChapter={(n) => goTo(bookName, n)}
          searchText={text}
          onSearchText={changeText}
          onSearch={submitSearch}
          version={version}
          onVersion={changeVersion}
        />
        {query ? (
          <SearchResults query={query} search={found} version={version} pageDefault={pageDefault} />
        ) : (
          <ChapterView
            bookName={bookName}
            chapter={chapter}
            highlight={highlight}
            version={version}
          />
        )}
      </div>
    </PageIntro>
  );
}
