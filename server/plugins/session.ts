import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/types';
import type { ReadCache } from '../db/read-cache';
import {
  EMAIL_NOT_VERIFIED,
  EMAIL_NOT_VERIFIED_CODE,
  SESSION_HINT_COOKIE,
} from '../../contract/auth';
import { findSessionUser, touchSession, type SessionUser } from '../domain/sessions';
import { isStaff } from '../domain/staff';
import { HttpError, unauthorized } from '../errors';
import { localizePath, siteLanguages } from '../../contract/i18n';
import { plainForms } from '../../contract/plain-forms';

/** `/events/{slug}.ics`: read with the session, like the API. */
const EVENT_CALENDAR_FILE = /^\/(?:(?:es|pt)\/)?events\/[^/?]+\.ics(?:\?|$)/;

/** Where the plain HTML forms post (each page in each language). */
const plainFormPaths = new Set(
  Object.values(plainForms).flatMap((path) =>
    siteLanguages.map((lang) => localizePath(path, lang)),
  ),
);

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Filled by the session plugin before handlers run. */
    user: SessionUser | null;
    sessionId: string | null;
    /**
     * A staff member's account (any role) whose session has not passed a strong factor: `user`
     * is then the account with no roles and `isAdmin` false, so no rule anywhere grants it a
     * staff power, and staff routes answer SECOND_FACTOR_REQUIRED.
     */
    secondFactorRequired: boolean;
    /** The roles the account holds while `secondFactorRequired` (none grant anything yet). */
    pendingRoles: readonly string[] | null;
    /**
     * Whether this session's sign-in proved two factors (a passkey with user verification, or a
     * password and an authenticator code);
     * false when signed out or signed in with a password alone.
     */
    multiFactor: boolean;
  }
  interface FastifyInstance {
    setSessionCookie(reply: FastifyReply, token: string, expiresAt: Date): void;
    clearSessionCookie(reply: FastifyReply): void;
  }
}

export const sessionCookieName = (config: Pick<Config, 'env'>) =>
  config.env === 'production' ? '__Host-sid' : 'sid';

export const sessionPlugin = fp(
  async (
    app: FastifyInstance,
    opts: { config: Config; db: Database; reads: ReadCache; clock: () => Date },
  ) => {
    const name = sessionCookieName(opts.config);
    const secure = opts.config.env === 'production';
    await app.register(cookie, { secret: opts.config.sessionSecret });
    app.decorateRequest('user', null);
    app.decorateRequest('sessionId', null);
    app.decorateRequest('secondFactorRequired', false);
    app.decorateRequest('pendingRoles', null);
    app.decorateRequest('multiFactor', false);

    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(name, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        signed: true,
        expires: expiresAt,
      });
      reply.setCookie(SESSION_HINT_COOKIE, '1', {
        path: '/',
        sameSite: 'lax',
        secure,
        expires: expiresAt,
      });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
      reply.clearCookie(SESSION_HINT_COOKIE, { path: '/', sameSite: 'lax', secure });
    });

    async function attachUser(request: FastifyRequest, reply: FastifyReply, token: string) {
      const now = opts.clock();
      const found = await findSessionUser(opts.db, token, now, opts.reads);
      if (!found) {
        // Expired or ended elsewhere (logout on another device, password change): forget it, so
        // the pages stop asking for a session that is gone.
        app.clearSessionCookie(reply);
        return;
      }
      request.sessionId = found.sessionId;
      request.multiFactor = found.multiFactor;
      if (isStaff(found.user) && !found.multiFactor) {
        request.user = { ...found.user, isAdmin: false, roles: [] };
        request.secondFactorRequired = true;
        request.pendingRoles = found.user.roles;
      } else {
        request.user = found.user;
      }
      // Sliding expiry: an active member stays signed in; the cookie follows the database.
      const extended = await touchSession(opts.db, found, now);
      if (extended) app.setSessionCookie(reply, token, extended);
    }

    // A callback hook, not an async one: most requests (pages, assets, visitors) carry no
    // session and should not pay for a promise.
    app.addHook('onRequest', (request, reply, done) => {
      // The API's requests, the plain HTML forms' posts (a member's "I prayed" without
      // JavaScript), and an event's calendar file (a study group's meetings are its members');
      // pages are rendered as a visitor sees them.
      const isApi =
        request.url.startsWith('/api/') ||
        (request.method === 'GET' && EVENT_CALENDAR_FILE.test(request.url)) ||
        (request.method === 'POST' && plainFormPaths.has(request.url.split('?', 1)[0] ?? ''));
      const raw = isApi ? request.cookies[name] : undefined;
      // An answer to a request with a session may hold that member's data: no browser or proxy
      // keeps it. A route whose answer is the same for everyone (the Bible's) may say otherwise.
      if (raw !== undefined) reply.header('cache-control', 'no-store');
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      if (!unsigned?.valid || !unsigned.value) {
        if (isApi && (raw || request.cookies[SESSION_HINT_COOKIE])) app.clearSessionCookie(reply);
        done();
        return;
      }
      attachUser(request, reply, unsigned.value).then(() => done(), done);
    });

    // An answer that sets or clears a cookie (a session refreshed or forgotten, a device cookie,
    // a pending sign-in) is that browser's alone: a shared cache that kept it would hand the
    // cookie to everyone after. So it is never stored, whatever its route says (the Bible's
    // answers are public otherwise). Registered after the cookie plugin's own onSend, which
    // writes the Set-Cookie header, so every cookie of every route is seen here.
    app.addHook('onSend', (_request, reply, payload, done) => {
      if (reply.hasHeader('set-cookie')) {
        const cacheControl = reply.getHeader('cache-control');
        if (typeof cacheControl !== 'string' || !/\bno-store\b/.test(cacheControl)) {
          reply.header('cache-control', 'private, no-store');
        }
      }
      done(null, payload);
    });
  },
  { name: 'session' },
);

/**
 * The route needs a signed-in user. An `onRequest` hook (the session is read in an earlier one):
 * a stranger is refused before the body is read or parsed, so an unsigned request costs nothing.
 */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/**
 * The user of a route behind requireUser or the staff guard. The types cannot see the hook, so a
 * missing user is still answered 401 rather than asserted away.
 */
export function signedIn(request: FastifyRequest): SessionUser {
  if (!request.user) throw unauthorized();
  return request.user;
}

/**
 * The route shows others what the member writes (a study group, a question, a post): it needs an
 * address the member has proven to read, so an account registered with anyone's address cannot
 * publish under the ministry's name. Staff count as verified. An `onRequest` hook after
 * requireUser.
 */
export async function requireVerifiedEmail(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (request.user.emailVerifiedAt || isStaff(request.user)) return;
  throw new HttpError(403, EMAIL_NOT_VERIFIED, EMAIL_NOT_VERIFIED_CODE);
}
