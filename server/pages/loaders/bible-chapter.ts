import {
  bibleVersion,
  chapterAnswerSchema,
  chapterApiPath,
  chapterQueryKey,
  defaultBibleVersionFor,
} from '../../../contract/bible';
import { bookDisplayName, chapterPath, findBook } from '../../../contract/bible-books';
import { documentTitle } from '../../../contract/pages';
import { languageAlternates } from '../../../contract/seo';
import { answersOf, descriptionOf, type PageLoader } from '../loader';

/** The book and chapter a chapter's address names (the route table has checked both). */
function chapterOf(address: string) {
  const [, , segment = '', number = ''] = address.split('/');
  let name = segment;
  try {
    name = decodeURIComponent(segment);
  } catch {
    // The route table refuses an address that does not decode; kept as it is to be safe.
  }
  const book = findBook(name);
  return book && { book, chapter: Number(number) };
}

/**
 * A chapter of the Bible (/bible/John/3, /es/bible/Juan/3): its verses in the version the page's
 * language opens with (client/src/features/bible/api/get-chapter.ts; another version chosen by
 * `?version=` is read by the reader once it starts, as on /bible), named by the book's English
 * address in every language, so /bible/jn/3 and /bible/Juan/3 are the one page /bible/John/3.
 */
export const bibleChapter: PageLoader = {
  address(pathname) {
    const found = chapterOf(pathname.replace(/\/+$/, ''));
    return found ? chapterPath(found.book.name, found.chapter) : pathname;
  },
  async load(address, { fetchApi, lang }) {
    const found = chapterOf(address);
    if (!found) return undefined;
    const { book, chapter } = found;
    const version = defaultBibleVersionFor(lang);
    const queries = await answersOf(fetchApi, [
      {
        path: chapterApiPath(book.name, chapter, version),
        schema: chapterAnswerSchema,
        key: [...chapterQueryKey(version, book.name, chapter)],
      },
    ]);
    const answer = chapterAnswerSchema.safeParse(queries?.[0]?.data);
    if (!queries || !answer.success) return undefined;
    const canonical = chapterPath(book.name, chapter);
    const verses = answer.data.verses.map((v) => `${v.verse} ${v.text}`).join(' ');
    return {
      status: 200,
      queries,
      head: {
        title: documentTitle(
          `${bookDisplayName(book, lang)} ${chapter} · ${bibleVersion(version).name}`,
        ),
        description: descriptionOf(verses),
        type: 'website',
        canonical,
        // The chapter in each language's page: the WEB in English, the Reina-Valera in Spanish.
        alternates: languageAlternates(canonical),
      },
    };
  },
};
