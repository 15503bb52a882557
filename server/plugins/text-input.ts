import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { badRequest } from '../errors';

export const NUL_MESSAGE = 'Text may not contain the NUL character';

/** Where NUL characters (U+0000) hide in a parsed value: `title`, `metadata.message`, `0.name`. */
export function nulFields(value: unknown, prefix = ''): string[] {
  const found: string[] = [];
  // Iterative: a body may nest thousands of levels deep.
  const stack: [unknown, string][] = [[value, prefix]];
  while (stack.length > 0) {
    const [current, path] = stack.pop() as [unknown, string];
    if (typeof current === 'string') {
      if (current.includes('\u0000')) found.push(path || 'body');
    } else if (current && typeof current === 'object' && !Buffer.isBuffer(current)) {
      for (const [key, child] of Object.entries(current)) {
        const childPath = path ? `${path}.${key}` : key;
        if (key.includes('\u0000')) found.push(childPath);
        stack.push([child, childPath]);
      }
    }
  }
  return found;
}

/**
 * PostgreSQL text cannot hold the NUL character, so a query carrying one fails inside the
 * database; and no field of ours means one. A request with a NUL anywhere in its parsed body,
 * query or path is refused as bad input before validation, with the fields named.
 * (Raw bodies, such as the Stripe webhook's, are Buffers and are left to their handler.)
 */
export const textInputPlugin = fp(
  async (app: FastifyInstance) => {
    app.addHook('preValidation', async (request) => {
      const fields = [
        ...nulFields(request.params),
        ...nulFields(request.query),
        ...nulFields(request.body),
      ];
      if (fields.length === 0) return;
      throw badRequest(
        NUL_MESSAGE,
        Object.fromEntries(fields.slice(0, 20).map((field) => [field, [NUL_MESSAGE]])),
      );
    });
  },
  { name: 'text-input' },
);
