import { BIBLE_VERSION_IDS, defaultBibleVersionFor } from './bible';
import { BIBLE_BOOKS, chapterPath, findBook } from './bible-books';
import {
  DEFAULT_LANGUAGE,
  languageOfPath,
  localizePath,
  siteLanguages,
  type SiteLanguage,
} from './i18n';
import { articleCategories } from './publishing';
import { matchPage } from './page-match';
import { pages, pathTo, SITE_NAME, SITE_TAGLINE, type PageKey, type PageMeta } from './pages';

/**
 * What search engines see of the route table (whose routes each say whether they may be listed):
 * each page's one canonical address, and the addresses the sitemap lists. Shared by the server (robots.txt,
 * sitemap.xml, the canonical link of each page it serves) and the client (the canonical link
 * after a client-side navigation), so both name a page the same way.
 */

/**
 * Query parameters that name what a page shows, kept in its canonical address, with the values
 * they may take. Any other query is left out: a Bible search (`/bible?q=`) or a campaign tag
 * points search engines at the page itself, and a secret (`/reset-password?token=`) never
 * reaches a link tag. The Bible Study Center shows one study in one language at
 * `?study=&lang=` (the reader after hydration), so each study is its own page; the page's own
 * language, where a study opens by default, is left out of the address as the screen leaves it
 * out (`/bible-study?lang=es`, `/es/bible-study?lang=en`). The list of articles likewise opens in
 * the page's language (`/es/articles`, `/es/articles?lang=en`). A chapter of the Bible in another
 * version than its page's language opens with is its own page (`/bible/John/3?version=rv1909`).
 */
const IDENTITY_QUERY: Partial<Record<PageKey, Record<string, RegExp>>> = {
  bibleStudy: { study: /^[1-9]\d{0,5}$/, lang: /^(?:en|es|pt)$/ },
  // As articleListHref writes them: the page's language, all categories and page 1 are left out.
  articles: {
    lang: /^(?:en|es|pt)$/,
    category: new RegExp(`^(?:${articleCategories.join('|')})$`),
    page: /^(?:[2-9]|[1-9]\d{1,3}|10000)$/,
  },
  bibleChapter: { version: new RegExp(`^(?:${BIBLE_VERSION_IDS.join('|')})$`) },
};

/** '/bible' shows Genesis 1, so that is the chapter's one address. */
const FIRST_CHAPTER = BIBLE_BOOKS[0] ? chapterPath(BIBLE_BOOKS[0].name, 1) : '';

/** The page's own path: parameters written one way (book names as the table has them, ids without leading zeros). */
function pathOf(page: PageMeta, pathname: string): string {
  if (!page.path.includes(':')) return page.path;
  const parts = pathname.replace(/\/+$/, '').split('/');
  if (page.key === 'bibleChapter') {
    // matchPage has checked the book and the chapter.
    const book = findBook(decodeURIComponent(parts[2] ?? ''));
    const path = book ? chapterPath(book.name, Number(parts[3])) : pathname;
    return path === FIRST_CHAPTER ? pathTo('bible') : path;
  }
  return page.path
    .split('/')
    .map((segment, i) =>
      segment === ':id'
        ? (parts[i] ?? '').replace(/^0+(?=\d)/, '')
        : segment.startsWith(':')
          ? (parts[i] ?? '')
          : segment,
    )
    .join('/');
}

/** Pages whose `lang` parameter, left out, is the address's language. */
const LANGUAGE_OF_THE_PAGE: ReadonlySet<PageKey> = new Set(['bibleStudy', 'articles']);

function identityQuery(page: PageMeta, search: string, lang: SiteLanguage): string {
  const allowed = IDENTITY_QUERY[page.key];
  if (!allowed || !search) return '';
  const given = new URLSearchParams(search);
  const kept = new URLSearchParams();
  for (const [name, valid] of Object.entries(allowed)) {
    const value = given.get(name);
    const implied =
      (name === 'lang' && LANGUAGE_OF_THE_PAGE.has(page.key) && value === lang) ||
      (name === 'version' && value === defaultBibleVersionFor(lang));
    if (value !== null && valid.test(value) && !implied) kept.set(name, value);
  }
  const query = kept.toString();
  return query ? `?${query}` : '';
}

/**
 * The canonical path (and identity query) of the page at `url` (a path with an optional query
 * and fragment); undefined when no page answers there (the 404 page has no canonical address).
 */
export function canonicalPath(url: string): string | undefined {
  const [beforeHash = ''] = url.split('#', 1);
  const queryAt = beforeHash.indexOf('?');
  const { lang, path: pathname } = languageOfPath(
    queryAt === -1 ? beforeHash : beforeHash.slice(0, queryAt),
  );
  const search = queryAt === -1 ? '' : beforeHash.slice(queryAt);
  const page = matchPage(pathname || '/');
  if (!page) return undefined;
  return localizePath(pathOf(page, pathname) + identityQuery(page, search, lang), lang);
}

/**
 * The same page in each language, for `hreflang` links: one per language and `x-default` (the
 * English page), from the page's canonical path in any of them. Empty for a path that is no page.
 */
export function languageAlternates(
  canonical: string | undefined,
): { hreflang: string; path: string }[] {
  if (canonical === undefined) return [];
  const { path } = languageOfPath(canonical);
  return [
    ...siteLanguages.map((lang) => ({ hreflang: lang, path: localizePath(path, lang) })),
    { hreflang: 'x-default', path: localizePath(path, DEFAULT_LANGUAGE) },
  ];
}

/** Ids of the database's public items, for the routes with an `:id`. */
export interface ListedIds {
  questionDetail: readonly number[];
  studyGroupDetail: readonly number[];
}

/** The concrete addresses of an indexable page: itself, or one per chapter or listed item. */
function addressesOf(page: PageMeta, listed: ListedIds): string[] {
  if (page.key === 'bibleChapter') {
    return BIBLE_BOOKS.flatMap((book) =>
      Array.from({ length: book.chapters }, (_, i) => chapterPath(book.name, i + 1)),
    );
  }
  const { key } = page;
  if (key === 'questionDetail' || key === 'studyGroupDetail') {
    return listed[key].map((id) => pathTo(key, { id }));
  }
  return page.path.includes(':') ? [] : [page.path];
}

/**
 * Every address the sitemap lists, canonical and once each, in the route table's order. The
 * site's own pages (the Bible's chapters included) in each language; members' questions and
 * groups once, in the language they were written in, since only the frame around them changes.
 */
export function sitemapPaths(listed: ListedIds): string[] {
  const paths = pages
    .filter((page) => page.indexable)
    .flatMap((page) => {
      const addresses = addressesOf(page, listed);
      return page.key === 'questionDetail' || page.key === 'studyGroupDetail'
        ? addresses
        : siteLanguages.flatMap((lang) => addresses.map((path) => localizePath(path, lang)));
    })
    .map((path) => canonicalPath(path) ?? path);
  return [...new Set(paths)];
}

/**
 * The card link previews show for every page (client/public/og-image.png, made by
 * scripts/make-images.ts from the mark, the name and the tagline).
 */
export const OG_IMAGE = {
  path: '/og-image.png',
  width: 1200,
  height: 630,
  alt: `${SITE_NAME}: ${SITE_TAGLINE}`,
} as const;

/** The square mark as a raster image (home screens, and the organisation's logo for search engines). */
export const LOGO_IMAGE = { path: '/apple-touch-icon.png', width: 180, height: 180 } as const;
/**
 * The podcasts' own artwork (the site's mark), a 3000 px square JPEG as Apple Podcasts and
 * Spotify require; a series with artwork of its own shows that instead.
 */
export const PODCAST_IMAGE = { path: '/podcast-artwork.jpg', width: 3000, height: 3000 } as const;
