import { SESSION_HINT_COOKIE } from '@contract/session-hint';
import { cookieValue } from './cookies';

/** Whether the server marked this browser as holding a session (see SESSION_HINT_COOKIE). */
export function mayHaveSession(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookieValue(SESSION_HINT_COOKIE, cookies) !== undefined;
}

/**
 * Set on <html> by the boot module when the browser holds the session hint: the page's Login
 * link, rendered for everyone, is hidden from the first paint (styles.css) until the app shows
 * the account's menu in its place.
 */
export const SESSION_HINT_ATTRIBUTE = 'data-session-hint';
