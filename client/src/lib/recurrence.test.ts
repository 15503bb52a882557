import { catalogues } from '@contract/messages/catalogues';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { firstMeetingDay, repetitionOf, ruleOf, ruleWords, weekdayName } from './recurrence';

const intlIn = (locale: 'en' | 'es' | 'pt') => createIntl({ locale, messages: catalogues[locale] });

describe('repetitions and rules', () => {
  it('writes a repetition as a calendar rule, its days in week order', () => {
    expect(ruleOf({ frequency: 'weekly', interval: 1, days: ['TU'], week: 1 })).toBe(
      'FREQ=WEEKLY;BYDAY=TU',
    );
    expect(ruleOf({ frequency: 'weekly', interval: 2, days: ['TH', 'MO'], week: 1 })).toBe(
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
    );
    expect(ruleOf({ frequency: 'monthly', interval: 1, days: ['SA'], week: -1 })).toBe(
      'FREQ=MONTHLY;BYDAY=-1SA',
    );
    expect(ruleOf({ frequency: 'monthly', interval: 3, days: ['TU', 'TH'], week: 2 })).toBe(
      'FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU,2TH',
    );
    expect(ruleOf({ frequency: 'weekly', interval: 1, days: [], week: 1 })).toBe('');
  });

  it('reads back the rules it writes, and no others', () => {
    for (const rule of [
      'FREQ=WEEKLY;BYDAY=TU',
      'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH',
      'FREQ=MONTHLY;BYDAY=-1SA',
      'FREQ=MONTHLY;INTERVAL=3;BYDAY=2TU,2TH',
    ]) {
      const repetition = repetitionOf(rule);
      expect(repetition && ruleOf(repetition)).toBe(rule);
    }
    expect(repetitionOf('RRULE:FREQ=WEEKLY;BYDAY=SU')).toMatchObject({ days: ['SU'] });
    for (const rule of [
      '',
      'FREQ=DAILY',
      'FREQ=WEEKLY',
      'FREQ=WEEKLY;BYDAY=TU;COUNT=10',
      'FREQ=WEEKLY;BYDAY=1TU',
      'FREQ=MONTHLY;BYDAY=TU',
      'FREQ=MONTHLY;BYDAY=1TU,2TH',
      'FREQ=MONTHLY;BYDAY=5TU',
      'FREQ=WEEKLY;BYDAY=TU,TU',
      'FREQ=WEEKLY;BYDAY=XX',
      'FREQ=WEEKLY;INTERVAL=0;BYDAY=TU',
      'FREQ=WEEKLY;FREQ=MONTHLY;BYDAY=TU',
    ]) {
      expect(repetitionOf(rule), rule).toBeNull();
    }
  });

  it('finds the first day a repetition meets on', () => {
    const weekly = { frequency: 'weekly', interval: 1, days: ['TU', 'TH'], week: 1 } as const;
    expect(firstMeetingDay('2026-12-01', weekly)).toBe('2026-12-01');
    expect(firstMeetingDay('2026-12-02', weekly)).toBe('2026-12-03');
    const monthly = { frequency: 'monthly', interval: 1, days: ['MO'], week: 2 } as const;
    // The second Monday of December 2026 is the 14th; of January 2027, the 11th.
    expect(firstMeetingDay('2026-12-01', monthly)).toBe('2026-12-14');
    expect(firstMeetingDay('2026-12-15', monthly)).toBe('2027-01-11');
    expect(firstMeetingDay('2026-12-15', { ...monthly, week: -1 })).toBe('2026-12-28');
    expect(firstMeetingDay('', weekly)).toBe('');
    expect(firstMeetingDay('2026-12-01', { ...weekly, days: [] })).toBe('2026-12-01');
  });

  it('names weekdays in the reader’s language', () => {
    expect(weekdayName('en', 'TU')).toBe('Tuesday');
    expect(weekdayName('es', 'SU')).toBe('domingo');
    expect(weekdayName('pt', 'TU')).toBe('terça-feira');
  });

  it('says a rule in words in each language', () => {
    const en = intlIn('en');
    const es = intlIn('es');
    const pt = intlIn('pt');
    expect(ruleWords(en, 'FREQ=WEEKLY;BYDAY=TU')).toBe('every Tuesday');
    expect(ruleWords(en, 'FREQ=WEEKLY;INTERVAL=2;BYDAY=MO,TH')).toBe(
      'every 2 weeks on Monday and Thursday',
    );
    expect(ruleWords(en, 'FREQ=MONTHLY;BYDAY=-1SA')).toBe('on the last Saturday of each month');
    expect(ruleWords(es, 'FREQ=WEEKLY;BYDAY=TU,TH')).toBe('cada martes y jueves');
    expect(ruleWords(es, 'FREQ=MONTHLY;BYDAY=1SA')).toBe('el primer sábado de cada mes');
    expect(ruleWords(pt, 'FREQ=WEEKLY;BYDAY=TU')).toBe('toda terça-feira');
    expect(ruleWords(pt, 'FREQ=WEEKLY;BYDAY=SA')).toBe('todo sábado');
    expect(ruleWords(pt, 'FREQ=MONTHLY;BYDAY=2WE')).toBe('na segunda quarta-feira de cada mês');
    expect(ruleWords(pt, 'FREQ=MONTHLY;INTERVAL=2;BYDAY=1SU')).toBe(
      'no primeiro domingo a cada 2 meses',
    );
    expect(ruleWords(en, 'FREQ=DAILY;COUNT=3')).toBeNull();
  });
});
