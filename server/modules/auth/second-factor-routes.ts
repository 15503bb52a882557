import type { FastifyReply, FastifyRequest } from 'fastify';
import { isStaff } from '../../domain/staff';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  factorChangeBodySchema,
  recoveryCodesSchema,
  totpCodeBodySchema,
  totpDisableBodySchema,
  totpSetupSchema,
  totpStatusSchema,
  authApi,
} from '../../../contract/auth';
import { errorResponses, errorSchema, messageSchema } from '../../../contract/errors';
import { unauthorized } from '../../errors';
import { routeKind } from '../../plugins/route-kinds';
import { requireUser, signedIn } from '../../plugins/session';
import type { SecondFactorService } from './second-factor';

type PreHandler = (request: FastifyRequest, reply: FastifyReply) => Promise<void>;

export interface SecondFactorRouteOptions {
  secondFactor: SecondFactorService;
  /** Codes tried per account: the same counter as the second step of signing in. */
  codeGuesses: PreHandler;
  /** The auth routes' budget of current-password checks per member, shared with this one. */
  passwordGuesses: PreHandler;
}

const errors = errorResponses(400, 401, 403, 409, 413, 415, 429);

/** The signed-in member's two-step verification: set up, recovery codes, turn off. */
export const secondFactorRoutes: FastifyPluginAsyncZod<SecondFactorRouteOptions> = async (
  app,
  opts,
) => {
  const { secondFactor, codeGuesses } = opts;
  const profile = { tags: ['profile'], errors, caller: 'member', bodyLimit: 16 * 1024 } as const;
  const withCode = routeKind({ ...profile, preHandler: codeGuesses });
  const withPasswordAndCode = routeKind({
    ...profile,
    preHandler: [opts.passwordGuesses, codeGuesses],
  });

  app.get(
    authApi.twoFactor.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Whether two-step verification is on, and how many recovery codes are left',
        response: { 200: totpStatusSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized();
      return secondFactor.status(request.user.id);
    },
  );

  app.post(
    authApi.twoFactor.pattern,
    withPasswordAndCode(
      'Start setting up two-step verification with the current password: a new secret for the authenticator app (QR code and text); nothing is on until confirmed',
      { 200: totpSetupSchema },
      { body: factorChangeBodySchema },
    ),
    async (request) => {
      if (!request.user) throw unauthorized();
      return secondFactor.start(request.user, request.body);
    },
  );

  app.post(
    authApi.twoFactorConfirm.pattern,
    withCode(
      'Turn two-step verification on with a current code; answers the recovery codes, shown only this once',
      { 200: recoveryCodesSchema },
      { body: totpCodeBodySchema },
    ),
    async (request) => {
      const { user, sessionId } = request;
      if (!user || !sessionId) throw unauthorized();
      return { recoveryCodes: await secondFactor.confirm(user, sessionId, request.body.code) };
    },
  );

  app.post(
    authApi.twoFactorRecoveryCodes.pattern,
    withCode(
      'New recovery codes for a current code (the old ones stop working)',
      { 200: recoveryCodesSchema },
      { body: totpCodeBodySchema },
    ),
    async (request) => {
      if (!request.user) throw unauthorized();
      return {
        recoveryCodes: await secondFactor.regenerateRecoveryCodes(request.user, request.body.code),
      };
    },
  );

  app.post(
    authApi.twoFactorDisable.pattern,
    withPasswordAndCode(
      'Turn two-step verification off with the current password and a code (not for staff)',
      { 200: messageSchema },
      { body: totpDisableBodySchema },
    ),
    async (request) => {
      const user = signedIn(request);
      // Staff whose session lacks the factor hold no roles on `user`: the request says so.
      const staff = isStaff(user) || request.secondFactorRequired;
      await secondFactor.disable(user, staff, request.body);
      return { message: 'Two-step verification is off.' };
    },
  );
};
