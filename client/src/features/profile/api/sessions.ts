import type { ActiveSessionList } from '@contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@client/lib/api';

export const sessionsKey = ['/api/profile/sessions'] as const;

export const useActiveSessions = () =>
  useQuery<ActiveSessionList>({
    queryKey: sessionsKey,
    queryFn: getQueryFn<ActiveSessionList>({ on401: 'throw' }),
  });

export async function endSession(id: string): Promise<void> {
  await apiRequest('DELETE', `/api/profile/sessions/${encodeURIComponent(id)}`);
}

export function useEndSession() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: endSession,
    onSuccess: () => queryClient.invalidateQueries({ queryKey: sessionsKey }),
  });
}
