import type { z } from 'zod';
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
import type { SiteLanguage } from '../../contract/i18n';
import { pageText } from '../../contract/messages/catalogues';
import { documentTitle, pathTo, type PageKey } from '../../contract/pages';
import { featuredArticlesApiPath } from '../../contract/publishing';
import { languageAlternates } from '../../contract/seo';
import type { SsrQuery } from '../../contract/ssr-data';
import { articleDetail, articleList } from './article-pages';
import type { Alternate, HeadImage } from './page-head';

/**
 * The pages rendered at each request (contract/pages.ts `renderedPerRequest`): which API answers
 * each one shows, and its head. The answers are asked of the API itself, so a page shows exactly
 * what the API answers. The articles' pages are ./article-pages.ts.
 */

/** An API answer: its status and parsed JSON body. */
export interface ApiAnswer {
  status: number;
  body: unknown;
}
export type FetchApi = (path: string) => Promise<ApiAnswer>;

export interface PageHeadData {
  title: string;
  description: string;
  type: 'website' | 'article';
  /** None for a page that shows nothing (404). */
  canonical?: string | undefined;
  image?: HeadImage | undefined;
  alternates?: readonly Alternate[] | undefined;
  jsonLd?: readonly unknown[] | undefined;
}

export interface RenderedPageData {
  /** 404: the page names nothing that exists (an unknown article). */
  status: 200 | 404;
  queries: SsrQuery[];
  head: PageHeadData;
}

/** What a page is loaded with. */
export interface LoadContext {
  fetchApi: FetchApi;
  /** PUBLIC_URL without a trailing slash. */
  publicUrl: string;
  /** The page's language: its head's text, and what it shows in that language. */
  lang: SiteLanguage;
  /** The UTC day ('2026-11-25') the page is made for. */
  today: string;
}

export interface PageLoader {
  /**
   * The page's one address for a request on a page in `lang`, without the language's prefix
   * (query values it does not read, or that name the page's defaults, left out, in one order):
   * what it is rendered at and kept under.
   */
  address(pathname: string, search: string, lang: SiteLanguage): string;
  /**
   * The page's data and head (the address is the route table's, without the language's prefix);
   * undefined when the API could not answer (the pre-rendered page or the shell is served).
   */
  load(address: string, context: LoadContext): Promise<RenderedPageData | undefined>;
  /**
   * The page shows the day's things (the verse of the day): a rendering is kept for its UTC day
   * only, so a new day's first request makes the page again.
   */
  daily?: boolean;
}

/**
 * The head of a page of the route table as the table writes it (title and description in
 * `lang`), at its one address `canonical` in every language.
 */
export function routeHead(key: PageKey, canonical: string, lang: SiteLanguage): PageHeadData {
  const text = pageText(key, lang);
  return {
    title: documentTitle(text.title),
    description: text.description,
    type: 'website',
    canonical,
    alternates: languageAlternates(canonical),
  };
}

/**
 * The API's answers to `paths`, each parsed by its schema, as the queries the screen reads
 * (keyed by the path, as the client's query options key them); undefined if any is not a 200 the
 * schema accepts.
 */
async function answersOf(
  fetchApi: FetchApi,
  asked: readonly { path: string; schema: z.ZodType; key?: SsrQuery['key'] }[],
): Promise<SsrQuery[] | undefined> {
  const answers = await Promise.all(asked.map(({ path }) => fetchApi(path)));
  const queries: SsrQuery[] = [];
  for (const [i, { path, schema, key }] of asked.entries()) {
    const answer = answers[i];
    const parsed = schema.safeParse(answer?.body);
    if (answer?.status !== 200 || !parsed.success) return undefined;
    queries.push({ key: key ?? [path], data: parsed.data });
  }
  return queries;
}

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
};
