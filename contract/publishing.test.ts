import { describe, expect, it } from 'vitest';
import {
  articleBodySchema,
  ebookBodySchema,
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
