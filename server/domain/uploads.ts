/**
 * How a file upload (an image, an audio file, an import) answers what goes wrong while the
 * multipart form is read: the same statuses and field errors in every area, in each area's words.
 */
import type { Multipart, MultipartFile } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import { badRequest, HttpError } from '../errors';

/** 415 for a request that is not multipart form data; `missing` is the form's field error. */
export const notMultipart = (what: string, missing: string) =>
  new HttpError(415, `Send the ${what} as multipart/form-data`, 'UNSUPPORTED_MEDIA_TYPE', {
    file: [missing],
  });

const errorCode = (error: unknown): unknown =>
  typeof error === 'object' && error !== null ? (error as { code?: unknown }).code : undefined;

/**
 * The answer to an error thrown while reading an upload: our own answers as they are, the
 * parser's limits as `tooLarge` and `oneAtATime` (a second file), anything else malformed.
 */
export function uploadFailure(
  error: unknown,
  answers: { tooLarge: () => HttpError; oneAtATime: string },
): HttpError {
  if (error instanceof HttpError) return error;
  switch (errorCode(error)) {
    case 'FST_REQ_FILE_TOO_LARGE':
      return answers.tooLarge();
    case 'FST_FILES_LIMIT':
      return badRequest(answers.oneAtATime, { file: [answers.oneAtATime] });
    case 'FST_FIELDS_LIMIT':
    case 'FST_PARTS_LIMIT':
      return badRequest('Too many fields');
    default:
      return badRequest('The upload could not be read: the form data is malformed');
  }
}

/**
 * The one file of an upload's form, sent as `file`: other fields and parts are drained unread, and
 * a second file is refused with `oneAtATime` before anything of it is read.
 */
export async function* theUploadedFile(
  request: FastifyRequest,
  oneAtATime: string,
): AsyncGenerator<MultipartFile> {
  let seen = false;
  for await (const part of request.parts() as AsyncIterable<Multipart>) {
    if (part.type === 'field') continue;
    if (part.fieldname !== 'file' || !part.filename) {
      part.file.resume();
      continue;
    }
    if (seen) {
      part.file.resume();
      throw badRequest(oneAtATime, { file: [oneAtATime] });
    }
    seen = true;
    yield part;
  }
}
