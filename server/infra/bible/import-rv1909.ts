import { createHash } from 'node:crypto';
import { readFileSync } from 'node:fs';
import path from 'node:path';
import { gunzipSync } from 'node:zlib';
import { BIBLE_BOOKS } from '../../../contract/bible';
import { projectRoot } from '../../project-root';
import { checkBibleText, type BibleText, type VerseBounds, WEB_VERSES } from './import-web';

/**
 * The Reina-Valera 1909 (public domain), exported once from the SWORD module spaRV1909eb
 * (Debian's sword-text-sparv) by scripts/import-rv1909.ts into a committed file of the same
 * shape as the WEB's import: nothing outside npm is needed to build or run.
 */
export const rv1909DataFile = (root = projectRoot()) =>
  path.join(root, 'server', 'infra', 'bible', 'data', 'rv1909.json.gz');

/**
 * The RV1909 follows the KJV's versification, the WEB nearly so: its verse count (present verses,
 * the empty ones left out) must be within 1% of the WEB's.
 */
export const RV1909_VERSE_TOLERANCE = 0.01;
const minVerses = Math.floor(WEB_VERSES * (1 - RV1909_VERSE_TOLERANCE));
const maxVerses = Math.ceil(WEB_VERSES * (1 + RV1909_VERSE_TOLERANCE));
export const RV1909_VERSES: VerseBounds = {
  minVerses,
  maxVerses,
  about: `${minVerses.toLocaleString('en')}–${maxVerses.toLocaleString('en')} (the WEB's ±1%)`,
};

/** A line of `diatheke -f OSIS` output: 'John 3:16: <w>Porque</w> …'. */
const LINE = /^(.+?) (\d+):(\d+): ?(.*)$/;

/** Pronouns the text writes joined to a verb: 'Júramelo', 'sácalo', 'díjoles', 'hacedlo'. */
const ENCLITIC = /(\p{L}+)<\/w>(lo|la|los|las|le|les|me|te|se|nos|os)(?!\p{L})/gu;
/** Words that end like a verb but are not one ('Jehová los', 'cuánto nos'). */
const NOT_VERBS = new Set(['josué', 'jehová', 'ejército', 'cuánto']);
/** An infinitive, an imperative, a gerund or an accented form: what takes an enclitic. */
const verbLike = (word: string) =>
  !NOT_VERBS.has(word.toLowerCase()) && /(?:[rdz]|ndo|[áéíóú]\p{L}*)$/u.test(word);

/**
 * Verse text without the module's OSIS markup (word elements for Strong's numbers, line
 * milestones). The tagging sometimes split one word at an enclitic pronoun ('<w>Júrame</w>lo')
 * and sometimes left out the space between two words ('allí</w>también<w>bdelio'): the pronoun
 * is joined back to a verb, and any other element between two letters reads as a space.
 */
export function stripMarkup(osis: string): string {
  return osis
    .replace(ENCLITIC, (_, word: string, pronoun: string) =>
      verbLike(word) ? word + pronoun : `${word} ${pronoun}`,
    )
    .replace(/(\p{L})(?:<[^>]*>)+(?=\p{L})/gu, '$1 ')
    .replace(/<[^>]*>/g, '')
    .replace(/&lt;/g, '<')
    .replace(/&gt;/g, '>')
    .replace(/&quot;/g, '"')
    .replace(/&apos;/g, "'")
    .replace(/&amp;/g, '&')
    .replace(/\s+/g, ' ')
    .trim();
}

/** The Hebrew letters heading Psalm 119's stanzas of eight verses, as the module spells them. */
const PSALM_119_LETTERS =
  'ALEPH|BETH|GIMEL|DALETH|HE|VAU|ZAIN|CHETH|TETH|JOD|CAPH|LAMED|MEM|NUN|SAMECH|AIN|PE|TZADDI|COPH|RESH|SIN|TAU';
const STANZA_LETTER = new RegExp(`^(?:${PSALM_119_LETTERS})\\.? (?=\\P{Ll})`, 'u');
/**
 * A Psalm's title, before the words the module opens its chapters with in capitals ('Salmo de
 * David. JEHOVÁ es mi pastor', 'Cántico gradual. A TI que habitas'): text with nothing in
 * capitals, up to a full stop, colon or question mark, then the capitalised opening.
 */
const CAPITALISED = String.raw`\p{Lu}{2}|\p{Lu} \p{Lu}`;
const PSALM_TITLE = new RegExp(
  String.raw`^(?:(?!${CAPITALISED}).)+?[.:?] (?=[¡¿]?(?:${CAPITALISED}))`,
  'u',
);

/**
 * A Psalm verse without what the module writes into it but is not the verse: the Psalm's title in
 * verse 1, and the Hebrew letter over each of Psalm 119's stanzas. The WEB leaves both out, so
 * the two texts number and quote the same words. 'Aleluya.' before the opening stays: there it is
 * the verse's own first word (the WEB's 'Praise Yah!').
 */
export function withoutPsalmHeading(chapter: number, verse: number, text: string): string {
  if (chapter === 119 && verse % 8 === 1) return text.replace(STANZA_LETTER, '');
  if (verse !== 1) return text;
  const title = PSALM_TITLE.exec(text)?.[0];
  return title && title.trim() !== 'Aleluya.' ? text.slice(title.length) : text;
}

/**
 * The books of a whole-Bible `diatheke -f OSIS` export, in the module's (canonical) order, named
 * as the fixed table names them. A verse number the module leaves empty stays '' so numbering
 * holds (the module joins a few verses with the next, as the KJV numbering does). Psalm headings
 * are left out (`withoutPsalmHeading`).
 */
export function booksFromDiatheke(output: string): BibleText['books'] {
  const books: BibleText['books'] = [];
  let sourceName: string | undefined;
  for (const line of output.split('\n')) {
    const match = LINE.exec(line);
    if (!match) continue;
    const [, name = '', chapterText = '', verseText = '', body = ''] = match;
    if (name !== sourceName) {
      const expected = BIBLE_BOOKS[books.length];
      if (!expected) throw new Error(`More than ${BIBLE_BOOKS.length} books: ${name}`);
      sourceName = name;
      books.push({ name: expected.name, chapters: [] });
    }
    const book = books[books.length - 1];
    if (!book) continue;
    const chapter = Number(chapterText);
    const verse = Number(verseText);
    while (book.chapters.length < chapter) book.chapters.push([]);
    const verses = book.chapters[chapter - 1] ?? [];
    while (verses.length < verse) verses.push('');
    const words = stripMarkup(body);
    verses[verse - 1] = book.name === 'Psalms' ? withoutPsalmHeading(chapter, verse, words) : words;
  }
  return books;
}

/** Checks the Spanish text as the WEB is checked, with its own verse bounds. */
export const checkRv1909 = (text: BibleText) => checkBibleText(text, RV1909_VERSES);

/**
 * What the committed file is, for telling whether the build's compact file was made from it: its
 * bytes' hash (its `source` names the module, which a new export with other rules would keep).
 */
export function rv1909Origin(file = rv1909DataFile()): string {
  const hash = createHash('sha1').update(readFileSync(file)).digest('hex');
  return `${path.basename(file)} sha1:${hash}`;
}

/** The committed RV1909, checked; its words are Spanish. */
export function importReinaValera(file = rv1909DataFile()): BibleText {
  const saved = JSON.parse(gunzipSync(readFileSync(file)).toString('utf8')) as BibleText;
  const text: BibleText = { ...saved, language: 'es' };
  checkRv1909(text);
  return text;
}
