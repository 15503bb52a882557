import { endedSessionsSchema } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

/** Ends every session of a member: a stolen or shared device is signed out at once. */
export const useSignMemberOutEverywhere = () =>
  useMutation({
    mutationFn: (memberId: number) =>
      apiSend('DELETE', `/api/admin/users/${memberId}/sessions`, undefined, endedSessionsSchema),
    meta: { errorTitle: 'Error', errorFallback: 'The member could not be signed out.' },
  });
