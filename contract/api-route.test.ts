import { describe, expect, it } from 'vitest';
import { apiRoute, withSearch } from './api-route';

describe('apiRoute', () => {
  it('keeps the pattern the server registers', () => {
    expect(apiRoute('/api/questions/:id').pattern).toBe('/api/questions/:id');
  });

  it('writes an address with its parameters encoded as path segments', () => {
    expect(apiRoute('/api/ebooks')()).toBe('/api/ebooks');
    expect(apiRoute('/api/questions/:id')({ id: 4 })).toBe('/api/questions/4');
    expect(apiRoute('/api/me/plans/:id/days/:day')({ id: 2, day: 7 })).toBe(
      '/api/me/plans/2/days/7',
    );
    expect(apiRoute('/api/profile/sessions/:id')({ id: 'a/b c' })).toBe(
      '/api/profile/sessions/a%2Fb%20c',
    );
  });

  it('adds a query, leaving undefined values out', () => {
    expect(apiRoute('/api/donations/statement')({ search: { year: 2026, format: 'pdf' } })).toBe(
      '/api/donations/statement?year=2026&format=pdf',
    );
    expect(apiRoute('/api/study-groups/:id')({ id: 3 }, { search: { q: undefined } })).toBe(
      '/api/study-groups/3',
    );
    expect(withSearch('/api/bible/search', { q: 'love one another', limit: 20 })).toBe(
      '/api/bible/search?q=love+one+another&limit=20',
    );
  });
});
