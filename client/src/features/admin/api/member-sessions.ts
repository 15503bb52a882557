import { authApi, endedSessionsSchema, removedFactorsSchema } from '@contract/auth';
import { useMutation } from '@tanstack/react-query';
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

/** Removes a member's passkeys and two-step verification; they are signed out everywhere. */
export function useRemoveMemberFactors() {
  const intl = useIntl();
  return useMutation({
    mutationFn: (memberId: number) =>
      apiSend('DELETE', authApi.memberFactors({ id: memberId }), undefined, removedFactorsSchema),
    meta: {
      errorTitle: intl.formatMessage({ id: 'admin.errors.title' }),
      errorFallback: intl.formatMessage({ id: 'admin.errors.removeFactorsFailed' }),
    },
  });
}
