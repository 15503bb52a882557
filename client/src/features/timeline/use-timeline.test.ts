import { timelineEn } from '@content/timeline';
import { timelineEs } from '@content/timeline.es';
import { describe, expect, it } from 'vitest';
import { isUntranslated } from './use-timeline';

describe('an event without its translation', () => {
  it('is told apart from a translated one, never on an English page', () => {
    const [first] = timelineEs.events;
    const [english] = timelineEn.events;
    if (!first || !english) throw new Error('the timeline has no events');
    expect(isUntranslated(first, 'es')).toBe(false);
    // translateItems leaves an event it has no text for in English.
    expect(isUntranslated(english, 'es')).toBe(true);
    expect(isUntranslated(english, 'en')).toBe(false);
  });
});
