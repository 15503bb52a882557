/**
 * What the app runs on, built in one place and closed in one order: the database (handed in: the
 * caller has migrated it), the file and image stores, outgoing mail, payments and the shared
 * rate-limit counts. `close()` first stops the work that uses them (in the order given), then
 * closes each in a fixed order, the database last, since everything before it may still write.
 * The order is written here, not left to the order Fastify's hooks were added in.
 */
import path from 'node:path';
import type { FastifyBaseLogger } from 'fastify';
import type { Redis } from 'ioredis';
import type { Config } from './config';
import type { DatabaseHandle } from './db/connect';
import type { FileStore } from './infra/file-store';
import { createMailer, type Mailer } from './infra/mail';
import type { MediaStore } from './infra/media-store';
import type { ObjectStore } from './infra/object-store';
import { createPayments, type Payments } from './infra/payments';
import type { BackupShelf } from './infra/backup-shelf';
import { createStorage, type Storage } from './infra/storage';

export interface InfrastructureDeps {
  config: Config;
  database: DatabaseHandle;
  logger: FastifyBaseLogger;
  /** Outgoing mail; defaults to SMTP_URL, or the DATA_DIR/outbox folder without it. */
  mailer?: Mailer | undefined;
  /** Where attachments are kept; defaults to the S3 bucket, or else a directory at UPLOAD_DIR. */
  files?: FileStore | undefined;
  /** Where the admin's image renditions are kept; the S3 bucket, or else MEDIA_DIR. */
  media?: MediaStore | undefined;
  /** Card payments; defaults to Stripe with the STRIPE_* keys, or none when they are not all set. */
  payments?: Payments | null | undefined;
}

/** One step of closing: what it is (logged at debug level as it ends) and how. */
export type CloseStep = readonly [name: string, close: () => unknown];

export interface Infrastructure {
  database: DatabaseHandle;
  files: FileStore;
  media: MediaStore;
  /** Where uploaded audio files are kept (the S3 bucket, or MEDIA_DIR/audio). */
  audio: ObjectStore;
  /** Resolves when the bucket answers (readiness); undefined for local directories. */
  checkStorage: (() => Promise<void>) | undefined;
  /** The stores' objects as they are, for backups. */
  objects: Storage['objects'];
  /** Where the site's backups are kept (BACKUP_DIR, or the bucket under BACKUP_S3_PREFIX). */
  backupShelf: BackupShelf;
  mailer: Mailer;
  payments: Payments | null;
  /** Rate-limit counts shared by every process (REDIS_URL); undefined keeps them in memory. */
  rateLimitStore: Redis | undefined;
  /**
   * Stops `users` one after another, in the order given, then closes the rate-limit store, the
   * mail transport, the stores and the database, in that order. A step that fails is logged and
   * the rest still close; closing twice closes once.
   */
  close(users?: readonly CloseStep[]): Promise<void>;
}

export async function createInfrastructure(deps: InfrastructureDeps): Promise<Infrastructure> {
  const { config, database, logger } = deps;
  const storage = await createStorage(config);
  const mailer =
    deps.mailer ??
    createMailer({
      from: config.mailFrom,
      smtpUrl: config.smtpUrl,
      outboxDir: path.join(config.dataDir, 'outbox'),
      logger,
    });
  const payments =
    deps.payments !== undefined ? deps.payments : await createPayments(config.stripe);
  // Loaded only when configured: most sites run one process and keep the counts in memory.
  const rateLimitStore = config.redisUrl
    ? new (await import('ioredis')).Redis(config.redisUrl, {
        connectTimeout: 2_000,
        maxRetriesPerRequest: 1,
        // Fail fast while Redis is away rather than queueing requests behind it.
        enableOfflineQueue: false,
      })
    : undefined;
  rateLimitStore?.on('error', (err) => logger.warn({ err }, 'rate-limit store unavailable'));

  const own: CloseStep[] = [
    ['rate-limit store', () => rateLimitStore?.quit().catch(() => {})],
    // A mailer handed in is its owner's to close (tests share one across apps).
    ['mail transport', () => (deps.mailer ? undefined : mailer.close())],
    ['storage', () => storage.close()],
    ['database', () => database.close()],
  ];
  let closing: Promise<void> | undefined;
  return {
    database,
    files: deps.files ?? storage.files,
    media: deps.media ?? storage.media,
    audio: storage.audio,
    checkStorage: storage.check,
    objects: storage.objects,
    backupShelf: storage.backupShelf(config.backups.dir),
    mailer,
    payments,
    rateLimitStore,
    close(users = []) {
      closing ??= (async () => {
        for (const [name, close] of [...users, ...own]) {
          try {
            await close();
          } catch (err) {
            logger.error({ err, step: name }, 'could not close');
          }
          logger.debug({ step: name }, 'closed');
        }
      })();
      return closing;
    },
  };
}
