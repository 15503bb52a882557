import {
  passkeyCreationOptionsSchema,
  passkeyListSchema,
  passkeySchema,
  type Passkey,
  passkeysApi,
} from '@contract/passkeys';
import type { FactorChangeBody } from '@contract/auth';
import { startRegistration } from '@simplewebauthn/browser';
import { useMutation, useQuery, useQueryClient, type MutationMeta } from '@tanstack/react-query';
import { apiSend, apiQuery } from '@client/lib/api';

export const passkeysKey = [passkeysApi.list.pattern] as const;

/** The member's passkeys. */
export const passkeysQuery = () => apiQuery(passkeysKey, passkeysApi.list(), passkeyListSchema);

export const usePasskeys = () => useQuery(passkeysQuery());

/**
 * Adds a passkey: the server's options (for the current password, and a code when the app is
 * on), the browser's own dialog (which makes the key on the device or in a password manager),
 * then the server checks and keeps it.
 */
export async function addPasskey(owner: FactorChangeBody): Promise<Passkey> {
  const optionsJSON = await apiSend(
    'POST',
    passkeysApi.addOptions(),
    owner,
    passkeyCreationOptionsSchema,
  );
  const credential = await startRegistration({ optionsJSON });
  return apiSend('POST', passkeysApi.addVerify(), { credential }, passkeySchema);
}

export const renamePasskey = (input: { id: number; name: string }) =>
  apiSend('PATCH', passkeysApi.passkey({ id: input.id }), { name: input.name }, passkeySchema);

export const removePasskey = (id: number) => apiSend('DELETE', passkeysApi.passkey({ id }));

function usePasskeyMutation<T, R>(mutationFn: (input: T) => Promise<R>, meta?: MutationMeta) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSettled: () => queryClient.invalidateQueries({ queryKey: passkeysKey }),
    ...(meta ? { meta } : {}),
  });
}

/**
 * Its failure is toasted by the screen: a closed dialog is told apart from a server's refusal
 * (`passkeyErrorMessage`), which a title alone cannot say.
 */
export const useAddPasskey = () => usePasskeyMutation(addPasskey);
export const useRenamePasskey = () =>
  usePasskeyMutation(renamePasskey, {
    errorTitle: 'Rename Failed',
    errorFallback: 'The passkey could not be renamed.',
  });
export const useRemovePasskey = () =>
  usePasskeyMutation(removePasskey, {
    errorTitle: 'Remove Failed',
    errorFallback: 'The passkey could not be removed.',
  });
