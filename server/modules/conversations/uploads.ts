/**
 * Reads a multipart message (text fields and files) as it streams in: each file goes straight to
 * the file store, its type is decided by its bytes together with its declared type, and on any
 * failure every file written so far is removed again.
 */
import path from 'node:path';
import { pipeline, Transform, type Readable } from 'node:stream';
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  attachmentTypes,
  isAttachmentType,
  MAX_ATTACHMENT_BYTES,
  MAX_ATTACHMENTS_PER_MESSAGE,
  type AttachmentType,
} from '../../../contract/conversations';
import { badRequest, HttpError } from '../../errors';
import type { FileStore } from '../../infra/file-store';
import { NUL_MESSAGE } from '../../plugins/text-input';

export interface UploadedFile {
  key: string;
  fileName: string;
  fileType: AttachmentType;
  fileSize: number;
}

export interface MessageUpload {
  fields: Record<string, string>;
  files: UploadedFile[];
}

export const fileTooLarge = (name: string) =>
  new HttpError(413, `File Too Large: ${name} exceeds 10MB limit`, 'FILE_TOO_LARGE');
export const invalidFileType = (name: string) =>
  new HttpError(
    415,
    `Invalid File Type: ${name} is not a JPEG, PNG, GIF, PDF, text or Word file`,
    'INVALID_FILE_TYPE',
  );

/** Limits handed to @fastify/multipart for these routes. */
export const multipartLimits = {
  fileSize: MAX_ATTACHMENT_BYTES,
  // One more than allowed, so the sixth file is seen and refused with a clear message.
  files: MAX_ATTACHMENTS_PER_MESSAGE + 1,
  fields: 10,
  fieldSize: 64 * 1024,
  parts: 20,
};

/** What the content says the file is, given what the browser declared. */
async function contentMatches(declared: AttachmentType, head: Buffer): Promise<boolean> {
  // Loaded by the first attachment, not at start (docs/decisions/0085-rare-code-loaded-on-use.md).
  const { fileTypeFromBuffer } = await import('file-type');
  const detected = await fileTypeFromBuffer(head);
  switch (declared) {
    case 'text/plain':
      return detected === undefined && looksLikeText(head);
    case 'application/msword':
      // A .doc is an OLE compound file; file-type names the container.
      return detected?.mime === 'application/x-cfb';
    default:
      return detected?.mime === declared;
  }
}

/** UTF-8 without NUL or other control bytes than tab, line feed, carriage return and form feed. */
function looksLikeText(head: Buffer): boolean {
  for (const byte of head) {
    if (byte < 0x20 && byte !== 0x09 && byte !== 0x0a && byte !== 0x0d && byte !== 0x0c) {
      return false;
    }
  }
  try {
    new TextDecoder('utf-8', { fatal: true }).decode(head, { stream: true });
    return true;
  } catch {
    return false;
  }
}

/** The uploader's file name, reduced to something safe to store and show. */
export function cleanFileName(raw: string): string {
  const base = path.basename(raw.replaceAll('\\', '/'));
  // eslint-disable-next-line no-control-regex
  const cleaned = base.replace(/[\u0000-\u001f\u007f"]/g, '').trim();
  return (cleaned || 'attachment').slice(0, 200);
}

/**
 * The name with an ending of its type (as confirmed by the bytes): a text file named `x.html` is
 * `x.html.txt`, so a saved copy never opens as something else. A name that already fits is kept.
 */
export function nameForType(fileName: string, type: string): string {
  if (!isAttachmentType(type)) return fileName;
  const endings: readonly string[] = attachmentTypes[type];
  const lower = fileName.toLowerCase();
  return endings.some((ending) => lower.endsWith(ending)) ? fileName : `${fileName}${endings[0]}`;
}

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

const isFileTooLarge = (error: unknown): boolean => errorCode(error) === 'FST_REQ_FILE_TOO_LARGE';

const TOO_MANY_FILES = `At most ${MAX_ATTACHMENTS_PER_MESSAGE} files per message`;
const tooManyFiles = () => badRequest(TOO_MANY_FILES, { files: [TOO_MANY_FILES] });

/**
 * The plugin's count limits (which it answers as 413, like a large file): more parts than any
 * message has is bad input, not a large one.
 */
function countLimitError(error: unknown): HttpError | undefined {
  switch (errorCode(error)) {
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('Too many fields');
    case 'FST_FILES_LIMIT':
      return tooManyFiles();
    default:
      return undefined;
  }
}

/** A body that is not well-formed multipart: a client's mistake, never the server's. */
export const malformedUpload = () =>
  badRequest('The upload could not be read: the form data is malformed');

/** Errors that already say what the client got wrong (the plugin's limits, a too-large file). */
function isClientError(error: unknown): boolean {
  if (error instanceof HttpError || isFileTooLarge(error)) return true;
  const status = (error as { statusCode?: unknown } | null)?.statusCode;
  return typeof status === 'number' && status >= 400 && status < 500;
}

/** Asked before a file is opened and before each piece of it is written (a member's budget). */
export interface UploadAllowance {
  beforeFile(): Promise<void>;
  take(bytes: number): Promise<void>;
}

/**
 * The file's bytes, each piece passed on only once the allowance has granted it: a refusal stops
 * the stream before the piece reaches the store, which then removes what it had written.
 */
function metered(source: Readable, allowance: UploadAllowance): Readable {
  const meter = new Transform({
    transform(chunk: Buffer, _encoding, callback) {
      allowance.take(chunk.length).then(
        () => callback(null, chunk),
        (error: unknown) => callback(error as Error),
      );
    },
  });
  // Errors travel both ways: a broken upload fails the store's write, a refusal ends the upload.
  return pipeline(source, meter, () => {});
}

/** Streams the parts of a multipart request; throws an HttpError after cleaning up. */
export async function readMessageUpload(
  request: FastifyRequest,
  store: FileStore,
  allowance?: UploadAllowance,
): Promise<MessageUpload> {
  const fields: Record<string, string> = {};
  const files: UploadedFile[] = [];
  let currentName = 'The file';
  /** Set when the request's bytes were at fault (bad boundary, body ending mid-part). */
  let malformed = false;
  try {
    let parts: AsyncIterator<Multipart>;
    try {
      parts = request.parts()[Symbol.asyncIterator]();
    } catch (error) {
      malformed = true;
      throw error;
    }
    for (;;) {
      let next: IteratorResult<Multipart>;
      try {
        next = await parts.next();
      } catch (error) {
        malformed = true;
        throw error;
      }
      if (next.done) break;
      const part = next.value;
      if (part.type === 'field') {
        if (typeof part.value === 'string') {
          if (part.value.includes('\u0000')) {
            throw badRequest(NUL_MESSAGE, { [part.fieldname]: [NUL_MESSAGE] });
          }
          fields[part.fieldname] = part.value;
        }
        continue;
      }
      const fileName = cleanFileName(part.filename ?? '');
      currentName = fileName;
      if (!part.filename) {
        // An empty file input: nothing chosen.
        part.file.resume();
        continue;
      }
      if (files.length >= MAX_ATTACHMENTS_PER_MESSAGE) {
        part.file.resume();
        throw tooManyFiles();
      }
      const declared = part.mimetype.toLowerCase();
      if (!isAttachmentType(declared)) {
        part.file.resume();
        throw invalidFileType(fileName);
      }
      // The part's own stream fails when the body ends or breaks mid-file; a failing store
      // (a full disk) is the server's problem and stays a 500.
      // At the limit busboy only truncates the file and reads on to the end of the part: stop
      // there instead, so the refusal goes out before the rest of the upload is read.
      part.file.once('limit', () => part.file.destroy(fileTooLarge(fileName)));
      let saved;
      try {
        if (allowance) await allowance.beforeFile();
        saved = await store.save(allowance ? metered(part.file, allowance) : part.file);
      } catch (error) {
        if (part.file.errored) malformed = true;
        throw error;
      }
      files.push({
        key: saved.key,
        fileName: nameForType(fileName, declared),
        fileType: declared,
        fileSize: saved.size,
      });
      if (!(await contentMatches(declared, saved.head))) throw invalidFileType(fileName);
    }
    return { fields, files };
  } catch (error) {
    await removeFiles(store, files);
    if (error instanceof HttpError) throw error;
    const overCount = countLimitError(error);
    if (overCount) throw overCount;
    if (isFileTooLarge(error)) throw fileTooLarge(currentName);
    if (isClientError(error)) throw error;
    if (malformed) throw malformedUpload();
    throw error;
  }
}

export async function removeFiles(store: FileStore, files: UploadedFile[]): Promise<void> {
  await Promise.all(files.map((f) => store.remove(f.key).catch(() => {})));
}

/** Images open in the browser; everything else downloads. */
export const opensInline = (type: string): boolean =>
  type === 'image/jpeg' || type === 'image/png' || type === 'image/gif';
