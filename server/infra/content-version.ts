/**
 * A version of what visitors can read (ebooks, videos, articles), for answers and pages kept in
 * memory: one is served while the version it was made at is still current.
 *
 * The version moves on when the admin changes content, and by itself when a scheduled article's
 * time comes, so a scheduled article appears without anyone acting (and without a timer: the
 * next read after its time sees a new version).
 *
 * With several processes on PostgreSQL each hears the others' content writes through the
 * database's announcements (app.ts subscribes to them, db/table-changes.ts); while it cannot hear
 * them, nothing is current for long (`setTracking(false)`).
 */
export interface ContentVersion {
  /** The current version; equal strings mean nothing visible has changed in between. */
  current(): string;
  /**
   * Content changed. `scheduled` lists the times of the articles waiting for their time (all
   * of them, replacing the earlier list); left out, the list stays as it was.
   */
  changed(scheduled?: readonly Date[]): void;
  /**
   * The scheduled times read again after a change already counted: replaces the list without a
   * new version, except for a time that has come while it was being read (that one moves it on,
   * as it would have from the list).
   */
  reschedule(scheduled: readonly Date[]): void;
  /**
   * Whether every content write is heard. While not, each `current()` is a version never given
   * before, so nothing made from content is served from memory (every answer is read afresh).
   */
  setTracking(tracking: boolean): void;
}

export function createContentVersion(clock: () => Date): ContentVersion {
  let writes = 0;
  /** Times still to come, soonest first, as milliseconds. */
  let pending: number[] = [];
  /** How many of the scheduled times have passed since the last write. */
  let passed = 0;
  let tracking = true;
  /** Versions handed out while not tracking: each is used once. */
  let untracked = 0;
  const upcoming = (scheduled: readonly Date[], now: number) =>
    scheduled
      .map((time) => time.getTime())
      .filter((time) => time > now)
      .sort((a, b) => a - b);
  return {
    current() {
      if (!tracking) return `untracked.${++untracked}`;
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
      if (scheduled) pending = upcoming(scheduled, clock().getTime());
    },
    reschedule(scheduled) {
      const now = clock().getTime();
      pending = upcoming(scheduled, now);
      if (pending.length < scheduled.length) passed += 1;
    },
    setTracking(next) {
      if (next === tracking) return;
      tracking = next;
      // What was made before the gap may be out of date by now.
      writes += 1;
    },
  };
}
