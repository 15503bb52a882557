/**
 * The Holy Bible's books: the 66 books of the World English
 * Bible with the fixed chapter table the screen uses, and book-name resolution shared by the
 * server, the client and the page router. No zod here, so the client bundle stays small; the
 * API schemas are in ./bible.ts.
 */
import { pathTo } from './pages';

export type Testament = 'OT' | 'NT';

export interface BibleBook {
  /** Display name: 'Genesis', 'Song of Solomon', '1 John'. */
  name: string;
  /** OSIS id, as bible-passage-reference-parser names the book: 'Gen', 'Song', '1John'. */
  osis: string;
  testament: Testament;
  chapters: number;
}

const book = (name: string, osis: string, testament: Testament, chapters: number): BibleBook => ({
  name,
  osis,
  testament,
  chapters,
});

/** Canonical order. The data import fails unless the text has exactly these books and chapters. */
export const BIBLE_BOOKS: readonly BibleBook[] = [
  book('Genesis', 'Gen', 'OT', 50),
  book('Exodus', 'Exod', 'OT', 40),
  book('Leviticus', 'Lev', 'OT', 27),
  book('Numbers', 'Num', 'OT', 36),
  book('Deuteronomy', 'Deut', 'OT', 34),
  book('Joshua', 'Josh', 'OT', 24),
  book('Judges', 'Judg', 'OT', 21),
  book('Ruth', 'Ruth', 'OT', 4),
  book('1 Samuel', '1Sam', 'OT', 31),
  book('2 Samuel', '2Sam', 'OT', 24),
  book('1 Kings', '1Kgs', 'OT', 22),
  book('2 Kings', '2Kgs', 'OT', 25),
  book('1 Chronicles', '1Chr', 'OT', 29),
  book('2 Chronicles', '2Chr', 'OT', 36),
  book('Ezra', 'Ezra', 'OT', 10),
  book('Nehemiah', 'Neh', 'OT', 13),
  book('Esther', 'Esth', 'OT', 10),
  book('Job', 'Job', 'OT', 42),
  book('Psalms', 'Ps', 'OT', 150),
  book('Proverbs', 'Prov', 'OT', 31),
  book('Ecclesiastes', 'Eccl', 'OT', 12),
  book('Song of Solomon', 'Song', 'OT', 8),
  book('Isaiah', 'Isa', 'OT', 66),
  book('Jeremiah', 'Jer', 'OT', 52),
  book('Lamentations', 'Lam', 'OT', 5),
  book('Ezekiel', 'Ezek', 'OT', 48),
  book('Daniel', 'Dan', 'OT', 12),
  book('Hosea', 'Hos', 'OT', 14),
  book('Joel', 'Joel', 'OT', 3),
  book('Amos', 'Amos', 'OT', 9),
  book('Obadiah', 'Obad', 'OT', 1),
  book('Jonah', 'Jonah', 'OT', 4),
  book('Micah', 'Mic', 'OT', 7),
  book('Nahum', 'Nah', 'OT', 3),
  book('Habakkuk', 'Hab', 'OT', 3),
  book('Zephaniah', 'Zeph', 'OT', 3),
  book('Haggai', 'Hag', 'OT', 2),
  book('Zechariah', 'Zech', 'OT', 14),
  book('Malachi', 'Mal', 'OT', 4),
  book('Matthew', 'Matt', 'NT', 28),
  book('Mark', 'Mark', 'NT', 16),
  book('Luke', 'Luke', 'NT', 24),
  book('John', 'John', 'NT', 21),
  book('Acts', 'Acts', 'NT', 28),
  book('Romans', 'Rom', 'NT', 16),
  book('1 Corinthians', '1Cor', 'NT', 16),
  book('2 Corinthians', '2Cor', 'NT', 13),
  book('Galatians', 'Gal', 'NT', 6),
  book('Ephesians', 'Eph', 'NT', 6),
  book('Philippians', 'Phil', 'NT', 4),
  book('Colossians', 'Col', 'NT', 4),
  book('1 Thessalonians', '1Thess', 'NT', 5),
  book('2 Thessalonians', '2Thess', 'NT', 3),
  book('1 Timothy', '1Tim', 'NT', 6),
  book('2 Timothy', '2Tim', 'NT', 4),
  book('Titus', 'Titus', 'NT', 3),
  book('Philemon', 'Phlm', 'NT', 1),
  book('Hebrews', 'Heb', 'NT', 13),
  book('James', 'Jas', 'NT', 5),
  book('1 Peter', '1Pet', 'NT', 5),
  book('2 Peter', '2Pet', 'NT', 3),
  book('1 John', '1John', 'NT', 5),
  book('2 John', '2John', 'NT', 1),
  book('3 John', '3John', 'NT', 1),
  book('Jude', 'Jude', 'NT', 1),
  book('Revelation', 'Rev', 'NT', 22),
];

/** A book missing from the table counts 25 chapters. */
export const DEFAULT_CHAPTER_COUNT = 25;
export const SEARCH_DEFAULT_LIMIT = 20;
export const SEARCH_MAX_LIMIT = 100;
export const SEARCH_MAX_LENGTH = 200;

/** Common abbreviations beyond the OSIS ids and unique prefixes of the names (keys normalised). */
const ABBREVIATIONS: Record<string, string[]> = {
  Genesis: ['ge', 'gn'],
  Exodus: ['ex', 'exo'],
  Leviticus: ['lv', 'le'],
  Numbers: ['nu', 'nm', 'nb'],
  Deuteronomy: ['dt', 'deu'],
  Joshua: ['jos', 'jsh'],
  Judges: ['jdg', 'jg', 'jdgs'],
  Ruth: ['ru', 'rth'],
  '1 Samuel': ['1sa', '1sm'],
  '2 Samuel': ['2sa', '2sm'],
  '1 Kings': ['1ki', '1kg', '1kin'],
  '2 Kings': ['2ki', '2kg', '2kin'],
  '1 Chronicles': ['1ch', '1chron'],
  '2 Chronicles': ['2ch', '2chron'],
  Nehemiah: ['ne'],
  Esther: ['es', 'est'],
  Job: ['jb'],
  Psalms: ['psa', 'psalm', 'pss', 'psm', 'pslm'],
  Proverbs: ['pr', 'prv', 'pro'],
  Ecclesiastes: ['ec', 'ecc', 'qoh'],
  'Song of Solomon': ['sos', 'so', 'sng', 'songofsongs', 'canticles', 'songs'],
  Isaiah: ['is'],
  Jeremiah: ['je', 'jr'],
  Lamentations: ['la'],
  Ezekiel: ['eze', 'ezk'],
  Daniel: ['da', 'dn'],
  Hosea: ['ho'],
  Joel: ['jl'],
  Amos: ['am'],
  Obadiah: ['ob'],
  Jonah: ['jnh', 'jon'],
  Micah: ['mi'],
  Nahum: ['na'],
  Habakkuk: ['hb'],
  Zephaniah: ['zep', 'zp'],
  Haggai: ['hg'],
  Zechariah: ['zec', 'zc'],
  Malachi: ['ml'],
  Matthew: ['mt', 'mat'],
  Mark: ['mk', 'mr', 'mrk'],
  Luke: ['lk', 'luk'],
  John: ['jn', 'jhn', 'joh'],
  Acts: ['ac', 'act'],
  Romans: ['ro', 'rm'],
  '1 Corinthians': ['1co'],
  '2 Corinthians': ['2co'],
  Galatians: ['ga'],
  Ephesians: ['ephes'],
  Philippians: ['php', 'pp', 'phil'],
  '1 Thessalonians': ['1th', '1thes'],
  '2 Thessalonians': ['2th', '2thes'],
  '1 Timothy': ['1ti', '1tm'],
  '2 Timothy': ['2ti', '2tm'],
  Titus: ['tit'],
  Philemon: ['philem', 'phm', 'phlm'],
  James: ['jm', 'jms'],
  '1 Peter': ['1pe', '1pt'],
  '2 Peter': ['2pe', '2pt'],
  '1 John': ['1jn', '1jo', '1jhn'],
  '2 John': ['2jn', '2jo', '2jhn'],
  '3 John': ['3jn', '3jo', '3jhn'],
  Jude: ['jud', 'jd'],
  Revelation: ['re', 'rv', 'revelations', 'apocalypse'],
};

/** The languages books are named in besides English. */
export type BookNameLanguage = 'es' | 'pt';

/**
 * The books' standard names in Spanish (as the Reina-Valera names them) and Portuguese (as the
 * Almeida does), in canonical order: what the reader shows and what addresses may use.
 */
const BOOK_NAMES: Record<BookNameLanguage, readonly string[]> = {
  es: [
    'Génesis',
    'Éxodo',
    'Levítico',
    'Números',
    'Deuteronomio',
    'Josué',
    'Jueces',
    'Rut',
    '1 Samuel',
    '2 Samuel',
    '1 Reyes',
    '2 Reyes',
    '1 Crónicas',
    '2 Crónicas',
    'Esdras',
    'Nehemías',
    'Ester',
    'Job',
    'Salmos',
    'Proverbios',
    'Eclesiastés',
    'Cantares',
    'Isaías',
    'Jeremías',
    'Lamentaciones',
    'Ezequiel',
    'Daniel',
    'Oseas',
    'Joel',
    'Amós',
    'Abdías',
    'Jonás',
    'Miqueas',
    'Nahúm',
    'Habacuc',
    'Sofonías',
    'Hageo',
    'Zacarías',
    'Malaquías',
    'Mateo',
    'Marcos',
    'Lucas',
    'Juan',
    'Hechos',
    'Romanos',
    '1 Corintios',
    '2 Corintios',
    'Gálatas',
    'Efesios',
    'Filipenses',
    'Colosenses',
    '1 Tesalonicenses',
    '2 Tesalonicenses',
    '1 Timoteo',
    '2 Timoteo',
    'Tito',
    'Filemón',
    'Hebreos',
    'Santiago',
    '1 Pedro',
    '2 Pedro',
    '1 Juan',
    '2 Juan',
    '3 Juan',
    'Judas',
    'Apocalipsis',
  ],
  pt: [
    'Gênesis',
    'Êxodo',
    'Levítico',
    'Números',
    'Deuteronômio',
    'Josué',
    'Juízes',
    'Rute',
    '1 Samuel',
    '2 Samuel',
    '1 Reis',
    '2 Reis',
    '1 Crônicas',
    '2 Crônicas',
    'Esdras',
    'Neemias',
    'Ester',
    'Jó',
    'Salmos',
    'Provérbios',
    'Eclesiastes',
    'Cânticos',
    'Isaías',
    'Jeremias',
    'Lamentações',
    'Ezequiel',
    'Daniel',
    'Oseias',
    'Joel',
    'Amós',
    'Obadias',
    'Jonas',
    'Miqueias',
    'Naum',
    'Habacuque',
    'Sofonias',
    'Ageu',
    'Zacarias',
    'Malaquias',
    'Mateus',
    'Marcos',
    'Lucas',
    'João',
    'Atos',
    'Romanos',
    '1 Coríntios',
    '2 Coríntios',
    'Gálatas',
    'Efésios',
    'Filipenses',
    'Colossenses',
    '1 Tessalonicenses',
    '2 Tessalonicenses',
    '1 Timóteo',
    '2 Timóteo',
    'Tito',
    'Filemom',
    'Hebreus',
    'Tiago',
    '1 Pedro',
    '2 Pedro',
    '1 João',
    '2 João',
    '3 João',
    'Judas',
    'Apocalipse',
  ],
};

/** A book's name in a language: 'Juan', 'João'; the English name for English or no table. */
export function bookDisplayName(book: BibleBook, language: string): string {
  const names = language === 'es' || language === 'pt' ? BOOK_NAMES[language] : undefined;
  return names?.[BIBLE_BOOKS.indexOf(book)] ?? book.name;
}

/**
 * Common Spanish and Portuguese abbreviations not already a name's key or an English one
 * (normalised keys; 'Jo' is left out: Portuguese writes it for João, Spanish for Job).
 */
const OTHER_ABBREVIATIONS: Record<string, string[]> = {
  Genesis: ['gen'],
  Exodus: ['exo'],
  Numbers: ['nm'],
  Judges: ['jue', 'jz'],
  Psalms: ['sal', 'sl'],
  Ecclesiastes: ['ecl'],
  'Song of Solomon': ['cnt', 'ct', 'cantar', 'cantardeloscantares', 'canticodoscanticos'],
  Matthew: ['mt'],
  Mark: ['mc', 'mr'],
  Luke: ['lc'],
  John: ['jn'],
  Acts: ['hch', 'at'],
  Romans: ['ro', 'rm'],
  '1 Corinthians': ['1co', '1cor'],
  '2 Corinthians': ['2co', '2cor'],
  James: ['stg', 'tg'],
  Revelation: ['ap', 'apoc'],
};

const ORDINALS: Record<string, string> = {
  i: '1',
  ii: '2',
  iii: '3',
  first: '1',
  second: '2',
  third: '3',
  '1st': '1',
  '2nd': '2',
  '3rd': '3',
};

/** 'I John', '1 john', '1-John', 'First John', '1john.' all become '1john'; 'João' 'joao'. */
export function bookKey(name: string): string {
  const words = name
    .normalize('NFKD')
    .replace(/[\u0300-\u036f]/g, '')
    .toLowerCase()
    .split(/[\s._\-–—]+/)
    .filter(Boolean);
  const ordinal = words.length > 1 ? ORDINALS[words[0] ?? ''] : undefined;
  if (ordinal) words[0] = ordinal;
  return words.join('').replace(/[^a-z0-9]/g, '');
}

const byKey = new Map<string, BibleBook>();
for (const b of BIBLE_BOOKS) {
  byKey.set(bookKey(b.name), b);
  byKey.set(bookKey(b.osis), b);
  for (const abbreviation of ABBREVIATIONS[b.name] ?? []) byKey.set(abbreviation, b);
}
// The Spanish and Portuguese names and abbreviations, where no English key already stands.
BIBLE_BOOKS.forEach((b, i) => {
  const names = [BOOK_NAMES.es[i], BOOK_NAMES.pt[i]].filter((n): n is string => Boolean(n));
  for (const key of [...names.map(bookKey), ...(OTHER_ABBREVIATIONS[b.name] ?? [])]) {
    // 'Jó' (Job) folds to 'jo', which Portuguese also writes for João: neither.
    if (!byKey.has(key) && key !== 'jo') byKey.set(key, b);
  }
});
const allKeys = BIBLE_BOOKS.flatMap((b, i) =>
  [b.name, BOOK_NAMES.es[i] ?? '', BOOK_NAMES.pt[i] ?? '']
    .map((n) => ({ key: bookKey(n), book: b }))
    .filter((k) => k.key !== 'jo'),
);

/**
 * The book a name refers to: the full name in English, Spanish or Portuguese in any case, with or
 * without spaces or accents ('1 John', '1john', 'I John', 'Juan', 'João', 'Gênesis'), its OSIS
 * id, a common abbreviation ('jn', 'Gen', 'Ps', 'Hch'), or an unambiguous prefix of at least
 * three letters ('Deuter'). Undefined when none or several books fit.
 */
export function findBook(name: string): BibleBook | undefined {
  const key = bookKey(name);
  if (!key) return undefined;
  const exact = byKey.get(key);
  if (exact) return exact;
  if (key.replace(/^\d/, '').length < 3) return undefined;
  const matches = new Set(allKeys.filter((k) => k.key.startsWith(key)).map((k) => k.book));
  return matches.size === 1 ? [...matches][0] : undefined;
}

/** The chapter count of a book by display name; unknown books count 25. */
export function chapterCount(name: string): number {
  return findBook(name)?.chapters ?? DEFAULT_CHAPTER_COUNT;
}

/** The book's path segment: 'Song of Solomon' -> 'Song-of-Solomon', '1 John' -> '1-John'. */
export const bookSlug = (name: string): string => name.replace(/ /g, '-');

/** The address of a chapter, optionally of a verse in it: /bible/1-John/3#v16. */
export function chapterPath(bookName: string, chapter: number, verse?: number): string {
  const params = { book: bookSlug(bookName), chapter };
  return pathTo('bibleChapter', params, verse === undefined ? {} : { hash: `v${verse}` });
}

/** Is `/bible/:book/:chapter` a real chapter? The page router answers 404 otherwise. */
export function isChapterAddress(bookSegment: string, chapterSegment: string): boolean {
  let decoded: string;
  try {
    decoded = decodeURIComponent(bookSegment);
  } catch {
    return false;
  }
  const found = findBook(decoded);
  if (!found || !/^\d{1,3}$/.test(chapterSegment)) return false;
  const chapter = Number(chapterSegment);
  return chapter >= 1 && chapter <= found.chapters;
}
