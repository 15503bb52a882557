import { ebookSchema, featuredArticlesSchema, videoSchema, catalogApi } from '@contract/catalog';
import type { SiteLanguage } from '@contract/i18n';
import { featuredArticlesApiPath } from '@contract/publishing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/* Each answers one item or null when nothing is featured. */

export const featuredVideoQuery = () =>
  queryOptions({
    queryKey: [catalogApi.featuredVideo.pattern],
    queryFn: ({ signal }) => apiGet(catalogApi.featuredVideo(), videoSchema.nullable(), { signal }),
  });

export const useFeaturedVideo = () => useQuery(featuredVideoQuery());

export const featuredEbookQuery = () =>
  queryOptions({
    queryKey: [catalogApi.featuredEbook.pattern],
    queryFn: ({ signal }) => apiGet(catalogApi.featuredEbook(), ebookSchema.nullable(), { signal }),
  });

export const useFeaturedEbook = () => useQuery(featuredEbookQuery());

/** Up to three articles in a language, the featured first, then the newest. */
export const featuredArticlesQuery = (lang: SiteLanguage) => {
  const path = featuredArticlesApiPath(lang);
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiGet(path, featuredArticlesSchema, { signal }),
  });
};

export const useFeaturedArticles = (lang: SiteLanguage) => useQuery(featuredArticlesQuery(lang));
