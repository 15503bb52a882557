import { describe, expect, it } from 'vitest';
import { BIBLE_BOOKS } from './bible-books';
import { matchPage } from './page-match';
import { canonicalPath, sitemapPaths } from './seo';

const PUBLIC_PATHS = [
  '/',
  '/store',
  '/videos',
  '/bible-study',
  '/timeline',
  '/characters',
  '/bible',
  '/contact',
  '/donate',
  '/questions',
  '/study-groups',
  '/articles',
];
const PRIVATE_PATHS = [
  '/login',
  '/register',
  '/forgot-password',
  '/reset-password',
  '/profile',
  '/dashboard',
  '/member-portal',
  '/admin',
  '/questions/my',
  '/questions/ask',
  '/unsubscribe',
];

describe('canonicalPath', () => {
  it('is the page itself for every static route, without a trailing slash', () => {
    for (const path of [...PUBLIC_PATHS, ...PRIVATE_PATHS]) {
      expect(canonicalPath(path), path).toBe(path);
    }
    expect(canonicalPath('/store/')).toBe('/store');
    expect(canonicalPath('/questions/12#answer')).toBe('/questions/12');
  });

  it('leaves out a query that does not name what the page shows, secrets included', () => {
    expect(canonicalPath('/store?utm_source=newsletter')).toBe('/store');
    expect(canonicalPath('/bible?q=love')).toBe('/bible');
    expect(canonicalPath('/reset-password?token=s3cret')).toBe('/reset-password');
    expect(canonicalPath('/unsubscribe?token=s3cret')).toBe('/unsubscribe');
    expect(canonicalPath('/member-portal?conversation=4')).toBe('/member-portal');
  });

  it("keeps the study and its language, the Bible Study Center's shareable address", () => {
    expect(canonicalPath('/bible-study?study=3')).toBe('/bible-study?study=3');
    expect(canonicalPath('/bible-study?lang=es&utm=x&study=3')).toBe(
      '/bible-study?study=3&lang=es',
    );
    expect(canonicalPath('/bible-study?study=2&lang=pt')).toBe('/bible-study?study=2&lang=pt');
    // English is the default the screen leaves out of the address; nonsense is dropped.
    expect(canonicalPath('/bible-study?study=3&lang=en')).toBe('/bible-study?study=3');
    // On /es a study opens in Spanish: English is named, Spanish left out.
    expect(canonicalPath('/es/bible-study?study=3&lang=en')).toBe(
      '/es/bible-study?study=3&lang=en',
    );
    expect(canonicalPath('/es/bible-study?study=3&lang=es')).toBe('/es/bible-study?study=3');
    expect(canonicalPath('/pt/bible-study?lang=es')).toBe('/pt/bible-study?lang=es');
    expect(canonicalPath('/bible-study?study=abc&lang=xx')).toBe('/bible-study');
    expect(canonicalPath('/bible-study?study=%3Cscript%3E')).toBe('/bible-study');
  });

  it('keeps what names a list of articles, as its links write it, and an article as it is', () => {
    expect(canonicalPath('/articles?page=2&utm_source=x&category=Doctrine&lang=es')).toBe(
      '/articles?lang=es&category=Doctrine&page=2',
    );
    expect(canonicalPath('/articles?lang=en&page=1&category=nope')).toBe('/articles');
    // The list opens in the page's language, which its address therefore leaves out.
    expect(canonicalPath('/es/articles?lang=es')).toBe('/es/articles');
    expect(canonicalPath('/es/articles?lang=en&page=2')).toBe('/es/articles?lang=en&page=2');
    expect(canonicalPath('/pt/articles?lang=es')).toBe('/pt/articles?lang=es');
    expect(canonicalPath('/articles/the-kingdom-of-god/?utm_source=mail')).toBe(
      '/articles/the-kingdom-of-god',
    );
    // A slug's digits are its own: only ids lose leading zeros.
    expect(canonicalPath('/articles/007-the-seventh-trumpet')).toBe(
      '/articles/007-the-seventh-trumpet',
    );
  });

  it("names a Bible chapter by the book's own name, and Genesis 1 as /bible", () => {
    expect(canonicalPath('/bible/John/3')).toBe('/bible/John/3');
    expect(canonicalPath('/bible/jn/3?q=love')).toBe('/bible/John/3');
    expect(canonicalPath('/bible/1%20John/5')).toBe('/bible/1-John/5');
    expect(canonicalPath('/bible/song-of-solomon/2')).toBe('/bible/Song-of-Solomon/2');
    expect(canonicalPath('/bible/Genesis/1')).toBe('/bible');
    expect(canonicalPath('/bible/Genesis/2')).toBe('/bible/Genesis/2');
  });

  it('writes ids without leading zeros, and has none for a path that is no page', () => {
    expect(canonicalPath('/questions/007')).toBe('/questions/7');
    expect(canonicalPath('/study-groups/12/')).toBe('/study-groups/12');
    for (const path of ['/nowhere', '/questions/abc', '/bible/John/22', '/index.html']) {
      expect(canonicalPath(path), path).toBeUndefined();
    }
  });
});

describe('indexable', () => {
  it('lets search engines list the public pages and keeps accounts and private areas out', () => {
    const isIndexable = (path: string) => {
      const page = matchPage(path);
      if (!page) throw new Error(`${path} is no page`);
      return page.indexable;
    };
    for (const path of PUBLIC_PATHS) expect(isIndexable(path), path).toBe(true);
    for (const path of ['/questions/12', '/study-groups/3', '/bible/John/3', '/articles/a-b']) {
      expect(isIndexable(path), path).toBe(true);
    }
    for (const path of PRIVATE_PATHS) expect(isIndexable(path), path).toBe(false);
  });
});

describe('sitemapPaths', () => {
  const paths = sitemapPaths({ questionDetail: [4, 12], studyGroupDetail: [3] });

  it('lists the public pages, every Bible chapter and the listed questions and groups', () => {
    expect(paths).toEqual(expect.arrayContaining(PUBLIC_PATHS));
    expect(paths).toEqual(
      expect.arrayContaining([
        '/questions/4',
        '/questions/12',
        '/study-groups/3',
        '/bible/John/3',
        '/bible/Revelation/22',
      ]),
    );
    const chapters = BIBLE_BOOKS.reduce((sum, book) => sum + book.chapters, 0);
    expect(paths.filter((p) => p.startsWith('/bible/'))).toHaveLength(chapters - 1);
  });

  it('lists each address once, as its canonical address, and nothing private', () => {
    expect(new Set(paths).size).toBe(paths.length);
    for (const path of paths) expect(canonicalPath(path), path).toBe(path);
    for (const path of PRIVATE_PATHS) expect(paths, path).not.toContain(path);
  });
});
