import type { DatabaseHandle } from '../../db/connect';

const PING_TIMEOUT_MS = 2_000;

function withTimeout<T>(promise: Promise<T>, ms: number): Promise<T> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => reject(new Error('timed out')), ms);
    promise.then(
      (v) => {
        clearTimeout(timer);
        resolve(v);
      },
      (e: unknown) => {
        clearTimeout(timer);
        reject(e instanceof Error ? e : new Error(String(e)));
      },
    );
  });
}

export interface HealthServiceDeps {
  database: Pick<DatabaseHandle, 'ping'>;
  /** Whether the shared file storage (an S3 bucket) answers; undefined for local folders. */
  checkStorage?: (() => Promise<void>) | undefined;
  /** True once the process has begun to stop: it wants no new visitors. */
  stopping?: () => boolean;
}

export function createHealthService({
  database,
  checkStorage,
  stopping = () => false,
}: HealthServiceDeps) {
  return {
    stopping,
    /** Resolves when the database answers in time; rejects with the reason otherwise. */
    checkDatabase: () => withTimeout(database.ping(), PING_TIMEOUT_MS),
    /** Resolves when the file storage answers in time (at once for local folders). */
    checkStorage: () =>
      checkStorage ? withTimeout(checkStorage(), PING_TIMEOUT_MS) : Promise.resolve(),
  };
}

export type HealthService = ReturnType<typeof createHealthService>;
