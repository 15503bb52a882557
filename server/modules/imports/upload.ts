/** The one file and the few text fields of an import's form, read with a hard size limit. */
import type { Multipart } from '@fastify/multipart';
import type { FastifyRequest } from 'fastify';
import {
  IMPORT_FILE_MISSING,
  IMPORT_FILE_TOO_LARGE,
  IMPORT_MAX_BYTES,
} from '../../../contract/imports';
import { badRequest, HttpError } from '../../errors';
import { notMultipart, uploadFailure } from '../../domain/uploads';

/** Limits handed to @fastify/multipart for the import routes. */
export const importMultipartLimits = {
  fileSize: IMPORT_MAX_BYTES,
  // One more than allowed, so a second file is seen and refused with a clear message.
  files: 2,
  fields: 10,
  fieldSize: 1024,
  parts: 14,
};

const tooLarge = () =>
  new HttpError(413, IMPORT_FILE_TOO_LARGE, 'FILE_TOO_LARGE', { file: [IMPORT_FILE_TOO_LARGE] });

export async function readImportUpload(
  request: FastifyRequest,
): Promise<{ file: Buffer; fields: Record<string, string> }> {
  if (!request.isMultipart()) {
    throw notMultipart('file', IMPORT_FILE_MISSING);
  }
  let file: Buffer | undefined;
  const fields: Record<string, string> = {};
  try {
    for await (const part of request.parts() as AsyncIterable<Multipart>) {
      if (part.type === 'field') {
        if (typeof part.value === 'string') fields[part.fieldname] = part.value;
        continue;
      }
      if (part.fieldname !== 'file' || file) {
        part.file.resume();
        if (file)
          throw badRequest('Import one file at a time', { file: ['Import one file at a time'] });
        continue;
      }
      const chunks: Buffer[] = [];
      for await (const chunk of part.file as AsyncIterable<Buffer>) chunks.push(chunk);
      if (part.file.truncated) throw tooLarge();
      file = Buffer.concat(chunks);
    }
  } catch (error) {
    throw uploadFailure(error, { tooLarge: tooLarge, oneAtATime: 'Import one file at a time' });
  }
  if (!file || file.length === 0)
    throw badRequest(IMPORT_FILE_MISSING, { file: [IMPORT_FILE_MISSING] });
  return { file, fields };
}
