import { ebookListSchema, catalogApi } from '@contract/catalog';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/** The store's ebooks, in the administrator's order. */
export const ebooksQuery = () =>
  apiQuery([catalogApi.ebooks.pattern], catalogApi.ebooks(), ebookListSchema);

export const useEbooks = () => useQuery(ebooksQuery());
