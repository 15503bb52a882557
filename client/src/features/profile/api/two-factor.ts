import type {
  RecoveryCodes,
  TotpCodeBody,
  TotpDisableBody,
  TotpSetup,
  TotpStatus,
} from '@contract/auth';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@client/lib/api';
import { currentUserQueryKey } from '@client/lib/auth';

export const twoFactorKey = ['/api/profile/two-factor'] as const;

export const useTwoFactorStatus = () =>
  useQuery<TotpStatus>({
    queryKey: twoFactorKey,
    queryFn: getQueryFn<TotpStatus>({ on401: 'throw' }),
  });

export async function startTwoFactor(): Promise<TotpSetup> {
  const res = await apiRequest('POST', '/api/profile/two-factor');
  return (await res.json()) as TotpSetup;
}

export async function confirmTwoFactor(body: TotpCodeBody): Promise<RecoveryCodes> {
  const res = await apiRequest('POST', '/api/profile/two-factor/confirm', body);
  return (await res.json()) as RecoveryCodes;
}

export async function newRecoveryCodes(body: TotpCodeBody): Promise<RecoveryCodes> {
  const res = await apiRequest('POST', '/api/profile/two-factor/recovery-codes', body);
  return (await res.json()) as RecoveryCodes;
}

export async function disableTwoFactor(body: TotpDisableBody): Promise<void> {
  await apiRequest('POST', '/api/profile/two-factor/disable', body);
}

/** After a change the status is read again, and the session (an administrator's may now count). */
function useRefreshAfter() {
  const queryClient = useQueryClient();
  return () =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: twoFactorKey }),
      queryClient.invalidateQueries({ queryKey: currentUserQueryKey }),
    ]);
}

export const useStartTwoFactor = () => useMutation({ mutationFn: startTwoFactor });

export function useConfirmTwoFactor() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: confirmTwoFactor, onSuccess: refresh });
}

export function useNewRecoveryCodes() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: newRecoveryCodes, onSuccess: refresh });
}

export function useDisableTwoFactor() {
  const refresh = useRefreshAfter();
  return useMutation({ mutationFn: disableTwoFactor, onSuccess: refresh });
}
