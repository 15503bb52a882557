import { describe, expect, it } from 'vitest';
import type { PublicArticle } from '../../../contract/publishing';
import { articleAlternates, articleHead } from './article';

const article = (overrides: Partial<PublicArticle> = {}): PublicArticle => ({
  id: 2,
  slug: 'el-reino',
  path: '/articles/el-reino',
  title: 'El Reino',
  excerpt: 'Lo que Jesús predicó.',
  category: 'Doctrine',
  language: 'es',
  readTime: 3,
  publishedAt: '2026-03-01T09:00:00.000Z',
  featured: false,
  cover: null,
  html: '<p>Texto.</p>',
  updatedAt: '2026-03-01T09:00:00.000Z',
  originalId: 1,
  translations: [],
  ...overrides,
});

describe('articleAlternates', () => {
  it('names each language once and falls back on the English one', () => {
    const alternates = articleAlternates(
      article({
        translations: [
          {
            language: 'en',
            slug: 'the-kingdom',
            title: 'The Kingdom',
            path: '/articles/the-kingdom',
          },
          { language: 'pt', slug: 'o-reino', title: 'O Reino', path: '/articles/o-reino' },
        ],
      }),
    );
    expect(alternates).toEqual([
      { hreflang: 'es', path: '/articles/el-reino' },
      { hreflang: 'en', path: '/articles/the-kingdom' },
      { hreflang: 'pt', path: '/articles/o-reino' },
      { hreflang: 'x-default', path: '/articles/the-kingdom' },
    ]);
  });

  it('falls back on the original when there is no English one, and has none for a lone article', () => {
    const original = article({
      originalId: null,
      translations: [
        { language: 'pt', slug: 'o-reino', title: 'O Reino', path: '/articles/o-reino' },
      ],
    });
    expect(articleAlternates(original).at(-1)).toEqual({
      hreflang: 'x-default',
      path: '/articles/el-reino',
    });
    expect(articleAlternates(article())).toEqual([]);
  });
});

describe('articleHead', () => {
  it('uses the excerpt, and the cover as an absolute link preview when there is one', () => {
    const head = articleHead(
      article({ cover: { src: '/media/x-960.webp', srcSet: '', width: 960, height: 540 } }),
      'https://example.org',
    );
    expect(head).toMatchObject({
      title: 'El Reino | Kingdom Truth Ministry',
      description: 'Lo que Jesús predicó.',
      type: 'article',
      canonical: '/articles/el-reino',
      image: { url: 'https://example.org/media/x-960.webp', width: 960, height: 540 },
    });
    expect(head.jsonLd?.[0]).toMatchObject({
      '@type': 'Article',
      image: ['https://example.org/media/x-960.webp'],
      inLanguage: 'es',
    });
    expect(articleHead(article(), 'https://example.org').image).toBeUndefined();
  });
});
