/**
 * Sends an audio file by the resumable upload API (docs/decisions/0062): in chunks, each with
 * its progress; a dropped connection or a server that stumbles is waited out, the server asked
 * where the upload stands, and sending goes on from there. The upload's id is kept in the
 * browser for the same file, so even a reloaded page carries on where it stopped.
 */
import {
  AUDIO_CHUNK_MAX_BYTES,
  audioSchema,
  audioUploadSchema,
  CHUNK_CONTENT_TYPE,
  teachingsApi,
  UPLOAD_OFFSET_HEADER,
  type Audio,
  type AudioUpload,
} from '@contract/teachings';
import { apiGet, apiSend, HttpError } from '@client/lib/api';

/** Small enough that little is sent twice after a drop, large enough to be few requests. */
const CHUNK_BYTES = Math.min(8 * 1024 * 1024, AUDIO_CHUNK_MAX_BYTES);
/** Tries in a row that may fail before the upload gives up (about five minutes of waiting). */
const TRIES = 12;
const waitBefore = (failures: number) => Math.min(30_000, 500 * 2 ** failures);

const storeKey = (file: File) =>
  `audio-upload:${file.name}:${String(file.size)}:${String(file.lastModified)}`;
function remembered(file: File): string | null {
  try {
    return localStorage.getItem(storeKey(file));
  } catch {
    return null;
  }
}
function remember(file: File, id: string | null) {
  try {
    if (id) localStorage.setItem(storeKey(file), id);
    else localStorage.removeItem(storeKey(file));
  } catch {
    // Private windows may refuse storage: the upload still works, without surviving a reload.
  }
}

/** Waits `ms` (and for the browser to be online again), or rejects when `signal` aborts. */
function pause(ms: number, signal: AbortSignal | undefined): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      signal?.removeEventListener('abort', stop);
      resolve();
    };
    const stop = () => {
      clearTimeout(timer);
      window.removeEventListener('online', done);
      reject(new DOMException('The upload was stopped', 'AbortError'));
    };
    const timer = setTimeout(() => (navigator.onLine ? done() : undefined), ms);
    window.addEventListener('online', done, { once: true });
    signal?.addEventListener('abort', stop, { once: true });
    if (signal?.aborted) stop();
  });
}

/** Sends `blob` as the chunk starting at `offset`; `onProgress` gets the bytes sent so far. */
function sendChunk(
  id: string,
  offset: number,
  blob: Blob,
  onProgress: (loaded: number) => void,
  signal: AbortSignal | undefined,
): Promise<AudioUpload> {
  return new Promise((resolve, reject) => {
    const xhr = new XMLHttpRequest();
    xhr.open('PATCH', teachingsApi.audioUpload({ id }));
    xhr.withCredentials = true;
    xhr.setRequestHeader('content-type', CHUNK_CONTENT_TYPE);
    xhr.setRequestHeader(UPLOAD_OFFSET_HEADER, String(offset));
    xhr.upload.onprogress = (event) => onProgress(event.loaded);
    xhr.onload = () => {
      if (xhr.status < 200 || xhr.status >= 300) {
        reject(new HttpError(xhr.status, xhr.responseText || xhr.statusText));
        return;
      }
      try {
        resolve(audioUploadSchema.parse(JSON.parse(xhr.responseText)));
      } catch {
        reject(new HttpError(xhr.status, xhr.responseText));
      }
    };
    xhr.onerror = () => reject(new Error('The connection dropped'));
    xhr.onabort = () => reject(new DOMException('The upload was stopped', 'AbortError'));
    signal?.addEventListener('abort', () => xhr.abort(), { once: true });
    xhr.send(blob);
  });
}

/** A failure worth trying again: no answer at all, a server error, or an offset moved on. */
const passing = (error: unknown) =>
  !(error instanceof HttpError) || error.status >= 500 || error.status === 409;

async function resumeOrStart(file: File, signal: AbortSignal | undefined): Promise<AudioUpload> {
  const id = remembered(file);
  if (id) {
    const known = await apiGet(teachingsApi.audioUpload({ id }), audioUploadSchema, {
      signal,
      nullOn404: true,
    }).catch(() => null);
    if (known && known.bytes === file.size) return known;
  }
  const started = await apiSend(
    'POST',
    teachingsApi.audioUploads(),
    { bytes: file.size },
    audioUploadSchema,
    signal,
  );
  remember(file, started.id);
  return started;
}

/**
 * Uploads `file` resumably; `onProgress` gets the share the server has, 0..1. Stopping through
 * `signal` removes what was sent.
 */
export async function uploadAudioResumably(
  file: File,
  onProgress?: (fraction: number) => void,
  signal?: AbortSignal,
): Promise<Audio> {
  let upload = await resumeOrStart(file, signal);
  try {
    let failures = 0;
    while (upload.offset < upload.bytes) {
      const from = upload.offset;
      onProgress?.(from / upload.bytes);
      try {
        upload = await sendChunk(
          upload.id,
          from,
          file.slice(from, from + CHUNK_BYTES),
          (loaded) => onProgress?.((from + loaded) / upload.bytes),
          signal,
        );
        failures = 0;
      } catch (error) {
        if (signal?.aborted || !passing(error) || failures >= TRIES) throw error;
        failures += 1;
        await pause(waitBefore(failures), signal);
        // Where the server stands now: the chunk may have arrived after all.
        upload = await apiGet(teachingsApi.audioUpload({ id: upload.id }), audioUploadSchema, {
          signal,
        }).catch((asked: unknown) => {
          if (!passing(asked)) throw asked;
          return upload;
        });
      }
    }
    onProgress?.(1);
    const audio = await apiSend(
      'POST',
      teachingsApi.audioUploadComplete({ id: upload.id }),
      undefined,
      audioSchema,
      signal,
    );
    remember(file, null);
    return audio;
  } catch (error) {
    if (signal?.aborted) {
      remember(file, null);
      await apiSend('DELETE', teachingsApi.audioUpload({ id: upload.id })).catch(() => {});
    } else if (error instanceof HttpError && (error.status === 404 || error.status === 415)) {
      // Gone, or refused and removed by the server: nothing to resume.
      remember(file, null);
    }
    throw error;
  }
}
