import rateLimit, { normalizeIP } from '@fastify/rate-limit';
import type { FastifyInstance, FastifyReply, FastifyRequest } from 'fastify';
import fp from 'fastify-plugin';
import type { Redis } from 'ioredis';
import type { PlainForm } from '../../contract/plain-forms';
import { HttpError } from '../errors';

export interface RateLimit {
  max: number;
  timeWindow: number;
}

/**
 * Limits of the forms that strangers can post: per IP, and for sign-in and password reset also
 * per account (e-mail), so neither many addresses from one place nor one address from many
 * places can be hammered. Tests may loosen them. Each public form of contract/plain-forms.ts has
 * the limit of its name (the compiler asks for it), shared by its JSON and its plain post.
 */
export interface RateLimits extends Record<PlainForm, RateLimit> {
  newsletter: RateLimit;
  /** Confirmation e-mails per address: nobody's inbox is flooded with sign-up links. */
  newsletterAddress: RateLimit;
  /** Contact messages per IP. */
  contact: RateLimit;
  /** Payment intents per IP (each one is a call to Stripe). */
  donation: RateLimit;
  /** Sign-in attempts per IP (generous: a church or a school shares one address). */
  login: RateLimit;
  /** Sign-in attempts per account and source (a known device, or else an IP address). */
  loginAccount: RateLimit;
  /**
   * Sign-in attempts per account from sources it has never signed in from, all together: slowed
   * progressively, then refused; the owner's known devices are never counted here.
   */
  loginUnknownSources: RateLimit & { delayAfter: number; baseDelayMs: number; maxDelayMs: number };
  register: RateLimit;
  /**
   * Registrations per address, from anywhere: each one mails the address (a verification link, or
   * its owner a notice), so nobody's inbox is flooded.
   */
  registerAccount: RateLimit;
  /** Verification links a signed-in member asks to be sent again. */
  resendVerification: RateLimit;
  forgotPassword: RateLimit;
  /** Reset e-mails per address: nobody's inbox is flooded. */
  forgotPasswordAccount: RateLimit;
  resetPassword: RateLimit;
  /** Verification and address-change links followed, per IP. */
  emailLink: RateLimit;
  /**
   * Current-password checks per member, the password change's and the e-mail change's together
   * (a stolen session cannot guess the password).
   */
  changePassword: RateLimit;
  /** Sessions a member ends, per member. */
  endSession: RateLimit;
  /**
   * Authenticator and recovery codes tried per account, at sign-in and in the profile together
   * (setting up, new recovery codes, turning off): six digits cannot be guessed at this pace.
   */
  secondFactor: RateLimit;
  /**
   * Passkey sign-in ceremonies per IP, the options (each stores a challenge) and the answers
   * counted apart. A failed answer also counts against the account's sign-in limits above.
   */
  passkeySignIn: RateLimit;
  /** Passkey changes per member: options to add one, adding, renaming and removing. */
  passkeys: RateLimit;
  /**
   * Image uploads per administrator: each one decodes and re-encodes an image of up to 40
   * megapixels, so a stolen session cannot keep the processor busy.
   */
  mediaUploads: RateLimit;
  /** Chunks of resumable audio uploads, per editor. */
  audioChunks: RateLimit;
  /** A member's writes to their highlights, bookmarks, notes and reading plans. */
  studyTools: RateLimit;
  /** A member's saves of where they stopped listening (the player saves every 15 s of play). */
  listening: RateLimit;
  /** Reading-plan reminder unsubscribe links followed, per IP. */
  planUnsubscribe: RateLimit;
  /** Backups an administrator asks for (each reads the whole database and every file). */
  backups: RateLimit;
  /** Imports an administrator runs (each reads a whole file and may fetch many images). */
  imports: RateLimit;
  /**
   * A member's writes on the prayer wall (sharing, updating, flagging, moderating); "I prayed",
   * by the JSON API or the plain form, has the `prayed` limit.
   */
  prayer: RateLimit;
  prayed: RateLimit;
  /** Registrations for gatherings and their cancelling, per member and per IP; staff's edits. */
  events: RateLimit;
  /** Staff's messages to everyone registered for an event (each is many e-mails). */
  eventMessages: RateLimit;
  /** Site searches per IP (results as you type ask one per pause in typing). */
  search: RateLimit;
  /** Staff writes on people and invitations (roles, suspensions, deletions, invitations sent). */
  people: RateLimit;
  /** Invitation links followed per IP (each one costs an argon2 hash when it makes an account). */
  acceptInvitation: RateLimit;
  /** A member's downloads of their data and attempts to delete their account. */
  privacy: RateLimit;
  /** Analytics beacons per IP (a church or a school shares one address). */
  analyticsHit: RateLimit;
  /** Newsletter links followed per IP (a church or a school shares one address). */
  campaignLinks: RateLimit;
}

const minutes = (n: number) => n * 60_000;

export const defaultRateLimits: RateLimits = {
  newsletter: { max: 10, timeWindow: 60_000 },
  newsletterAddress: { max: 3, timeWindow: minutes(15) },
  contact: { max: 5, timeWindow: minutes(10) },
  donation: { max: 20, timeWindow: minutes(10) },
  login: { max: 30, timeWindow: minutes(15) }, // SIGN_INS_PER_15_MINUTES
  loginAccount: { max: 10, timeWindow: minutes(15) },
  loginUnknownSources: {
    max: 100,
    timeWindow: minutes(15),
    delayAfter: 10,
    baseDelayMs: 500,
    maxDelayMs: 10_000,
  },
  register: { max: 10, timeWindow: minutes(60) }, // REGISTRATIONS_PER_HOUR
  registerAccount: { max: 3, timeWindow: minutes(15) },
  resendVerification: { max: 3, timeWindow: minutes(60) },
  forgotPassword: { max: 10, timeWindow: minutes(15) },
  forgotPasswordAccount: { max: 3, timeWindow: minutes(15) },
  resetPassword: { max: 10, timeWindow: minutes(15) },
  emailLink: { max: 10, timeWindow: minutes(15) }, // EMAIL_LINKS_PER_15_MINUTES
  changePassword: { max: 10, timeWindow: minutes(15) },
  endSession: { max: 30, timeWindow: minutes(15) },
  secondFactor: { max: 10, timeWindow: minutes(15) },
  passkeySignIn: { max: 30, timeWindow: minutes(15) },
  passkeys: { max: 30, timeWindow: minutes(15) },
  mediaUploads: { max: 60, timeWindow: minutes(15) },
  // A 500 MB file in 16 MB chunks is 32; resends after dropped connections come on top.
  audioChunks: { max: 600, timeWindow: minutes(15) },
  studyTools: { max: 300, timeWindow: minutes(15) },
  // Sixty saves in 15 minutes of play, with pauses and seeks on top.
  listening: { max: 300, timeWindow: minutes(15) },
  planUnsubscribe: { max: 20, timeWindow: minutes(15) },
  backups: { max: 10, timeWindow: minutes(60) },
  imports: { max: 30, timeWindow: minutes(60) },
  prayer: { max: 30, timeWindow: minutes(15) },
  prayed: { max: 120, timeWindow: minutes(15) },
  events: { max: 30, timeWindow: minutes(15) },
  eventMessages: { max: 10, timeWindow: minutes(60) },
  search: { max: 120, timeWindow: 60_000 },
  people: { max: 60, timeWindow: minutes(15) },
  acceptInvitation: { max: 10, timeWindow: minutes(15) },
  privacy: { max: 10, timeWindow: minutes(60) },
  analyticsHit: { max: 600, timeWindow: 60_000 },
  campaignLinks: { max: 120, timeWindow: 60_000 },
};

/** The limits with the operator's settings applied. */
export function configuredRateLimits(settings: {
  registrationsPerHour: number;
  signInsPer15Minutes: number;
  emailLinksPer15Minutes: number;
}): RateLimits {
  return {
    ...defaultRateLimits,
    register: { max: settings.registrationsPerHour, timeWindow: minutes(60) },
    login: { max: settings.signInsPer15Minutes, timeWindow: minutes(15) },
    emailLink: { max: settings.emailLinksPer15Minutes, timeWindow: minutes(15) },
  };
}

/** Every limit set to `limit`, and no sign-in delayed: tests and benchmarks lift the limits. */
export function uniformRateLimits(limit: RateLimit): RateLimits {
  const all = Object.fromEntries(
    Object.keys(defaultRateLimits).map((k) => [k, limit]),
  ) as unknown as RateLimits;
  return {
    ...all,
    loginUnknownSources: { ...limit, delayAfter: limit.max, baseDelayMs: 0, maxDelayMs: 0 },
  };
}

/** How long to wait, as a person reads it: seconds for a short wait, minutes beyond two. */
export function waitText(ttlMs: number): string {
  const seconds = Math.max(1, Math.ceil(ttlMs / 1000));
  if (seconds > 120) return `${Math.ceil(seconds / 60)} minutes`;
  return seconds === 1 ? '1 second' : `${seconds} seconds`;
}

export const tooMany = (ttlMs: number) =>
  new HttpError(429, `Too many requests. Please try again in ${waitText(ttlMs)}.`, 'RATE_LIMITED');

/**
 * Registers the limiter; routes opt in with `config: { rateLimit }` (per IP), or use
 * `keyedRateLimit` (per account). With a Redis store the counts live in Redis, shared by every
 * process behind a load balancer; otherwise in this process.
 */
export const rateLimitPlugin = fp(
  async (app: FastifyInstance, opts: { redis?: Redis | undefined }) => {
    // The store is the infrastructure's (infrastructure.ts), which closes it.
    const { redis } = opts;
    await app.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'ministry-rl-', skipOnError: true } : {}),
      errorResponseBuilder: (_request, context) => tooMany(context.ttl),
    });
  },
  { name: 'rate-limit' },
);

/** The e-mail of a JSON body, normalised as the schemas will, for per-address limits. */
export const bodyEmail = (request: FastifyRequest): string | undefined => {
  const body = request.body as { email?: unknown } | undefined;
  return typeof body?.email === 'string' && body.email.trim()
    ? body.email.trim().toLowerCase()
    : undefined;
};

/** The signed-in person's id, the key of limits per member or per editor (visitors have none). */
export const userKey = (request: FastifyRequest): string | undefined =>
  request.user ? String(request.user.id) : undefined;

/**
 * A preHandler limiting by a key taken from the request (an e-mail in the body, a user id), in
 * addition to a route's per-IP limit. Answers 429 with `Retry-After` like the per-IP limit.
 * Requests without a key are not counted.
 */
export function keyedRateLimit(
  app: FastifyInstance,
  name: string,
  limit: RateLimit,
  keyOf: (request: FastifyRequest) => string | undefined,
  /** The counter, when another check shares it (made with the same key). */
  counter?: ReturnType<FastifyInstance['createRateLimit']>,
) {
  const check =
    counter ??
    app.createRateLimit({
      ...limit,
      keyGenerator: (request) => `${name}:${keyOf(request) ?? ''}`,
    });
  return async (request: FastifyRequest, reply: FastifyReply) => {
    if (!keyOf(request)) return;
    const result = await check(request);
    if (result.isAllowed || !result.isExceeded) return;
    reply.header('retry-after', String(result.ttlInSeconds));
    throw tooMany(result.ttl);
  };
}

/**
 * A per-address limit whose counter is also counted outside Fastify's request cycle (the
 * analytics beacon answered in the HTTP server's listener, fast-answers.ts): one counter in the
 * plugin's store (Redis when configured, shared by every process), keyed by the address as the
 * plugin keys a route's own limit (`normalizeIP`, IPv6 by its /64). Both ways of answering send
 * the same `x-ratelimit-*` headers and the same 429 with `Retry-After`.
 */
export function addressRateLimit(app: FastifyInstance, name: string, limit: RateLimit) {
  const check = app.createRateLimit({
    ...limit,
    keyGenerator: (request) => `${name}:${normalizeIP(request.ip)}`,
  });
  /**
   * Counts one request from `ip`: the headers to send (name, value, …), and the error to answer
   * with when the limit is passed.
   */
  async function count(ip: string): Promise<{ headers: string[]; refused?: HttpError }> {
    // The limiter reads only what our key generator reads (the address) and the route's config
    // (for a group id, which this limit has none of): a request of the HTTP server has neither
    // Fastify's request nor its route, so it is handed just these.
    const result = await check({ ip, routeOptions: { config: {} } } as unknown as FastifyRequest);
    if (result.isAllowed) return { headers: [] };
    const exceeded = result.isExceeded;
    const headers = [
      'x-ratelimit-limit',
      String(result.max),
      'x-ratelimit-remaining',
      String(exceeded ? 0 : result.remaining),
      'x-ratelimit-reset',
      String(result.ttlInSeconds),
    ];
    if (!exceeded) return { headers };
    return {
      headers: [...headers, 'retry-after', String(result.ttlInSeconds)],
      refused: tooMany(result.ttl),
    };
  }
  return {
    count,
    /** The same limit for a Fastify route (its `onRequest`, where the plugin counts). */
    async onRequest(request: FastifyRequest, reply: FastifyReply): Promise<void> {
      const { headers, refused } = await count(request.ip);
      for (let i = 0; i + 1 < headers.length; i += 2) {
        reply.header(headers[i] as string, headers[i + 1]);
      }
      if (refused) throw refused;
    },
  };
}
export type AddressRateLimit = ReturnType<typeof addressRateLimit>;
