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

    app.addHook('onRequest', async (request: FastifyRequest, reply: FastifyReply) => {
      if (!request.url.startsWith('/api/')) return;
      const raw = request.cookies[name];
      if (!raw) return;
      const unsigned = request.unsignCookie(raw);
      if (!unsigned.valid || !unsigned.value) return;
      const now = opts.clock();
      const found = await findSessionUser(opts.db, unsigned.value, now, opts.reads);
      if (!found) return;
      request.user = found.user;
      request.sessionId = found.sessionId;
      // Sliding expiry: an active member stays signed in; the cookie follows the database.
      const extended = await extendSession(opts.db, found.sessionId, found.expiresAt, now);
      if (extended) app.setSessionCookie(reply, unsigned.value, extended);
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
