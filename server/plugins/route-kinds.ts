/**
 * The options a module's routes of one kind share: a member's reads, a member's writes on one of
 * their records (`/…/:id`), the staff's moderation… Each kind says once who may call (a signed-in
 * member, one whose address is verified, or whoever the staff guard lets through), its limits,
 * its tags, its `:id` and its error answers; a route then gives only its summary, its answers
 * and what it alone has (a body, a query). The options stay a plain object handed to
 * `app.get/post/…`, so the zod type provider types each handler's request and answer as it does
 * for routes written out in full.
 */
import type { onRequestAsyncHookHandler, preHandlerAsyncHookHandler } from 'fastify';
import type { z } from 'zod';
import { requireUser, requireVerifiedEmail } from './session';

type Answers = Record<number, z.ZodType>;

export interface RouteKind<Params extends z.ZodType | undefined, Errors extends Answers> {
  tags: readonly string[];
  /** The error answers every route of the kind may give (`errorResponses(…)`). */
  errors: Errors;
  /**
   * Who may call: a signed-in member, a member whose address is verified (what they write is
   * shown to others); omitted, anyone, or those the staff guard lets through.
   */
  caller?: 'member' | 'verified';
  /** The record's address parameters (`/…/:id`), validated before the handler runs. */
  params?: Params;
  /** Counted before the body is handled (a per-member limit). */
  preHandler?: preHandlerAsyncHookHandler | preHandlerAsyncHookHandler[];
  /** Bodies past Fastify's 1 MB default, or a smaller one. */
  bodyLimit?: number;
}

/** What one route has of its own, beside its kind's. */
interface RouteOwn {
  /** The address's parameters, where the kind has none. */
  params?: z.ZodType;
  body?: z.ZodType;
  querystring?: z.ZodType;
  /** Bodies other than JSON (`multipart/form-data`), for the API's documentation. */
  consumes?: string[];
  /** Answers other than JSON (`text/csv`), for the API's documentation. */
  produces?: string[];
}

const callers: Record<'member' | 'verified', onRequestAsyncHookHandler[]> = {
  member: [requireUser],
  verified: [requireUser, requireVerifiedEmail],
};

/**
 * `const onGroup = routeKind({ tags, errors, caller: 'member', params: idParamsSchema })`, then
 * `app.post(api.join.pattern, onGroup('Join a group', { 200: membershipSchema }), handler)`.
 */
export function routeKind<Errors extends Answers, Params extends z.ZodType | undefined = undefined>(
  kind: RouteKind<Params, Errors>,
) {
  const { tags, errors, caller, params, preHandler, bodyLimit } = kind;
  const withParams = params === undefined ? {} : { params };
  return <Ok extends Answers, Own extends RouteOwn = Record<never, never>>(
    summary: string,
    answers: Ok,
    own?: Own,
  ) => ({
    // Each route gets hook arrays of its own: plugins push their hooks into a route's arrays (the
    // rate limiter its check), and an array shared by routes would hand one route's hooks to all.
    ...(caller === undefined ? {} : { onRequest: [...callers[caller]] }),
    ...(preHandler === undefined ? {} : { preHandler: [preHandler].flat() }),
    ...(bodyLimit === undefined ? {} : { bodyLimit }),
    schema: {
      tags: [...tags],
      summary,
      ...(withParams as Params extends z.ZodType ? { params: Params } : Record<never, never>),
      ...(own as Own),
      response: { ...answers, ...errors },
    },
  });
}
