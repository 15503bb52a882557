import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ListObjectsV2Command } from '@aws-sdk/client-s3';
import S3rver from 's3rver';
import { createS3Client, type S3Settings } from '../infra/s3-object-store';

/**
 * A local S3-compatible server (s3rver) on a free port with its own temporary folder and one
 * bucket: the configuration that points the site at it, and a way to list what the bucket holds.
 */
export async function startTestS3(bucket = 'ministry-test') {
  const directory = mkdtempSync(path.join(os.tmpdir(), 'ministry-s3-'));
  const server = new S3rver({
    address: '127.0.0.1',
    port: 0,
    directory,
    silent: true,
    configureBuckets: [{ name: bucket }],
  });
  const { port } = await server.run();
  const endpoint = `http://127.0.0.1:${port}`;
  // s3rver accepts any key pair that it knows: its default one.
  const env = {
    S3_BUCKET: bucket,
    S3_ENDPOINT: endpoint,
    S3_REGION: 'us-east-1',
    S3_ACCESS_KEY_ID: 'S3RVER',
    S3_SECRET_ACCESS_KEY: 'S3RVER',
    S3_FORCE_PATH_STYLE: 'true',
  };
  const settings: S3Settings = {
    bucket,
    endpoint,
    region: env.S3_REGION,
    credentials: { accessKeyId: env.S3_ACCESS_KEY_ID, secretAccessKey: env.S3_SECRET_ACCESS_KEY },
    forcePathStyle: true,
  };
  const client = createS3Client(settings);
  return {
    env,
    settings,
    client,
    /** Every key in the bucket (under `prefix`), sorted. */
    async keys(prefix = ''): Promise<string[]> {
      const listed = await client.send(
        new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix }),
      );
      return (listed.Contents ?? []).map((o) => o.Key ?? '').sort();
    },
    async close() {
      client.destroy();
      await server.close();
      rmSync(directory, { recursive: true, force: true });
    },
  };
}
export type TestS3 = Awaited<ReturnType<typeof startTestS3>>;
