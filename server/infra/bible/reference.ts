import { LRUCache } from 'lru-cache';
import { bcv_parser } from 'bible-passage-reference-parser/esm/bcv_parser.js';
import * as english from 'bible-passage-reference-parser/esm/lang/en.js';
import * as spanish from 'bible-passage-reference-parser/esm/lang/es.js';
import * as portuguese from 'bible-passage-reference-parser/esm/lang/pt.js';
import { BIBLE_BOOKS, type BibleLanguage, chapterPath } from '../../../contract/bible';
import { osisLabel, osisPassage, type ReferenceRow } from '../../../contract/bible-references';

/** A point in the text: book index (canonical, 0 = Genesis), chapter and verse. */
export interface VersePoint {
  book: number;
  chapter: number;
  verse: number;
}

export interface VerseRange {
  start: VersePoint;
  end: VersePoint;
}

export interface ParsedReference {
  ranges: VerseRange[];
  /** The passage in OSIS notation: 'John.3.16-John.3.18', 'Rom.8' (several joined by commas). */
  osis: string;
  /** How the passage reads: 'John 3:16', 'John 3:16–18', 'Romans 8', 'Genesis 50:26–Exodus 1:3'. */
  label: string;
}

const bookIndexByOsis = new Map(BIBLE_BOOKS.map((b, i) => [b.osis, i]));

/** The language packs a query is read with, in this order: the first that reads it all wins. */
const QUERY_LANGUAGES = { en: english, es: spanish, pt: portuguese } as const;
export type QueryLanguage = keyof typeof QUERY_LANGUAGES;

/**
 * How a text separates chapter from verse. Spanish and Portuguese readers often write the verse
 * after a comma and separate passages with a full stop ('Juan 3,16.18'); the parser calls that the
 * 'eu' style. A text is read so when it has a digit, a comma and a digit and never a digit, a
 * colon and a digit: 'Juan 3,16' is John 3:16, while 'Juan 3, 4' and 'Jn 3:16, 4:1' keep the
 * comma between passages.
 */
type Punctuation = 'us' | 'eu';
const punctuationOf = (text: string): Punctuation =>
  /\d,\d/.test(text) && !/\d:\d/.test(text) ? 'eu' : 'us';

const parsers = new Map<string, bcv_parser>();
function getParser(language: QueryLanguage, punctuation: Punctuation): bcv_parser {
  const key = `${language}-${punctuation}`;
  let parser = parsers.get(key);
  if (!parser) {
    parser = new bcv_parser(QUERY_LANGUAGES[language]);
    parser.set_options({
      // 'Jude 3' is Jude 1:3; 'Gen 1' is the whole chapter; invalid passages are ignored.
      book_alone_strategy: 'full',
      invalid_passage_strategy: 'ignore',
      invalid_sequence_strategy: 'ignore',
      sequence_combination_strategy: 'separate',
      passage_existence_strategy: 'bcv',
      punctuation_strategy: punctuation,
    });
    parsers.set(key, parser);
  }
  return parser;
}

interface ParserPoint {
  b: string;
  c: number;
  v: number;
}
/** One passage as the parser answers it (its OSIS already names whole chapters as 'John.3'). */
interface ParserEntity {
  osis: string;
  indices: [number, number];
  start: ParserPoint;
  end: ParserPoint;
}

/** What may stand between references: spaces, commas, semicolons, 'and', 'y', 'e'. */
const SEPARATORS = /^(?:[\s,;.&]|\b(?:and|y|e)\b)*$/i;

const point = (p: ParserPoint): VersePoint | undefined => {
  const book = bookIndexByOsis.get(p.b);
  return book === undefined ? undefined : { book, chapter: p.c, verse: p.v };
};

/**
 * The passage a query names, when the whole query is one or more references with at least a
 * chapter ('John 3:16', 'jn 3:16-18', 'Romans 8', 'Gen 1:1-3', '1 Cor 13', 'Jn 3:16, 4:1'), with
 * book names in English, Spanish or Portuguese ('Juan 3:16', '1 Corintios 13', 'João 3,16'):
 * English is tried first, so an English query reads as it always has. The label names the books
 * in `language` ('Juan 3:16' for the Spanish text). A bare book name ('John', 'Job', 'Acts of
 * love') is not a reference: it is searched as words.
 */
export function parseReference(
  query: string,
  language: BibleLanguage = 'en',
): ParsedReference | undefined {
  if (!/\d/.test(query)) return undefined;
  const punctuation = punctuationOf(query);
  for (const parserLanguage of Object.keys(QUERY_LANGUAGES) as QueryLanguage[]) {
    const found = readReference(query, getParser(parserLanguage, punctuation), language);
    if (found) return found;
  }
  return undefined;
}

function readReference(
  query: string,
  parser: bcv_parser,
  language: BibleLanguage,
): ParsedReference | undefined {
  const entities = parser.parse(query).parsed_entities() as ParserEntity[];
  if (entities.length === 0) return undefined;
  let rest = query;
  const ranges: VerseRange[] = [];
  const passages: string[] = [];
  for (const entity of [...entities].sort((a, b) => a.indices[0] - b.indices[0])) {
    const [from, to] = entity.indices;
    if (!/\d/.test(query.slice(from, to))) return undefined;
    // Blank out what was read (same length, so later indices still hold).
    rest = rest.slice(0, from) + ' '.repeat(to - from) + rest.slice(to);
    const start = point(entity.start);
    const end = point(entity.end);
    if (!start || !end) return undefined;
    ranges.push({ start, end });
    passages.push(entity.osis);
  }
  if (!SEPARATORS.test(rest) || ranges.length === 0) return undefined;
  const osis = passages.join(',');
  return { ranges, osis, label: osisLabel(osis, language) };
}

const textParsers = new Map<string, bcv_parser>();
/**
 * The parser for references inside running text of a language: book names only as written with
 * a capital ('It is 5 o'clock' is not Isaiah 5, 'acts 2' is not Acts 2), and a book without a
 * chapter ('Job', 'Mark') is a word.
 */
function getTextParser(language: QueryLanguage, punctuation: Punctuation): bcv_parser {
  const key = `${language}-${punctuation}`;
  let parser = textParsers.get(key);
  if (!parser) {
    parser = new bcv_parser(QUERY_LANGUAGES[language]);
    parser.set_options({
      book_alone_strategy: 'ignore',
      invalid_passage_strategy: 'ignore',
      invalid_sequence_strategy: 'ignore',
      sequence_combination_strategy: 'separate',
      passage_existence_strategy: 'bcv',
      case_sensitive: 'books',
      punctuation_strategy: punctuation,
    });
    textParsers.set(key, parser);
  }
  return parser;
}

/** A reference found in text: where it stands (`text.slice(start, end)`) and its reader address. */
export interface FoundReference {
  start: number;
  end: number;
  /** The passage in OSIS notation: 'Rom.8.28-Rom.8.30'. */
  osis: string;
  /** '/bible/John/3#v16', '/bible/Romans/8#v28-30', '/bible/1-Corinthians/15'. */
  path: string;
}

/** The reader's address of an OSIS passage ('Rom.8.28-Rom.8.30', '1Cor.15', 'John.3.16-John.4.2'). */
function readerPath(osis: string): string | undefined {
  const passage = osisPassage(osis);
  if (!passage) return undefined;
  return chapterPath(passage.book.name, passage.chapter) + (passage.hash ? `#${passage.hash}` : '');
}

/**
 * The word that joins the two ends of a range read from running text ('to', 'through', 'á'), as
 * the parser's language packs have it; a dash is not a word.
 */
const RANGE_WORD = /\s(?:to|through|thru|á)\.?\s+/giu;
const bookOfOsisPoint = (point: string) => point.split('.')[0];

/**
 * A range read across two books that the text joins with a word, not a dash, is two references:
 * 'from Daniel 12:2 to 1 Corinthians 15' speaks of two places, while 'Gen 50:26–Exod 1:3' is
 * one passage. Answers where, in `matched`, the first reference ends and the second starts.
 */
function twoBooksAt(osis: string, matched: string): [number, number] | undefined {
  const [from = '', to = from] = osis.split('-');
  if (bookOfOsisPoint(from) === bookOfOsisPoint(to) || /[-\u2013\u2014]/.test(matched)) {
    return undefined;
  }
  const joins = [...matched.matchAll(RANGE_WORD)];
  const last = joins[joins.length - 1];
  return last ? [last.index, last.index + last[0].length] : undefined;
}

/**
 * The Bible references in running text with a chapter at least ('John 3:16', 'Rom 8:28-30',
 * '1 Cor 15', 'Juan 3,16' in a text that writes verses so), in order, each with the reader's
 * address of its passage; book names read in `language` ('Hechos 2:1', 'Atos 2:1'), which is
 * the text's own: every text the ministry publishes is read by this one rule.
 */
export function findReferences(text: string, language: QueryLanguage = 'en'): FoundReference[] {
  if (!/\d/.test(text)) return [];
  const found = getTextParser(language, punctuationOf(text)).parse(text).osis_and_indices() as {
    osis: string;
    indices: [number, number];
  }[];
  const references: FoundReference[] = [];
  for (const { osis, indices } of found) {
    const [start, matchEnd] = indices;
    let end = matchEnd;
    const matched = text.slice(start, end);
    const two = twoBooksAt(osis, matched);
    if (two) {
      // Each side read on its own, where it stands in the text.
      for (const [from, to] of [
        [start, start + two[0]],
        [start + two[1], end],
      ] as const) {
        for (const part of findReferences(text.slice(from, to), language)) {
          references.push({ ...part, start: part.start + from, end: part.end + from });
        }
      }
      continue;
    }
    // A letter after a space is a word of the sentence ('Romanos 8:37 a 39': 'a' is 'to'), not
    // the part of a verse the parser takes it for ('3:16a').
    const letter = /\s+[a-e]$/i.exec(matched);
    if (letter) end -= letter[0].length;
    const path = readerPath(osis);
    if (path && /\d/.test(text.slice(start, end))) references.push({ start, end, osis, path });
  }
  return references.sort((a, b) => a.start - b.start);
}

/** Rows found, kept by text: a list of answers is read again on every request for it. */
const rowsKept = new LRUCache<string, readonly ReferenceRow[]>({
  max: 5_000,
  maxSize: 16 * 1024 * 1024,
  sizeCalculation: (rows, key) => key.length + 40 * rows.length + 1,
});

/**
 * Where the references of a published text stand, as the client links them
 * (`ScriptureText`): [start, end, osis] in order, never overlapping. Read in the text's language.
 */
export function referenceRows(text: string, language: QueryLanguage): readonly ReferenceRow[] {
  const key = `${language}:${text}`;
  const kept = rowsKept.get(key);
  if (kept) return kept;
  const rows: ReferenceRow[] = [];
  let at = 0;
  for (const found of findReferences(text, language)) {
    if (found.start < at) continue;
    rows.push([found.start, found.end, found.osis]);
    at = found.end;
  }
  rowsKept.set(key, rows);
  return rows;
}
