import { studySummaries, type StudySummary } from '@content/studies';
import { describe, expect, it } from 'vitest';
import { filterStudies } from './filter-studies';

const ids = (list: StudySummary[]) => list.map((s) => s.id);
const base = { search: '', category: 'All' as const, language: 'en' as const };

describe('filterStudies', () => {
  it('shows every study with no search text and category All', () => {
    expect(ids(filterStudies(studySummaries, base))).toEqual([1, 2]);
  });

  it('matches a case-insensitive substring of the title', () => {
    expect(ids(filterStudies(studySummaries, { ...base, search: 'RESTORATION' }))).toEqual([1]);
    expect(ids(filterStudies(studySummaries, { ...base, search: 'pentecost' }))).toEqual([2]);
  });

  it('matches the description too', () => {
    expect(ids(filterStudies(studySummaries, { ...base, search: 'whoever calls' }))).toEqual([2]);
  });

  it('searches in the current language only', () => {
    expect(ids(filterStudies(studySummaries, { ...base, search: 'restauración' }))).toEqual([]);
    expect(
      ids(filterStudies(studySummaries, { ...base, search: 'restauración', language: 'es' })),
    ).toEqual([1]);
    expect(
      ids(filterStudies(studySummaries, { ...base, search: 'profecia de joel', language: 'pt' })),
    ).toEqual([2]);
  });

  it('filters by category equality', () => {
    expect(ids(filterStudies(studySummaries, { ...base, category: 'Prophecy' }))).toEqual([1, 2]);
    expect(ids(filterStudies(studySummaries, { ...base, category: 'Doctrine' }))).toEqual([]);
  });

  it('requires search AND category to match', () => {
    const extra: StudySummary = {
      ...(studySummaries[0] as StudySummary),
      id: 9,
      category: 'Doctrine',
    };
    const all = [...studySummaries, extra];
    expect(
      ids(filterStudies(all, { ...base, search: 'restoration', category: 'Doctrine' })),
    ).toEqual([9]);
    expect(ids(filterStudies(all, { ...base, search: 'joel', category: 'Doctrine' }))).toEqual([]);
  });
});
