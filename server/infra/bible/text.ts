import { stemmer as spanishStem } from '@orama/stemmers/spanish';
import type { BibleLanguage } from '../../../contract/bible';
import { porterStem } from './stem';

/**
 * Words of verse text and of queries, read the same way: lower case, accents dropped, curly
 * apostrophes made straight, a word being letters and digits with inner apostrophes ("don't",
 * "god's"). Punctuation and quotes separate words and are otherwise ignored.
 */
const WORD = /[a-z0-9]+(?:'[a-z0-9]+)*/g;

/** Characters that need no Unicode decomposition (nearly all of the WEB): skip the slow path. */
const PLAIN = /^[\x20-\x7e\u00a0\u2014\u2018\u2019\u201c\u201d]*$/;

export function normalise(text: string): string {
  const folded = PLAIN.test(text) ? text : text.normalize('NFKD').replace(/[\u0300-\u036f]/g, '');
  return folded.toLowerCase().replace(/[\u2018\u2019\u02bc`´]/g, "'");
}

/** The words of a text in order (normalised, not stemmed). */
export function words(text: string): string[] {
  return normalise(text).match(WORD) ?? [];
}

const stemCaches: Record<BibleLanguage, Map<string, string>> = { en: new Map(), es: new Map() };

/**
 * The index term of a word (normalised, so already without accents). English: the possessive
 * dropped ("god's" -> "god"), then the Porter stem of what is left, so love, loved, loves and
 * loving share the term "love". Spanish: the Snowball Spanish stem of the folded word, so 'amó'
 * and 'amo' meet, as do 'corazón' and 'corazones'. Folding before stemming (not after) makes a
 * query typed without accents find the same term as one typed with them.
 */
export function termOf(word: string, language: BibleLanguage = 'en'): string {
  const cache = stemCaches[language];
  const cached = cache.get(word);
  if (cached !== undefined) return cached;
  let term: string;
  if (language === 'es') {
    term = /^[a-z]+$/.test(word) ? spanishStem(word) : word;
  } else {
    const base = word.replace(/'s$|'$/, '');
    term = /^[a-z]+$/.test(base) ? porterStem(base) : base;
  }
  if (cache.size < 100_000) cache.set(word, term);
  return term;
}

export interface ParsedQuery {
  /** Every word of the query, each required (as its term). */
  terms: string[];
  /** "Quoted phrases": runs of words that must appear in this order, word for word. */
  phrases: string[][];
}

/**
 * Splits a query into required terms and quoted phrases. An unmatched quote counts as closed at
 * the end. Words of phrases are also required terms, so phrases narrow the candidate verses.
 */
export function parseQuery(query: string, language: BibleLanguage = 'en'): ParsedQuery {
  const phrases: string[][] = [];
  const termList: string[] = [];
  // Straight and curly double quotes both open and close a phrase.
  const parts = query.replace(/[\u201c\u201d\u201e\u00ab\u00bb]/g, '"').split('"');
  parts.forEach((part, i) => {
    const partWords = words(part);
    const quoted = i % 2 === 1;
    if (quoted && partWords.length > 1) phrases.push(partWords);
    for (const word of partWords) termList.push(termOf(word, language));
  });
  return { terms: [...new Set(termList)], phrases };
}

/** Verse text from its pieces: single spaces, no space before closing punctuation, trimmed. */
export function joinPieces(pieces: readonly string[]): string {
  return pieces
    .map((piece) => piece.replace(/[ \t\r\n]+/g, ' ').trim())
    .filter((piece) => piece.length > 0)
    .join(' ')
    .replace(/ +([,.;:!?])/g, '$1')
    .trim();
}
