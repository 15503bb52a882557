import { SESSION_HINT_COOKIE } from '@contract/session-hint';
import { cookieValue } from './cookies';

/** Whether the server marked this browser as holding a session (see SESSION_HINT_COOKIE). */
export function mayHaveSession(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookieValue(SESSION_HINT_COOKIE, cookies) !== undefined;
}
