import {
  BIBLE_BOOKS,
  BIBLE_VERSION_IDS,
  bibleVersion,
  type BibleVersionId,
  bookDisplayName,
  type ChapterAnswer,
  DEFAULT_BIBLE_VERSION,
  findBook,
  PASSAGE_MAX_VERSES,
  PASSAGE_MESSAGES,
  type PassageAnswer,
  type SearchAnswer,
} from '../../../contract/bible';
import { badRequest, notFound } from '../../errors';
import type { BibleIndex } from '../../infra/bible/bible-index';
import { encodeAnswer, type EncodedAnswer } from '../../infra/cached-answer';

/** An answer's JSON, encoded once; the version seeds the ETag (the same verse differs by text). */
const encode = (value: unknown, version: string): EncodedAnswer =>
  encodeAnswer(Buffer.from(JSON.stringify(value)), version);

/** A small least-recently-used map (a Map keeps insertion order). */
class Lru<V> {
  private readonly map = new Map<string, V>();
  constructor(private readonly max: number) {}
  get(key: string): V | undefined {
    const value = this.map.get(key);
    if (value !== undefined) {
      this.map.delete(key);
      this.map.set(key, value);
    }
    return value;
  }
  set(key: string, value: V): void {
    this.map.delete(key);
    this.map.set(key, value);
    if (this.map.size > this.max) {
      const oldest = this.map.keys().next();
      if (!oldest.done) this.map.delete(oldest.value);
    }
  }
}

export const SEARCH_CACHE_SIZE = 2000;

/**
 * The Bible API's rules over the in-memory indexes, one per version. The text never changes while
 * the process runs, so every chapter answer is encoded once, and recent search answers are kept
 * (a popular query is answered from memory); the ETag covers the text's source and the answer
 * bytes.
 */
export interface BibleServiceDeps {
  /** Each version's index, or how to load it on first use (main.ts loads them at start). */
  bibles: Record<BibleVersionId, BibleIndex | (() => BibleIndex)>;
  searchCacheSize?: number;
}

/** One version's answers: its index (loaded on first use), its chapters and recent searches. */
function versionAnswers(version: BibleVersionId, bible: BibleIndex | (() => BibleIndex)) {
  let loaded: BibleIndex | undefined = typeof bible === 'function' ? undefined : bible;
  const index = () => (loaded ??= typeof bible === 'function' ? bible() : bible);
  const language = bibleVersion(version).language;
  const chapters = new Map<number, EncodedAnswer>();
  return { index, language, chapters };
}

export function createBibleService({ bibles, searchCacheSize }: BibleServiceDeps) {
  const versions = new Map(
    BIBLE_VERSION_IDS.map((id) => [id, versionAnswers(id, bibles[id])] as const),
  );
  const of = (version: BibleVersionId) => {
    const found = versions.get(version);
    if (!found) throw new Error(`No Bible version ${version}`);
    return found;
  };
  const searches = new Lru<EncodedAnswer>(searchCacheSize ?? SEARCH_CACHE_SIZE);
  let books: EncodedAnswer | undefined;

  return {
    books: () => (books ??= encode(BIBLE_BOOKS, of(DEFAULT_BIBLE_VERSION).index().source)),

    /**
     * Throws a 404 for an unknown book or a chapter the book does not have. The reference names
     * the book in the version's language ('Juan 3'); `book_name` stays the canonical name.
     */
    chapter(
      bookName: string,
      chapter: number,
      version: BibleVersionId = DEFAULT_BIBLE_VERSION,
    ): EncodedAnswer {
      const book = findBook(bookName);
      if (!book) throw notFound(`No book of the Bible is called “${bookName}”`);
      if (chapter > book.chapters) {
        throw notFound(
          `${book.name} has ${book.chapters} chapter${book.chapters === 1 ? '' : 's'}; there is no chapter ${chapter}`,
        );
      }
      const answers = of(version);
      const key = BIBLE_BOOKS.indexOf(book) * 1000 + chapter;
      let answer = answers.chapters.get(key);
      if (!answer) {
        const index = answers.index();
        const found = index.chapter(book.name, chapter);
        if (!found) throw notFound(`${book.name} ${chapter} is not in the text`);
        const value: ChapterAnswer = {
          reference: `${bookDisplayName(book, answers.language)} ${chapter}`,
          book_name: book.name,
          chapter,
          verses: found.verses,
        };
        answer = encode(value, index.source);
        answers.chapters.set(key, answer);
      }
      return answer;
    },

    /**
     * The passage a reference names. 400 when the words are not a reference; 404 when they name
     * a book of the Bible but a chapter or verse it does not have ('John 30:1', 'John 3:99').
     */
    passage(ref: string, version: BibleVersionId = DEFAULT_BIBLE_VERSION): EncodedAnswer {
      const key = `passage\u0000${version}\u0000${ref}`;
      const cached = searches.get(key);
      if (cached) return cached;
      const index = of(version).index();
      const found = index.reference(ref, PASSAGE_MAX_VERSES);
      if (!found || found.reference === null || found.osis === null) {
        const outside = passageOutsideTheBible(ref);
        if (outside) throw notFound(outside);
        throw badRequest(PASSAGE_MESSAGES.unreadable, { ref: [PASSAGE_MESSAGES.unreadable] });
      }
      const value: PassageAnswer = {
        reference: found.reference,
        osis: found.osis,
        version,
        total: found.total,
        verses: found.verses,
      };
      const answer = encode(value, index.source);
      searches.set(key, answer);
      return answer;
    },

    /** `query` is already trimmed and 1–200 characters (the route's schema). */
    search(
      query: string,
      limit: number,
      version: BibleVersionId = DEFAULT_BIBLE_VERSION,
    ): EncodedAnswer {
      const key = `${version}\u0000${limit}\u0000${query}`;
      const cached = searches.get(key);
      if (cached) return cached;
      const index = of(version).index();
      const result = index.search(query, limit);
      const value: SearchAnswer = { query, ...result };
      const answer = encode(value, index.source);
      searches.set(key, answer);
      return answer;
    },
  };
}

/** 'John 30:1', 'Jude 2': a book the Bible has, a chapter or verse it has not. */
const BOOK_THEN_NUMBER =
  /^\s*((?:[1-3]|I{1,3})?\s*[^\d\s:.,;–-][^\d:.,;–-]*?)\.?\s*(\d+)(?:\s*[:.]\s*\d+)?/u;

function passageOutsideTheBible(query: string): string | undefined {
  const match = BOOK_THEN_NUMBER.exec(query);
  const book = match ? findBook(match[1]?.trim() ?? '') : undefined;
  if (!book) return undefined;
  const chapters = `${book.chapters} chapter${book.chapters === 1 ? '' : 's'}`;
  return `There is no ${query} in the Bible: ${book.name} has ${chapters}`;
}

export type BibleService = ReturnType<typeof createBibleService>;
