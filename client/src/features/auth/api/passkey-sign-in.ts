import type { CurrentUser } from '@contract/auth';
import type { PasskeyRequestOptions } from '@contract/passkeys';
import { startAuthentication } from '@simplewebauthn/browser';
import { apiRequest } from '@client/lib/api';

/**
 * Signs in with a passkey: a fresh challenge from the server, the browser's dialog (or, with
 * `autofill`, the passkeys offered under the e-mail field), then the server checks the answer
 * and sets the session cookie.
 */
export async function signInWithPasskey(autofill = false): Promise<CurrentUser> {
  const optionsRes = await apiRequest('POST', '/api/auth/passkeys/options');
  const optionsJSON = (await optionsRes.json()) as PasskeyRequestOptions;
  const credential = await startAuthentication({ optionsJSON, useBrowserAutofill: autofill });
  const res = await apiRequest('POST', '/api/auth/passkeys/verify', { credential });
  return (await res.json()) as CurrentUser;
}
