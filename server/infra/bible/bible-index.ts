import {
  BIBLE_BOOKS,
  type BibleBook,
  type BibleLanguage,
  type ChapterVerse,
  findBook,
} from '../../../contract/bible';
import type { BibleText } from './import-web';
import { parseReference, type ParsedReference } from './reference';
import { parseQuery, termOf, words } from './text';

/** One verse as a search answer lists it: book name, chapter, verse number and text. */
export interface FoundVerse {
  book_name: string;
  chapter: number;
  verse: number;
  text: string;
}

export interface SearchResult {
  total: number;
  /** The passage when the query was a reference ('John 3:16–18'), else null. */
  reference: string | null;
  /** The same passage in OSIS notation ('John.3.16-John.3.18'), else null. */
  osis: string | null;
  verses: FoundVerse[];
}

export interface ChapterResult {
  book: BibleBook;
  chapter: number;
  verses: ChapterVerse[];
}

// BM25 parameters: the usual values; verses are short, so length matters only a little.
const K1 = 1.2;
const B = 0.5;

/**
 * Each verse's words as word ids, all verses end to end, the words by id and their terms. Reading
 * them out of the text is the costly part of indexing (a map lookup per word of the Bible, a stem
 * per distinct word), so the build saves them with the text (bible-file.ts) for the server.
 */
export interface Tokens {
  /** Distinct words (normalised, not stemmed); a word's id is its position. */
  words: string[];
  ids: Uint32Array;
  /** Where each verse's words begin in `ids`; one past the end last. */
  verseStart: Uint32Array;
  /** Distinct terms (stems); a term's id is its position. */
  terms: string[];
  /** The term id of each word id. */
  wordTerm: Uint32Array;
}

/** Verse texts in canonical order, skipping the verse numbers the text leaves empty. */
function* verseTexts(text: BibleText): Generator<string> {
  for (const book of text.books) {
    for (const chapter of book.chapters) for (const verse of chapter) if (verse) yield verse;
  }
}

export function tokenize(text: BibleText): Tokens {
  const language = text.language ?? 'en';
  const wordIds = new Map<string, number>();
  const wordList: string[] = [];
  const ids: number[] = [];
  const starts: number[] = [];
  for (const verse of verseTexts(text)) {
    starts.push(ids.length);
    for (const word of words(verse)) {
      let id = wordIds.get(word);
      if (id === undefined) {
        id = wordList.length;
        wordIds.set(word, id);
        wordList.push(word);
      }
      ids.push(id);
    }
  }
  starts.push(ids.length);
  const termIds = new Map<string, number>();
  const wordTerm = wordList.map((word) => {
    const term = termOf(word, language);
    let id = termIds.get(term);
    if (id === undefined) {
      id = termIds.size;
      termIds.set(term, id);
    }
    return id;
  });
  return {
    words: wordList,
    ids: Uint32Array.from(ids),
    verseStart: Uint32Array.from(starts),
    terms: [...termIds.keys()],
    wordTerm: Uint32Array.from(wordTerm),
  };
}

/**
 * True when every `every`-th verse reads, and every `every`-th word stems, as `tokens` says: a
 * saved tokenisation made by an older tokenizer or stemmer (a build older than the code) is caught
 * here and the text is tokenised afresh.
 */
export function tokensMatch(text: BibleText, tokens: Tokens, every = 16): boolean {
  const language = text.language ?? 'en';
  for (let w = 0; w < tokens.words.length; w += every) {
    const term = tokens.terms[tokens.wordTerm[w] ?? 0];
    if (term === undefined || termOf(tokens.words[w] ?? '', language) !== term) return false;
  }
  let id = 0;
  for (const verse of verseTexts(text)) {
    if (id % every === 0) {
      const from = tokens.verseStart[id] ?? 0;
      const found = words(verse);
      if ((tokens.verseStart[id + 1] ?? 0) - from !== found.length) return false;
      for (let k = 0; k < found.length; k++) {
        if (tokens.words[tokens.ids[from + k] ?? 0] !== found[k]) return false;
      }
    }
    id++;
  }
  return tokens.verseStart.length === id + 1;
}

/**
 * The whole Bible in memory with an inverted index of word stems. Verses have ids in canonical
 * order (Genesis 1:1 is 0), so sorting by id is sorting canonically. Every search answer is
 * computed from typed arrays: postings (verse ids and term counts per stem) for words, each
 * verse's word sequence for quoted phrases.
 */
export class BibleIndex {
  readonly source: string;
  /** The language of the text's words: queries are stemmed alike. */
  readonly language: BibleLanguage;
  readonly verseCount: number;
  /** The words of every verse, as given or read from the text (bible-file.ts saves them). */
  readonly tokens: Tokens;
  private readonly vBook: Uint8Array;
  private readonly vChapter: Uint16Array;
  private readonly vVerse: Uint16Array;
  private readonly vText: string[];
  private readonly vLength: Uint16Array;
  /** First verse id of each chapter: index chapterBase[book] + chapter - 1; one past the end last. */
  private readonly chapterFirst: Uint32Array;
  private readonly chapterBase: number[];
  private readonly wordIds = new Map<string, number>();
  private readonly termIds = new Map<string, number>();
  private readonly postings: Uint32Array[] = [];
  private readonly counts: Uint8Array[] = [];
  private readonly idf: Float64Array;
  private readonly avgLength: number;

  constructor(text: BibleText, tokens: Tokens = tokenize(text)) {
    this.source = text.source;
    this.language = text.language ?? 'en';
    this.tokens = tokens;
    let n = 0;
    for (const book of text.books) for (const ch of book.chapters) for (const t of ch) if (t) n++;
    if (tokens.verseStart.length !== n + 1) throw new Error('The tokens do not fit the text');
    this.verseCount = n;
    this.vBook = new Uint8Array(n);
    this.vChapter = new Uint16Array(n);
    this.vVerse = new Uint16Array(n);
    this.vText = new Array<string>(n);
    this.vLength = new Uint16Array(n);
    this.chapterBase = [];
    const totalChapters = text.books.reduce((sum, b) => sum + b.chapters.length, 0);
    this.chapterFirst = new Uint32Array(totalChapters + 1);

    let id = 0;
    let chapterIndex = 0;
    text.books.forEach((book, b) => {
      this.chapterBase.push(chapterIndex);
      book.chapters.forEach((verses, c) => {
        this.chapterFirst[chapterIndex++] = id;
        verses.forEach((verseText, v) => {
          if (!verseText) return;
          this.vBook[id] = b;
          this.vChapter[id] = c + 1;
          this.vVerse[id] = v + 1;
          this.vText[id] = verseText;
          const length = (tokens.verseStart[id + 1] ?? 0) - (tokens.verseStart[id] ?? 0);
          this.vLength[id] = Math.min(65_535, length);
          id++;
        });
      });
    });
    this.chapterFirst[chapterIndex] = id;

    tokens.words.forEach((word, w) => this.wordIds.set(word, w));
    tokens.terms.forEach((term, t) => this.termIds.set(term, t));
    this.indexTerms();
    this.idf = new Float64Array(this.termIds.size);
    this.postings.forEach((list, t) => {
      this.idf[t] = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
    });
    this.avgLength = tokens.ids.length / n;
  }

  /**
   * Postings of every term (the verses it is in, ascending) and its count in each, in two passes
   * over the words: one to size the lists, one to fill them, all in typed arrays.
   */
  private indexTerms(): void {
    const termCount = this.termIds.size;
    const start = new Uint32Array(termCount + 1);
    this.eachWord((_v, t, firstInVerse) => {
      if (firstInVerse) start[t + 1] = (start[t + 1] ?? 0) + 1;
    });
    for (let t = 0; t < termCount; t++) start[t + 1] = (start[t + 1] ?? 0) + (start[t] ?? 0);
    const verses = new Uint32Array(start[termCount] ?? 0);
    const counts = new Uint8Array(verses.length);
    const next = start.slice(0, termCount);
    this.eachWord((v, t, firstInVerse) => {
      if (firstInVerse) {
        const at = next[t] ?? 0;
        verses[at] = v;
        counts[at] = 1;
        next[t] = at + 1;
      } else {
        const at = (next[t] ?? 1) - 1;
        if ((counts[at] ?? 0) < 255) counts[at] = (counts[at] ?? 0) + 1;
      }
    });
    for (let t = 0; t < termCount; t++) {
      this.postings.push(verses.subarray(start[t], start[t + 1]));
      this.counts.push(counts.subarray(start[t], start[t + 1]));
    }
  }

  /** Every word's verse and term in reading order, and whether it is its term's first in the verse. */
  private eachWord(visit: (verse: number, term: number, firstInVerse: boolean) => void): void {
    const { ids, verseStart, wordTerm } = this.tokens;
    const lastVerse = new Int32Array(this.termIds.size).fill(-1);
    for (let v = 0; v < this.verseCount; v++) {
      const end = verseStart[v + 1] ?? 0;
      for (let k = verseStart[v] ?? 0; k < end; k++) {
        const t = wordTerm[ids[k] ?? 0] ?? 0;
        visit(v, t, lastVerse[t] !== v);
        lastVerse[t] = v;
      }
    }
  }

  /** Sizes, for the start-up log and the benchmark. */
  stats() {
    return {
      verses: this.verseCount,
      words: this.tokens.ids.length,
      distinctWords: this.wordIds.size,
      terms: this.termIds.size,
    };
  }

  /** The verses of a chapter; undefined when the book or chapter does not exist. */
  chapter(bookName: string, chapter: number): ChapterResult | undefined {
    const book = findBook(bookName);
    if (!book || !Number.isInteger(chapter) || chapter < 1 || chapter > book.chapters) {
      return undefined;
    }
    const b = BIBLE_BOOKS.indexOf(book);
    const [from, to] = this.chapterRange(b, chapter);
    const verses: ChapterVerse[] = [];
    for (let id = from; id < to; id++) {
      verses.push({ verse: this.vVerse[id] ?? 0, text: this.vText[id] ?? '' });
    }
    return { book, chapter, verses };
  }

  /** Words, "phrases" or a reference; at most `limit` verses, the best first. */
  search(query: string, limit: number): SearchResult {
    const reference = parseReference(query, this.language);
    if (reference) return this.passage(reference, limit);
    return { ...this.wordSearch(query, limit), reference: null, osis: null };
  }

  /**
   * The verses of a reference ('Rom 8:19-23', 'Juan 3:16'), at most `limit`; undefined when the
   * query is not a reference the parser reads (which includes one past the end of a book).
   */
  reference(query: string, limit: number): SearchResult | undefined {
    const reference = parseReference(query, this.language);
    return reference ? this.passage(reference, limit) : undefined;
  }

  private chapterRange(b: number, chapter: number): [number, number] {
    const index = (this.chapterBase[b] ?? 0) + chapter - 1;
    return [this.chapterFirst[index] ?? 0, this.chapterFirst[index + 1] ?? 0];
  }

  private found(id: number): FoundVerse {
    return {
      book_name: BIBLE_BOOKS[this.vBook[id] ?? 0]?.name ?? '',
      chapter: this.vChapter[id] ?? 0,
      verse: this.vVerse[id] ?? 0,
      text: this.vText[id] ?? '',
    };
  }

  /** The first verse id at or after b c:v, and the first after b c:v (for range ends). */
  private verseId(b: number, chapter: number, verse: number, after: boolean): number {
    const count = BIBLE_BOOKS[b]?.chapters ?? 0;
    const c = Math.min(Math.max(chapter, 1), count);
    const [from, to] = this.chapterRange(b, c);
    if (chapter > count) return to;
    let id = from;
    while (id < to && (this.vVerse[id] ?? 0) < verse + (after ? 1 : 0)) id++;
    return id;
  }

  private passage({ ranges, label, osis }: ParsedReference, limit: number): SearchResult {
    const ids: number[] = [];
    const seen = new Set<number>();
    for (const r of ranges) {
      const from = this.verseId(r.start.book, r.start.chapter, r.start.verse, false);
      const to = this.verseId(r.end.book, r.end.chapter, r.end.verse, true);
      for (let id = from; id < to; id++) {
        if (!seen.has(id)) {
          seen.add(id);
          ids.push(id);
        }
      }
    }
    return {
      total: ids.length,
      reference: ids.length > 0 ? label : null,
      osis: ids.length > 0 ? osis : null,
      verses: ids.slice(0, limit).map((id) => this.found(id)),
    };
  }

  private wordSearch(query: string, limit: number): { total: number; verses: FoundVerse[] } {
    const { terms, phrases } = parseQuery(query, this.language);
    const none = { total: 0, verses: [] };
    if (terms.length === 0) return none;
    const termIds: number[] = [];
    for (const term of terms) {
      const t = this.termIds.get(term);
      if (t === undefined) return none;
      termIds.push(t);
    }
    const phraseIds: number[][] = [];
    for (const phrase of phrases) {
      const ids: number[] = [];
      for (const word of phrase) {
        const w = this.wordIds.get(word);
        if (w === undefined) return none;
        ids.push(w);
      }
      phraseIds.push(ids);
    }

    // Intersect postings, rarest term first, scoring with BM25 as we go.
    termIds.sort((a, b) => (this.postings[a]?.length ?? 0) - (this.postings[b]?.length ?? 0));
    const first = termIds[0] ?? 0;
    let ids: Uint32Array = this.postings[first] ?? new Uint32Array();
    let scores = new Float64Array(ids.length);
    this.addScores(first, ids, scores, null);
    for (let i = 1; i < termIds.length && ids.length > 0; i++) {
      const t = termIds[i] ?? 0;
      const list = this.postings[t] ?? new Uint32Array();
      const keptIds = new Uint32Array(ids.length);
      const keptScores = new Float64Array(ids.length);
      const positions = new Uint32Array(ids.length);
      let kept = 0;
      let j = 0;
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k] ?? 0;
        j = lowerBound(list, id, j);
        if (j >= list.length) break;
        if (list[j] === id) {
          keptIds[kept] = id;
          keptScores[kept] = scores[k] ?? 0;
          positions[kept] = j;
          kept++;
        }
      }
      ids = keptIds.subarray(0, kept);
      scores = keptScores.subarray(0, kept);
      this.addScores(t, ids, scores, positions);
    }

    let matches = ids.length;
    const keep = new Uint8Array(ids.length).fill(1);
    if (phraseIds.length > 0) {
      for (let k = 0; k < ids.length; k++) {
        const id = ids[k] ?? 0;
        if (!phraseIds.every((p) => this.hasPhrase(id, p))) {
          keep[k] = 0;
          matches--;
        }
      }
    }
    const best = topK(ids, scores, keep, limit);
    return { total: matches, verses: best.map((id) => this.found(id)) };
  }

  private addScores(
    term: number,
    ids: Uint32Array,
    scores: Float64Array,
    positions: Uint32Array | null,
  ): void {
    const counts = this.counts[term] ?? new Uint8Array();
    const idf = this.idf[term] ?? 0;
    for (let k = 0; k < ids.length; k++) {
      const tf = counts[positions ? (positions[k] ?? 0) : k] ?? 0;
      const length = this.vLength[ids[k] ?? 0] ?? 0;
      const norm = K1 * (1 - B + (B * length) / this.avgLength);
      scores[k] = (scores[k] ?? 0) + (idf * (tf * (K1 + 1))) / (tf + norm);
    }
  }

  private hasPhrase(id: number, phrase: number[]): boolean {
    const { ids, verseStart } = this.tokens;
    const from = verseStart[id] ?? 0;
    const to = (verseStart[id + 1] ?? 0) - phrase.length;
    outer: for (let i = from; i <= to; i++) {
      for (let p = 0; p < phrase.length; p++) {
        if (ids[i + p] !== phrase[p]) continue outer;
      }
      return true;
    }
    return false;
  }
}

/** First index ≥ `from` whose value is ≥ `target` (galloping, then binary search). */
function lowerBound(list: Uint32Array, target: number, from: number): number {
  let lo = from;
  let step = 1;
  let hi = from;
  while (hi < list.length && (list[hi] ?? 0) < target) {
    lo = hi + 1;
    hi += step;
    step *= 2;
  }
  hi = Math.min(hi, list.length);
  while (lo < hi) {
    const mid = (lo + hi) >>> 1;
    if ((list[mid] ?? 0) < target) lo = mid + 1;
    else hi = mid;
  }
  return lo;
}

/** Higher score first; equal scores in canonical order (lower id first). */
const better = (sa: number, ia: number, sb: number, ib: number) =>
  sa > sb || (sa === sb && ia < ib);

/** The ids of the `k` best kept candidates, best first, with a small heap (the worst on top). */
export function topK(
  ids: Uint32Array,
  scores: Float64Array,
  keep: Uint8Array,
  k: number,
): number[] {
  const heapIds: number[] = [];
  const heapScores: number[] = [];
  const swap = (a: number, b: number) => {
    [heapIds[a], heapIds[b]] = [heapIds[b] ?? 0, heapIds[a] ?? 0];
    [heapScores[a], heapScores[b]] = [heapScores[b] ?? 0, heapScores[a] ?? 0];
  };
  // "worse(a, b)": a should sit above b in the heap.
  const worse = (a: number, b: number) =>
    better(heapScores[b] ?? 0, heapIds[b] ?? 0, heapScores[a] ?? 0, heapIds[a] ?? 0);
  const siftDown = (i: number) => {
    for (;;) {
      const l = 2 * i + 1;
      const r = l + 1;
      let top = i;
      if (l < heapIds.length && worse(l, top)) top = l;
      if (r < heapIds.length && worse(r, top)) top = r;
      if (top === i) return;
      swap(i, top);
      i = top;
    }
  };
  for (let n = 0; n < ids.length; n++) {
    if (!keep[n]) continue;
    const id = ids[n] ?? 0;
    const score = scores[n] ?? 0;
    if (heapIds.length < k) {
      heapIds.push(id);
      heapScores.push(score);
      let i = heapIds.length - 1;
      while (i > 0) {
        const parent = (i - 1) >> 1;
        if (!worse(i, parent)) break;
        swap(i, parent);
        i = parent;
      }
    } else if (better(score, id, heapScores[0] ?? 0, heapIds[0] ?? 0)) {
      heapIds[0] = id;
      heapScores[0] = score;
      siftDown(0);
    }
  }
  return heapIds
    .map((id, i) => ({ id, score: heapScores[i] ?? 0 }))
    .sort((a, b) => (better(a.score, a.id, b.score, b.id) ? -1 : 1))
    .map((e) => e.id);
}
