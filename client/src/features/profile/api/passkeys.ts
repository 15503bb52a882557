import type { Passkey, PasskeyCreationOptions, PasskeyList } from '@contract/passkeys';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from '@client/lib/api';

export const passkeysKey = ['/api/profile/passkeys'] as const;

export const usePasskeys = () =>
  useQuery<PasskeyList>({
    queryKey: passkeysKey,
    queryFn: getQueryFn<PasskeyList>({ on401: 'throw' }),
  });

/**
 * Adds a passkey: the server's options, the browser's own dialog (which makes the key on the
 * device or in a password manager), then the server checks and keeps it.
 */
export async function addPasskey(): Promise<Passkey> {
  const optionsRes = await apiRequest('POST', '/api/profile/passkeys/options');
  const optionsJSON = (await optionsRes.json()) as PasskeyCreationOptions;
  const credential = await startRegistration({ optionsJSON });
  const res = await apiRequest('POST', '/api/profile/passkeys/verify', { credential });
  return (await res.json()) as Passkey;
}

export async function renamePasskey(input: { id: number; name: string }): Promise<Passkey> {
  const res = await apiRequest('PATCH', `/api/profile/passkeys/${input.id}`, { name: input.name });
  return (await res.json()) as Passkey;
}

export async function removePasskey(id: number): Promise<void> {
  await apiRequest('DELETE', `/api/profile/passkeys/${id}`);
}

function usePasskeyMutation<T, R>(mutationFn: (input: T) => Promise<R>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
  });
}

export const useAddPasskey = () => usePasskeyMutation(addPasskey);
export const useRenamePasskey = () => usePasskeyMutation(renamePasskey);
export const useRemovePasskey = () => usePasskeyMutation(removePasskey);
