import { describe, expect, it } from 'vitest';
import {
  articleApiPath,
  articleListApiPath,
  articleListHref,
  articleListPath,
  articleListViewOf,
  featuredArticlesApiPath,
} from './publishing';

describe('the list of articles in the address', () => {
  it('reads the language, the category and the page, each defaulted when absent', () => {
    expect(articleListViewOf('')).toEqual({ lang: 'en', category: undefined, page: 1 });
    expect(articleListViewOf('?lang=es&category=Doctrine&page=3')).toEqual({
      lang: 'es',
      category: 'Doctrine',
      page: 3,
    });
  });

  it('ignores values it does not know, as if absent', () => {
    expect(articleListViewOf('?lang=fr&category=doctrine&page=0')).toEqual({
      lang: 'en',
      category: undefined,
      page: 1,
    });
    for (const page of ['-1', '1.5', 'x', '10001', '']) {
      expect(articleListViewOf(`?page=${page}`).page, page).toBe(1);
    }
    expect(articleListViewOf('?page=10000').page).toBe(10_000);
  });

  it('writes one address per view: English, all categories and page 1 left out', () => {
    expect(articleListHref({ lang: 'en', page: 1 })).toBe('/articles');
    expect(articleListHref({ lang: 'es', page: 1 })).toBe(articleListPath('es'));
    expect(articleListHref({ lang: 'pt', category: 'Prophecy', page: 2 })).toBe(
      '/articles?lang=pt&category=Prophecy&page=2',
    );
    expect(articleListHref({ lang: 'en', category: 'Practice', page: 1 })).toBe(
      '/articles?category=Practice',
    );
    for (const href of ['/articles', '/articles?lang=es&category=Scripture&page=4']) {
      expect(articleListHref(articleListViewOf(href.slice('/articles'.length)))).toBe(href);
    }
  });

  it('names the API answers each view and article reads (their query keys)', () => {
    expect(articleListApiPath({ lang: 'en', page: 1 })).toBe('/api/articles?lang=en');
    expect(articleListApiPath({ lang: 'es', category: 'Doctrine', page: 2 })).toBe(
      '/api/articles?lang=es&category=Doctrine&page=2',
    );
    expect(articleApiPath('the-kingdom')).toBe('/api/articles/the-kingdom');
    expect(featuredArticlesApiPath('en')).toBe('/api/articles/featured?lang=en');
  });
});
