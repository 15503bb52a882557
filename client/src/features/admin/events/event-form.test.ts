import { describe, expect, it } from 'vitest';
import { choiceOf, eventFormSchema, newEventForm, ruleFor } from './event-form';

describe('the event form', () => {
  it('makes the usual repetitions from the first meeting’s day', () => {
    // 8 December 2026 is the second Tuesday of the month.
    expect(ruleFor('weekly', '2026-12-08T19:00', '')).toBe('FREQ=WEEKLY;BYDAY=TU');
    expect(ruleFor('fortnightly', '2026-12-08T19:00', '')).toBe('FREQ=WEEKLY;INTERVAL=2;BYDAY=TU');
    expect(ruleFor('monthly', '2026-12-08T19:00', '')).toBe('FREQ=MONTHLY;BYDAY=2TU');
    // The 29th is the fifth Tuesday: the last one, which every month has.
    expect(ruleFor('monthly', '2026-12-29T19:00', '')).toBe('FREQ=MONTHLY;BYDAY=-1TU');
    expect(ruleFor('none', '2026-12-08T19:00', 'FREQ=DAILY')).toBe('');
    expect(ruleFor('custom', '2026-12-08T19:00', 'FREQ=DAILY;COUNT=3')).toBe('FREQ=DAILY;COUNT=3');
  });

  it('shows a stored rule as the choice that makes it, else as a rule of its own', () => {
    expect(choiceOf('', '2026-12-08T19:00')).toBe('none');
    expect(choiceOf('FREQ=MONTHLY;BYDAY=2TU', '2026-12-08T19:00')).toBe('monthly');
    expect(choiceOf('FREQ=WEEKLY;BYDAY=TU', '2026-12-08T19:00')).toBe('weekly');
    expect(choiceOf('FREQ=WEEKLY;BYDAY=MO,WE', '2026-12-08T19:00')).toBe('custom');
  });

  it('reads the fields into the API body with the contract’s messages, by field', () => {
    const blank = eventFormSchema.safeParse(newEventForm('es', 'America/New_York'));
    expect(blank.success).toBe(false);
    const messages = Object.fromEntries(
      [...(blank.error?.issues ?? [])]
        .reverse()
        .map((issue) => [issue.path.join('.'), issue.message]),
    );
    expect(messages).toMatchObject({
      title: 'Title is required',
      slug: 'Address is required',
      startsLocal: 'Give a date and time',
      endsLocal: 'Give a date and time',
    });
    const filled = eventFormSchema.parse({
      ...newEventForm('es', 'America/New_York'),
      title: 'Estudio',
      slug: 'estudio',
      startsLocal: '2026-12-08T19:00',
      endsLocal: '2026-12-08T20:00',
      capacity: '12',
      studyGroupId: '',
      mapUrl: ' ',
      rrule: 'FREQ=MONTHLY;BYDAY=2TU',
    });
    expect(filled).toMatchObject({
      language: 'es',
      capacity: 12,
      studyGroupId: null,
      mapUrl: null,
      imageKey: null,
      rrule: 'FREQ=MONTHLY;BYDAY=2TU',
    });
    const wrong = eventFormSchema.safeParse({
      ...newEventForm('en', 'America/New_York'),
      title: 'x',
      slug: 'x',
      startsLocal: '2026-12-08T19:00',
      endsLocal: '2026-12-08T20:00',
      capacity: 'many',
    });
    expect(wrong.error?.issues.map((i) => [i.path.join('.'), i.message])).toEqual([
      ['capacity', 'Give a number of places'],
    ]);
  });
});
