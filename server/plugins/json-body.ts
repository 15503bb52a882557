import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

/** No request of ours nests deeper than a few levels; 32 leaves room and bounds the work. */
export const MAX_JSON_DEPTH = 32;
export const TOO_DEEP_MESSAGE = `The request body is nested too deeply (at most ${MAX_JSON_DEPTH} levels)`;

const OPEN_OBJECT = 0x7b; // {
const OPEN_ARRAY = 0x5b; // [
const CLOSE_OBJECT = 0x7d; // }
const CLOSE_ARRAY = 0x5d; // ]
const QUOTE = 0x22; // "
const BACKSLASH = 0x5c; // \

/**
 * Whether JSON text opens more than `max` objects or arrays inside one another. One pass over the
 * characters, brackets inside strings ignored; it does not check the text is valid JSON (the parse
 * after it does), so it costs far less than parsing and never recurses.
 */
export function nestedDeeperThan(text: string, max: number): boolean {
  let depth = 0;
  let inString = false;
  for (let i = 0; i < text.length; i++) {
    const c = text.charCodeAt(i);
    if (inString) {
      if (c === BACKSLASH) i++;
      else if (c === QUOTE) inString = false;
    } else if (c === QUOTE) {
      inString = true;
    } else if (c === OPEN_OBJECT || c === OPEN_ARRAY) {
      depth++;
      if (depth > max) return true;
    } else if (c === CLOSE_OBJECT || c === CLOSE_ARRAY) {
      depth--;
    }
  }
  return false;
}

/**
 * JSON bodies through Fastify's own parser (its empty-body, prototype-poisoning and syntax checks),
 * after a cheap depth check: a body nested past MAX_JSON_DEPTH is refused before the parse builds
 * it and before validation and the text checks walk it.
 */
export const jsonBodyPlugin = fp(
  async (app: FastifyInstance) => {
    const parse = app.getDefaultJsonParser('error', 'error');
    app.removeContentTypeParser('application/json');
    app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
      const text = typeof body === 'string' ? body : body.toString('utf8');
      if (nestedDeeperThan(text, MAX_JSON_DEPTH)) {
        done(badRequest(TOO_DEEP_MESSAGE), undefined);
        return;
      }
      parse(request, text, done);
    });
  },
  { name: 'json-body' },
);
