import {
  recoveryCodesSchema,
  totpSetupSchema,
  type FactorChangeBody,
  type TotpCodeBody,
  type TotpDisableBody,
  authApi,
} from '@contract/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';
import { currentUserQueryKey } from '@client/lib/auth';
import {
  twoFactorKey,
  twoFactorStatusQuery,
  useTwoFactorStatus,
} from '@client/lib/two-factor-status';

export { twoFactorKey, twoFactorStatusQuery, useTwoFactorStatus };

/** A new secret for the app, for the current password. */
export const startTwoFactor = (owner: FactorChangeBody) =>
  apiSend('POST', authApi.twoFactor(), owner, totpSetupSchema);

export const confirmTwoFactor = (body: TotpCodeBody) =>
  apiSend('POST', authApi.twoFactorConfirm(), body, recoveryCodesSchema);

export const newRecoveryCodes = (body: TotpCodeBody) =>
  apiSend('POST', authApi.twoFactorRecoveryCodes(), body, recoveryCodesSchema);

export const disableTwoFactor = (body: TotpDisableBody) =>
  apiSend('POST', authApi.twoFactorDisable(), body);

/** After a change the status is read again, and the session (an administrator's may now count). */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}

export const useStartTwoFactor = () =>
  useMutation({
    mutationFn: startTwoFactor,
    meta: { errorTitle: 'Error', errorFallback: 'Two-step verification could not be set up.' },
  });

export function useConfirmTwoFactor() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: confirmTwoFactor,
    onSuccess: refresh,
    meta: {
      errorTitle: 'Not Turned On',
      errorFallback: 'That code did not work. Please try again.',
    },
  });
}

export function useNewRecoveryCodes() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: newRecoveryCodes,
    onSuccess: refresh,
    meta: { errorTitle: 'Error', errorFallback: 'New recovery codes could not be made.' },
  });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshAfter();
  return useMutation({
    mutationFn: disableTwoFactor,
    onSuccess: refresh,
    meta: {
      errorTitle: 'Not Turned Off',
      errorFallback: 'Two-step verification could not be turned off.',
    },
  });
}
