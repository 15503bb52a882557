import { browserSupportsWebAuthn } from '@simplewebauthn/browser';
import { errorMessage } from './api';
import { useHydrated } from './use-hydrated';

/**
 * Whether this browser can use passkeys: null until hydrated (the pre-rendered HTML cannot
 * know), then true or false.
 */
export function useWebAuthnSupport(): boolean | null {
  return useHydrated() ? browserSupportsWebAuthn() : null;
}

/**
 * What to tell a person whose passkey ceremony failed. Closing the browser's dialog (or letting
 * it time out) is a choice, not a fault; the other failures of the browser's WebAuthn calls have
 * no message meant for people; the server's answers say what went wrong themselves.
 */
export function passkeyErrorMessage(error: unknown, fallback: string): string {
  if (error instanceof Error) {
    if (error.name === 'NotAllowedError' || error.name === 'AbortError') {
      return 'No passkey was used: the dialog was closed or timed out.';
    }
    const code = (error as { code?: unknown }).code;
    if (code === 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED') {
      return 'This device already has a passkey for your account.';
    }
  }
  return errorMessage(error, fallback);
}
