import { adminSearchAnswerSchema, searchApi, type AdminSearchQuery } from '@contract/search';
import { useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** The staff's search over people, conversations, subscribers and gifts (the Find tab). */
export const useAdminSearch = (query: AdminSearchQuery | undefined) =>
  useQuery({
    queryKey: [searchApi.admin.pattern, query],
    queryFn: ({ signal }) =>
      apiGet(
        searchApi.admin({
          search: query?.scope ? { q: query.q, scope: query.scope } : { q: query?.q ?? '' },
        }),
        adminSearchAnswerSchema,
        { signal },
      ),
    enabled: query !== undefined,
    retry: false,
  });
