import { dailyVerseRef, verseOfTheDay } from '../../content/verses-of-the-day';
import { defaultBibleVersionFor, passageAnswerSchema, passageApiPath } from '../../contract/bible';
import {
  ebookListSchema,
  ebookSchema,
  featuredArticlesSchema,
  videoListSchema,
  videoSchema,
} from '../../contract/catalog';
import { STRIPE_CONFIG_PATH, stripeConfigSchema } from '../../contract/donations';
import { pathTo, type PageKey } from '../../contract/pages';
import { featuredArticlesApiPath } from '../../contract/publishing';
import { articleDetail, articleList } from './article-pages';
import { bibleChapter } from './bible-chapter-page';
import { answersOf, routeHead, type PageLoader } from './page-loader';
import { questionDetail } from './question-page';
import { studyGroupDetail } from './study-group-page';

/**
 * The pages rendered at each request (contract/pages.ts `renderedPerRequest`), each by its
 * loader: which API answers it shows, and its head. The answers are asked of the API itself, so a
 * page shows exactly what the API answers.
 */

/**
 * The home page: the featured video and ebook, the page language's featured articles
 * (client/src/features/home/api/get-featured.ts) and the day's verse in the page language's
 * version (client/src/features/home/verse-of-the-day.tsx).
 */
const home: PageLoader = {
  // One address whatever the query: the page is the same for every visitor.
  address: () => pathTo('home'),
  daily: true,
  async load(_address, { fetchApi, lang, today }) {
    const ref = dailyVerseRef(verseOfTheDay(today));
    const version = defaultBibleVersionFor(lang);
    const queries = await answersOf(fetchApi, [
      { path: '/api/videos/featured', schema: videoSchema.nullable() },
      { path: '/api/ebooks/featured', schema: ebookSchema.nullable() },
      { path: featuredArticlesApiPath(lang), schema: featuredArticlesSchema },
      // The key of passageQuery (client/src/lib/passage.ts).
      {
        path: passageApiPath(ref, version),
        schema: passageAnswerSchema,
        key: ['/api/bible/passage', version, ref],
      },
    ]);
    return queries && { status: 200, queries, head: routeHead('home', pathTo('home'), lang) };
  },
};

/** The store: its ebooks (client/src/features/store/api/get-ebooks.ts). */
const store: PageLoader = {
  address: () => pathTo('store'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [{ path: '/api/ebooks', schema: ebookListSchema }]);
    return queries && { status: 200, queries, head: routeHead('store', pathTo('store'), lang) };
  },
};

/**
 * The videos page: the published videos (client/src/features/videos/api/videos.ts), which give
 * the numbered episodes their current text and list the later teachings under them.
 */
const videos: PageLoader = {
  address: () => pathTo('videos'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [{ path: '/api/videos', schema: videoListSchema }]);
    return queries && { status: 200, queries, head: routeHead('videos', pathTo('videos'), lang) };
  },
};

/**
 * The donate page with what it shows from the server's configuration (giving set up or not, the
 * card fee, the open funds), so it arrives in its final layout and asks the API nothing on load.
 * Stripe's return parameters are read by the page itself: one address for every query.
 */
const donate: PageLoader = {
  address: () => pathTo('donate'),
  async load(_address, { fetchApi, lang }) {
    const queries = await answersOf(fetchApi, [
      { path: STRIPE_CONFIG_PATH, schema: stripeConfigSchema },
    ]);
    return queries && { status: 200, queries, head: routeHead('donate', pathTo('donate'), lang) };
  },
};

export const pageLoaders: Partial<Record<PageKey, PageLoader>> = {
  home,
  store,
  videos,
  articles: articleList,
  articleDetail,
  donate,
  bibleChapter,
  questionDetail,
  studyGroupDetail,
};
