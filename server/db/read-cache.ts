import type { PGlite } from '@electric-sql/pglite';
import { LRUCache } from 'lru-cache';

/**
 * Answers of hot reads (a session's user, a member's conversations, public lists) kept in memory
 * until the next write to the database.
 *
 * Only the embedded database gets a live cache: PGlite's folder belongs to one process, so every
 * write passes through this process and can be seen here. On PostgreSQL other processes may
 * write, so there the cache is off and every read goes to the server.
 *
 * Correctness rests on an epoch: every write (any statement that is not a plain read, and every
 * transaction) moves it on after it finishes and empties the cache. A read remembers the epoch at
 * its start and stores its answer only if no write finished meanwhile, so an answer computed from
 * data older than the latest write is never kept.
 */
export interface ReadCache {
  readonly enabled: boolean;
  /** The cached answer for `key`, or the answer of `read` (kept unless a write intervened). */
  get<T extends object>(key: string, read: () => Promise<T>): Promise<T>;
  /** Drops everything; called after every write. */
  noteWrite(): void;
}

const MAX_ENTRIES = 5_000;

export function createReadCache(): ReadCache {
  let epoch = 0;
  const entries = new LRUCache<string, object>({ max: MAX_ENTRIES });
  return {
    enabled: true,
    async get<T extends object>(key: string, read: () => Promise<T>): Promise<T> {
      const hit = entries.get(key);
      if (hit) return hit as T;
      const start = epoch;
      const value = await read();
      if (epoch === start) entries.set(key, value);
      return value;
    },
    noteWrite() {
      epoch += 1;
      entries.clear();
    },
  };
}

/** The cache for a database that other processes may change: every read goes to it. */
export const noReadCache: ReadCache = {
  enabled: false,
  get: (_key, read) => read(),
  noteWrite() {},
};

const PLAIN_READ = /^\s*(select|show|explain)\b/i;
export const isPlainRead = (sqlText: string): boolean => PLAIN_READ.test(sqlText);

/**
 * Makes `client` tell `cache` of every write. Drizzle sends statements through `query` and groups
 * through `transaction`; `exec` is used by migrations. A transaction counts as a write when it
 * settles, whether it committed or rolled back (a rollback only costs a refill).
 */
export function reportWrites(client: PGlite, cache: ReadCache): void {
  const query = client.query.bind(client);
  const exec = client.exec.bind(client);
  const transaction = client.transaction.bind(client);
  client.query = async function (sqlText, params, options) {
    try {
      return await query(sqlText, params, options);
    } finally {
      if (!isPlainRead(sqlText)) cache.noteWrite();
    }
  } as PGlite['query'];
  client.exec = async (sqlText, options) => {
    try {
      return await exec(sqlText, options);
    } finally {
      if (!isPlainRead(sqlText)) cache.noteWrite();
    }
  };
  client.transaction = async function (callback) {
    try {
      return await transaction(callback);
    } finally {
      cache.noteWrite();
    }
  } as PGlite['transaction'];
}
