/**
 * The options a module's routes of one kind share: a member's reads, a member's writes on one of
 * their records (`/…/:id`), the staff's moderation… Each kind says once who may call (a signed-in
 * member, one whose address is verified, or whoever the staff guard lets through), its limits,
 * its tags, its `:id` and its error answers; a route then gives only its summary, its answers
 * and what it alone has (a body, a query). The options stay a plain object handed to
 * `app.get/post/…`, so the zod type provider types each handler's request and answer as it does
 * for routes written out in full.
 */
import type {
  onRequestAsyncHookHandler,
  onSendHookHandler,
  preHandlerAsyncHookHandler,
} from 'fastify';
import type { z } from 'zod';
import type { GoalName } from '../../contract/analytics';
import { errorResponses } from '../../contract/errors';
import { requireUser, requireVerifiedEmail } from './session';

/**
 * Every error a signed-in member's or the staff's route may answer: a bad request, no session,
 * no permission, no such record, a clash, a body too large or not JSON, too many requests.
 */
export const signedInErrors = errorResponses(400, 401, 403, 404, 409, 413, 415, 429);
/** A form's few fields: far less than Fastify's 1 MB default body. */
export const small = { bodyLimit: 16 * 1024 };
/** A member's or the staff's own answers: never kept by a browser's or a proxy's cache. */
export const PRIVATE = 'no-store';

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
  /** Answers for the caller alone (theirs, or what the staff see): `cache-control: no-store`. */
  private?: boolean;
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
  /** The goal the route's success reaches (a prayer request shared, a plan started…). */
  goal?: GoalName;
}

const callers: Record<'anyone' | 'member' | 'verified', onRequestAsyncHookHandler[]> = {
  anyone: [],
  member: [requireUser],
  verified: [requireUser, requireVerifiedEmail],
};

// Said before the handler runs, so an error's answer is not kept either; a handler may still
// say otherwise for an answer anyone may keep.
const noStore: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.header('cache-control', PRIVATE);
};
// A success's goal is recorded as its answer leaves (the write never delays it).
const reaching =
  (goal: GoalName): onSendHookHandler =>
  (request, reply, payload, done) => {
    if (reply.statusCode < 300) request.recordGoal(goal);
    done(null, payload);
  };
// A route whose one success is 201 (a record made) answers it as another answers 200: its
// handler returns the record; an error's answer still says its own status.
const created: onRequestAsyncHookHandler = async (_request, reply) => {
  reply.status(201);
};

/**
 * `const onGroup = routeKind({ tags, errors, caller: 'member', params: idParamsSchema })`, then
 * `app.post(api.join.pattern, onGroup('Join a group', { 200: membershipSchema }), handler)`.
 * A route whose answers are `{ 201: … }` answers 201 with what its handler returns.
 */
export function routeKind<Errors extends Answers, Params extends z.ZodType | undefined = undefined>(
  kind: RouteKind<Params, Errors>,
) {
  const { tags, errors, caller = 'anyone', params, preHandler, bodyLimit } = kind;
  const withParams = params === undefined ? {} : { params };
  const onRequest = [...callers[caller], ...(kind.private === true ? [noStore] : [])];
  return <Ok extends Answers, Own extends RouteOwn = Record<never, never>>(
    summary: string,
    answers: Ok,
    own?: Own,
  ) => {
    // Each route gets hook arrays of its own: plugins push their hooks into a route's arrays (the
    // rate limiter its check), and an array shared by routes would hand one route's hooks to all.
    const hooks = [...onRequest, ...(201 in answers && !(200 in answers) ? [created] : [])];
    const { goal, ...fields } = (own ?? {}) as Own;
    return {
      ...(hooks.length === 0 ? {} : { onRequest: hooks }),
      ...(goal === undefined ? {} : { onSend: [reaching(goal)] }),
      ...(preHandler === undefined ? {} : { preHandler: [preHandler].flat() }),
      ...(bodyLimit === undefined ? {} : { bodyLimit }),
      schema: {
        tags: [...tags],
        summary,
        ...(withParams as Params extends z.ZodType ? { params: Params } : Record<never, never>),
        ...(fields as Omit<Own, 'goal'>),
        response: { ...answers, ...errors },
      },
    };
  };
}

/**
 * The handler of a route whose success is a message (a removal, a confirmation): it does `act`
 * and answers `{ message }`. The request's type is the route's, as the type provider gives it.
 */
export function saying<Request>(message: string, act: (request: Request) => Promise<unknown>) {
  return async (request: Request) => {
    await act(request);
    return { message };
  };
}
