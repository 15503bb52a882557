/**
 * The beacon of a visitor (a request without a session cookie) answered in the HTTP server's
 * request listener, before Fastify's request cycle: it does almost nothing (check, count, buffer),
 * so Fastify's cycle was most of its cost. It answers exactly as the route in routes.ts does,
 * by the same functions: the security headers and request id (fast-answers.ts), the cross-origin
 * check (security.ts), the rate limit's counter (rate-limit.ts), the text and schema checks, the
 * error answers (error-handler.ts) and the recorder's buffer. Anything it does not take on (a
 * member's or staff member's beacon, JSON sent as `application/json`, a body without a length,
 * compressed, or over the limit) goes to Fastify untouched. Why and what it costs:
 * docs/decisions/0084-the-beacon-before-fastify.md.
 */
import type { IncomingMessage } from 'node:http';
import type { FastifySchemaValidationError } from 'fastify';
import { validatorCompiler } from 'fastify-type-provider-zod';
import { hitBodySchema, type HitBody } from '../../../contract/analytics';
import { ANALYTICS_HIT_PATH } from '../../../contract/analytics-hit';
import { forbidden, HttpError } from '../../errors';
import { httpErrorBody, INTERNAL_ERROR_BODY, validationAnswer } from '../../plugins/error-handler';
import type { EarlyHandler, EarlyReply, FastAnswers } from '../../plugins/fast-answers';
import type { AddressRateLimit } from '../../plugins/rate-limit';
import { isSameOrigin } from '../../plugins/security';
import { badTextError } from '../../plugins/text-input';
import type { Recorder } from './recorder';

/** What `navigator.sendBeacon` sends a string as (and the same without the charset). */
const BEACON_TYPE = /^text\/plain\s*(?:;\s*charset=utf-8\s*)?$/i;

const JSON_TYPE = ['content-type', 'application/json; charset=utf-8'];
/** The beacon's 202: nothing to keep, nothing to read. */
const ACCEPTED = ['cache-control', 'no-store', ...JSON_TYPE];

/** The body, once the request has sent all of it (Node's parser holds it to Content-Length). */
function bodyOf(req: IncomingMessage): Promise<string> {
  return new Promise((resolve, reject) => {
    const chunks: Buffer[] = [];
    let ended = false;
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      ended = true;
      resolve((chunks.length === 1 ? (chunks[0] as Buffer) : Buffer.concat(chunks)).toString());
    });
    req.on('error', reject);
    req.on('close', () => {
      if (!ended) reject(new Error('The request was aborted'));
    });
  });
}

export function fastBeacon(deps: {
  fastAnswers: FastAnswers;
  /** The site's own origin (PUBLIC_URL's), as the security plugin checks writes against. */
  ownOrigin: string;
  limit: AddressRateLimit;
  recorder: Recorder;
  /** The route's body limit: a longer body goes to Fastify, which answers 413. */
  bodyLimit: number;
  /** The route's reading of a `text/plain` body (a 400 when it is not JSON). */
  parseText: (text: string) => unknown;
}): EarlyHandler {
  const { fastAnswers, ownOrigin, limit, recorder, bodyLimit, parseText } = deps;
  // The route's own validator: Fastify compiles the route's schema with this same compiler.
  const compiled = validatorCompiler({
    schema: hitBodySchema,
    method: 'POST',
    url: ANALYTICS_HIT_PATH,
    httpPart: 'body',
  });
  // Fastify's type allows any validator's result; this compiler's is synchronous, with either the
  // parsed value or its issues as Fastify hands them to the error handler.
  const validate = (data: unknown) =>
    compiled(data) as { value?: HitBody; error?: FastifySchemaValidationError[] };

  const sendError = (reply: EarlyReply, error: HttpError, headers: readonly string[]) =>
    reply.send(error.statusCode, [...headers, ...JSON_TYPE], JSON.stringify(httpErrorBody(error)));

  async function answer(req: IncomingMessage, reply: EarlyReply): Promise<void> {
    // In the order of Fastify's hooks: the origin (security plugin), then the limit (the route's).
    if (!isSameOrigin(req, ownOrigin)) {
      sendError(reply, forbidden('Cross-origin request refused'), []);
      return;
    }
    const limited = await limit.count(fastAnswers.addressOf(req));
    if (limited.refused) {
      sendError(reply, limited.refused, limited.headers);
      return;
    }
    let text: string;
    try {
      text = await bodyOf(req);
    } catch {
      return; // The client went away: there is nobody to answer.
    }
    let parsed: unknown;
    try {
      parsed = parseText(text);
    } catch (err) {
      if (!(err instanceof HttpError)) throw err;
      // As Fastify does after a body it could not parse: the client may send more of it.
      sendError(reply, err, [...limited.headers, 'connection', 'close']);
      return;
    }
    const badText = badTextError([parsed]);
    if (badText) {
      sendError(reply, badText, limited.headers);
      return;
    }
    const { value: hit, error } = validate(parsed);
    if (error || !hit) {
      const body = validationAnswer(error ?? [], 'body');
      reply.send(400, [...limited.headers, ...JSON_TYPE], JSON.stringify(body));
      return;
    }
    recorder.view({
      headers: req.headers,
      address: fastAnswers.addressOf(req),
      url: hit.path,
      lang: hit.lang,
      referrer: hit.referrer,
      width: hit.width,
      via: 'beacon',
    });
    reply.send(202, [...limited.headers, ...ACCEPTED], 'null');
  }

  return (req, res, reply) => {
    const type = req.headers['content-type'];
    const length = Number(req.headers['content-length']);
    if (
      fastAnswers.isMembers(req) ||
      type === undefined ||
      !BEACON_TYPE.test(type) ||
      !(length > 0 && length <= bodyLimit) ||
      req.headers['transfer-encoding'] !== undefined ||
      req.headers['content-encoding'] !== undefined
    ) {
      return false;
    }
    answer(req, reply).catch((err: unknown) => {
      reply.logError(err);
      if (!res.headersSent) reply.send(500, JSON_TYPE, JSON.stringify(INTERNAL_ERROR_BODY));
    });
    return true;
  };
}
