import { documentTitle, pathTo, SITE_NAME } from '../../../contract/pages';
import {
  articleApiPath,
  DEFAULT_CONTENT_LANGUAGE,
  publicArticleSchema,
  type PublicArticle,
} from '../../../contract/publishing';
import { LOGO_IMAGE } from '../../../contract/seo';
import { defaultImage, type Alternate } from '../head';
import { oneThingPage, type PageHeadData, type PageLoader } from '../loader';

/** An article's page, rendered at each request: the article, its head and its translations. */

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

export const articleDetail: PageLoader = {
  address(pathname) {
    return pathname.replace(/\/+$/, '');
  },
  load(address, { fetchApi, publicUrl, lang }) {
    const path = articleApiPath(address.slice(address.lastIndexOf('/') + 1));
    return oneThingPage(
      { fetchApi, lang },
      { path, schema: publicArticleSchema, key: [path] },
      (article) => articleHead(article, publicUrl),
    );
  },
};
