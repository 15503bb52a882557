import {
  bibleVersion,
  type BibleVersionId,
  chapterAnswerSchema,
  chapterApiPath,
  chapterQueryKey,
  defaultBibleVersionFor,
  isBibleVersion,
} from '../../../contract/bible';
import { bookDisplayName, chapterPath, findBook } from '../../../contract/bible-books';
import type { SiteLanguage } from '../../../contract/i18n';
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
 * The version `?version=` chooses when it is one the site has and not the one the page's language
 * opens with; undefined otherwise, so any other value is the page itself, kept once.
 */
function chosenVersion(search: string, lang: SiteLanguage): BibleVersionId | undefined {
  const version = new URLSearchParams(search).get('version');
  return isBibleVersion(version) && version !== defaultBibleVersionFor(lang) ? version : undefined;
}

/**
 * A chapter of the Bible (/bible/John/3, /es/bible/Juan/3): its verses in the version the page's
 * language opens with, or the one `?version=` chooses (/bible/John/3?version=rv1909, as the
 * reader reads it: client/src/features/bible/use-address.ts), named by the book's English
 * address in every language, so /bible/jn/3 and /bible/Juan/3 are the one page /bible/John/3.
 */
export const bibleChapter: PageLoader = {
  address(pathname, search, lang) {
    const found = chapterOf(pathname.replace(/\/+$/, ''));
    if (!found) return pathname;
    const version = chosenVersion(search, lang);
    const path = chapterPath(found.book.name, found.chapter);
    return version ? `${path}?version=${version}` : path;
  },
  async load(address, { fetchApi, lang }) {
    const [path = '', search = ''] = address.split('?');
    const found = chapterOf(path);
    if (!found) return undefined;
    const { book, chapter } = found;
    const version = chosenVersion(search, lang) ?? defaultBibleVersionFor(lang);
    const queries = await answersOf(fetchApi, [
      {
        path: chapterApiPath(book.name, chapter, version),
        schema: chapterAnswerSchema,
        key: [...chapterQueryKey(version, book.name, chapter)],
      },
    ]);
    const answer = chapterAnswerSchema.safeParse(queries?.[0]?.data);
    if (!queries || !answer.success) return undefined;
    const chapterAddress = chapterPath(book.name, chapter);
    const canonical = version === defaultBibleVersionFor(lang) ? chapterAddress : address;
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
        alternates: languageAlternates(chapterAddress),
      },
    };
  },
};
