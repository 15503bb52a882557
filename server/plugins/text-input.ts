import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest, type HttpError } from '../errors';

export const NUL_MESSAGE = 'Text may not contain the NUL character';
export const UNICODE_MESSAGE = 'Text must be valid Unicode';

/** Half of a surrogate pair without its other half: it has no UTF-8 encoding. */
const LONE_SURROGATE = /[\ud800-\udbff](?![\udc00-\udfff])|(?<![\ud800-\udbff])[\udc00-\udfff]/;

/** Any half of a surrogate pair: text without one (almost every text) needs no closer look. */
const SURROGATE = /[\ud800-\udfff]/;

function problemWith(text: string): string | undefined {
  if (text.includes('\u0000')) return NUL_MESSAGE;
  if (SURROGATE.test(text) && LONE_SURROGATE.test(text)) return UNICODE_MESSAGE;
  return undefined;
}

/**
 * Text that no field of ours can hold, in a parsed value, by path (`title`, `metadata.message`,
 * `0.name`): NUL characters, and lone surrogates (which JSON's `\ud800` escapes can carry).
 */
export function badTextFields(value: unknown, prefix = ''): [string, string][] {
  const found: [string, string][] = [];
  // Iterative: a body may nest thousands of levels deep.
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      const problem = problemWith(current);
      if (problem) found.push([path || 'body', problem]);
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        const problem = problemWith(key);
        if (problem) found.push([childPath, problem]);
        stack.push([child, childPath]);
      }
    }
  }
  return found;
}

/**
 * Whether a parsed value holds any text `badTextFields` would name, without building the fields'
 * paths: every request with a body, query or parameters is checked, and almost none has one.
 */
function hasBadText(value: unknown): boolean {
  if (value === undefined || value === null) return false;
  if (typeof value === 'string') return problemWith(value) !== undefined;
  if (typeof value !== 'object' || Buffer.isBuffer(value)) return false;
  // Iterative: a body may nest thousands of levels deep.
  const stack: object[] = [value];
  while (stack.length > 0) {
    const current = stack.pop() as Record<string, unknown>;
    for (const key of Object.keys(current)) {
      if (problemWith(key)) return true;
      const child = current[key];
      if (typeof child === 'string') {
        if (problemWith(child)) return true;
      } else if (child && typeof child === 'object' && !Buffer.isBuffer(child)) {
        stack.push(child);
      }
    }
  }
  return false;
}

/**
 * The 400 for a request whose parsed parts (params, query, body) hold text no field of ours can
 * hold, with the fields named; undefined for almost every request. Also asked by the analytics
 * beacon answered before Fastify.
 */
export function badTextError(parts: readonly unknown[]): HttpError | undefined {
  if (!parts.some(hasBadText)) return undefined;
  const fields = parts.flatMap((v) => (v === undefined || v === null ? [] : badTextFields(v)));
  const first = fields[0];
  if (!first) return undefined;
  return badRequest(
    first[1],
    Object.fromEntries(fields.slice(0, 20).map(([field, problem]) => [field, [problem]])),
  );
}

/**
 * PostgreSQL text cannot hold the NUL character, so a query carrying one fails inside the
 * database; a lone surrogate cannot be encoded as UTF-8 at all (Stripe's client throws on one);
 * and no field of ours means either. A request with one anywhere in its parsed body, query or path
 * is refused as bad input before validation, with the fields named.
 * (Raw bodies, such as the Stripe webhook's, are Buffers and are left to their handler.)
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', (request, _reply, done) => {
      done(badTextError([request.params, request.query, request.body]));
    });
  },
  { name: 'text-input' },
);
