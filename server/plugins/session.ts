import cookie from '@fastify/cookie';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Config } from '../config';
import type { Database } from '../db/connect';
import type { ReadCache } from '../db/read-cache';
import { extendSession, findSessionUser, type SessionUser } from '../db/sessions';
import { forbidden, unauthorized } from '../errors';

declare module 'fastify' {
  interface FastifyRequest {
    /** The signed-in user, or null. Filled by the session plugin before handlers run. */
    user: SessionUser | null;
    sessionId: string | null;
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

    app.decorate('setSessionCookie', (reply: FastifyReply, token: string, expiresAt: Date) => {
      reply.setCookie(name, token, {
        path: '/',
        httpOnly: true,
        sameSite: 'lax',
        secure,
        signed: true,
        expires: expiresAt,
      });
    });
    app.decorate('clearSessionCookie', (reply: FastifyReply) => {
      reply.clearCookie(name, { path: '/', httpOnly: true, sameSite: 'lax', secure, signed: true });
    });

    async function attachUser(request: FastifyRequest, reply: FastifyReply, token: string) {
      const now = opts.clock();
      const found = await findSessionUser(opts.db, token, now, opts.reads);
      if (!found) return;
      request.user = found.user;
      request.sessionId = found.sessionId;
      // Sliding expiry: an active member stays signed in; the cookie follows the database.
      const extended = await extendSession(opts.db, found.sessionId, found.expiresAt, now);
      if (extended) app.setSessionCookie(reply, token, extended);
    }

    // A callback hook, not an async one: most requests (pages, assets, visitors) carry no
    // session and should not pay for a promise.
    app.addHook('onRequest', (request, reply, done) => {
      const raw = request.url.startsWith('/api/') ? request.cookies[name] : undefined;
      const unsigned = raw ? request.unsignCookie(raw) : undefined;
      if (!unsigned?.valid || !unsigned.value) {
        done();
        return;
      }
      attachUser(request, reply, unsigned.value).then(() => done(), done);
    });
  },
  { name: 'session' },
);

/** preHandler: the route needs a signed-in user. */
export async function requireUser(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
}

/** preHandler: the route needs an administrator. */
export async function requireAdmin(request: FastifyRequest): Promise<void> {
  if (!request.user) throw unauthorized();
  if (!request.user.isAdmin) throw forbidden('Administrators only');
}
