import { bibleVersion, type BibleVersionId, bookDisplayName, findBook } from '@contract/bible';
import { Bookmark, CircleAlert, NotebookPen } from 'lucide-react';
import { useEffect, useState, type MouseEvent } from 'react';
import { useIntl } from 'react-intl';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { useBookNameLanguage } from '@client/lib/passage';
import { cn } from '@client/lib/utils';
import { useChapter } from './api/get-chapter';
import {
  COLOR_NAMES,
  HIGHLIGHT_CLASSES,
  useChapterMarks,
  VerseActionBar,
  type VerseSelection,
} from './verse-actions';

export const SCROLL_AREA = 'h-[600px] overflow-y-auto rounded-md border border-navy-100 bg-white';

/** What a failed chapter or search call shows, whatever the server said. */
export function ErrorNote({ children }: { children: string }) {
  return (
    <div
      role="alert"
      className="flex items-start gap-3 rounded-lg border border-red-200 bg-red-50 p-4 text-red-800"
    >
      <CircleAlert className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
      <p>{children}</p>
    </div>
  );
}

export function SkeletonLines({ count }: { count: number }) {
  return (
    <div className="flex flex-col gap-3" data-testid="bible-skeleton">
      {Array.from({ length: count }, (_, i) => (
        <Skeleton key={i} className="h-5 w-full" data-skeleton-line="" />
      ))}
    </div>
  );
}

/** A book's name in a language: 'Juan' in Spanish, 'João' in Portuguese, 'John' in English. */
export function bookNameIn(bookName: string, language: string): string {
  const book = findBook(bookName);
  return book ? bookDisplayName(book, language) : bookName;
}

/**
 * '{book} Chapter {n}' with numbered verses of a version; `highlight` marks (and scrolls to)
 * verses. The book is named, and the verses marked, in the version's language. Clicking a verse
 * (or its number, a button, from the keyboard) selects it, a shift-click a range, and opens the
 * verse actions; a member's highlights colour the verses, bookmarks and notes show as markers.
 */
export function ChapterView({
  bookName,
  chapter,
  highlight,
  version,
}: {
  bookName: string;
  chapter: number;
  highlight: [number, number] | undefined;
  version: BibleVersionId;
}) {
  const answer = useChapter(bookName, chapter, version);
  const intl = useIntl();
  const { data: user } = useCurrentUser();
  const member = !!user;
  const book = findBook(bookName);
  const marks = useChapterMarks(member, book?.osis, chapter);
  const [selection, setSelection] = useState<VerseSelection | null>(null);
  const [selectionOf, setSelectionOf] = useState(`${bookName} ${chapter}`);
  // Another chapter: the selection was of the one before.
  if (selectionOf !== `${bookName} ${chapter}`) {
    setSelectionOf(`${bookName} ${chapter}`);
    setSelection(null);
  }
  const { language, abbreviation } = bibleVersion(version);
  const nameLanguage = useBookNameLanguage(version);
  const title = intl.formatMessage(
    { id: 'reader.chapterTitle' },
    { book: bookNameIn(bookName, nameLanguage), chapter },
  );
  const from = highlight?.[0];
  const loaded = answer.isSuccess;

  useEffect(() => {
    if (!loaded || from === undefined) return;
    document.getElementById(`v${from}`)?.scrollIntoView({ block: 'center' });
  }, [loaded, from, bookName, chapter]);

  const select = (verse: number, event: MouseEvent) => {
    // A click that ends a text selection (someone copying words) is not a verse choice.
    if (window.getSelection()?.toString()) return;
    setSelection((current) =>
      event.shiftKey && current
        ? [Math.min(current[0], verse), Math.max(current[1], verse)]
        : current && current[0] === verse && current[1] === verse
          ? null
          : [verse, verse],
    );
  };
  const verses = answer.data?.verses ?? [];
  const span = selection
    ? selection[0] === selection[1]
      ? `${selection[0]}`
      : `${selection[0]}-${selection[1]}`
    : '';
  const actionBar =
    selection && book ? (
      <VerseActionBar
        selection={selection}
        chapter={chapter}
        englishReference={`${book.name} ${chapter}:${span}`}
        reference={`${bookNameIn(bookName, nameLanguage)} ${chapter}:${span.replace('-', '–')}`}
        abbreviation={abbreviation}
        text={verses
          .filter((v) => v.verse >= selection[0] && v.verse <= selection[1])
          .map((v) => v.text)
          .join(' ')}
        member={member}
        marks={marks}
        onClose={() => {
          const first = selection[0];
          setSelection(null);
          document.querySelector<HTMLElement>(`#v${first} button`)?.focus();
        }}
      />
    ) : null;

  let body;
  if (answer.isPending) {
    body = <SkeletonLines count={10} />;
  } else if (answer.isError) {
    body = <ErrorNote>{intl.formatMessage({ id: 'reader.chapterError' })}</ErrorNote>;
  } else if (!answer.data || answer.data.verses.length === 0) {
    body = <p className="text-slate-700">{intl.formatMessage({ id: 'reader.chapterMissing' })}</p>;
  } else {
    body = (
      <div className={SCROLL_AREA} tabIndex={0} role="region" aria-label={title}>
        <ol className="flex flex-col gap-1 p-4 font-serif text-lg leading-relaxed" lang={language}>
          {answer.data.verses.map(({ verse, text }) => {
            const marked =
              highlight !== undefined && verse >= highlight[0] && verse <= highlight[1];
            const chosen = selection !== null && verse >= selection[0] && verse <= selection[1];
            const color = marks.colorOf(verse);
            const notes = marks.noteCount(verse);
            const bookmarked = marks.bookmarked(verse);
            return (
              <li
                key={verse}
                id={`v${verse}`}
                data-verse={verse}
                data-highlighted={marked ? '' : undefined}
                data-color={color}
                data-selected={chosen ? '' : undefined}
                onClick={(event) => select(verse, event)}
                className={cn(
                  'scroll-mt-4 cursor-pointer rounded px-2 py-1',
                  color && HIGHLIGHT_CLASSES[color],
                  marked && !color && 'bg-gold-100',
                  marked && 'ring-1 ring-gold-400',
                  chosen && 'underline decoration-navy-600 decoration-2 underline-offset-4',
                )}
              >
                <button
                  type="button"
                  aria-pressed={chosen}
                  aria-label={intl.formatMessage({ id: 'verseActions.select' }, { verse })}
                  onClick={(event) => {
                    event.stopPropagation();
                    select(verse, event);
                  }}
                  className="mr-1 rounded px-0.5 align-super font-sans text-xs font-semibold text-navy-600 hover:bg-navy-100"
                >
                  {verse}
                </button>
                {text}
                {bookmarked ? (
                  <Bookmark
                    className="ml-1 inline size-4 fill-navy-600 align-baseline text-navy-600"
                    data-testid="bookmark-marker"
                    aria-hidden="true"
                  />
                ) : null}
                {notes > 0 ? (
                  <NotebookPen
                    className="ml-1 inline size-4 align-baseline text-navy-600"
                    data-testid="note-marker"
                    aria-hidden="true"
                  />
                ) : null}
                {marked ? (
                  <span className="sr-only"> {intl.formatMessage({ id: 'reader.marked' })}</span>
                ) : null}
                {color ? (
                  <span className="sr-only">
                    {' '}
                    {intl.formatMessage(
                      { id: 'verseActions.highlighted' },
                      { color: intl.formatMessage({ id: COLOR_NAMES[color] }) },
                    )}
                  </span>
                ) : null}
                {bookmarked ? (
                  <span className="sr-only">
                    {' '}
                    {intl.formatMessage({ id: 'verseActions.bookmarked' })}
                  </span>
                ) : null}
                {notes > 0 ? (
                  <span className="sr-only">
                    {' '}
                    {intl.formatMessage({ id: 'verseActions.noteCount' }, { count: notes })}
                  </span>
                ) : null}
              </li>
            );
          })}
        </ol>
      </div>
    );
  }

  return (
    <Card aria-busy={answer.isPending}>
      <CardHeader>
        <CardTitle as="h2">{title}</CardTitle>
        <p className="text-sm text-slate-600">{abbreviation}</p>
      </CardHeader>
      <CardContent>
        {body}
        {actionBar}
      </CardContent>
    </Card>
  );
}
