import { dailyVerseRef, verseOfTheDay } from '../../../content/verses-of-the-day';
import {
  defaultBibleVersionFor,
  passageAnswerSchema,
  passageApiPath,
  passageQueryKey,
} from '../../../contract/bible';
import {
  catalogApi,
  ebookSchema,
  featuredArticlesSchema,
  videoSchema,
} from '../../../contract/catalog';
import { homeApiPath, publicHomeSchema } from '../../../contract/home';
import { pathTo } from '../../../contract/pages';
import { teachingListApiPath, teachingPageSchema } from '../../../contract/teachings';
import { featuredArticlesApiPath } from '../../../contract/publishing';
import { answersOf, routeHead, type PageLoader } from '../loader';

/**
 * The home page: its texts in the page's language (client/src/features/home/use-home-copy.ts),
 * the newest teachings in that language, the featured video and ebook, the page language's
 * featured articles
 * (client/src/features/home/api/get-featured.ts) and the day's verse in the page language's
 * version (client/src/features/home/verse-of-the-day.tsx).
 */
export const home: PageLoader = {
  // One address whatever the query: the page is the same for every visitor.
  address: () => pathTo('home'),
  daily: true,
  async load(_address, { fetchApi, lang, today }) {
    const ref = dailyVerseRef(verseOfTheDay(today));
    const version = defaultBibleVersionFor(lang);
    const queries = await answersOf(fetchApi, [
      { path: catalogApi.featuredVideo(), schema: videoSchema.nullable() },
      { path: catalogApi.featuredEbook(), schema: ebookSchema.nullable() },
      { path: featuredArticlesApiPath(lang), schema: featuredArticlesSchema },
      { path: homeApiPath(lang), schema: publicHomeSchema },
      { path: teachingListApiPath({ lang, page: 1 }), schema: teachingPageSchema },
      {
        path: passageApiPath(ref, version),
        schema: passageAnswerSchema,
        key: [...passageQueryKey(version, ref)],
      },
    ]);
    return queries && { status: 200, queries, head: routeHead('home', pathTo('home'), lang) };
  },
};
