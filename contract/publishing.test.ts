import { describe, expect, it } from 'vitest';
import {
  articleApiPath,
  articleBodySchema,
  articleListApiPath,
  articleListHref,
  articleListPath,
  articleListViewOf,
  ebookBodySchema,
  featuredArticlesApiPath,
  readTimeOf,
  videoBodySchema,
  youtubeIdOf,
} from './publishing';

describe('youtubeIdOf', () => {
  it.each([
    ['dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['  dQw4w9WgXcQ ', 'dQw4w9WgXcQ'],
    ['https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s', 'dQw4w9WgXcQ'],
    ['youtube.com/watch?v=a-_b0123456', 'a-_b0123456'],
    ['https://youtu.be/dQw4w9WgXcQ?si=x', 'dQw4w9WgXcQ'],
    ['https://m.youtube.com/shorts/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
    ['https://www.youtube-nocookie.com/embed/dQw4w9WgXcQ', 'dQw4w9WgXcQ'],
  ])('reads %s', (input, id) => {
    expect(youtubeIdOf(input)).toBe(id);
  });

  it.each([
    '',
    'dQw4w9WgXc',
    'dQw4w9WgXcQQ',
    'dQw4w9WgX Q',
    'https://vimeo.com/watch?v=dQw4w9WgXcQ',
    'https://www.youtube.com/watch?v=short',
    'https://evil.example/youtu.be/dQw4w9WgXcQ',
    'javascript:alert(1)',
  ])('refuses %j', (input) => {
    expect(youtubeIdOf(input)).toBeUndefined();
  });
});

describe('readTimeOf', () => {
  it('counts words at 230 a minute, at least one minute', () => {
    expect(readTimeOf('')).toBe(1);
    expect(readTimeOf('word '.repeat(460))).toBe(2);
    expect(readTimeOf('palavra '.repeat(1150))).toBe(5);
    // Markdown marks are not words.
    expect(readTimeOf('# ## *** --- > '.repeat(1000))).toBe(1);
  });
});

describe('bodies', () => {
  const ebook = {
    title: 'Book',
    description: 'About it',
    price: '$9.99',
    amazonUrl: 'https://www.amazon.com/dp/1',
    rating: 5,
    reviewCount: 3,
  };

  it('takes a valid ebook and fills its defaults', () => {
    expect(ebookBodySchema.parse(ebook)).toMatchObject({ featured: false, coverImage: null });
  });

  it('refuses an Amazon link that is not https', () => {
    const result = ebookBodySchema.safeParse({ ...ebook, amazonUrl: 'http://www.amazon.com/dp/1' });
    expect(result.error?.issues[0]?.message).toBe('Amazon link must be an https address');
  });

  it('reduces a pasted YouTube address to its id', () => {
    const video = videoBodySchema.parse({
      title: 'T',
      description: 'D',
      youtubeId: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(video.youtubeId).toBe('dQw4w9WgXcQ');
  });

  it('refuses a slug with capitals or double hyphens, takes an empty one', () => {
    const article = {
      title: 'T',
      excerpt: 'E',
      content: 'C',
      category: 'Doctrine',
      language: 'es',
      status: 'draft',
    };
    expect(articleBodySchema.safeParse({ ...article, slug: 'Bad--Slug' }).success).toBe(false);
    expect(articleBodySchema.parse({ ...article, slug: '' }).slug).toBe('');
    expect(
      articleBodySchema.safeParse({ ...article, category: 'All' }).error?.issues[0]?.message,
    ).toBe('Choose a category');
  });
});

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

  it("opens in the page's language", () => {
    expect(articleListViewOf('', 'pt')).toEqual({ lang: 'pt', category: undefined, page: 1 });
    expect(articleListViewOf('?lang=en', 'pt').lang).toBe('en');
    expect(articleListViewOf('?lang=fr', 'es').lang).toBe('es');
  });

  it("writes one address per view: the page's language, all categories and page 1 left out", () => {
    expect(articleListHref({ lang: 'en', page: 1 })).toBe('/articles');
    expect(articleListHref({ lang: 'es', page: 1 })).toBe('/articles?lang=es');
    // On /es the Spanish list is the plain address, the English one names its language.
    expect(articleListHref({ lang: 'es', page: 1 }, 'es')).toBe('/articles');
    expect(articleListHref({ lang: 'en', category: 'Doctrine', page: 1 }, 'es')).toBe(
      '/articles?lang=en&category=Doctrine',
    );
    expect(articleListPath('en')).toBe('/articles');
    expect(articleListPath('es')).toBe('/es/articles');
    expect(articleListPath('pt')).toBe('/pt/articles');
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
