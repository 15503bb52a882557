import { describe, expect, it } from 'vitest';
import { listSearch } from './api/questions';
import { filterOwn } from './question-filters';

const list = [
  { title: 'Grace and works', content: 'James 2', status: 'pending' },
  { title: 'Baptism', content: 'Acts 2:38 and GRACE', status: 'answered' },
];

describe('filterOwn', () => {
  it('matches title or content case-insensitively, and the status', () => {
    expect(filterOwn(list, { q: 'grace', status: 'all' })).toHaveLength(2);
    expect(filterOwn(list, { q: 'grace', status: 'answered' })).toEqual([list[1]]);
    expect(filterOwn(list, { q: '  ', status: 'pending' })).toEqual([list[0]]);
  });
});

describe('listSearch', () => {
  it('leaves out defaults and trims the search', () => {
    expect(listSearch({ q: ' ', category: 'all', status: 'all' })).toBe('');
    expect(listSearch({ q: ' grace ', category: 'doctrine', status: 'answered' })).toBe(
      '?q=grace&category=doctrine&status=answered',
    );
  });

  it('names the page’s language, whose questions come first', () => {
    expect(listSearch({ q: '', category: 'all', status: 'all', lang: 'es' })).toBe('?lang=es');
    expect(listSearch({ q: 'fe', category: 'all', status: 'all', lang: 'pt' })).toBe(
      '?q=fe&lang=pt',
    );
  });
});
