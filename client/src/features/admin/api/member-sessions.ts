import {
  authApi,
  endedSessionsSchema,
  removedFactorsSchema,
  type FactorChangeBody,
} from '@contract/auth';
import { peopleApi } from '@contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend } from '@client/lib/api';

/** Ends every session of a member: a stolen or shared device is signed out at once. */
export function useSignMemberOutEverywhere() {
  const intl = useIntl();
  return useMutation({
    mutationFn: (memberId: number) =>
      apiSend('DELETE', authApi.memberSessions({ id: memberId }), undefined, endedSessionsSchema),
    meta: {
      errorTitle: intl.formatMessage({ id: 'admin.errors.title' }),
      errorFallback: intl.formatMessage({ id: 'admin.errors.signOutFailed' }),
    },
  });
}

/**
 * Removes a member's passkeys and two-step verification, after the staff member's own password
 * (and code); the member is signed out everywhere.
 */
export function useRemoveMemberFactors() {
  const intl = useIntl();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ memberId, owner }: { memberId: number; owner: FactorChangeBody }) =>
      apiSend('DELETE', authApi.memberFactors({ id: memberId }), owner, removedFactorsSchema),
    // The person's page shows their two-step status.
    onSuccess: () => queryClient.invalidateQueries({ queryKey: [peopleApi.person.pattern] }),
    meta: {
      errorTitle: intl.formatMessage({ id: 'admin.errors.title' }),
      errorFallback: intl.formatMessage({ id: 'admin.errors.removeFactorsFailed' }),
    },
  });
}
