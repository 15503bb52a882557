import { describe, expect, it } from 'vitest';
import { createContentVersion } from './content-version';

describe('content version', () => {
  it('moves on at each write, and by itself when a scheduled time comes', () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const version = createContentVersion(() => now);
    const first = version.current();
    expect(version.current()).toBe(first);

    version.changed([new Date('2026-01-01T01:00:00Z'), new Date('2025-12-31T00:00:00Z')]);
    const afterWrite = version.current();
    expect(afterWrite).not.toBe(first);

    now = new Date('2026-01-01T00:59:59Z');
    expect(version.current()).toBe(afterWrite);
    now = new Date('2026-01-01T01:00:00Z');
    const atTime = version.current();
    expect(atTime).not.toBe(afterWrite);
    expect(version.current()).toBe(atTime);
  });

  it('keeps the scheduled times when a write names none', () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const version = createContentVersion(() => now);
    version.changed([new Date('2026-01-02T00:00:00Z')]);
    version.changed();
    const before = version.current();
    now = new Date('2026-01-03T00:00:00Z');
    expect(version.current()).not.toBe(before);
  });

  it('while not tracking, never gives the same version twice; tracking again, a new one', () => {
    const version = createContentVersion(() => new Date('2026-01-01T00:00:00Z'));
    const before = version.current();
    version.setTracking(false);
    const first = version.current();
    expect(version.current()).not.toBe(first);
    expect(first).not.toBe(before);
    version.setTracking(true);
    const after = version.current();
    expect(after).not.toBe(before);
    expect(version.current()).toBe(after);
  });

  it('reads the schedule again without a new version, unless a time came meanwhile', () => {
    let now = new Date('2026-01-01T00:00:00Z');
    const version = createContentVersion(() => now);
    version.changed();
    const before = version.current();
    version.reschedule([new Date('2026-01-01T02:00:00Z')]);
    expect(version.current()).toBe(before);
    now = new Date('2026-01-01T02:00:00Z');
    const atTime = version.current();
    expect(atTime).not.toBe(before);

    version.reschedule([new Date('2026-01-01T01:30:00Z'), new Date('2026-01-02T00:00:00Z')]);
    expect(version.current()).not.toBe(atTime);
  });
});
