import {
  articleApiPath,
  articleListApiPath,
  articlePageSchema,
  publicArticleSchema,
  type ArticleListView,
} from '@contract/publishing';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/* Query keys are the API paths the contract names: the server fills the same ones when it renders. */

/** One page of one language's articles, of one category or all. */
export const articleListQuery = (view: ArticleListView) => {
  const path = articleListApiPath(view);
  return apiQuery([path], path, articlePageSchema);
};

export const useArticleList = (view: ArticleListView) => useQuery(articleListQuery(view));

/** A published article by its address. */
export const articleQuery = (slug: string) => {
  const path = articleApiPath(slug);
  return apiQuery([path], path, publicArticleSchema, {
    // The server's answer for an unknown article (404) arrives with the page: kept, not asked again.
    retryOnMount: false,
  });
};

export const useArticle = (slug: string) => useQuery(articleQuery(slug));
