import type { FastifyError, FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import { hasZodFastifySchemaValidationErrors } from 'fastify-type-provider-zod';
import type { ApiError } from '../../contract/errors';
import { HttpError } from '../errors';

/** Postgres error classes that mean "the database is not reachable", not "your input is bad". */
const CONNECTION_ERROR_CODES = new Set([
  'ECONNREFUSED',
  'ECONNRESET',
  'ETIMEDOUT',
  'EPIPE',
  '57P01',
  '57P02',
  '57P03',
  '08000',
  '08003',
  '08006',
]);

function isDatabaseDown(error: unknown): boolean {
  const seen = new Set<unknown>();
  let e: unknown = error;
  while (e && typeof e === 'object' && !seen.has(e)) {
    seen.add(e);
    const code = (e as { code?: unknown }).code;
    if (typeof code === 'string' && CONNECTION_ERROR_CODES.has(code)) return true;
    const message = (e as { message?: unknown }).message;
    if (
      typeof message === 'string' &&
      /timeout exceeded when trying to connect|Connection terminated/i.test(message)
    )
      return true;
    e = (e as { cause?: unknown }).cause;
  }
  return false;
}

/**
 * Builds `{ message, fieldErrors }` from zod validation issues (also for the analytics beacon
 * answered before Fastify, whose body is validated by the same compiled schema).
 */
export function validationAnswer(
  issues: { instancePath: string; message?: string | undefined }[],
  context: string | undefined,
): ApiError {
  const fieldErrors: Record<string, string[]> = {};
  const rootMessages: string[] = [];
  for (const issue of issues) {
    const field = issue.instancePath.replace(/^\//, '').replaceAll('/', '.');
    const message = issue.message ?? 'Invalid value';
    if (field) (fieldErrors[field] ??= []).push(message);
    else rootMessages.push(message);
  }
  const first = Object.values(fieldErrors)[0]?.[0];
  const message =
    first ??
    (context === 'body' ? 'The request body is missing or malformed' : rootMessages[0]) ??
    'Invalid request';
  return Object.keys(fieldErrors).length > 0
    ? { message, code: 'VALIDATION', fieldErrors }
    : { message, code: 'VALIDATION' };
}

/** The answer to an error meant for the client (the handler's, and the beacon's before Fastify). */
export function httpErrorBody(error: HttpError): ApiError {
  const body: ApiError = { message: error.message };
  if (error.code) body.code = error.code;
  if (error.fieldErrors) body.fieldErrors = error.fieldErrors;
  return body;
}

/** The 500's answer: nothing of what went wrong, which the log has. */
export const INTERNAL_ERROR_BODY: ApiError = {
  message: 'Something went wrong on our side. Please try again later.',
  code: 'INTERNAL',
};

/**
 * The one error handler: every 4xx and 5xx leaves as `{ message, code?, fieldErrors? }`.
 * 5xx bodies carry no internals; the log has them, with the request id.
 */
export const errorHandlerPlugin = fp(
  async (app: FastifyInstance) => {
    app.setErrorHandler((error: FastifyError | HttpError | Error, request, reply) => {
      if (hasZodFastifySchemaValidationErrors(error)) {
        return reply.status(400).send(validationAnswer(error.validation, error.validationContext));
      }
      if (error instanceof HttpError) {
        if (error.statusCode >= 500) request.log.warn({ err: error }, error.message);
        return reply.status(error.statusCode).send(httpErrorBody(error));
      }
      if (isDatabaseDown(error)) {
        request.log.error({ err: error }, 'database unavailable');
        return reply.status(503).header('retry-after', '5').send({
          message: 'The service is temporarily unavailable. Please try again shortly.',
          code: 'UNAVAILABLE',
        });
      }
      const status = (error as FastifyError).statusCode;
      if (typeof status === 'number' && status >= 400 && status < 500) {
        // Fastify's own client errors (bad JSON, too large, wrong content type): their text is safe.
        const code = (error as FastifyError).code;
        return reply.status(status).send({ message: clientMessage(status, error.message), code });
      }
      request.log.error({ err: error }, 'unhandled error');
      return reply.status(500).send(INTERNAL_ERROR_BODY);
    });
  },
  { name: 'error-handler' },
);

function clientMessage(status: number, fallback: string): string {
  switch (status) {
    case 413:
      return 'The request is too large';
    case 415:
      return 'Unsupported content type: send JSON';
    default:
      return fallback;
  }
}
