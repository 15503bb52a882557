import type { Ebook, Video } from '@contract/catalog';
import { featuredArticlesApiPath, type ArticleSummary } from '@contract/publishing';
import { useQuery } from '@tanstack/react-query';

/* Each answers one item or null when nothing is featured. */

export function useFeaturedVideo() {
  return useQuery<Video | null>({ queryKey: ['/api/videos/featured'] });
}

export function useFeaturedEbook() {
  return useQuery<Ebook | null>({ queryKey: ['/api/ebooks/featured'] });
}

/** Up to three English articles, the featured first, then the newest. */
export function useFeaturedArticles() {
  return useQuery<ArticleSummary[]>({ queryKey: [featuredArticlesApiPath('en')] });
}
