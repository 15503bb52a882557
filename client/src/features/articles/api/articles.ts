import {
  articleApiPath,
  articleListApiPath,
  articlePageSchema,
  publicArticleSchema,
  type ArticleListView,
} from '@contract/publishing';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/* Query keys are the API paths the contract names: the server fills the same ones when it renders. */

/** One page of one language's articles, of one category or all. */
export const articleListQuery = (view: ArticleListView) => {
  const path = articleListApiPath(view);
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiGet(path, articlePageSchema, { signal }),
  });
};

export const useArticleList = (view: ArticleListView) => useQuery(articleListQuery(view));

/** A published article by its address. */
export const articleQuery = (slug: string) => {
  const path = articleApiPath(slug);
  return queryOptions({
    queryKey: [path],
    queryFn: ({ signal }) => apiGet(path, publicArticleSchema, { signal }),
    // The server's answer for an unknown article (404) arrives with the page: kept, not asked again.
    retryOnMount: false,
  });
};

export const useArticle = (slug: string) => useQuery(articleQuery(slug));
