import { SESSION_HINT_COOKIE } from '@contract/session-hint';

/** Whether the server marked this browser as holding a session (see SESSION_HINT_COOKIE). */
export function mayHaveSession(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookies.split(/;\s*/).some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
}
