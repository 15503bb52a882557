import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import {
  currentUserSchema,
  factorChangeBodySchema,
  SECOND_FACTOR_REQUIRED,
  SECOND_FACTOR_REQUIRED_MESSAGE,
} from '../../../contract/auth';
import { errorResponses, errorSchema, messageSchema } from '../../../contract/errors';
import {
  addPasskeyBodySchema,
  PASSKEY_CHALLENGE_EXPIRED,
  PASSKEY_NOT_FOUND,
  PASSKEY_SIGN_IN_FAILED,
  PASSKEY_UNKNOWN,
  passkeyCreationOptionsSchema,
  passkeyIdParamsSchema,
  passkeyListSchema,
  passkeyRequestOptionsSchema,
  passkeySchema,
  passkeySignInBodySchema,
  renamePasskeyBodySchema,
  passkeysApi,
} from '../../../contract/passkeys';
import { HttpError, notFound, unauthorized } from '../../errors';
import { keyedRateLimit, type RateLimits, userKey } from '../../plugins/rate-limit';
import { requireUser, signedIn } from '../../plugins/session';
import { describeDevice } from './active-sessions';
import { toCurrentUser } from './current-user';
import type { loginThrottle } from './login-throttle';
import type { PasskeyService } from './passkeys';
import type { SecondFactorService } from './second-factor';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

/**
 * An administrator's session that has not passed a strong factor has no administrator power, and
 * a passkey it added would sign in with full power: such a session adds none. (With the app on,
 * the code asked for below proves the factor anyway; this also covers an administrator who has
 * not set it up yet, who must set up the app first.)
 */
async function refuseWeakAdministrator(request: FastifyRequest): Promise<void> {
  if (request.secondFactorRequired) {
    throw new HttpError(403, SECOND_FACTOR_REQUIRED_MESSAGE, SECOND_FACTOR_REQUIRED);
  }
}

const errors = errorResponses(400, 401, 403, 409, 413, 415, 429);

/**
 * The passkey routes. Registered by the auth routes, whose sign-in throttle they share: a failed
 * passkey sign-in counts against the account as a wrong password does.
 */
export function passkeyRoutes(
  app: FastifyInstance,
  opts: {
    passkeys: PasskeyService;
    secondFactor: SecondFactorService;
    limits: RateLimits;
    throttle: ReturnType<typeof loginThrottle>;
    /** The member's budget of current-password checks, shared with the password change. */
    passwordGuesses: PreHandler;
    /** Codes tried per account, shared with the second step of signing in. */
    codeGuesses: PreHandler;
  },
) {
  const { passkeys, secondFactor, limits, throttle } = opts;
  const routes = app.withTypeProvider<ZodTypeProvider>();
  const perMember = keyedRateLimit(app, 'passkeys', limits.passkeys, userKey);

  // ---- the member's passkeys ---------------------------------------------------------------

  routes.get(
    passkeysApi.list.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags: ['profile'],
        summary: "The signed-in member's passkeys",
        response: { 200: passkeyListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      return { passkeys: await passkeys.list(user.id) };
    },
  );

  routes.post(
    passkeysApi.addOptions.pattern,
    {
      bodyLimit: 16 * 1024,
      onRequest: [requireUser, refuseWeakAdministrator],
      preHandler: [perMember, opts.passwordGuesses, opts.codeGuesses],
      schema: {
        tags: ['profile'],
        summary:
          "Options for the browser's dialog that makes a new passkey (a fresh challenge), for the current password (and a code when two-step verification is on)",
        body: factorChangeBodySchema,
        response: { 200: passkeyCreationOptionsSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await secondFactor.proveOwner(user, request.body);
      return passkeys.registrationOptions(user);
    },
  );

  routes.post(
    passkeysApi.addVerify.pattern,
    {
      onRequest: [requireUser, refuseWeakAdministrator],
      preHandler: perMember,
      schema: {
        tags: ['profile'],
        summary: "Add the passkey the browser made; it is named after the member's device",
        body: addPasskeyBodySchema,
        response: { 201: passkeySchema, ...errors },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      if (!request.sessionId) throw unauthorized();
      const name = describeDevice(request.headers['user-agent'] ?? null);
      const added = await passkeys.add(user, request.sessionId, request.body.credential, name);
      return reply.status(201).send(added);
    },
  );

  routes.patch(
    passkeysApi.passkey.pattern,
    {
      onRequest: requireUser,
      preHandler: perMember,
      schema: {
        tags: ['profile'],
        summary: "Rename one of the signed-in member's passkeys",
        params: passkeyIdParamsSchema,
        body: renamePasskeyBodySchema,
        response: { 200: passkeySchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const renamed = await passkeys.rename(user.id, request.params.id, request.body.name);
      if (!renamed) throw notFound(PASSKEY_NOT_FOUND);
      return renamed;
    },
  );

  routes.delete(
    passkeysApi.passkey.pattern,
    {
      onRequest: requireUser,
      preHandler: perMember,
      schema: {
        tags: ['profile'],
        summary: "Remove one of the signed-in member's passkeys (it can no longer sign in)",
        params: passkeyIdParamsSchema,
        response: { 200: messageSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const removed = await passkeys.remove(user, request.params.id);
      if (!removed) throw notFound(PASSKEY_NOT_FOUND);
      return { message: 'Passkey removed' };
    },
  );

  // ---- signing in --------------------------------------------------------------------------

  routes.post(
    passkeysApi.signInOptions.pattern,
    {
      config: { rateLimit: limits.passkeySignIn },
      schema: {
        tags: ['auth'],
        summary: "Options for the browser's passkey dialog at sign-in (a fresh challenge)",
        response: { 200: passkeyRequestOptionsSchema, ...errors },
      },
    },
    async (_request, reply) => {
      // Each answer holds a new challenge: never kept by a browser or a proxy.
      void reply.header('cache-control', 'no-store');
      return passkeys.signInOptions();
    },
  );

  routes.post(
    passkeysApi.signInVerify.pattern,
    {
      config: { rateLimit: limits.passkeySignIn },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with a passkey; answers the user and sets the session cookie',
        body: passkeySignInBodySchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const { credential } = request.body;
      const { challenge, found } = await passkeys.beginSignIn(credential);
      if (!found) throw unauthorized(challenge ? PASSKEY_UNKNOWN : PASSKEY_CHALLENGE_EXPIRED);
      const attempt = throttle.passkeyAttempt(request, reply, found.user.email);
      await attempt.refuseIfSpent();
      const session = challenge
        ? await passkeys.finishSignIn({
            credential,
            challenge,
            passkey: found.passkey,
            previousSessionId: request.sessionId,
            userAgent: request.headers['user-agent'],
            address: request.ip,
          })
        : undefined;
      if (!session) {
        await attempt.countFailure();
        throw unauthorized(challenge ? PASSKEY_SIGN_IN_FAILED : PASSKEY_CHALLENGE_EXPIRED);
      }
      app.setSessionCookie(reply, session.token, session.expiresAt);
      throttle.rememberDevice(reply, found.user.email);
      void reply.header('cache-control', 'no-store');
      return toCurrentUser(session.user);
    },
  );
}
