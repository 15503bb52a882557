/**
 * Guessing passwords is slowed without letting anyone lock the owner out.
 *
 * A plain per-account limit ("10 wrong passwords and the account is closed for 15 minutes") is a
 * lock anybody can turn: ten guesses from anywhere keep the pastor out of his own site. Instead
 * (the "device cookie" scheme of OWASP's authentication guidance):
 * - each browser that has signed in to an account gets a signed device cookie for it;
 * - attempts are limited per account *and source*: that device, or else the IP address. An
 *   attacker spends only their own budget, never the owner's;
 * - attempts on an account from sources it has never seen (no device cookie for it) are counted
 *   together: past `delayAfter` each waits progressively longer before being answered (a
 *   distributed guesser is slowed to a crawl), and past `max` they are refused until the window
 *   passes. The owner's own browser is not among them, so it signs in at once.
 * - that account-wide count is of guesses at the account's *current* password: it is kept under
 *   the password's generation, so a new password (a reset proves the mailbox; a change proves the
 *   old password) starts a new count, and the owner gets in from any browser at once. The
 *   browser that reset becomes a known device too. The guessing goes on being slowed and capped
 *   against the new password exactly as before.
 * - a passkey, which cannot be guessed, is never refused for the account-wide count (only for its
 *   own source's spent budget); a failed one is counted like a wrong password.
 * - past the account-wide cap, an attempt that carries a second factor (a code of the app or a
 *   recovery code) is not refused at once: it is `heldBack`, and the route lets it in only when
 *   the password and the factor are both right, refusing it otherwise exactly as the others (so
 *   the answer still says nothing about the password). Guessing a password and a code together
 *   is no easier than guessing the code, whose budget is the account's own.
 */
import { createHash, randomBytes } from 'node:crypto';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import type { Config } from '../../config';
import { keyedRateLimit, tooMany, type RateLimit, type RateLimits } from '../../plugins/rate-limit';

/**
 * `delayAfter` attempts from unknown sources are answered at once; then the first waits
 * `baseDelayMs`, each further one twice as long, up to `maxDelayMs`; past `max` they are refused.
 */
export type UntrustedLoginPolicy = RateLimits['loginUnknownSources'];

const DEVICE_COOKIE_MAX_AGE_S = 365 * 24 * 60 * 60;

export const deviceCookieName = (config: Pick<Config, 'env'>) =>
  config.env === 'production' ? '__Host-device' : 'device';

/** Which account a device cookie is for, without putting the address itself in the cookie. */
const accountKey = (email: string) =>
  createHash('sha256').update(email).digest('base64url').slice(0, 22);

/** The wait before answering the n-th attempt from unknown sources (n counts from 1). */
export function untrustedDelayMs(attempt: number, policy: UntrustedLoginPolicy): number {
  if (attempt <= policy.delayAfter) return 0;
  const doublings = Math.min(attempt - policy.delayAfter - 1, 30);
  return Math.min(policy.baseDelayMs * 2 ** doublings, policy.maxDelayMs);
}

export function loginThrottle(
  app: FastifyInstance,
  opts: {
    config: Pick<Config, 'env'>;
    perSource: RateLimit;
    untrusted: UntrustedLoginPolicy;
    emailOf: (request: FastifyRequest) => string | undefined;
    /**
     * A short fingerprint of the account's current password (empty for no account), which
     * changes whenever the password does.
     */
    passwordGeneration: (email: string) => Promise<string>;
    /** Whether the attempt carries a code of the app or a recovery code with its password. */
    carriesSecondFactor: (request: FastifyRequest) => boolean;
  },
) {
  const name = deviceCookieName(opts.config);
  const secure = opts.config.env === 'production';

  /** The nonce of this browser's device cookie for `email`, if it has a valid one. */
  function knownDevice(request: FastifyRequest, email: string): string | undefined {
    const raw = request.cookies[name];
    const unsigned = raw ? request.unsignCookie(raw) : undefined;
    if (!unsigned?.valid || !unsigned.value) return undefined;
    const [account, nonce] = unsigned.value.split('.');
    return account === accountKey(email) && nonce ? nonce : undefined;
  }

  /**
   * The account a sign-in is for: the e-mail of the form, or the owner of the passkey presented
   * (set by `passkeyAttempt`, since a passkey's answer names no address).
   */
  const passkeyOwner = new WeakMap<FastifyRequest, string>();
  const emailOf = (request: FastifyRequest) => passkeyOwner.get(request) ?? opts.emailOf(request);

  const source = (request: FastifyRequest): string | undefined => {
    const email = emailOf(request);
    if (!email) return undefined;
    const device = knownDevice(request, email);
    return `${email}|${device ? `device:${device}` : `ip:${request.ip}`}`;
  };

  // One counter per limit, shared by the password form and passkeys (each limiter made by
  // createRateLimit keeps its own counts in process memory).
  const perSourceCount = app.createRateLimit({
    ...opts.perSource,
    keyGenerator: (request) => `login:${source(request) ?? ''}`,
  });
  const perSource = keyedRateLimit(app, 'login', opts.perSource, source, perSourceCount);
  /** Looked up once per request, however many counters ask. */
  const generations = new WeakMap<FastifyRequest, Promise<string>>();
  const generationOf = (request: FastifyRequest, email: string): Promise<string> => {
    let found = generations.get(request);
    if (!found) {
      found = opts.passwordGeneration(email);
      generations.set(request, found);
    }
    return found;
  };
  const untrusted = app.createRateLimit({
    max: opts.untrusted.max,
    timeWindow: opts.untrusted.timeWindow,
    keyGenerator: async (request) => {
      const email = emailOf(request) ?? '';
      return `login-unknown:${email}:${await generationOf(request, email)}`;
    },
  });

  /** Attempts past the account-wide cap that carry a second factor: the wait they are refused with. */
  const heldBackFor = new WeakMap<FastifyRequest, { ttl: number; ttlInSeconds: number }>();
  const refuse = (reply: FastifyReply, wait: { ttl: number; ttlInSeconds: number }) => {
    reply.header('retry-after', String(wait.ttlInSeconds));
    return tooMany(wait.ttl);
  };

  /** preHandlers of the sign-in route, after the body is parsed. */
  const preHandler = [
    perSource,
    async (request: FastifyRequest, reply: FastifyReply) => {
      const email = opts.emailOf(request);
      if (!email || knownDevice(request, email)) return;
      const counted = await untrusted(request);
      // `isAllowed` means on the limiter's allow-list (none is configured): nothing counted.
      if (counted.isAllowed) return;
      if (counted.isExceeded) {
        if (!opts.carriesSecondFactor(request)) throw refuse(reply, counted);
        heldBackFor.set(request, counted);
        return;
      }
      const attempt = counted.max - counted.remaining;
      const wait = untrustedDelayMs(attempt, opts.untrusted);
      if (wait > 0) await new Promise((resolve) => setTimeout(resolve, wait));
    },
  ];

  /** After a successful sign-in: this browser is now a known device for the account. */
  function rememberDevice(reply: FastifyReply, email: string): void {
    const nonce = randomBytes(16).toString('base64url');
    reply.setCookie(name, `${accountKey(email)}.${nonce}`, {
      path: '/',
      httpOnly: true,
      sameSite: 'lax',
      secure,
      signed: true,
      maxAge: DEVICE_COOKIE_MAX_AGE_S,
    });
  }

  /**
   * A passkey sign-in for the account at `email`. `refuseIfSpent` answers 429 when the source
   * (this device, or else this address) has used up what the password form allows, counting
   * nothing; `countFailure` counts a failed answer as a wrong password is counted. A passkey that
   * works costs nothing: it cannot be guessed. So the account's unknown sources having spent
   * their budget does not refuse it: that count is of guesses, and would otherwise let a
   * distributed guesser keep the owner's passkey out too.
   */
  function passkeyAttempt(request: FastifyRequest, reply: FastifyReply, email: string) {
    passkeyOwner.set(request, email);
    const known = knownDevice(request, email) !== undefined;
    /** `read` counts nothing: the budget is spent once the count has reached `max`. */
    const refuseWhenSpent = (counted: Awaited<ReturnType<typeof untrusted>>) => {
      if (counted.isAllowed || counted.remaining > 0) return;
      throw refuse(reply, counted);
    };
    return {
      async refuseIfSpent() {
        refuseWhenSpent(await perSourceCount(request, { increment: false }));
      },
      async countFailure() {
        await perSourceCount(request);
        if (!known) await untrusted(request);
      },
    };
  }

  /**
   * For an attempt past the account-wide cap that carries a second factor: the refusal every
   * other such attempt gets, to throw unless the password and the factor are both right.
   * Undefined for an attempt within the budget (or from a known device).
   */
  function heldBack(request: FastifyRequest, reply: FastifyReply) {
    const wait = heldBackFor.get(request);
    return wait ? () => refuse(reply, wait) : undefined;
  }

  return { preHandler, rememberDevice, passkeyAttempt, heldBack };
}
