import { studySummaries } from '@content/studies';
import { describe, expect, it } from 'vitest';
import { minutesOf } from './study-duration';

describe("a study's reading time", () => {
  it('is read as a span of minutes, so each language can write it', () => {
    expect(minutesOf('45-60 minutes')).toEqual({ from: 45, to: 60 });
    expect(minutesOf('About an hour')).toBeUndefined();
    // Every study's is, or a Spanish page would show it in English.
    for (const study of studySummaries)
      expect(minutesOf(study.duration), study.duration).toBeDefined();
  });
});
