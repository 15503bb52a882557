import { describe, expect, it } from 'vitest';
import { changeOf, periodOf, previousOf } from './analytics-period';

const today = new Date('2026-11-28T22:30:00Z');

describe('analytics periods', () => {
  it('ends the presets today and counts their days', () => {
    const none = { from: '', to: '' };
    expect(periodOf('today', today, none)).toEqual({ from: '2026-11-28', to: '2026-11-28' });
    expect(periodOf('7', today, none)).toEqual({ from: '2026-11-22', to: '2026-11-28' });
    expect(periodOf('30', today, none)).toEqual({ from: '2026-10-30', to: '2026-11-28' });
    expect(periodOf('365', today, none)).toEqual({ from: '2025-11-29', to: '2026-11-28' });
  });

  it('takes a range as given, and none that ends before it starts', () => {
    const range = { from: '2026-01-01', to: '2026-01-31' };
    expect(periodOf('range', today, range)).toEqual(range);
    expect(periodOf('range', today, { from: '2026-02-01', to: '2026-01-01' })).toBeNull();
    expect(periodOf('range', today, { from: '', to: '2026-01-01' })).toBeNull();
  });

  it('compares with the period of the same length just before', () => {
    expect(previousOf({ from: '2026-11-22', to: '2026-11-28' })).toEqual({
      from: '2026-11-15',
      to: '2026-11-21',
    });
    expect(previousOf({ from: '2026-03-01', to: '2026-03-01' })).toEqual({
      from: '2026-02-28',
      to: '2026-02-28',
    });
    expect(changeOf(15, 10)).toBe(0.5);
    expect(changeOf(5, 0)).toBeNull();
  });
});
