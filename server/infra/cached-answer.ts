import { createHash } from 'node:crypto';
import { brotliCompressSync, constants as zlib, gzipSync } from 'node:zlib';

/**
 * An answer kept in memory and sent many times, the one shape both ways of answering use: the
 * fast path's JSON (plugins/fast-answers.ts) and the pages and built files (pages/plugin.ts). Its
 * bytes, an ETag, and compressed twins made on first need (a built file's twins are the build's
 * own, and may be missing).
 */
export interface CachedAnswer {
  body: Buffer;
  etag: string;
  gzip(): Buffer | undefined;
  brotli(): Buffer | undefined;
}

/** A cached answer whose twins are always made from its bytes. */
export interface EncodedAnswer extends CachedAnswer {
  gzip(): Buffer;
  brotli(): Buffer;
}

/**
 * An answer's bytes made ready to send many times: the ETag hashes `seed` (what else the answer
 * depends on, such as a data version) and the bytes; the compressed twins are made at their best
 * quality once, on first need, since they are kept.
 */
export function encodeAnswer(body: Buffer, seed = ''): EncodedAnswer {
  const hash = createHash('sha1').update(seed).update(body).digest('base64url');
  let gz: Buffer | undefined;
  let br: Buffer | undefined;
  return {
    body,
    etag: `"${hash}"`,
    gzip: () => (gz ??= gzipSync(body, { level: 9 })),
    brotli: () =>
      (br ??= brotliCompressSync(body, {
        params: {
          [zlib.BROTLI_PARAM_QUALITY]: 9,
          [zlib.BROTLI_PARAM_SIZE_HINT]: body.length,
        },
      })),
  };
}

/** Answers smaller than this are sent as they are: compressing them saves nothing worth a CPU. */
export const COMPRESS_FROM_BYTES = 1024;

/**
 * Which bytes of an answer to send for an Accept-Encoding header, and under which encoding:
 * brotli, else gzip, when the client takes it and the twin exists; answers up to `compressFrom`
 * bytes as they are.
 */
export function chooseEncoding(
  answer: CachedAnswer,
  acceptEncoding: string | undefined,
  compressFrom = COMPRESS_FROM_BYTES,
): 'br' | 'gzip' | 'identity' {
  if (!acceptEncoding || answer.body.length <= compressFrom) return 'identity';
  if (/\bbr\b/.test(acceptEncoding) && answer.brotli()) return 'br';
  if (/\bgzip\b/.test(acceptEncoding) && answer.gzip()) return 'gzip';
  return 'identity';
}

/** The bytes to send under `encoding` (chosen by chooseEncoding, so the twin exists). */
export function bodyOf(answer: CachedAnswer, encoding: ReturnType<typeof chooseEncoding>): Buffer {
  const twin =
    encoding === 'br' ? answer.brotli() : encoding === 'gzip' ? answer.gzip() : undefined;
  return twin ?? answer.body;
}

/**
 * True when an If-None-Match header names this ETag or is `*`. RFC 9110 (13.1.2) compares weakly
 * (W/"x" matches "x") and allows a list of tags.
 */
export function matchesEtag(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  const ours = etag.replace(/^W\//, '');
  return ifNoneMatch
    .split(',')
    .map((tag) => tag.trim().replace(/^W\//, ''))
    .some((tag) => tag === ours || tag === '*');
}
