import { BIBLE_BOOKS, chapterPath, findBook } from '@contract/bible-books';
import { useEffect, useState } from 'react';
import { useLocation, type RouteComponentProps } from 'wouter';
import { PageIntro } from '@client/components/page-intro';
import { useBibleSearch } from './api/search-bible';
import { BibleNavigation } from './bible-navigation';
import { ChapterView } from './chapter-view';
import { SearchResults } from './search-results';
import { isTypingTarget, queryOf, useAddressPart, verseRangeOf } from './use-address';

function decode(segment: string | undefined): string {
  try {
    return decodeURIComponent(segment ?? '');
  } catch {
    return segment ?? '';
  }
}

/**
 * The Holy Bible reader. The address holds the state: /bible is Genesis 1,
 * /bible/:book/:chapter a chapter, `#v16` (or `#v16-18`) the highlighted verses, `?q=` a search.
 */
export function BibleScreen({ params }: Partial<RouteComponentProps>) {
  const [pathname, navigate] = useLocation();
  const book = findBook(decode(params?.book)) ?? BIBLE_BOOKS[0];
  const bookName = book?.name ?? 'Genesis';
  const lastChapter = book?.chapters ?? 1;
  const chapter = params?.chapter ? Number(params.chapter) : 1;

  // Query string and hash: read after hydration (the pre-rendered page has neither).
  const query = queryOf(useAddressPart('search')).trim();
  const highlight = verseRangeOf(useAddressPart('hash'));

  // The search box follows the address's query whenever that changes (a link, back/forward).
  const [text, setText] = useState('');
  const [shownQuery, setShownQuery] = useState('');
  if (query !== shownQuery) {
    setShownQuery(query);
    setText(query);
  }

  const goTo = (name: string, n: number) => navigate(chapterPath(name, n));

  // Left/right arrows move between chapters when focus is not in a field.
  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.altKey || event.ctrlKey || event.metaKey || event.shiftKey) return;
      if (event.defaultPrevented || isTypingTarget(event.target)) return;
      if (event.key === 'ArrowLeft' && chapter > 1) {
        event.preventDefault();
        navigate(chapterPath(bookName, chapter - 1));
      } else if (event.key === 'ArrowRight' && chapter < lastChapter) {
        event.preventDefault();
        navigate(chapterPath(bookName, chapter + 1));
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, [bookName, chapter, lastChapter, navigate]);

  // A reference within one chapter ('John 3:16-18') opens that chapter with the verses marked.
  const search = useBibleSearch(query);
  useEffect(() => {
    const answer = search.data;
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
    navigate(`${chapterPath(first.book_name, first.chapter)}#v${verses}`, { replace: true });
  }, [search.data, navigate]);

  const submitSearch = () => {
    const trimmed = text.trim();
    if (!trimmed) return;
    navigate(`${pathname}?${new URLSearchParams({ q: trimmed }).toString()}`);
  };

  const changeText = (value: string) => {
    setText(value);
    // Clearing the search returns to the chapter.
    if (!value.trim() && query) navigate(pathname);
  };

  return (
    <PageIntro
      title="Holy Bible"
      lead="Read and search the whole World English Bible, book by book and chapter by chapter."
    >
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
        />
        {query ? (
          <SearchResults query={query} search={search} />
        ) : (
          <ChapterView bookName={bookName} chapter={chapter} highlight={highlight} />
        )}
      </div>
    </PageIntro>
  );
}
