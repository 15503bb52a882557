import type { EndedSessions } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

/** Ends every session of a member: a stolen or shared device is signed out at once. */
export function useSignMemberOutEverywhere() {
  return useMutation({
    mutationFn: async (memberId: number) => {
      const res = await apiRequest('DELETE', `/api/admin/users/${memberId}/sessions`);
      return (await res.json()) as EndedSessions;
    },
  });
}
