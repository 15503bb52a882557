import { activeSessionListSchema, authApi } from '@contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

export const sessionsKey = [authApi.sessions.pattern] as const;

/** The devices the member is signed in on, this one marked. */
export const activeSessionsQuery = () =>
  apiQuery(sessionsKey, authApi.sessions(), activeSessionListSchema);

export const useActiveSessions = () => useQuery(activeSessionsQuery());

export const endSession = (id: string) => apiSend('DELETE', authApi.session({ id }));

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
    meta: { errorTitle: 'Error', errorFallback: 'That device could not be signed out.' },
  });
}
