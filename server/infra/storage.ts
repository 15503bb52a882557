/**
 * The stores the configuration asks for: with S3_BUCKET, one bucket holding attachments under
 * `uploads/`, image renditions under `media/` and audio under `audio/` (shared by every process on every machine);
 * without it, the local directories UPLOAD_DIR and MEDIA_DIR (one machine). The S3 client is
 * loaded only when a bucket is configured: it weighs ~13 MB in a process that never uses it.
 */
import path from 'node:path';
import { BUCKET_FOLDERS, type Config } from '../config';
import { createFileStore, type FileStore } from './file-store';
import { createMediaStore, type MediaStore } from './media-store';
import { createDirectoryObjectStore, type ObjectStore } from './object-store';
import { bucketShelf, folderShelf, type BackupShelf } from './backup-shelf';

export interface Storage {
  files: FileStore;
  media: MediaStore;
  /** Uploaded audio files: under `audio/` in the bucket, or in MEDIA_DIR/audio. */
  audio: ObjectStore;
  /** The same bytes as plain objects, for backups: attachments, image renditions and audio. */
  objects: { uploads: ObjectStore; media: ObjectStore; audio: ObjectStore };
  /** Where the site's backups are kept: the bucket under BACKUP_S3_PREFIX, or BACKUP_DIR. */
  backupShelf(dir: string): BackupShelf;
  /**
   * Resolves when the bucket answers (readiness); undefined for local directories, which are
   * checked once at start by creating them.
   */
  check: (() => Promise<void>) | undefined;
  close(): void;
}

export async function createStorage(
  config: Pick<Config, 's3' | 'uploadDir' | 'mediaDir'> & {
    backups?: Pick<Config['backups'], 's3Prefix'>;
  },
): Promise<Storage> {
  const { s3 } = config;
  if (!s3) {
    const uploads = createDirectoryObjectStore(config.uploadDir);
    const media = createDirectoryObjectStore(config.mediaDir, { mode: 0o644 });
    const audio = createDirectoryObjectStore(path.join(config.mediaDir, 'audio'), { mode: 0o644 });
    return {
      files: createFileStore(uploads),
      media: createMediaStore(media),
      audio,
      objects: { uploads, media, audio },
      backupShelf: folderShelf,
      check: undefined,
      close() {},
    };
  }
  const { createS3Client, createS3ObjectStore } = await import('./s3-object-store');
  const client = createS3Client(s3);
  const bucket = s3.bucket;
  const uploads = createS3ObjectStore({ client, bucket, prefix: BUCKET_FOLDERS.uploads });
  const media = createS3ObjectStore({ client, bucket, prefix: BUCKET_FOLDERS.media });
  const audio = createS3ObjectStore({ client, bucket, prefix: BUCKET_FOLDERS.audio });
  const backupPrefix = config.backups?.s3Prefix;
  return {
    files: createFileStore(uploads),
    media: createMediaStore(media),
    audio,
    objects: { uploads, media, audio },
    backupShelf: (dir) =>
      backupPrefix
        ? bucketShelf(
            createS3ObjectStore({ client, bucket, prefix: backupPrefix }),
            `s3://${bucket}/${backupPrefix}`,
          )
        : folderShelf(dir),
    check: () => uploads.check(),
    close: () => client.destroy(),
  };
}
