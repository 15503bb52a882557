import { describe, expect, it } from 'vitest';
import { HttpError } from './api';
import { passkeyErrorMessage } from './passkeys';

const named = (name: string, extra: object = {}) =>
  Object.assign(new Error('browser message'), { name }, extra);

describe('passkeyErrorMessage', () => {
  it('says a closed dialog used no passkey', () => {
    expect(passkeyErrorMessage(named('NotAllowedError'), 'x')).toMatch(/dialog was closed/);
    expect(passkeyErrorMessage(named('AbortError'), 'x')).toMatch(/dialog was closed/);
  });

  it('names a device that already holds a passkey for the account', () => {
    const error = named('InvalidStateError', { code: 'ERROR_AUTHENTICATOR_PREVIOUSLY_REGISTERED' });
    expect(passkeyErrorMessage(error, 'x')).toBe(
      'This device already has a passkey for your account.',
    );
  });

  it("keeps the server's message, else the fallback", () => {
    const server = new HttpError(
      401,
      JSON.stringify({ message: 'That passkey could not sign you in.' }),
    );
    expect(passkeyErrorMessage(server, 'x')).toBe('That passkey could not sign you in.');
    expect(passkeyErrorMessage(named('SecurityError'), 'Fallback')).toBe('Fallback');
  });
});
