import { BIBLE_BOOKS, type BibleBook, type ChapterVerse, findBook } from '../../../contract/bible';
import type { BibleText } from './import-web';
import { parseReference, type VerseRange } from './reference';
import { parseQuery, termOf, words } from './text';

/** One verse as search answers read it (spec §3 'External search answer'). */
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
 * The whole Bible in memory with an inverted index of word stems. Verses have ids in canonical
 * order (Genesis 1:1 is 0), so sorting by id is sorting canonically. Every search answer is
 * computed from typed arrays: postings (verse ids and term counts per stem) for words, each
 * verse's word sequence for quoted phrases.
 */
export class BibleIndex {
  readonly source: string;
  readonly verseCount: number;
  private readonly vBook: Uint8Array;
  private readonly vChapter: Uint16Array;
  private readonly vVerse: Uint16Array;
  private readonly vText: string[];
  private readonly vLength: Uint16Array;
  /** First verse id of each chapter: index chapterBase[book] + chapter - 1; one past the end last. */
  private readonly chapterFirst: Uint32Array;
  private readonly chapterBase: number[];
  /** Each verse's words as word ids, all verses end to end. */
  private readonly tokens: Uint32Array;
  private readonly tokenStart: Uint32Array;
  private readonly wordIds = new Map<string, number>();
  private readonly termIds = new Map<string, number>();
  private readonly postings: Uint32Array[] = [];
  private readonly counts: Uint8Array[] = [];
  private readonly idf: Float64Array;
  private readonly avgLength: number;

  constructor(text: BibleText) {
    this.source = text.source;
    let n = 0;
    for (const book of text.books) for (const ch of book.chapters) for (const t of ch) if (t) n++;
    this.verseCount = n;
    this.vBook = new Uint8Array(n);
    this.vChapter = new Uint16Array(n);
    this.vVerse = new Uint16Array(n);
    this.vText = new Array<string>(n);
    this.vLength = new Uint16Array(n);
    this.chapterBase = [];
    const totalChapters = text.books.reduce((sum, b) => sum + b.chapters.length, 0);
    this.chapterFirst = new Uint32Array(totalChapters + 1);
    this.tokenStart = new Uint32Array(n + 1);

    const tokenList: number[] = [];
    const termPostings: number[][] = [];
    const termCounts: number[][] = [];
    const wordTerm: number[] = [];
    // Per term: the last verse it was seen in, and how often there (no Map per verse).
    const lastVerse: number[] = [];
    const countInVerse: number[] = [];
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
          this.tokenStart[id] = tokenList.length;
          const seen: number[] = [];
          for (const word of words(verseText)) {
            let wordId = this.wordIds.get(word);
            if (wordId === undefined) {
              wordId = this.wordIds.size;
              this.wordIds.set(word, wordId);
              const term = termOf(word);
              let termId = this.termIds.get(term);
              if (termId === undefined) {
                termId = this.termIds.size;
                this.termIds.set(term, termId);
                termPostings.push([]);
                termCounts.push([]);
                lastVerse.push(-1);
                countInVerse.push(0);
              }
              wordTerm.push(termId);
            }
            tokenList.push(wordId);
            const termId = wordTerm[wordId] ?? 0;
            if (lastVerse[termId] !== id) {
              lastVerse[termId] = id;
              countInVerse[termId] = 0;
              seen.push(termId);
            }
            countInVerse[termId] = (countInVerse[termId] ?? 0) + 1;
          }
          this.vLength[id] = Math.min(65_535, tokenList.length - (this.tokenStart[id] ?? 0));
          for (const termId of seen) {
            termPostings[termId]?.push(id);
            termCounts[termId]?.push(Math.min(255, countInVerse[termId] ?? 0));
          }
          id++;
        });
      });
    });
    this.chapterFirst[chapterIndex] = id;
    this.tokenStart[n] = tokenList.length;
    this.tokens = Uint32Array.from(tokenList);
    this.idf = new Float64Array(termPostings.length);
    termPostings.forEach((list, t) => {
      this.postings.push(Uint32Array.from(list));
      this.counts.push(Uint8Array.from(termCounts[t] ?? []));
      this.idf[t] = Math.log(1 + (n - list.length + 0.5) / (list.length + 0.5));
    });
    this.avgLength = tokenList.length / n;
  }

  /** Sizes, for the start-up log and the benchmark. */
  stats() {
    return {
      verses: this.verseCount,
      words: this.tokens.length,
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
    const reference = parseReference(query);
    if (reference) return this.passage(reference.ranges, reference.label, limit);
    return { ...this.wordSearch(query, limit), reference: null };
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

  private passage(ranges: VerseRange[], label: string, limit: number): SearchResult {
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
      verses: ids.slice(0, limit).map((id) => this.found(id)),
    };
  }

  private wordSearch(query: string, limit: number): { total: number; verses: FoundVerse[] } {
    const { terms, phrases } = parseQuery(query);
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
    const from = this.tokenStart[id] ?? 0;
    const to = (this.tokenStart[id + 1] ?? 0) - phrase.length;
    outer: for (let i = from; i <= to; i++) {
      for (let p = 0; p < phrase.length; p++) {
        if (this.tokens[i + p] !== phrase[p]) continue outer;
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
