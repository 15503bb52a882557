import { episodesSchema, homeApi } from '@contract/home';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** The five numbered episodes as the ministry keeps them, in every language written. */
export const episodesQuery = () =>
  queryOptions({
    queryKey: [homeApi.episodes.pattern],
    queryFn: ({ signal }) => apiGet(homeApi.episodes(), episodesSchema, { signal }),
  });

export const useEpisodesAnswer = () => useQuery(episodesQuery());
