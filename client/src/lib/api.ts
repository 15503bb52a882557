import type { QueryFunction } from '@tanstack/react-query';

/**
 * A failed answer from our API. The message reads `${status}: ${body or status text}` (the
 * generic error text); the status is kept so screens can tell a 404 from a 500.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: string;

  constructor(status: number, body: string) {
    super(`${status}: ${body}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  const text = (await res.text()) || res.statusText;
  throw new HttpError(res.status, text);
}

/**
 * Calls our own API with the session cookie. A plain object body is sent as JSON with a JSON
 * content type; FormData goes as multipart. Throws `HttpError` on a non-ok answer. A `signal`
 * cancels a request whose answer is no longer wanted (a query superseded by the next one).
 */
export async function apiRequest(
  method: HttpMethod,
  url: string,
  body?: unknown,
  signal?: AbortSignal,
): Promise<Response> {
  const init: RequestInit = { method, credentials: 'include', headers: {} };
  if (signal) init.signal = signal;
  if (body instanceof FormData) {
    init.body = body;
  } else if (body !== undefined) {
    init.headers = { 'Content-Type': 'application/json' };
    init.body = JSON.stringify(body);
  }
  const res = await fetch(url, init);
  await throwIfNotOk(res);
  return res;
}

export type UnauthorizedBehavior = 'returnNull' | 'throw';

/**
 * The default read: a GET to the query key's segments joined by '/', parsed as JSON. With
 * `on401: 'returnNull'` a 401 answer yields `null` instead of an error (used for the session).
 */
export function getQueryFn<T>(options: { on401: 'returnNull' }): QueryFunction<T | null>;
export function getQueryFn<T>(options: { on401: 'throw' }): QueryFunction<T>;
export function getQueryFn<T>({ on401 }: { on401: UnauthorizedBehavior }): QueryFunction<T | null> {
  return async ({ queryKey, signal }) => {
    const res = await fetch(queryKey.join('/'), { credentials: 'include', signal });
    if (on401 === 'returnNull' && res.status === 401) return null;
    await throwIfNotOk(res);
    return (await res.json()) as T;
  };
}

/**
 * The server's own `message` from an error thrown by `apiRequest` or `getQueryFn`, whose text
 * is `${status}: ${JSON body}`; undefined when there is none (network failure, HTML error page).
 */
export function serverMessage(error: unknown): string | undefined {
  if (!(error instanceof Error)) return undefined;
  const match = /^\d{3}: ([\s\S]*)$/.exec(error.message);
  const body = match?.[1];
  if (!body) return undefined;
  try {
    const parsed: unknown = JSON.parse(body);
    if (parsed && typeof parsed === 'object' && 'message' in parsed) {
      const { message } = parsed;
      if (typeof message === 'string' && message.trim()) return message;
    }
  } catch {
    // Not JSON: no message meant for people.
  }
  return undefined;
}

/** The server's message, or `fallback` when it gave none. */
export function errorMessage(error: unknown, fallback: string): string {
  return serverMessage(error) ?? fallback;
}

/** The HTTP status of an error thrown by our API helpers, if any. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/** The server's per-field messages (`fieldErrors`) from an error thrown by `apiRequest`. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  if (!(error instanceof HttpError)) return {};
  try {
    const parsed = JSON.parse(error.body) as { fieldErrors?: unknown };
    const fields = parsed.fieldErrors;
    return fields && typeof fields === 'object' ? (fields as Record<string, string[]>) : {};
  } catch {
    return {};
  }
}

/**
 * Posts `form` (multipart) like `apiRequest`, reporting the share of the body sent so far (0..1)
 * to `onProgress`: fetch cannot tell upload progress, XMLHttpRequest can. Resolves with the JSON
 * answer; throws `HttpError` on a non-ok answer, an Error on a network failure or an abort.
 */
export function apiUpload<T>(
  url: string,
  form: FormData,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<T> {
  return new Promise<T>((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0) onProgress?.(event.loaded / event.total);
    };
    xhr.onload = () => {
      const text = xhr.responseText || xhr.statusText;
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, text));
        return;
      }
      try {
        resolve(JSON.parse(xhr.responseText) as T);
      } catch {
        reject(new HttpError(xhr.status, text));
      }
    };
    xhr.onerror = () => reject(new Error('The upload failed: check the connection and try again'));
    xhr.onabort = () => reject(new Error('The upload was stopped'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}
