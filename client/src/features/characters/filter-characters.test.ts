import { characters } from '@content/characters';
import { describe, expect, it } from 'vitest';
import { filterCharacters } from './filter-characters';

const names = (search: string, era: Parameters<typeof filterCharacters>[1]['era'] = 'all') =>
  filterCharacters(characters, { search, era }).map((c) => c.name);

describe('filterCharacters', () => {
  it('shows all six with no search and era all', () => {
    expect(names('')).toEqual(['Abraham', 'Moses', 'David', 'Daniel', 'Mary', 'Paul']);
  });

  it('matches the name, case-insensitively', () => {
    expect(names('dAvId')).toEqual(['David']);
  });

  it('matches the title', () => {
    expect(names('shepherd king')).toEqual(['David']);
    expect(names('gentiles')).toEqual(['Paul']);
  });

  it('matches the significance', () => {
    expect(names('sinai')).toEqual(['Moses']);
    expect(names('seventy years')).toEqual(['Daniel']);
  });

  it('does not search other fields', () => {
    // 'Bethlehem' appears only in locations and biographies.
    expect(names('bethlehem')).toEqual([]);
  });

  it('filters by exact era; judges and return have no one', () => {
    expect(names('', 'exile')).toEqual(['Daniel']);
    expect(names('', 'messiah')).toEqual(['Mary']);
    expect(names('', 'judges')).toEqual([]);
    expect(names('', 'return')).toEqual([]);
  });

  it('requires search AND era', () => {
    expect(names('a', 'patriarchs')).toEqual(['Abraham']);
    expect(names('moses', 'kingdom')).toEqual([]);
  });
});
