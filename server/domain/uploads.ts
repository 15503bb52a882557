/**
 * How a file upload (an image, an audio file, an import) answers what goes wrong while the
 * multipart form is read: the same statuses and field errors in every area, in each area's words.
 */
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
