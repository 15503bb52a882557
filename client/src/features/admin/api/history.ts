import {
  adminCharacterSchema,
  charactersApi,
  type AdminCharacter,
  type CharacterBody,
} from '@contract/characters';
import {
  adminTimelineEventSchema,
  timelineApi,
  type AdminTimelineEvent,
  type TimelineEventBody,
} from '@contract/timeline';
import { trashApi, trashListSchema } from '@contract/trash';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { apiSend, apiQuery } from '@client/lib/api';
import { refreshPublic } from './publishing';

/** The administrator's timeline events, characters and trash, and their writes. */

const timelineKey = [timelineApi.adminTimeline.pattern] as const;
const charactersKey = [charactersApi.adminCharacters.pattern] as const;
const trashKey = [trashApi.trash.pattern] as const;

/** After a write: the lists, the trash and every public read. */
const refresh = (client: QueryClient, key: readonly string[]) =>
  Promise.all([
    client.invalidateQueries({ queryKey: key }),
    client.invalidateQueries({ queryKey: trashKey }),
    refreshPublic(client),
  ]);

export const useAdminTimeline = () =>
  useQuery(apiQuery(timelineKey, timelineApi.adminTimeline(), z.array(adminTimelineEventSchema)));

export function useSaveTimelineEvent() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({
      id,
      body,
    }: {
      id?: number;
      body: TimelineEventBody;
    }): Promise<AdminTimelineEvent> =>
      id
        ? apiSend('PUT', timelineApi.adminTimelineEvent({ id }), body, adminTimelineEventSchema)
        : apiSend('POST', timelineApi.adminTimeline(), body, adminTimelineEventSchema),
    onSettled: () => refresh(client, timelineKey),
  });
}

export function useDeleteTimelineEvent() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', timelineApi.adminTimelineEvent({ id })),
    onSettled: () => refresh(client, timelineKey),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.timeline.saveFailed' }) },
  });
}

export const useAdminCharacters = () =>
  useQuery(apiQuery(charactersKey, charactersApi.adminCharacters(), z.array(adminCharacterSchema)));

export function useSaveCharacter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id?: number; body: CharacterBody }): Promise<AdminCharacter> =>
      id
        ? apiSend('PUT', charactersApi.adminCharacter({ id }), body, adminCharacterSchema)
        : apiSend('POST', charactersApi.adminCharacters(), body, adminCharacterSchema),
    onSettled: () => refresh(client, charactersKey),
  });
}

export function useDeleteCharacter() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', charactersApi.adminCharacter({ id })),
    onSettled: () => refresh(client, charactersKey),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.characters.saveFailed' }) },
  });
}

export const useTrash = () => useQuery(apiQuery(trashKey, trashApi.trash(), trashListSchema));

/** Puts an item back; every admin list and public read follows. */
export function useRestore() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('POST', trashApi.restore({ id }), {}),
    onSettled: () => Promise.all([client.invalidateQueries(), refreshPublic(client)]),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.trash.restoreFailed' }) },
  });
}
