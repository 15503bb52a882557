/**
 * The WordPress import's answer as newline-delimited JSON: a line per post as the run takes it
 * up, then the report. The stream begins only once the run has read the file and planned it, so
 * a file that is not an export, or a second import while one runs, still fails with its 4xx.
 */
import { PassThrough } from 'node:stream';
import type { FastifyReply, FastifyRequest } from 'fastify';
import {
  IMPORT_PROGRESS_TYPE,
  IMPORT_STOPPED,
  type ImportProgressLine,
  type ImportReport,
} from '../../../contract/imports';
import { HttpError } from '../../errors';
import type { OnImportProgress } from './wordpress';

/** Whether the client asked for the answer as it goes (its Accept header names the type). */
export function wantsProgress(request: FastifyRequest): boolean {
  return (request.headers.accept ?? '').toLowerCase().includes(IMPORT_PROGRESS_TYPE);
}

export async function streamProgress(
  request: FastifyRequest,
  reply: FastifyReply,
  run: (onProgress: OnImportProgress) => Promise<ImportReport>,
): Promise<FastifyReply> {
  const lines = new PassThrough();
  // A reader who leaves ends the stream, not the run: the run goes on to its end and writes once.
  const write = (line: ImportProgressLine) => {
    if (!lines.destroyed && !lines.writableEnded) lines.write(`${JSON.stringify(line)}\n`);
  };
  let begin = () => {};
  const begun = new Promise<undefined>((resolve) => {
    begin = () => resolve(undefined);
  });
  const work = run((progress) => {
    begin();
    write({ type: 'progress', ...progress });
  });
  // Until the first post the run's failure is the request's (its 4xx); a run with nothing to
  // make or update answers its report alone, still as a line.
  const finished = await Promise.race([begun, work]);
  const end = (line: ImportProgressLine) => {
    write(line);
    lines.end();
  };
  if (finished) end({ type: 'report', report: finished });
  else
    work.then(
      (report) => end({ type: 'report', report }),
      (error: unknown) => {
        if (!(error instanceof HttpError)) request.log.error({ err: error }, 'import stopped');
        end({
          type: 'error',
          message: error instanceof HttpError ? error.message : IMPORT_STOPPED,
        });
      },
    );
  return (
    reply
      .header('content-type', `${IMPORT_PROGRESS_TYPE}; charset=utf-8`)
      // nginx would otherwise hold the lines back until its buffer fills.
      .header('x-accel-buffering', 'no')
      .send(lines)
  );
}
