import type { FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  changePasswordBodySchema,
  currentUserSchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  loginBodySchema,
  profileBodySchema,
  registerAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
} from '../../../contract/auth';
import { errorSchema, messageSchema } from '../../../contract/errors';
import type { Database } from '../../db/connect';
import { unauthorized } from '../../errors';
import type { MailOutbox } from '../../infra/mail-outbox';
import { keyedRateLimit, type RateLimits } from '../../plugins/rate-limit';
import { requireUser } from '../../plugins/session';
import { toCurrentUser } from './current-user';
import * as auth from './service';

export interface AuthRouteOptions {
  db: Database;
  clock: () => Date;
  outbox: MailOutbox;
  publicUrl: string;
  rateLimits: RateLimits;
}

const errors = {
  400: errorSchema,
  401: errorSchema,
  403: errorSchema,
  409: errorSchema,
  413: errorSchema,
  415: errorSchema,
  429: errorSchema,
};

/** The e-mail of a JSON body, normalised as the schema will, for per-account limits. */
const bodyEmail = (request: FastifyRequest): string | undefined => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim()
    ? body.email.trim().toLowerCase()
    : undefined;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const deps: auth.AuthDeps = {
    db: opts.db,
    clock: opts.clock,
    outbox: opts.outbox,
    publicUrl: opts.publicUrl,
    log: app.log,
  };
  const limits = opts.rateLimits;
  const small = { bodyLimit: 16 * 1024 };

  app.get(
    '/api/auth/me',
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: errorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized('Not signed in');
      return toCurrentUser(request.user);
    },
  );

  app.post(
    '/api/auth/register',
    {
      ...small,
      config: { rateLimit: limits.register },
      schema: {
        tags: ['auth'],
        summary: 'Create a member account',
        body: registerBodySchema,
        response: { 201: registerAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = await auth.register(deps, request.body);
      return reply.status(201).send({ message: 'Account created', user: toCurrentUser(user) });
    },
  );

  app.post(
    '/api/auth/login',
    {
      ...small,
      config: { rateLimit: limits.login },
      preHandler: keyedRateLimit(app, 'login', limits.loginAccount, bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'Sign in; answers the user and sets the session cookie',
        body: loginBodySchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { user, token, expiresAt } = await auth.login(deps, {
        email: request.body.email,
        password: request.body.password,
        previousSessionId: request.sessionId,
        userAgent: request.headers['user-agent'],
      });
      app.setSessionCookie(reply, token, expiresAt);
      return toCurrentUser(user);
    },
  );

  app.post(
    '/api/auth/logout',
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and clears the cookie',
        response: { 200: messageSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(deps, request.sessionId);
      app.clearSessionCookie(reply);
      return { message: 'Logged out' };
    },
  );

  app.post(
    '/api/forgot-password',
    {
      ...small,
      config: { rateLimit: limits.forgotPassword },
      preHandler: keyedRateLimit(app, 'forgot', limits.forgotPasswordAccount, bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'E-mail a password reset link (the same answer whether or not the account exists)',
        body: forgotPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.requestPasswordReset(deps, request.body.email);
      return { message: FORGOT_PASSWORD_ANSWER };
    },
  );

  app.post(
    '/api/reset-password',
    {
      ...small,
      config: { rateLimit: limits.resetPassword },
      schema: {
        tags: ['auth'],
        summary: 'Set a new password with the token from the reset e-mail',
        body: resetPasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.resetPassword(deps, request.body);
      return { message: 'Your password has been reset. Please sign in.' };
    },
  );

  app.put(
    '/api/profile',
    {
      ...small,
      preHandler: requireUser,
      schema: {
        tags: ['profile'],
        summary: "Update the signed-in member's name or e-mail",
        body: profileBodySchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request) => {
      const user = request.user;
      if (!user) throw unauthorized();
      return toCurrentUser(await auth.updateProfile(deps, user, request.body));
    },
  );

  app.post(
    '/api/change-password',
    {
      ...small,
      preHandler: [
        requireUser,
        keyedRateLimit(app, 'change-password', limits.changePassword, (r) =>
          r.user ? String(r.user.id) : undefined,
        ),
      ],
      schema: {
        tags: ['profile'],
        summary: 'Change the password; other sessions of the member end',
        body: changePasswordBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      const { user, sessionId } = request;
      if (!user || !sessionId) throw unauthorized();
      await auth.changePassword(deps, user, sessionId, request.body);
      return { message: 'Password changed' };
    },
  );
};
