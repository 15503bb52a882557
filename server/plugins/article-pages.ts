import type { SiteLanguage } from '../../contract/i18n';
import { pageText } from '../../contract/messages/catalogues';
import { documentTitle, pathTo, SITE_NAME, type PageKey } from '../../contract/pages';
import {
  articleApiPath,
  articleListApiPath,
  articleListHref,
  articleListViewOf,
  articlePageSchema,
  contentLanguages,
  DEFAULT_CONTENT_LANGUAGE,
  publicArticleSchema,
  type ArticleListView,
  type PublicArticle,
} from '../../contract/publishing';
import { LOGO_IMAGE } from '../../contract/seo';
import type { SsrQuery } from '../../contract/ssr-data';
import { defaultImage, type Alternate, type HeadImage } from './page-head';

/**
 * The pages rendered at each request (contract/pages.ts `renderedPerRequest`): which API answers
 * each one shows, and its head. The answers are asked of the API itself, so a page shows exactly
 * what the API answers.
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

export interface PageLoader {
  /**
   * The page's one address for a request (query values it does not read left out, in one
   * order): what it is rendered at and kept under.
   */
  address(pathname: string, search: string): string;
  /**
   * The page's data, its head's text in `lang` (the address is the route table's, without the
   * language's prefix); undefined when the API could not answer (the shell is served instead).
   */
  load(
    address: string,
    fetchApi: FetchApi,
    publicUrl: string,
    lang: SiteLanguage,
  ): Promise<RenderedPageData | undefined>;
}

/** The lists of the three languages are one page in three languages, for search engines. */
function listAlternates(view: ArticleListView): Alternate[] {
  if (view.category || view.page > 1) return [];
  return [
    ...contentLanguages.map((lang) => ({
      hreflang: lang,
      path: articleListHref({ lang, page: 1 }),
    })),
    {
      hreflang: 'x-default',
      path: articleListHref({ lang: DEFAULT_CONTENT_LANGUAGE, page: 1 }),
    },
  ];
}

const articleList: PageLoader = {
  address(_pathname, search) {
    return articleListHref(articleListViewOf(search));
  },
  async load(address, fetchApi, _publicUrl, lang) {
    const view = articleListViewOf(address.slice(address.indexOf('?') + 1));
    const text = pageText('articles', lang);
    const key = articleListApiPath(view);
    const answer = await fetchApi(key);
    const parsed = articlePageSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return undefined;
    return {
      status: 200,
      queries: [{ key: [key], data: parsed.data }],
      head: {
        title: documentTitle(text.title),
        description: text.description,
        type: 'website',
        canonical: address,
        alternates: listAlternates(view),
      },
    };
  },
};

/** An absolute address of one of our paths; addresses already absolute are kept. */
const absolute = (publicUrl: string, src: string) => (src.startsWith('/') ? publicUrl + src : src);

/**
 * The article and each translation, by language; `x-default` is the English one, or else the
 * original (the one that translates nothing).
 */
export function articleAlternates(article: PublicArticle): Alternate[] {
  const versions = [
    { language: article.language, path: article.path },
    ...article.translations.filter((t) => t.language !== article.language),
  ];
  if (versions.length < 2) return [];
  const fallback =
    versions.find((v) => v.language === DEFAULT_CONTENT_LANGUAGE) ??
    (article.originalId === null ? versions[0] : undefined);
  return [
    ...versions.map((v) => ({ hreflang: v.language, path: v.path })),
    ...(fallback ? [{ hreflang: 'x-default', path: fallback.path }] : []),
  ];
}

/** schema.org's Article, as search engines read an article's page. */
export function articleJsonLd(article: PublicArticle, publicUrl: string): Record<string, unknown> {
  const url = publicUrl + article.path;
  const organization = {
    '@type': 'Organization',
    name: SITE_NAME,
    url: publicUrl + pathTo('home'),
  };
  return {
    '@context': 'https://schema.org',
    '@type': 'Article',
    headline: article.title,
    description: article.excerpt,
    inLanguage: article.language,
    articleSection: article.category,
    datePublished: article.publishedAt,
    dateModified: article.updatedAt,
    url,
    mainEntityOfPage: url,
    image: [article.cover ? absolute(publicUrl, article.cover.src) : defaultImage(publicUrl).url],
    author: organization,
    publisher: {
      ...organization,
      logo: { '@type': 'ImageObject', url: publicUrl + LOGO_IMAGE.path },
    },
  };
}

export function articleHead(article: PublicArticle, publicUrl: string): PageHeadData {
  return {
    title: documentTitle(article.title),
    description: article.excerpt,
    type: 'article',
    canonical: article.path,
    image: article.cover
      ? {
          url: absolute(publicUrl, article.cover.src),
          width: article.cover.width,
          height: article.cover.height,
          alt: article.title,
        }
      : undefined,
    alternates: articleAlternates(article),
    jsonLd: [articleJsonLd(article, publicUrl)],
  };
}

const articleDetail: PageLoader = {
  address(pathname) {
    return pathname.replace(/\/+$/, '');
  },
  async load(address, fetchApi, publicUrl, lang) {
    const key = articleApiPath(address.slice(address.lastIndexOf('/') + 1));
    const answer = await fetchApi(key);
    if (answer.status === 404) {
      const notFound = pageText(undefined, lang);
      return {
        status: 404,
        queries: [{ key: [key], error: { status: 404, body: JSON.stringify(answer.body) } }],
        head: {
          title: documentTitle(notFound.title),
          description: notFound.description,
          type: 'website',
        },
      };
    }
    const parsed = publicArticleSchema.safeParse(answer.body);
    if (answer.status !== 200 || !parsed.success) return undefined;
    return {
      status: 200,
      queries: [{ key: [key], data: parsed.data }],
      head: articleHead(parsed.data, publicUrl),
    };
  },
};

export const pageLoaders: Partial<Record<PageKey, PageLoader>> = {
  articles: articleList,
  articleDetail,
};
