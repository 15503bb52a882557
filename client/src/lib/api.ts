import { errorSchema, type ApiError as ErrorBody } from '@contract/errors';
import { queryOptions, type QueryKey, type UseQueryOptions } from '@tanstack/react-query';
import type { z } from 'zod';

/**
 * A failed answer from our API. It carries the status (so screens can tell a 404 from a 500)
 * and, when the server answered with our error shape, its body: the message meant for people
 * and the per-field messages. Without such a body (an HTML page from a proxy, an empty 502) the
 * message is `${status}: ${text}`, for the logs; `errorMessage` then gives the caller's fallback.
 */
export class HttpError extends Error {
  readonly status: number;
  readonly body: ErrorBody | undefined;

  constructor(status: number, text: string) {
    const body = parseErrorBody(text);
    super(body?.message || `${status}: ${text}`);
    this.name = 'HttpError';
    this.status = status;
    this.body = body;
  }
}

function parseErrorBody(text: string): ErrorBody | undefined {
  try {
    const parsed = errorSchema.safeParse(JSON.parse(text));
    return parsed.success && parsed.data.message.trim() ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}

async function throwIfNotOk(res: Response): Promise<void> {
  if (res.ok) return;
  throw new HttpError(res.status, (await res.text()) || res.statusText);
}

/**
 * The answer as the contract describes it. In development and tests every answer is parsed, so
 * a server and client that drifted apart fail there, loudly; in production the answer is trusted
 * (the same build serves both sides), which keeps parsing off a cheap phone's main thread. So
 * that both paths give the same value, answer schemas only check, never transform.
 */
function answer<S extends z.ZodType>(schema: S, data: unknown): z.output<S> {
  if (import.meta.env.PROD) return data as z.output<S>; // Trusted: see above.
  return schema.parse(data);
}

export type HttpMethod = 'POST' | 'PUT' | 'PATCH' | 'DELETE';

interface GetOptions {
  signal?: AbortSignal | undefined;
  /** Answer `null` instead of failing when the server says 404 (a chapter the Bible lacks). */
  nullOn404?: boolean;
  /** Answer `null` instead of failing when the server says 401 (the session, signed out). */
  nullOn401?: boolean;
}

/** Reads from our API with the session cookie; throws `HttpError` on a non-ok answer. */
export async function apiGet<S extends z.ZodType>(
  url: string,
  schema: S,
  options?: GetOptions & { nullOn404?: false; nullOn401?: false },
): Promise<z.output<S>>;
export async function apiGet<S extends z.ZodType>(
  url: string,
  schema: S,
  options: GetOptions,
): Promise<z.output<S> | null>;
export async function apiGet<S extends z.ZodType>(
  url: string,
  schema: S,
  { signal, nullOn404 = false, nullOn401 = false }: GetOptions = {},
): Promise<z.output<S> | null> {
  const res = await fetch(url, { credentials: 'include', ...(signal ? { signal } : {}) });
  if ((nullOn404 && res.status === 404) || (nullOn401 && res.status === 401)) return null;
  await throwIfNotOk(res);
  return answer(schema, await res.json());
}

/** What a read may say besides its key and fetch: `enabled`, `staleTime`, `retryOnMount`... */
export type ApiQueryOptions<T, K extends QueryKey> = Omit<
  UseQueryOptions<T, Error, T, K>,
  'queryKey' | 'queryFn'
>;

/**
 * The query options of a plain read: `url`'s answer, checked by `schema`, kept under `queryKey`
 * and cancelled with the query. The keyed options it returns also serve `setQueryData` and
 * `ensureQueryData`.
 */
export function apiQuery<K extends QueryKey, S extends z.ZodType>(
  queryKey: K,
  url: string,
  schema: S,
  options?: ApiQueryOptions<z.output<S>, K>,
) {
  return queryOptions({
    ...options,
    queryKey,
    queryFn: ({ signal }) => apiGet(url, schema, { signal }),
  });
}

/**
 * Writes to our API with the session cookie. A plain object body is sent as JSON with a JSON
 * content type; FormData goes as multipart. With a schema, resolves with the parsed answer;
 * without, once the whole answer has arrived (a reload right after would otherwise abort it).
 * A `signal` cancels a request whose answer is no longer wanted (a preview superseded by the
 * next). Throws `HttpError` on a non-ok answer.
 */
export async function apiSend(method: HttpMethod, url: string, body?: unknown): Promise<void>;
export async function apiSend<S extends z.ZodType>(
  method: HttpMethod,
  url: string,
  body: unknown,
  schema: S,
  signal?: AbortSignal,
): Promise<z.output<S>>;
export async function apiSend<S extends z.ZodType>(
  method: HttpMethod,
  url: string,
  body?: unknown,
  schema?: S,
  signal?: AbortSignal,
): Promise<z.output<S> | undefined> {
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
  if (!schema) {
    await res.text();
    return undefined;
  }
  return answer(schema, await res.json());
}

/** The server's message, or `fallback` when it gave none (network failure, HTML error page). */
export function errorMessage(error: unknown, fallback: string): string {
  return (error instanceof HttpError && error.body?.message) || fallback;
}

/** The HTTP status of an error thrown by our API helpers, if any. */
export function errorStatus(error: unknown): number | undefined {
  return error instanceof HttpError ? error.status : undefined;
}

/** The server's per-field messages (`fieldErrors`) from an error thrown by our API helpers. */
export function serverFieldErrors(error: unknown): Record<string, string[]> {
  return (error instanceof HttpError && error.body?.fieldErrors) || {};
}

interface UploadOptions {
  onProgress?: ((fraction: number) => void) | undefined;
  signal?: AbortSignal | undefined;
  /** The Accept header: the answer's form, when the route offers more than one. */
  accept?: string | undefined;
  /** The answer's text so far, each time more of it has arrived. */
  onText?: ((text: string) => void) | undefined;
}

/** Posts `form` with XMLHttpRequest; resolves with the ok answer's text. */
function upload(url: string, form: FormData, options: UploadOptions): Promise<string> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('POST', url);
    xhr.withCredentials = true;
    if (options.accept) xhr.setRequestHeader('Accept', options.accept);
    xhr.upload.onprogress = (event) => {
      if (event.lengthComputable && event.total > 0)
        options.onProgress?.(event.loaded / event.total);
    };
    // What the reader of the text throws (an answer unlike the contract's) fails the request.
    const tell = (): boolean => {
      try {
        options.onText?.(xhr.responseText);
        return true;
      } catch (error) {
        reject(error instanceof Error ? error : new Error(String(error)));
        xhr.abort();
        return false;
      }
    };
    xhr.onprogress = () => {
      if (xhr.status >= 200 && xhr.status < 300) tell();
    };
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      if (tell()) resolve(xhr.responseText);
    };
    xhr.onerror = () => reject(new Error('The upload failed: check the connection and try again'));
    xhr.onabort = () => reject(new Error('The upload was stopped'));
    options.signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(form);
  });
}

/**
 * Posts `form` (multipart) like `apiSend`, reporting the share of the body sent so far (0..1)
 * to `onProgress`: fetch cannot tell upload progress, XMLHttpRequest can. Resolves with the
 * parsed answer; throws `HttpError` on a non-ok answer, an Error on a network failure or an abort.
 */
export async function apiUpload<S extends z.ZodType>(
  url: string,
  form: FormData,
  schema: S,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<z.output<S>> {
  const text = await upload(url, form, { onProgress, signal });
  try {
    return answer(schema, JSON.parse(text));
  } catch (error) {
    throw error instanceof SyntaxError ? new HttpError(200, text) : error;
  }
}

/**
 * Posts `form` like `apiUpload` to a route that answers as it goes, in newline-delimited JSON
 * (asked for by `accept`): `onLine` gets each line, parsed, as soon as it has arrived, in order.
 * Resolves once the answer has ended; a non-ok answer (sent before any line) throws `HttpError`.
 */
export async function apiUploadLines<S extends z.ZodType>(
  url: string,
  form: FormData,
  accept: string,
  lineSchema: S,
  onLine: (line: z.output<S>) => void,
  onProgress?: (fraction: number) => void,
): Promise<void> {
  let read = 0;
  const take = (text: string) => {
    for (let end = text.indexOf('\n', read); end !== -1; end = text.indexOf('\n', read)) {
      const line = text.slice(read, end).trim();
      read = end + 1;
      if (line) onLine(answer(lineSchema, JSON.parse(line)));
    }
  };
  take(`${await upload(url, form, { accept, onProgress, onText: take })}\n`);
}
