/**
 * The answers a pre-rendered page is made with, where the build has them. The Bible's text is
 * part of the build: /bible (Genesis 1, in the version of the page's language) arrives with its
 * verses, readable before the app starts or without it, instead of placeholders only the app
 * fills. The page carries the same answers for the browser to start from, as a page rendered per
 * request does (client/src/lib/ssr-data.ts). (The home page's verse of the day is the request's
 * day's: the page is rendered per request, server/pages/registry.ts.)
 */
import { chapterAnswerSchema, defaultBibleVersionFor } from '../contract/bible';
import { BIBLE_BOOKS } from '../contract/bible-books';
import type { SiteLanguage } from '../contract/i18n';
import type { PageKey } from '../contract/pages';
import type { SsrQuery } from '../contract/ssr-data';
import { sharedBible } from '../server/infra/bible/load';
import { createBibleService } from '../server/modules/bible/service';

export type PrerenderQueries = (page: PageKey, lang: SiteLanguage) => SsrQuery[];

/** The answers of the build's pages. */
export function buildQueries(): PrerenderQueries {
  const bible = createBibleService({
    bibles: { web: () => sharedBible('web').index, rv1909: () => sharedBible('rv1909').index },
  });
  const json = (body: Buffer): unknown => JSON.parse(body.toString('utf8'));
  return (page, lang) => {
    if (page === 'bible') {
      const version = defaultBibleVersionFor(lang);
      // /bible is the first chapter of the first book (client/src/features/bible/bible-screen.tsx).
      const book = BIBLE_BOOKS[0]?.name ?? 'Genesis';
      const answer = chapterAnswerSchema.parse(json(bible.chapter(book, 1, version).body));
      // The key of chapterQuery (client/src/features/bible/api/get-chapter.ts).
      return [{ key: ['/api/bible', version, book, 1], data: answer }];
    }
    return [];
  };
}
