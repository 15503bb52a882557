import { z } from 'zod';
import { bookSlug, SEARCH_DEFAULT_LIMIT, SEARCH_MAX_LENGTH, SEARCH_MAX_LIMIT } from './bible-books';
import { apiRoute } from './api-route';

/** The Bible API's schemas; the books, names and limits live in ./bible-books.ts. */
export * from './bible-books';

/** The texts the reader and the API offer; `web` answers when no version is asked for. */
export const BIBLE_VERSION_IDS = ['web', 'rv1909'] as const;
export type BibleVersionId = (typeof BIBLE_VERSION_IDS)[number];
/** The language of a version's text: its search stems words of that language. */
export type BibleLanguage = 'en' | 'es';

export interface BibleVersion {
  id: BibleVersionId;
  name: string;
  /** How the selector and notices name it: 'WEB', 'RVR1909'. */
  abbreviation: string;
  language: BibleLanguage;
}

export const bibleVersions: readonly BibleVersion[] = [
  { id: 'web', name: 'World English Bible', abbreviation: 'WEB', language: 'en' },
  { id: 'rv1909', name: 'Reina-Valera 1909', abbreviation: 'RVR1909', language: 'es' },
];
export const DEFAULT_BIBLE_VERSION: BibleVersionId = 'web';

/**
 * The text a page in `lang` opens with: the first version in that language, else the WEB (the
 * Portuguese pages until a public-domain Almeida can be had; the reader says so).
 */
export const defaultBibleVersionFor = (lang: string): BibleVersionId =>
  bibleVersions.find((v) => v.language === lang)?.id ?? DEFAULT_BIBLE_VERSION;

/** Is there a version in the page's language? */
export const hasBibleIn = (lang: string): boolean => bibleVersions.some((v) => v.language === lang);

export const isBibleVersion = (value: unknown): value is BibleVersionId =>
  (BIBLE_VERSION_IDS as readonly unknown[]).includes(value);

export const bibleVersion = (id: BibleVersionId): BibleVersion =>
  bibleVersions.find((v) => v.id === id) ?? (bibleVersions[0] as BibleVersion);

export const BIBLE_VERSION_MESSAGE = `The version must be one of: ${BIBLE_VERSION_IDS.join(', ')}`;

/** `?version=`: one of the ids, `web` when absent. */
export const bibleVersionSchema = z
  .enum(BIBLE_VERSION_IDS, { error: BIBLE_VERSION_MESSAGE })
  .default(DEFAULT_BIBLE_VERSION);

export const bibleBookSchema = z.object({
  name: z.string(),
  osis: z.string(),
  testament: z.enum(['OT', 'NT']),
  chapters: z.number().int(),
});
export const bibleBooksSchema = z.array(bibleBookSchema);

export const chapterParamsSchema = z.object({
  book: z.string().min(1).max(60),
  chapter: z.coerce
    .number({ error: 'The chapter must be a whole number' })
    .int('The chapter must be a whole number')
    .min(1, 'The chapter must be a whole number from 1')
    .max(999, 'No book has that many chapters'),
});

export const chapterQuerySchema = z.object({ version: bibleVersionSchema });

export const chapterVerseSchema = z.object({ verse: z.number().int(), text: z.string() });
export type ChapterVerse = z.infer<typeof chapterVerseSchema>;

/** A chapter: book name, number and verses, plus the reference it answers ('John 3'). */
export const chapterAnswerSchema = z.object({
  reference: z.string(),
  book_name: z.string(),
  chapter: z.number().int(),
  verses: z.array(chapterVerseSchema),
});
export type ChapterAnswer = z.infer<typeof chapterAnswerSchema>;

export const SEARCH_MESSAGES = {
  blank: 'Enter words or a reference to search for',
  tooLong: `A search can be at most ${SEARCH_MAX_LENGTH} characters`,
  limit: `The limit must be a whole number from 1 to ${SEARCH_MAX_LIMIT}`,
} as const;

export const searchQuerySchema = z.object({
  q: z
    .string({ error: SEARCH_MESSAGES.blank })
    .trim()
    .min(1, SEARCH_MESSAGES.blank)
    .max(SEARCH_MAX_LENGTH, SEARCH_MESSAGES.tooLong),
  limit: z.coerce
    .number({ error: SEARCH_MESSAGES.limit })
    .int(SEARCH_MESSAGES.limit)
    .min(1, SEARCH_MESSAGES.limit)
    .max(SEARCH_MAX_LIMIT, SEARCH_MESSAGES.limit)
    .default(SEARCH_DEFAULT_LIMIT),
  version: bibleVersionSchema,
});
export type SearchQuery = z.infer<typeof searchQuerySchema>;

export const searchVerseSchema = z.object({
  book_name: z.string(),
  chapter: z.number().int(),
  verse: z.number().int(),
  text: z.string(),
});
export type SearchVerse = z.infer<typeof searchVerseSchema>;

/**
 * The verses a search found (book name, chapter, verse, text) plus `query`, `total` (all
 * matches, of which at most `limit` are listed) and `reference` (the passage, such as
 * 'John 3:16-18', when the query was one).
 */
export const searchAnswerSchema = z.object({
  query: z.string(),
  total: z.number().int(),
  reference: z.string().nullable(),
  /** The same passage in OSIS notation ('John.3.16-John.3.18'), to name it in another language. */
  osis: z.string().nullable(),
  verses: z.array(searchVerseSchema),
});
export type SearchAnswer = z.infer<typeof searchAnswerSchema>;

/** The most verses a passage answer lists (Psalm 119 has 176); `total` counts them all. */
export const PASSAGE_MAX_VERSES = 200;
export const PASSAGE_MAX_LENGTH = 100;

export const PASSAGE_MESSAGES = {
  blank: 'Enter a reference, such as John 3:16 or Rom 8:19-23',
  tooLong: `A reference can be at most ${PASSAGE_MAX_LENGTH} characters`,
  unreadable: 'That is not a reference we can read; write it like John 3:16 or Rom 8:19-23',
} as const;

/** `?ref=Rom 8:19-23&version=web`: the passage a reference names, for a reference's popover. */
export const passageQuerySchema = z.object({
  ref: z
    .string({ error: PASSAGE_MESSAGES.blank })
    .trim()
    .min(1, PASSAGE_MESSAGES.blank)
    .max(PASSAGE_MAX_LENGTH, PASSAGE_MESSAGES.tooLong),
  version: bibleVersionSchema,
});
export type PassageQuery = z.infer<typeof passageQuerySchema>;

/** A passage's query key, the same where the browser reads it and where a server render fills it. */
export const passageQueryKey = (version: BibleVersionId, ref: string) =>
  [bibleApi.passage.pattern, version, ref] as const;

/** The API address of a passage in a version, as the browser and the server's pages ask it. */
export function passageApiPath(ref: string, version: BibleVersionId = DEFAULT_BIBLE_VERSION) {
  const other = version === DEFAULT_BIBLE_VERSION ? undefined : version;
  return bibleApi.passage({ search: { ref, version: other } });
}

/**
 * The verses of a passage in a version: `reference` as the version's language names it
 * ('Romans 8:19–23', 'Romanos 8:19–23'), the version's id, `total` verses of which at most
 * PASSAGE_MAX_VERSES are listed, in order.
 */
export const passageAnswerSchema = z.object({
  reference: z.string(),
  /** The same passage in OSIS notation ('Rom.8.19-Rom.8.23'), to name it in another language. */
  osis: z.string(),
  version: z.enum(BIBLE_VERSION_IDS),
  total: z.number().int(),
  verses: z.array(searchVerseSchema),
});
export type PassageAnswer = z.infer<typeof passageAnswerSchema>;

/** The Bible's addresses. */
export const bibleApi = {
  books: apiRoute('/api/bible/books'),
  passage: apiRoute('/api/bible/passage'),
  search: apiRoute('/api/bible/search'),
  chapter: apiRoute('/api/bible/:book/:chapter'),
};

/** The address of a chapter in a version; the WEB's carries no `version`. */
export const chapterApiPath = (bookName: string, chapter: number, version: BibleVersionId) =>
  bibleApi.chapter(
    { book: bookSlug(bookName), chapter },
    { search: { version: version === DEFAULT_BIBLE_VERSION ? undefined : version } },
  );

/** A chapter's query key, the same where the browser reads it and where a server render fills it. */
export const chapterQueryKey = (version: BibleVersionId, bookName: string, chapter: number) =>
  ['/api/bible', version, bookName, chapter] as const;
