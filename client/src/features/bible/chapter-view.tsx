import { bibleVersion, type BibleVersionId, bookDisplayName, findBook } from '@contract/bible';
import { CircleAlert } from 'lucide-react';
import { useEffect } from 'react';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { cn } from '@client/lib/utils';
import { useChapter } from './api/get-chapter';

/** What a failed chapter call shows, whatever the server said. */
const CHAPTER_ERROR = 'Failed to fetch Bible chapter';

export const SCROLL_AREA = 'h-[600px] overflow-y-auto rounded-md border border-navy-100 bg-white';

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

/** A book's name in a version's language: 'Juan' in the Reina-Valera, 'John' in the WEB. */
export function bookNameIn(bookName: string, version: BibleVersionId): string {
  const book = findBook(bookName);
  return book ? bookDisplayName(book, bibleVersion(version).language) : bookName;
}

/**
 * '{book} Chapter {n}' with numbered verses of a version; `highlight` marks (and scrolls to)
 * verses. The book is named, and the verses marked, in the version's language.
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
  const { language, abbreviation } = bibleVersion(version);
  const title = `${bookNameIn(bookName, version)} Chapter ${chapter}`;
  const from = highlight?.[0];
  const loaded = answer.isSuccess;

  useEffect(() => {
    if (!loaded || from === undefined) return;
    document.getElementById(`v${from}`)?.scrollIntoView({ block: 'center' });
  }, [loaded, from, bookName, chapter]);

  let body;
  if (answer.isPending) {
    body = <SkeletonLines count={10} />;
  } else if (answer.isError) {
    body = <ErrorNote>{CHAPTER_ERROR}</ErrorNote>;
  } else if (!answer.data || answer.data.verses.length === 0) {
    body = <p className="text-slate-700">Chapter not available</p>;
  } else {
    body = (
      <div className={SCROLL_AREA} tabIndex={0} role="region" aria-label={title}>
        <ol className="flex flex-col gap-1 p-4 font-serif text-lg leading-relaxed" lang={language}>
          {answer.data.verses.map(({ verse, text }) => {
            const marked =
              highlight !== undefined && verse >= highlight[0] && verse <= highlight[1];
            return (
              <li
                key={verse}
                id={`v${verse}`}
                data-verse={verse}
                data-highlighted={marked ? '' : undefined}
                className={cn(
                  'scroll-mt-4 rounded px-2 py-1',
                  marked && 'bg-gold-100 ring-1 ring-gold-400',
                )}
              >
                <sup className="mr-1 font-sans text-xs font-semibold text-navy-600">{verse}</sup>
                {text}
                {marked ? <span className="sr-only"> (highlighted)</span> : null}
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
      <CardContent>{body}</CardContent>
    </Card>
  );
}
