/* Apart from the account schemas, so the browser's boot module can read it without them. */

/**
 * A cookie scripts may read, set and cleared by the server together with the session cookie. It
 * says only "this browser may have a session": pages ask `GET /api/auth/me` when it is present,
 * so a visitor's browser makes no request for a session it does not have (and logs no 401). It
 * grants nothing; the session cookie itself stays httpOnly and is the only proof.
 */
export const SESSION_HINT_COOKIE = 'has_session';
