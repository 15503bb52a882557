/**
 * A passage named in OSIS notation, as bible-passage-reference-parser writes it ('Rom.8.19-Rom.8.23',
 * '1Cor.15', 'Acts.3.21'), turned into what a link needs: the reader's chapter and verse anchor,
 * and a reference the passage API reads ('Romans 8:19-23'). Pure and small (no parser here), so
 * the client can use it: the parsing itself happens when the data is made (scripts/).
 */
import { BIBLE_BOOKS, type BibleBook, bookDisplayName, bookSlug } from './bible-books';

export interface OsisPassage {
  book: BibleBook;
  /** The chapter the reader opens. */
  chapter: number;
  /** The reader's verse anchor without '#': 'v21', 'v19-23'; undefined for whole chapters. */
  hash: string | undefined;
  /** The passage as the API's `ref` reads it, in English: 'Romans 8:19-23', 'Genesis 1-3'. */
  ref: string;
  /** The reader's path parameters ('Song-of-Solomon', 2). */
  params: { book: string; chapter: number };
}

/**
 * Where a Scripture reference stands in a text (`text.slice(start, end)`) and the passage it
 * names in OSIS notation: what the server and the content scripts find, and the client links.
 */
export type ReferenceRow = readonly [start: number, end: number, osis: string];

const bookByOsis = new Map(BIBLE_BOOKS.map((b) => [b.osis, b]));
const OSIS_POINT = /^([1-3]?[A-Za-z]+)\.(\d+)(?:\.(\d+))?$/;

export function osisPassage(osis: string): OsisPassage | undefined {
  const [from = '', to = from, extra] = osis.split('-');
  if (extra !== undefined) return undefined;
  const start = OSIS_POINT.exec(from);
  const end = OSIS_POINT.exec(to);
  if (!start || !end) return undefined;
  const book = bookByOsis.get(start[1] ?? '');
  const endBook = bookByOsis.get(end[1] ?? '');
  if (!book || !endBook) return undefined;
  const chapter = Number(start[2]);
  const endChapter = Number(end[2]);
  const verse = start[3] === undefined ? undefined : Number(start[3]);
  const endVerse = end[3] === undefined ? undefined : Number(end[3]);
  const params = { book: bookSlug(book.name), chapter };
  let ref: string;
  if (endBook !== book) {
    ref = `${book.name} ${chapter}${verse === undefined ? '' : `:${verse}`}-${endBook.name} ${endChapter}${endVerse === undefined ? '' : `:${endVerse}`}`;
  } else if (verse === undefined) {
    ref =
      endChapter === chapter ? `${book.name} ${chapter}` : `${book.name} ${chapter}-${endChapter}`;
  } else if (endChapter !== chapter) {
    ref = `${book.name} ${chapter}:${verse}-${endChapter}${endVerse === undefined ? '' : `:${endVerse}`}`;
  } else {
    ref =
      endVerse === undefined || endVerse === verse
        ? `${book.name} ${chapter}:${verse}`
        : `${book.name} ${chapter}:${verse}-${endVerse}`;
  }
  // A passage running into the next chapter (or book) opens at its first verse.
  const sameChapter = endBook === book && endChapter === chapter && endVerse !== undefined;
  const hash =
    verse === undefined
      ? undefined
      : sameChapter && endVerse !== verse
        ? `v${verse}-${endVerse}`
        : `v${verse}`;
  return { book, chapter, hash, ref, params };
}

/**
 * A passage in OSIS notation ('John.3.16-John.3.18', 'Rom.8', several joined by commas) as
 * readers write it in a language: 'John 3:16–18', 'Romanos 8', 'Génesis 50:26–Éxodo 1:3',
 * several joined by '; '. The server labels its answers with it in the text's language; a page
 * whose language has no Bible text labels the same passage in its own.
 */
export function osisLabel(osis: string, language: string): string {
  return osis
    .split(',')
    .map((part) => {
      const [from = '', to = from] = part.split('-');
      const start = OSIS_POINT.exec(from);
      const end = OSIS_POINT.exec(to);
      const book = bookByOsis.get(start?.[1] ?? '');
      const endBook = bookByOsis.get(end?.[1] ?? '');
      if (!start || !end || !book || !endBook) return part;
      const name = bookDisplayName(book, language);
      const [, , chapter, verse] = start;
      const [, , endChapter, endVerse] = end;
      const at = (c: string | undefined, v: string | undefined) => (v ? `${c}:${v}` : `${c}`);
      if (endBook !== book) {
        return `${name} ${at(chapter, verse)}–${bookDisplayName(endBook, language)} ${at(endChapter, endVerse)}`;
      }
      if (!verse)
        return chapter === endChapter ? `${name} ${chapter}` : `${name} ${chapter}–${endChapter}`;
      if (chapter !== endChapter) return `${name} ${chapter}:${verse}–${at(endChapter, endVerse)}`;
      return verse === endVerse
        ? `${name} ${chapter}:${verse}`
        : `${name} ${chapter}:${verse}–${endVerse}`;
    })
    .join('; ');
}
