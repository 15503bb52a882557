import { messageSchema } from '@contract/errors';
import { mediaSchema } from '@contract/publishing';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { z, ZodError } from 'zod';
import {
  apiGet,
  apiSend,
  apiUpload,
  apiUploadLines,
  errorMessage,
  errorStatus,
  HttpError,
  serverFieldErrors,
} from './api';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiSend', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = vi.fn(async () => json(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('POST', '/api/newsletter/subscribe', { email: 'a@b.co' });
    expect(fetchMock).toHaveBeenCalledWith('/api/newsletter/subscribe', {
      method: 'POST',
      credentials: 'include',
      headers: { 'Content-Type': 'application/json' },
      body: '{"email":"a@b.co"}',
    });
  });

  it('sends no body and no content type without a payload', async () => {
    const fetchMock = vi.fn(async () => new Response(null, { status: 204 }));
    vi.stubGlobal('fetch', fetchMock);
    await apiSend('POST', '/api/auth/logout');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: {},
    });
  });

  it('answers the parsed body when given a schema', async () => {
    vi.stubGlobal('fetch', async () => json(201, { message: 'Sent' }));
    await expect(apiSend('POST', '/x', {}, messageSchema)).resolves.toEqual({ message: 'Sent' });
  });

  it('refuses an answer that breaks the contract (development and tests parse every answer)', async () => {
    vi.stubGlobal('fetch', async () => json(200, { message: 5 }));
    await expect(apiSend('POST', '/x', {}, messageSchema)).rejects.toThrow(ZodError);
  });

  it("carries the server's message and field errors on a failed answer", async () => {
    vi.stubGlobal('fetch', async () =>
      json(409, { message: 'Already subscribed', fieldErrors: { email: ['Already subscribed'] } }),
    );
    const error = await apiSend('POST', '/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('Already subscribed');
    expect(errorStatus(error)).toBe(409);
    expect(serverFieldErrors(error)).toEqual({ email: ['Already subscribed'] });
  });

  it('falls back to "{status}: {status text}" when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500, statusText: 'Oops' }));
    await expect(apiSend('DELETE', '/x')).rejects.toThrow('500: Oops');
  });
});

describe('apiGet', () => {
  const idSchema = z.object({ id: z.number() });

  it('GETs the address with credentials and answers the parsed body', async () => {
    const fetchMock = vi.fn(async () => json(200, { id: 5 }));
    vi.stubGlobal('fetch', fetchMock);
    await expect(apiGet('/api/questions/5', idSchema)).resolves.toEqual({ id: 5 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/questions/5',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('returns null on 401 or 404 only when asked to', async () => {
    vi.stubGlobal('fetch', async () => json(401, { message: 'Not signed in' }));
    await expect(apiGet('/api/auth/me', idSchema, { nullOn401: true })).resolves.toBe(null);
    await expect(apiGet('/api/auth/me', idSchema)).rejects.toThrow('Not signed in');
    vi.stubGlobal('fetch', async () => json(404, { message: 'Chapter Not Found' }));
    await expect(apiGet('/api/bible/x/99', idSchema, { nullOn404: true })).resolves.toBe(null);
    await expect(apiGet('/api/bible/x/99', idSchema, { nullOn401: true })).rejects.toThrow(
      'Chapter Not Found',
    );
  });
});

describe('errorMessage', () => {
  it("gives the server's message", () => {
    const error = new HttpError(
      400,
      '{"message":"Please enter a valid email address","fieldErrors":{}}',
    );
    expect(errorMessage(error, 'Please try again later.')).toBe(
      'Please enter a valid email address',
    );
  });

  it('falls back when there is no message meant for people', () => {
    const fallback = 'Please try again later.';
    expect(errorMessage(new HttpError(502, '<html>Bad gateway</html>'), fallback)).toBe(fallback);
    expect(errorMessage(new HttpError(500, '{"message":""}'), fallback)).toBe(fallback);
    expect(errorMessage(new TypeError('Failed to fetch'), fallback)).toBe(fallback);
    expect(errorMessage('nope', fallback)).toBe(fallback);
  });
});

describe('apiUpload', () => {
  /** Stands in for the browser's XMLHttpRequest: answers `status`/`body` after two progress steps. */
  function fakeXhr(status: number, body: string, fail = false) {
    const sent: { method?: string; url?: string; body?: unknown; withCredentials?: boolean } = {};
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open(method: string, url: string) {
        sent.method = method;
        sent.url = url;
      }
      abort() {
        this.onabort?.();
      }
      send(payload: unknown) {
        sent.body = payload;
        sent.withCredentials = this.withCredentials;
        queueMicrotask(() => {
          if (fail) return this.onerror?.();
          for (const loaded of [50, 100]) {
            this.upload.onprogress?.({
              lengthComputable: true,
              loaded,
              total: 100,
            } as ProgressEvent);
          }
          this.status = status;
          this.responseText = body;
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return sent;
  }

  it('posts the form with credentials, reports progress and answers the JSON', async () => {
    const sent = fakeXhr(201, '{"key":"k","url":"/media/k.webp","width":1,"height":1}');
    const form = new FormData();
    const progress: number[] = [];
    const answer = await apiUpload('/api/admin/media', form, mediaSchema, (f) => progress.push(f));
    expect(sent).toEqual({
      method: 'POST',
      url: '/api/admin/media',
      body: form,
      withCredentials: true,
    });
    expect(progress).toEqual([0.5, 1]);
    expect(answer).toEqual({ key: 'k', url: '/media/k.webp', width: 1, height: 1 });
  });

  it('throws an HttpError carrying the server message on a refusal', async () => {
    fakeXhr(415, '{"message":"Upload a JPEG, PNG or WebP image"}');
    const error = await apiUpload('/api/admin/media', new FormData(), mediaSchema).catch(
      (e: unknown) => e,
    );
    expect(error).toBeInstanceOf(HttpError);
    expect(errorStatus(error)).toBe(415);
    expect(errorMessage(error, 'x')).toBe('Upload a JPEG, PNG or WebP image');
  });

  it('fails with a readable message when the connection drops', async () => {
    fakeXhr(0, '', true);
    await expect(apiUpload('/api/admin/media', new FormData(), mediaSchema)).rejects.toThrow(
      /upload failed/,
    );
  });
});

describe('apiUploadLines', () => {
  const lineSchema = z.object({ n: z.number() });

  /** An XMLHttpRequest whose answer arrives in `chunks`, a progress event after each. */
  function chunkedXhr(status: number, chunks: string[]) {
    const headers: Record<string, string> = {};
    class FakeXhr {
      status = 0;
      statusText = '';
      responseText = '';
      withCredentials = false;
      upload: { onprogress: ((e: ProgressEvent) => void) | null } = { onprogress: null };
      onprogress: (() => void) | null = null;
      onload: (() => void) | null = null;
      onerror: (() => void) | null = null;
      onabort: (() => void) | null = null;
      open() {}
      setRequestHeader(name: string, value: string) {
        headers[name] = value;
      }
      abort() {
        this.onabort?.();
      }
      send() {
        queueMicrotask(() => {
          this.status = status;
          for (const chunk of chunks) {
            this.responseText += chunk;
            this.onprogress?.();
          }
          this.onload?.();
        });
      }
    }
    vi.stubGlobal('XMLHttpRequest', FakeXhr);
    return headers;
  }

  it('asks for the lines and hands each one over as soon as it is whole, in order', async () => {
    const seen: number[] = [];
    const headers = chunkedXhr(200, ['{"n":1}\n{"n"', ':2}\n', '{"n":3}']);
    await apiUploadLines('/api/x', new FormData(), 'application/x-ndjson', lineSchema, (line) =>
      seen.push(line.n),
    );
    expect(headers).toEqual({ Accept: 'application/x-ndjson' });
    expect(seen).toEqual([1, 2, 3]);
  });

  it('throws the refusal before any line, and fails on a line unlike the contract', async () => {
    chunkedXhr(409, ['{"message":"An import is already running"}']);
    const refused = await apiUploadLines('/api/x', new FormData(), 'a', lineSchema, () => {}).catch(
      (e: unknown) => e,
    );
    expect(errorStatus(refused)).toBe(409);
    expect(errorMessage(refused, 'x')).toBe('An import is already running');
    chunkedXhr(200, ['{"n":"one"}\n']);
    await expect(
      apiUploadLines('/api/x', new FormData(), 'a', lineSchema, () => {}),
    ).rejects.toThrow();
  });
});
