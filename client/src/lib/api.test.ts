import type { QueryFunctionContext } from '@tanstack/react-query';
import { afterEach, describe, expect, it, vi } from 'vitest';
import {
  apiRequest,
  apiUpload,
  errorMessage,
  errorStatus,
  getQueryFn,
  HttpError,
  serverMessage,
} from './api';

const json = (status: number, body: unknown, statusText = '') =>
  new Response(JSON.stringify(body), {
    status,
    statusText,
    headers: { 'Content-Type': 'application/json' },
  });

const context = (queryKey: readonly unknown[]) =>
  ({
    queryKey,
    signal: new AbortController().signal,
    meta: undefined,
  }) as unknown as QueryFunctionContext;

afterEach(() => {
  vi.unstubAllGlobals();
});

describe('apiRequest', () => {
  it('sends credentials and a JSON body with a JSON content type', async () => {
    const fetchMock = vi.fn(async () => json(200, { message: 'ok' }));
    vi.stubGlobal('fetch', fetchMock);
    await apiRequest('POST', '/api/newsletter/subscribe', { email: 'a@b.co' });
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
    await apiRequest('POST', '/api/auth/logout');
    expect(fetchMock).toHaveBeenCalledWith('/api/auth/logout', {
      method: 'POST',
      credentials: 'include',
      headers: {},
    });
  });

  it('throws "{status}: {text}" on a failed answer', async () => {
    vi.stubGlobal('fetch', async () => json(409, { message: 'Already subscribed' }));
    const error = await apiRequest('POST', '/x', {}).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect((error as Error).message).toBe('409: {"message":"Already subscribed"}');
    expect(errorStatus(error)).toBe(409);
  });

  it('falls back to the status text when the body is empty', async () => {
    vi.stubGlobal('fetch', async () => new Response('', { status: 500, statusText: 'Oops' }));
    await expect(apiRequest('GET', '/x')).rejects.toThrow('500: Oops');
  });
});

describe('getQueryFn', () => {
  it('GETs the key segments joined by a slash', async () => {
    const fetchMock = vi.fn(async () => json(200, { id: 5 }));
    vi.stubGlobal('fetch', fetchMock);
    const result = await getQueryFn<{ id: number }>({ on401: 'throw' })(
      context(['/api/questions', 5]),
    );
    expect(result).toEqual({ id: 5 });
    expect(fetchMock).toHaveBeenCalledWith(
      '/api/questions/5',
      expect.objectContaining({ credentials: 'include' }),
    );
  });

  it('returns null on 401 when asked to', async () => {
    vi.stubGlobal('fetch', async () => json(401, { message: 'Not signed in' }));
    await expect(getQueryFn({ on401: 'returnNull' })(context(['/api/auth/me']))).resolves.toBe(
      null,
    );
  });

  it('throws on 401 by default', async () => {
    vi.stubGlobal('fetch', async () => json(401, { message: 'Not signed in' }));
    await expect(getQueryFn({ on401: 'throw' })(context(['/api/auth/me']))).rejects.toThrow(
      '401: {"message":"Not signed in"}',
    );
  });
});

describe('serverMessage and errorMessage', () => {
  it("reads the server's message out of the error text", () => {
    const error = new Error(
      '400: {"message":"Please enter a valid email address","fieldErrors":{}}',
    );
    expect(serverMessage(error)).toBe('Please enter a valid email address');
    expect(errorMessage(error, 'Please try again later.')).toBe(
      'Please enter a valid email address',
    );
  });

  it('falls back when there is no JSON message', () => {
    const fallback = 'Please try again later.';
    expect(errorMessage(new Error('502: <html>Bad gateway</html>'), fallback)).toBe(fallback);
    expect(errorMessage(new Error('500: {"message":""}'), fallback)).toBe(fallback);
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
    const answer = await apiUpload('/api/admin/media', form, (f) => progress.push(f));
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
    const error = await apiUpload('/api/admin/media', new FormData()).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(HttpError);
    expect(errorStatus(error)).toBe(415);
    expect(serverMessage(error)).toBe('Upload a JPEG, PNG or WebP image');
  });

  it('fails with a readable message when the connection drops', async () => {
    fakeXhr(0, '', true);
    await expect(apiUpload('/api/admin/media', new FormData())).rejects.toThrow(/upload failed/);
  });
});
