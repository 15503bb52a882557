import { adminSearchAnswerSchema, searchApi, type AdminSearchQuery } from '@contract/search';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/** The staff's search over people, conversations, subscribers and gifts (the Find tab). */
export const useAdminSearch = (query: AdminSearchQuery | undefined) =>
  useQuery(
    apiQuery(
      [searchApi.admin.pattern, query],
      searchApi.admin({
        search: query?.scope ? { q: query.q, scope: query.scope } : { q: query?.q ?? '' },
      }),
      adminSearchAnswerSchema,
      { enabled: query !== undefined, retry: false },
    ),
  );
