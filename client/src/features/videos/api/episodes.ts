import { episodesSchema, homeApi } from '@contract/home';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/** The five numbered episodes as the ministry keeps them, in every language written. */
export const episodesQuery = () =>
  apiQuery([homeApi.episodes.pattern], homeApi.episodes(), episodesSchema);

export const useEpisodesAnswer = () => useQuery(episodesQuery());
