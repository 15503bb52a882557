import { BIBLE_BOOKS, bookSlug } from '@contract/bible-books';
import { pathTo } from '@contract/pages';
import type { VersePlace } from '@contract/study-tools';

/** The reader's address of a mark: its chapter, its verses marked ('/bible/Romans/8#v19-23'). */
export function markPath(place: VersePlace): string {
  const book = BIBLE_BOOKS.find((b) => b.osis === place.book);
  const sameChapter = place.startChapter === place.endChapter;
  const hash =
    sameChapter && place.endVerse !== place.startVerse
      ? `v${place.startVerse}-${place.endVerse}`
      : `v${place.startVerse}`;
  return pathTo(
    'bibleChapter',
    { book: bookSlug(book?.name ?? 'Genesis'), chapter: place.startChapter },
    { hash },
  );
}
