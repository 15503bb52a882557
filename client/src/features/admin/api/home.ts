import {
  adminEpisodesSchema,
  adminHomeSchema,
  homeApi,
  type AdminEpisodes,
  type AdminHome,
  type EpisodesBody,
  type HomeBody,
} from '@contract/home';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';
import { refreshPublic } from './publishing';

/** The home page's texts and the five episodes as the editors show them, and their saves. */

const adminHomeKey = [homeApi.adminHome.pattern] as const;
const adminEpisodesKey = [homeApi.adminEpisodes.pattern] as const;

export const useAdminHome = () =>
  useQuery(
    apiQuery(adminHomeKey, homeApi.adminHome(), adminHomeSchema, {
      // The editor keeps its own copy from here on; a refetch must not reset the form.
      staleTime: Infinity,
    }),
  );

export function useSaveHome() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: HomeBody): Promise<AdminHome> =>
      apiSend('PUT', homeApi.adminHome(), body, adminHomeSchema),
    onSuccess: (saved) => client.setQueryData(adminHomeKey, saved),
    onSettled: () => refreshPublic(client),
  });
}

export const useAdminEpisodes = () =>
  useQuery(
    apiQuery(adminEpisodesKey, homeApi.adminEpisodes(), adminEpisodesSchema, {
      staleTime: Infinity,
    }),
  );

export function useSaveEpisodes() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: EpisodesBody): Promise<AdminEpisodes> =>
      apiSend('PUT', homeApi.adminEpisodes(), body, adminEpisodesSchema),
    onSuccess: (saved) => client.setQueryData(adminEpisodesKey, saved),
    onSettled: () => refreshPublic(client),
  });
}
