import {
  articleApiPath,
  articleListApiPath,
  type ArticleListView,
  type ArticlePage,
  type PublicArticle,
} from '@contract/publishing';
import { useQuery } from '@tanstack/react-query';

/* Query keys are the API paths the contract names: the server fills the same ones when it renders. */

export function useArticleList(view: ArticleListView) {
  return useQuery<ArticlePage>({ queryKey: [articleListApiPath(view)] });
}

export function useArticle(slug: string) {
  return useQuery<PublicArticle>({
    queryKey: [articleApiPath(slug)],
    // The server's answer for an unknown article (404) arrives with the page: kept, not asked again.
    retryOnMount: false,
  });
}
