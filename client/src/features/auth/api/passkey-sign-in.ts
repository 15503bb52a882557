import { currentUserSchema, type CurrentUser } from '@contract/auth';
import { passkeyRequestOptionsSchema, passkeysApi } from '@contract/passkeys';
import { startAuthentication } from '@simplewebauthn/browser';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

/**
 * Signs in with a passkey: a fresh challenge from the server, the browser's dialog (or, with
 * `autofill`, the passkeys offered under the e-mail field), then the server checks the answer
 * and sets the session cookie.
 */
export async function signInWithPasskey(autofill = false): Promise<CurrentUser> {
  const optionsJSON = await apiSend(
    'POST',
    passkeysApi.signInOptions(),
    undefined,
    passkeyRequestOptionsSchema,
  );
  const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  return apiSend('POST', passkeysApi.signInVerify(), { credential }, currentUserSchema);
}

/**
 * The button's sign-in. Its failure is toasted by the screen: a closed dialog is told apart
 * from a server's refusal (`passkeyErrorMessage`), which a title alone cannot say.
 */
export const usePasskeySignIn = () => useMutation({ mutationFn: () => signInWithPasskey() });
