import { ebookSchema, featuredArticlesSchema, videoSchema, catalogApi } from '@contract/catalog';
import type { SiteLanguage } from '@contract/i18n';
import { featuredArticlesApiPath } from '@contract/publishing';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/* Each answers one item or null when nothing is featured. */

export const featuredVideoQuery = () =>
  apiQuery([catalogApi.featuredVideo.pattern], catalogApi.featuredVideo(), videoSchema.nullable());

export const useFeaturedVideo = () => useQuery(featuredVideoQuery());

export const featuredEbookQuery = () =>
  apiQuery([catalogApi.featuredEbook.pattern], catalogApi.featuredEbook(), ebookSchema.nullable());

export const useFeaturedEbook = () => useQuery(featuredEbookQuery());

/** Up to three articles in a language, the featured first, then the newest. */
export const featuredArticlesQuery = (lang: SiteLanguage) => {
  const path = featuredArticlesApiPath(lang);
  return apiQuery([path], path, featuredArticlesSchema);
};

export const useFeaturedArticles = (lang: SiteLanguage) => useQuery(featuredArticlesQuery(lang));
