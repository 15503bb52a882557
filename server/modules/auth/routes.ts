import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  activeSessionListSchema,
  changePasswordBodySchema,
  endedSessionsSchema,
  memberIdParamsSchema,
  factorChangeBodySchema,
  removedFactorsSchema,
  SESSION_NOT_FOUND,
  sessionIdParamsSchema,
  currentUserSchema,
  EMAIL_CHANGED,
  EMAIL_VERIFIED,
  emailTokenBodySchema,
  FORGOT_PASSWORD_ANSWER,
  forgotPasswordBodySchema,
  loginAnswerSchema,
  loginWithFactorBodySchema,
  secondFactorBodySchema,
  SIGN_IN_EXPIRED,
  profileAnswerSchema,
  profileBodySchema,
  REGISTER_ANSWER,
  registerAnswerSchema,
  registerBodySchema,
  resetPasswordBodySchema,
  authApi,
} from '../../../contract/auth';
import { errorResponses, errorSchema, messageSchema } from '../../../contract/errors';
import type { Config } from '../../config';
import { notFound, unauthorized } from '../../errors';
import { bodyEmail, keyedRateLimit, type RateLimits, userKey } from '../../plugins/rate-limit';
import { requireUser, signedIn } from '../../plugins/session';
import { type AuditReader, idParam } from '../../plugins/audit-trail';
import { isStaff } from '../../domain/staff';
import { toCurrentUser } from './current-user';
import { loginThrottle } from './login-throttle';
import type { PasskeyService } from './passkeys';
import { PENDING_SIGN_IN_MS, type SecondFactorService } from './second-factor';
import { secondFactorRoutes } from './second-factor-routes';
import { passkeyRoutes } from './passkey-routes';
import type { AuthService } from './service';
import type { SessionUser } from '../../domain/sessions';

export interface AuthRouteOptions {
  auth: AuthService;
  secondFactor: SecondFactorService;
  passkeys: PasskeyService;
  config: Pick<Config, 'env'>;
  rateLimits: RateLimits;
}

export const pendingSignInCookieName = (config: Pick<Config, 'env'>) =>
  config.env === 'production' ? '__Host-pending-sign-in' : 'pending_sign_in';

declare module 'fastify' {
  interface FastifyRequest {
    /** The sign-in waiting for its second factor, on the route that completes it. */
    pendingSignIn?: { id: string; userId: number };
  }
}

const errors = errorResponses(400, 401, 403, 409, 413, 415, 429);

/** The member, when the request carries a current password to check (a guess to count). */
const passwordChecker = (request: FastifyRequest): string | undefined => {
  const body = request.body as { currentPassword?: unknown } | undefined;
  return request.user && typeof body?.currentPassword === 'string'
    ? String(request.user.id)
    : undefined;
};

export const authRoutes: FastifyPluginAsyncZod<AuthRouteOptions> = async (app, opts) => {
  const { auth, secondFactor } = opts;
  /** For the trail: what a staff deletion on a member's account removed, by their address. */
  const memberNamed =
    (what: string): AuditReader =>
    async (params, _request, db) => {
      const email = await auth.memberEmail(idParam(params), db);
      return email ? { name: `${what} ${email}` } : null;
    };
  const limits = opts.rateLimits;
  const small = { bodyLimit: 16 * 1024 };
  const throttle = loginThrottle(app, {
    config: opts.config,
    perSource: limits.loginAccount,
    untrusted: limits.loginUnknownSources,
    emailOf: bodyEmail,
    passwordGeneration: (email) => auth.passwordGeneration(email),
    carriesSecondFactor: (request) => {
      const body = request.body as { code?: unknown; recoveryCode?: unknown } | undefined;
      return body?.code !== undefined || body?.recoveryCode !== undefined;
    },
  });
  // One budget of current-password checks per member for the password and the e-mail change,
  // and for adding a factor.
  const passwordGuesses = keyedRateLimit(
    app,
    'current-password',
    limits.changePassword,
    passwordChecker,
  );

  /** Work started after its answer; closing waits for it, so it is not cut off mid-way. */
  const afterAnswers = new Set<Promise<void>>();
  app.addHook('onClose', async () => {
    await Promise.allSettled([...afterAnswers]);
  });
  /**
   * Sends `answer`, then runs `work` once it has gone (or the visitor has left), so the answer
   * and its timing cannot depend on what the work finds. A failure is logged; the visitor
   * already has the answer.
   */
  function answerFirst<T>(
    reply: FastifyReply,
    answer: T,
    work: () => Promise<void>,
    failure: string,
  ) {
    const run = () => {
      const running = work()
        .catch((error: unknown) => reply.log.error({ err: error }, failure))
        .finally(() => afterAnswers.delete(running));
      afterAnswers.add(running);
    };
    void reply.send(answer);
    reply.then(run, run);
    return reply;
  }

  app.get(
    authApi.me.pattern,
    {
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        response: { 200: currentUserSchema, 401: errorSchema },
      },
    },
    async (request) => {
      if (!request.user) throw unauthorized('Not signed in');
      return toCurrentUser(request.user, request.secondFactorRequired, request.pendingRoles);
    },
  );

  app.post(
    authApi.register.pattern,
    {
      ...small,
      config: { rateLimit: limits.register },
      preHandler: keyedRateLimit(app, 'register', limits.registerAccount, bodyEmail),
      schema: {
        tags: ['auth'],
        summary: 'Create a member account',
        body: registerBodySchema,
        response: { 201: registerAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      await auth.register(request.body);
      request.recordGoal('registration');
      return reply.status(201).send({ message: REGISTER_ANSWER });
    },
  );

  /**
   * The account whose codes a request tries: the pending sign-in's at the second step, the
   * password's owner when a code comes with a right password, the member's in the profile. One
   * counter for all (each limiter keeps its own counts).
   */
  const codeWithPassword = new WeakMap<FastifyRequest, number>();
  const codeAccount = (r: FastifyRequest) => {
    const id = r.pendingSignIn?.userId ?? codeWithPassword.get(r) ?? r.user?.id;
    return id === undefined ? undefined : String(id);
  };
  const codeCounter = app.createRateLimit({
    ...limits.secondFactor,
    keyGenerator: (r) => `second-factor:${codeAccount(r) ?? ''}`,
  });
  const codeGuesses = keyedRateLimit(
    app,
    'second-factor',
    limits.secondFactor,
    codeAccount,
    codeCounter,
  );

  // Adding a passkey asks for a code only when the app is on: only a request that carries one
  // spends the account's code budget.
  const codeGiven = (r: FastifyRequest) => {
    const body = r.body as { code?: unknown } | undefined;
    return typeof body?.code === 'string' ? codeAccount(r) : undefined;
  };
  passkeyRoutes(app, {
    passkeys: opts.passkeys,
    secondFactor,
    limits,
    throttle,
    passwordGuesses,
    codeGuesses: keyedRateLimit(app, 'second-factor', limits.secondFactor, codeGiven, codeCounter),
  });

  const pendingCookie = pendingSignInCookieName(opts.config);
  const secure = opts.config.env === 'production';
  const clearPending = (reply: FastifyReply) =>
    reply.clearCookie(pendingCookie, { path: '/', httpOnly: true, sameSite: 'strict', secure });

  /**
   * The last step of every sign-in, whatever proved who it is: the session cookie, the device
   * cookie (this browser is now known to the account, see login-throttle.ts), and the member as
   * the answer. (The passkey route does the same after its own ceremony.) `multiFactor`: the
   * sign-in proved two factors; staff signed in with a password alone are answered as the
   * session plugin will see them (their roles waiting for the second factor).
   */
  function finishSignIn(
    reply: FastifyReply,
    signedIn: { user: SessionUser; token: string; expiresAt: Date },
    multiFactor: boolean,
  ) {
    app.setSessionCookie(reply, signedIn.token, signedIn.expiresAt);
    reply.header('cache-control', 'no-store');
    throttle.rememberDevice(reply, signedIn.user.email);
    const { user } = signedIn;
    return isStaff(user) && !multiFactor
      ? toCurrentUser({ ...user, isAdmin: false, roles: [] }, true, user.roles)
      : toCurrentUser(user);
  }

  app.post(
    authApi.login.pattern,
    {
      ...small,
      config: { rateLimit: limits.login },
      preHandler: throttle.preHandler,
      schema: {
        tags: ['auth'],
        summary:
          'Sign in; answers the user and sets the session cookie, or `{ secondFactor }` when the account needs a code next',
        body: loginWithFactorBodySchema,
        response: { 200: loginAnswerSchema, ...errors },
      },
    },
    async (request, reply) => {
      const refuse = throttle.heldBack(request, reply);
      if (refuse) {
        // Many failed sign-ins from elsewhere: only the password with a right second factor gets
        // in from here, and a code is counted against the account's budget of codes only once
        // the password is right (guessers cannot spend the owner's).
        const { email, password, code, recoveryCode } = request.body;
        const owner = await auth.passwordHolder(email, password);
        if (!owner) throw refuse();
        codeWithPassword.set(request, owner.id);
        const counted = await codeCounter(request);
        if (!counted.isAllowed && counted.isExceeded) throw refuse();
        const signedIn = await secondFactor.signInWithFactor({
          userId: owner.id,
          body: { code, recoveryCode },
          previousSessionId: request.sessionId,
          userAgent: request.headers['user-agent'],
          address: request.ip,
        });
        if (!signedIn) throw refuse();
        return finishSignIn(reply, signedIn, true);
      }
      const outcome = await auth.login({
        email: request.body.email,
        password: request.body.password,
        previousSessionId: request.sessionId,
        userAgent: request.headers['user-agent'],
        address: request.ip,
      });
      if (outcome.kind === 'session') return finishSignIn(reply, outcome, false);
      reply.setCookie(pendingCookie, outcome.token, {
        path: '/',
        httpOnly: true,
        // Only our own pages continue a sign-in.
        sameSite: 'strict',
        secure,
        signed: true,
        maxAge: PENDING_SIGN_IN_MS / 1000,
      });
      return { secondFactor: 'totp' as const };
    },
  );

  /** The pending sign-in of the request's cookie, or 401. */
  async function loadPendingSignIn(request: FastifyRequest) {
    const raw = request.cookies[pendingCookie];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    const pending =
      unsigned?.valid && unsigned.value
        ? await secondFactor.findPendingSignIn(unsigned.value)
        : undefined;
    if (!pending) throw unauthorized(SIGN_IN_EXPIRED);
    request.pendingSignIn = pending;
  }

  app.post(
    authApi.loginSecondFactor.pattern,
    {
      ...small,
      config: { rateLimit: limits.login },
      // Before the body is read: without a pending sign-in there is nothing to complete.
      onRequest: loadPendingSignIn,
      preHandler: codeGuesses,
      schema: {
        tags: ['auth'],
        summary:
          'Complete a sign-in with a code of the authenticator app or a recovery code; answers the user and sets the session cookie',
        body: secondFactorBodySchema,
        response: { 200: currentUserSchema, ...errors },
      },
    },
    async (request, reply) => {
      const pending = request.pendingSignIn;
      if (!pending) throw unauthorized(SIGN_IN_EXPIRED);
      const signedIn = await secondFactor.completeSignIn({
        pending,
        body: request.body,
        previousSessionId: request.sessionId,
        userAgent: request.headers['user-agent'],
        address: request.ip,
      });
      clearPending(reply);
      return finishSignIn(reply, signedIn, true);
    },
  );

  await app.register(secondFactorRoutes, { secondFactor, codeGuesses, passwordGuesses });

  app.post(
    authApi.logout.pattern,
    {
      schema: {
        tags: ['auth'],
        summary: 'Sign out: ends the session and clears the cookie',
        response: { 200: messageSchema, 403: errorSchema },
      },
    },
    async (request, reply) => {
      await auth.logout(request.sessionId);
      app.clearSessionCookie(reply);
      return { message: 'Logged out' };
    },
  );

  app.post(
    authApi.forgotPassword.pattern,
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
    async (request, reply) => {
      const { email, language } = request.body;
      return answerFirst(
        reply,
        { message: FORGOT_PASSWORD_ANSWER },
        () => auth.requestPasswordReset(email, language),
        'password reset e-mail not prepared',
      );
    },
  );

  app.post(
    authApi.resetPassword.pattern,
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
    async (request, reply) => {
      const { email } = await auth.resetPassword(request.body);
      // Following the link proved the mailbox: this browser is known to the account from now on,
      // so guesses from elsewhere never hold it back.
      throttle.rememberDevice(reply, email);
      return { message: 'Your password has been reset. Please sign in.' };
    },
  );

  app.put(
    authApi.profile.pattern,
    {
      ...small,
      onRequest: requireUser,
      preHandler: passwordGuesses,
      schema: {
        tags: ['profile'],
        summary:
          "Update the signed-in member's names; a new e-mail (with currentPassword) is mailed a link and changes when it is followed",
        body: profileBodySchema,
        response: { 200: profileAnswerSchema, ...errors },
      },
    },
    async (request) => {
      const user = signedIn(request);
      const updated = await auth.updateProfile(user, request.body);
      return {
        ...toCurrentUser(updated.user, request.secondFactorRequired, request.pendingRoles),
        pendingEmail: updated.pendingEmail,
      };
    },
  );

  app.post(
    authApi.verifyEmail.pattern,
    {
      ...small,
      config: { rateLimit: limits.emailLink },
      schema: {
        tags: ['auth'],
        summary: "Confirm the account's address with the token of the verification e-mail",
        body: emailTokenBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.verifyEmail(request.body.token);
      return { message: EMAIL_VERIFIED };
    },
  );

  app.post(
    authApi.confirmEmail.pattern,
    {
      ...small,
      config: { rateLimit: limits.emailLink },
      schema: {
        tags: ['auth'],
        summary: 'Move the account to its new address with the token mailed there',
        body: emailTokenBodySchema,
        response: { 200: messageSchema, ...errors },
      },
    },
    async (request) => {
      await auth.confirmEmailChange(request.body.token);
      return { message: EMAIL_CHANGED };
    },
  );

  app.post(
    authApi.resendVerification.pattern,
    {
      onRequest: requireUser,
      preHandler: keyedRateLimit(app, 'resend-verification', limits.resendVerification, userKey),
      schema: {
        tags: ['auth'],
        summary: "Send the signed-in member's verification link again",
        response: {
          200: messageSchema,
          401: errorSchema,
          403: errorSchema,
          409: errorSchema,
          429: errorSchema,
        },
      },
    },
    async (request) => {
      const user = signedIn(request);
      await auth.resendVerification(user);
      return { message: `We have sent a new link to ${user.email}.` };
    },
  );

  app.post(
    authApi.changePassword.pattern,
    {
      ...small,
      onRequest: requireUser,
      preHandler: passwordGuesses,
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
      await auth.changePassword(user, sessionId, request.body);
      return { message: 'Password changed' };
    },
  );

  app.get(
    authApi.sessions.pattern,
    {
      onRequest: requireUser,
      schema: {
        tags: ['profile'],
        summary: 'Where the signed-in member is signed in: device, when, and which is this one',
        response: { 200: activeSessionListSchema, 401: errorSchema, 403: errorSchema },
      },
    },
    async (request) => {
      const { user, sessionId } = request;
      if (!user || !sessionId) throw unauthorized();
      return { sessions: await auth.listSessions(user, sessionId) };
    },
  );

  app.delete(
    authApi.session.pattern,
    {
      onRequest: requireUser,
      preHandler: keyedRateLimit(app, 'end-session', limits.endSession, userKey),
      schema: {
        tags: ['profile'],
        summary: "End one of the signed-in member's sessions (this one signs out)",
        params: sessionIdParamsSchema,
        response: { 200: messageSchema, ...errors, 404: errorSchema },
      },
    },
    async (request, reply) => {
      const user = signedIn(request);
      const ended = await auth.endSession(user.id, request.params.id);
      if (!ended) throw notFound(SESSION_NOT_FOUND);
      if (ended === request.sessionId) app.clearSessionCookie(reply);
      return { message: 'Signed out on that device' };
    },
  );

  app.delete(
    authApi.memberSessions.pattern,
    {
      config: { auditRecord: memberNamed('sessions of') },
      schema: {
        tags: ['admin'],
        summary: 'Sign a member out everywhere (administrators)',
        params: memberIdParamsSchema,
        response: { 200: endedSessionsSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => ({ ended: await auth.signOutEverywhere(request.params.id) }),
  );
  app.delete(
    authApi.memberFactors.pattern,
    {
      config: { auditRecord: memberNamed('sign-in factors of') },
      ...small,
      preHandler: passwordGuesses,
      schema: {
        tags: ['admin'],
        summary:
          "Remove a member's passkeys and two-step verification, and sign them out everywhere (people managers, after their own password and code)",
        params: memberIdParamsSchema,
        body: factorChangeBodySchema,
        response: { 200: removedFactorsSchema, ...errors, 404: errorSchema },
      },
    },
    async (request) => {
      // The staff member proves it is them, not merely their session: this opens a way into
      // another person's account for whoever next knows its password.
      await secondFactor.proveOwner(signedIn(request), request.body);
      return auth.removeFactors(request.params.id);
    },
  );
};
