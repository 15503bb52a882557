import { ebookListSchema, catalogApi } from '@contract/catalog';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** The store's ebooks, in the administrator's order. */
export const ebooksQuery = () =>
  queryOptions({
    queryKey: [catalogApi.ebooks.pattern],
    queryFn: ({ signal }) => apiGet(catalogApi.ebooks(), ebookListSchema, { signal }),
  });

export const useEbooks = () => useQuery(ebooksQuery());
