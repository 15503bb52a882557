import { describe, expect, it } from 'vitest';
import { isPublicRead } from './publishing';

describe('isPublicRead', () => {
  it('names the reads of the public pages, fetched again after an admin write', () => {
    for (const key of [
      ['/api/ebooks'],
      ['/api/ebooks/featured'],
      ['/api/videos'],
      ['/api/videos/featured'],
      ['/api/articles?lang=es&page=2'],
      ['/api/articles', 'some-slug'],
      ['/api/articles/featured'],
      ['articles', { lang: 'en' }],
      ['/api/studies'],
      ['/api/studies/3'],
    ]) {
      expect(isPublicRead(key), JSON.stringify(key)).toBe(true);
    }
  });

  it('leaves the admin’s own and unrelated reads alone', () => {
    for (const key of [
      ['/api/admin/ebooks'],
      ['/api/admin/articles', 3],
      ['/api/ebooksx'],
      ['/api/auth/me'],
      ['/api/admin/studies'],
      ['bundled', 'study-texts'],
      [42],
    ]) {
      expect(isPublicRead(key), JSON.stringify(key)).toBe(false);
    }
  });
});
