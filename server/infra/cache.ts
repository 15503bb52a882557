import { LRUCache } from 'lru-cache';
import type { ContentVersion } from './content-version';

export interface VersionedAnswers {
  /**
   * The answer kept for `key` while the content version it was read at is current, or the
   * answer of `read` (kept until the version moves on). A failed read is not kept; callers
   * arriving while a read runs share it.
   */
  get<T>(key: string, read: () => Promise<T>): Promise<T>;
}

/**
 * Answers made from published content (ebooks, videos, articles, the feed), kept in memory until
 * the admin changes something or a scheduled article's time comes: then the next request reads
 * again. `max` bounds the keys (a language, a category and a page, or an article's slug).
 */
export function versionedAnswers(version: ContentVersion, max = 2_000): VersionedAnswers {
  const kept = new LRUCache<string, { version: string; value: Promise<unknown> }>({ max });
  return {
    get<T>(key: string, read: () => Promise<T>): Promise<T> {
      // The version is taken before the read: a write during the read makes the next caller read again.
      const current = version.current();
      const hit = kept.get(key);
      if (hit && hit.version === current) return hit.value as Promise<T>;
      const value = read();
      const entry = { version: current, value };
      kept.set(key, entry);
      value.catch(() => {
        if (kept.get(key) === entry) kept.delete(key);
      });
      return value;
    },
  };
}
