/**
 * A version of what visitors can read (ebooks, videos, articles), for answers and pages kept in
 * memory: one is served while the version it was made at is still current.
 *
 * The version moves on when the admin changes content, and by itself when a scheduled article's
 * time comes, so a scheduled article appears without anyone acting (and without a timer: the
 * next read after its time sees a new version).
 *
 * Writes are seen in this process only: with several processes each would need to hear the
 * others' writes (a database notification) before this can be shared.
 */
export interface ContentVersion {
  /** The current version; equal strings mean nothing visible has changed in between. */
  current(): string;
  /**
   * Content changed. `scheduled` lists the times of the articles waiting for their time (all
   * of them, replacing the earlier list); left out, the list stays as it was.
   */
  changed(scheduled?: readonly Date[]): void;
}

export function createContentVersion(clock: () => Date): ContentVersion {
  let writes = 0;
  /** Times still to come, soonest first, as milliseconds. */
  let pending: number[] = [];
  /** How many of the scheduled times have passed since the last write. */
  let passed = 0;
  return {
    current() {
      const now = clock().getTime();
      while (pending.length > 0 && (pending[0] ?? Infinity) <= now) {
        pending.shift();
        passed += 1;
      }
      return `${writes}.${passed}`;
    },
    changed(scheduled) {
      writes += 1;
      passed = 0;
      if (scheduled) {
        const now = clock().getTime();
        pending = scheduled
          .map((time) => time.getTime())
          .filter((time) => time > now)
          .sort((a, b) => a - b);
      }
    },
  };
}
