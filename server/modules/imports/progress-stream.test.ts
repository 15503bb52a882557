/** The progress stream's own ends: a failure before the first post, and one after it. */
import Fastify from 'fastify';
import { afterAll, describe, expect, it } from 'vitest';
import { IMPORT_STOPPED, type ImportReport } from '../../../contract/imports';
import { badRequest } from '../../errors';
import { streamProgress } from './progress-stream';
import type { OnImportProgress } from './wordpress';

type Run = (onProgress: OnImportProgress) => Promise<ImportReport>;
let run: Run = () => Promise.reject(new Error('no run'));

const app = Fastify({ logger: false });
app.post('/run', (request, reply) => streamProgress(request, reply, (p) => run(p)));
afterAll(() => app.close());

const lines = (body: string) =>
  body
    .trim()
    .split('\n')
    .map((line) => JSON.parse(line) as unknown);

describe('the progress stream', () => {
  it('answers a failure before the first post with its status, not a stream', async () => {
    run = () => Promise.reject(badRequest('Not a WordPress export'));
    const answer = await app.inject({ method: 'POST', url: '/run' });
    expect(answer.statusCode).toBe(400);
    expect(answer.json()).toMatchObject({ message: 'Not a WordPress export' });
  });

  it('ends with an error line when the run fails after its answer began', async () => {
    run = async (onProgress) => {
      onProgress({ post: 1, total: 2, title: 'One' });
      await new Promise((resolve) => setTimeout(resolve, 10));
      throw new Error('the database went away');
    };
    const answer = await app.inject({ method: 'POST', url: '/run' });
    expect(answer.statusCode).toBe(200);
    expect(answer.headers['x-accel-buffering']).toBe('no');
    expect(lines(answer.body)).toEqual([
      { type: 'progress', post: 1, total: 2, title: 'One' },
      { type: 'error', message: IMPORT_STOPPED },
    ]);
  });
});
