import type { z } from 'zod';

/** An error whose status and message are meant for the client. Services throw these. */
export class HttpError extends Error {
  constructor(
    readonly statusCode: number,
    message: string,
    readonly code?: string,
    readonly fieldErrors?: Record<string, string[]>,
  ) {
    super(message);
    this.name = 'HttpError';
  }
}

export const badRequest = (message: string, fieldErrors?: Record<string, string[]>) =>
  new HttpError(400, message, 'BAD_REQUEST', fieldErrors);
export const unauthorized = (message = 'Not signed in') =>
  new HttpError(401, message, 'UNAUTHORIZED');
export const forbidden = (message = 'Not allowed') => new HttpError(403, message, 'FORBIDDEN');
export const notFound = (message = 'Not found') => new HttpError(404, message, 'NOT_FOUND');
export const conflict = (message: string) => new HttpError(409, message, 'CONFLICT');
export const unavailable = (message = 'Service unavailable') =>
  new HttpError(503, message, 'UNAVAILABLE');

/**
 * The messages of a failed zod parse by field ('email', 'items.0.name'), as `fieldErrors` gives
 * them; an issue about the whole value is kept under `rootKey` when one is given.
 */
export function fieldErrorsOf(error: z.ZodError, rootKey?: string): Record<string, string[]> {
  const fieldErrors: Record<string, string[]> = {};
  for (const issue of error.issues) {
    const field = issue.path.join('.') || rootKey;
    if (field) (fieldErrors[field] ??= []).push(issue.message);
  }
  return fieldErrors;
}
