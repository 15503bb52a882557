/**
 * An ObjectStore in an S3-compatible bucket (AWS S3, Cloudflare R2, Backblaze B2, DigitalOcean
 * Spaces, MinIO, Garage, Ceph…), chosen when S3_BUCKET is set so that every process on every
 * machine sees the same files. Uploads stream through lib-storage's `Upload`: at most one part
 * (5 MB) is held in memory, a small file goes up as one PutObject, a larger one as a multipart
 * upload that is aborted if anything fails. Downloads stream the GetObject body.
 */
import { Readable } from 'node:stream';
import {
  DeleteObjectCommand,
  GetObjectCommand,
  HeadBucketCommand,
  HeadObjectCommand,
  ListObjectsV2Command,
  S3Client,
  S3ServiceException,
} from '@aws-sdk/client-s3';
import { Upload } from '@aws-sdk/lib-storage';
import { assertObjectName, OBJECT_NAME, type ObjectStore } from './object-store';

export interface S3Settings {
  bucket: string;
  /** A provider's or a self-hosted server's address; AWS itself without it. */
  endpoint: string | undefined;
  region: string;
  /** Both or neither; without them the SDK's own chain (environment, instance role) applies. */
  credentials: { accessKeyId: string; secretAccessKey: string } | undefined;
  /** `https://host/bucket/key` instead of `https://bucket.host/key` (most self-hosted servers). */
  forcePathStyle: boolean;
}

/** The smallest part S3 accepts, and the most an upload holds in memory at once. */
const PART_BYTES = 5 * 1024 * 1024;

export function createS3Client(settings: S3Settings): S3Client {
  return new S3Client({
    region: settings.region,
    endpoint: settings.endpoint,
    forcePathStyle: settings.forcePathStyle,
    credentials: settings.credentials,
    // Checksums only where the API demands them: many S3-compatible servers refuse the
    // newer trailing-checksum uploads the SDK otherwise sends by default.
    requestChecksumCalculation: 'WHEN_REQUIRED',
    responseChecksumValidation: 'WHEN_REQUIRED',
  });
}

const isMissing = (error: unknown): boolean =>
  error instanceof S3ServiceException &&
  (error.name === 'NoSuchKey' || error.$metadata.httpStatusCode === 404);

/** The bucket's objects whose keys start with `prefix` (`uploads/`, `media/`). */
export function createS3ObjectStore(options: {
  client: S3Client;
  bucket: string;
  prefix: string;
}): ObjectStore {
  const { client, bucket, prefix } = options;
  const keyOf = (name: string) => {
    assertObjectName(name);
    return `${prefix}${name}`;
  };
  const removeKey = (key: string) =>
    client.send(new DeleteObjectCommand({ Bucket: bucket, Key: key }));
  return {
    async put(name, source) {
      const key = keyOf(name);
      const upload = new Upload({
        client,
        params: {
          Bucket: bucket,
          Key: key,
          Body: source,
          ContentType: 'application/octet-stream',
        },
        queueSize: 1,
        partSize: PART_BYTES,
        // A failed multipart upload is aborted, so its parts do not linger (and cost).
        leavePartsOnError: false,
      });
      try {
        await upload.done();
      } catch (error) {
        // The source's own failure (a broken upload, a size limit) is the one to report, even
        // when aborting the multipart upload failed too (a server without AbortMultipartUpload;
        // a bucket lifecycle rule then clears the parts: docs/deploy.md).
        const cause = source instanceof Readable ? source.errored : null;
        if (source instanceof Readable) source.destroy();
        // The object may have been completed just before the failure was noticed.
        await removeKey(key).catch(() => {});
        throw cause ?? error;
      }
    },
    async get(name, range) {
      try {
        const answer = await client.send(
          new GetObjectCommand({
            Bucket: bucket,
            Key: keyOf(name),
            ...(range ? { Range: `bytes=${range.start}-${range.end}` } : {}),
          }),
        );
        if (!(answer.Body instanceof Readable)) throw new Error('S3 answered without a stream');
        return { stream: answer.Body, size: answer.ContentLength ?? 0 };
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async size(name) {
      try {
        const head = await client.send(new HeadObjectCommand({ Bucket: bucket, Key: keyOf(name) }));
        return head.ContentLength ?? 0;
      } catch (error) {
        if (isMissing(error)) return undefined;
        throw error;
      }
    },
    async remove(name) {
      await removeKey(keyOf(name));
    },
    async check() {
      await client.send(new HeadBucketCommand({ Bucket: bucket }));
    },
    async *list() {
      let token: string | undefined;
      do {
        const page = await client.send(
          new ListObjectsV2Command({ Bucket: bucket, Prefix: prefix, ContinuationToken: token }),
        );
        for (const item of page.Contents ?? []) {
          const name = item.Key?.slice(prefix.length) ?? '';
          if (OBJECT_NAME.test(name)) yield name;
        }
        token = page.IsTruncated ? page.NextContinuationToken : undefined;
      } while (token);
    },
  };
}
