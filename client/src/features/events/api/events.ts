import {
  eventListSchema,
  eventSchema,
  eventsApi,
  registrationAnswerSchema,
  type RegisterBody,
} from '@contract/events';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { z } from 'zod';
import { apiSend, apiQuery } from '@client/lib/api';
import { mayHaveSession } from '@client/lib/auth';

/** The meetings from a year back to a year ahead; keyed by its address, as the server fills it. */
export const eventListQuery = () => {
  const url = eventsApi.list();
  return apiQuery([url], url, eventListSchema);
};
export const useEventList = () => useQuery(eventListQuery());

export const eventQuery = (slug: string) => {
  const url = eventsApi.event({ slug });
  return apiQuery([url], url, eventSchema);
};

/** The event; a member's browser asks again as the member (their place, the online link). */
export const useEvent = (slug: string) =>
  useQuery({ ...eventQuery(slug), refetchOnMount: mayHaveSession() ? 'always' : true });

function useRefresh(slug: string) {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: eventQuery(slug).queryKey }),
      queryClient.invalidateQueries({ queryKey: eventListQuery().queryKey }),
    ]);
}

export function useRegister(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: (body: RegisterBody) =>
      apiSend('POST', eventsApi.register({ id }), body, registrationAnswerSchema),
    onSuccess: refresh,
  });
}

export function useCancelMine(slug: string, id: number) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: () =>
      apiSend('DELETE', eventsApi.mine({ id }), undefined, registrationAnswerSchema),
    onSuccess: refresh,
  });
}

const linkAnswer = registrationAnswerSchema.extend({ slug: z.string() });

/** The e-mailed links: confirm a visitor's place, or cancel anyone's. */
export function useRegistrationLink(slug: string) {
  const refresh = useRefresh(slug);
  return useMutation({
    mutationFn: ({ action, token }: { action: 'confirm' | 'cancel'; token: string }) =>
      apiSend('POST', eventsApi[action](), { token }, linkAnswer),
    onSuccess: refresh,
  });
}
