import type { AdminArticle } from '@contract/publishing';
import type { Ebook } from '@contract/catalog';
import { SCHEDULE_NEEDS_FUTURE } from '@contract/publishing';
import { createIntl } from 'react-intl';
import { describe, expect, it } from 'vitest';
import { en } from '@contract/messages/en';
import { es } from '@contract/messages/es';
import {
  applyFieldErrors,
  articleBodyOf,
  articleSnapshot,
  checkImageFile,
  articleFormOf,
  fromLocalInput,
  groupTranslations,
  isVisible,
  missingLanguages,
  moveEbook,
  newArticleForm,
  newVideoForm,
  resolverOf,
  shouldAutosave,
  statusLabel,
  toLocalInput,
  validateArticle,
  validateVideo,
  type ArticleForm,
} from './editing';

const NOW = new Date('2026-03-10T12:00:00Z');
/** The English page's messages: the rules word their results in the page's language. */
const english = createIntl({ locale: 'en', messages: en });

const article = (over: Partial<AdminArticle> = {}): AdminArticle => ({
  id: 1,
  title: 'Grace',
  slug: 'grace',
  excerpt: 'On grace',
  content: 'Grace upon grace.',
  category: 'Doctrine',
  language: 'en',
  originalId: null,
  featured: false,
  status: 'draft',
  publishedAt: null,
  updatedAt: '2026-03-01T00:00:00.000Z',
  readTime: 1,
  coverImage: null,
  path: '/articles/grace',
  ...over,
});

const form = (over: Partial<ArticleForm> = {}): ArticleForm => ({
  ...newArticleForm(),
  title: 'Grace',
  excerpt: 'On grace',
  content: 'Grace upon grace.',
  ...over,
});

describe('datetime-local values', () => {
  it('round-trip an ISO time through the admin time zone, to the minute', () => {
    const iso = '2026-05-01T09:30:00.000Z';
    const local = toLocalInput(iso);
    expect(local).toMatch(/^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/);
    expect(fromLocalInput(local)).toBe(iso);
  });

  it('are empty for no time, and pass a non-time on for validation to name', () => {
    expect(toLocalInput(null)).toBe('');
    expect(toLocalInput('not a date')).toBe('');
    expect(fromLocalInput('  ')).toBeUndefined();
    expect(fromLocalInput('soon')).toBe('soon');
  });
});

describe('articleBodyOf', () => {
  it('sends no time with a draft', () => {
    expect(
      articleBodyOf(form({ publishedAt: toLocalInput('2026-01-01T00:00:00Z') }), NOW),
    ).toMatchObject({
      status: 'draft',
      publishedAt: null,
    });
  });

  it('sends the chosen time with a scheduled article', () => {
    const at = '2026-04-01T08:00:00.000Z';
    expect(
      articleBodyOf(form({ status: 'scheduled', publishedAt: toLocalInput(at) }), NOW).publishedAt,
    ).toBe(at);
  });

  it('keeps a published article’s past time, and leaves it out when none or in the future', () => {
    const past = '2026-02-01T08:00:00.000Z';
    expect(
      articleBodyOf(form({ status: 'published', publishedAt: toLocalInput(past) }), NOW)
        .publishedAt,
    ).toBe(past);
    expect(articleBodyOf(form({ status: 'published' }), NOW)).not.toHaveProperty('publishedAt');
    expect(
      articleBodyOf(
        form({ status: 'published', publishedAt: toLocalInput('2027-01-01T00:00:00Z') }),
        NOW,
      ),
    ).not.toHaveProperty('publishedAt');
  });

  it('trims the address; an empty one lets the server make it from the title', () => {
    expect(articleBodyOf(form({ slug: '  my-grace ' }), NOW).slug).toBe('my-grace');
    expect(articleBodyOf(form(), NOW).slug).toBe('');
  });

  it('reads back what the editor loaded', () => {
    const loaded = article({ status: 'published', publishedAt: '2026-02-01T08:00:00.000Z' });
    expect(articleBodyOf(articleFormOf(loaded), NOW)).toMatchObject({
      title: 'Grace',
      slug: 'grace',
      status: 'published',
      publishedAt: '2026-02-01T08:00:00.000Z',
    });
  });
});

describe('validateArticle', () => {
  it('accepts a complete draft', () => {
    expect(validateArticle(form(), NOW)).toMatchObject({ ok: true, data: { title: 'Grace' } });
  });

  it('names each missing field with the contract’s message', () => {
    const result = validateArticle(form({ title: ' ', excerpt: '', content: '' }), NOW);
    expect(result).toEqual({
      ok: false,
      errors: {
        title: 'Title is required',
        excerpt: 'Excerpt is required',
        content: 'Content is required',
      },
    });
  });

  it('refuses a bad address', () => {
    expect(validateArticle(form({ slug: 'Not A Slug' }), NOW)).toEqual({
      ok: false,
      errors: { slug: 'Use lowercase letters, digits and single hyphens' },
    });
  });

  it('needs a future time to schedule', () => {
    expect(validateArticle(form({ status: 'scheduled' }), NOW)).toEqual({
      ok: false,
      errors: { publishedAt: SCHEDULE_NEEDS_FUTURE },
    });
    expect(
      validateArticle(
        form({ status: 'scheduled', publishedAt: toLocalInput('2026-03-01T00:00:00Z') }),
        NOW,
      ),
    ).toEqual({ ok: false, errors: { publishedAt: SCHEDULE_NEEDS_FUTURE } });
    expect(
      validateArticle(
        form({ status: 'scheduled', publishedAt: toLocalInput('2026-03-11T00:00:00Z') }),
        NOW,
      ).ok,
    ).toBe(true);
  });

  it('gives react-hook-form the errors by field through resolverOf', async () => {
    const resolver = resolverOf((values: ArticleForm) => validateArticle(values, NOW));
    const result = await resolver(form({ title: '' }), undefined, {
      fields: {},
      shouldUseNativeValidation: false,
    });
    expect(result.errors).toEqual({ title: { type: 'validate', message: 'Title is required' } });
    const ok = await resolver(form(), undefined, { fields: {}, shouldUseNativeValidation: false });
    expect(ok.errors).toEqual({});
    expect(ok.values).toMatchObject({ title: 'Grace', featured: false });
  });
});

describe('shouldAutosave', () => {
  const state = {
    savedStatus: 'draft' as const,
    formStatus: 'draft' as const,
    dirty: true,
    valid: true,
    saving: false,
  };

  it('saves a changed, valid draft', () => {
    expect(shouldAutosave(state)).toBe(true);
    expect(shouldAutosave({ ...state, savedStatus: undefined })).toBe(true);
  });

  it('waits when nothing changed, the draft is not valid yet, or a save is running', () => {
    expect(shouldAutosave({ ...state, dirty: false })).toBe(false);
    expect(shouldAutosave({ ...state, valid: false })).toBe(false);
    expect(shouldAutosave({ ...state, saving: true })).toBe(false);
  });

  it('never publishes or changes live content on its own', () => {
    expect(shouldAutosave({ ...state, formStatus: 'published' })).toBe(false);
    expect(shouldAutosave({ ...state, formStatus: 'scheduled' })).toBe(false);
    expect(shouldAutosave({ ...state, savedStatus: 'published', formStatus: 'draft' })).toBe(false);
    expect(shouldAutosave({ ...state, savedStatus: 'scheduled', formStatus: 'draft' })).toBe(false);
  });
});

describe('article status', () => {
  it('is Draft, Scheduled for a time, or Published (also once a schedule’s time has come)', () => {
    expect(statusLabel(article(), NOW, english)).toBe('Draft');
    expect(
      statusLabel(
        article({ status: 'scheduled', publishedAt: '2026-04-01T08:00:00Z' }),
        NOW,
        english,
      ),
    ).toMatch(/^Scheduled for Apr 1, 2026/);
    expect(
      statusLabel(
        article({ status: 'published', publishedAt: '2026-01-01T08:00:00Z' }),
        NOW,
        english,
      ),
    ).toBe('Published');
    const due = article({ status: 'scheduled', publishedAt: '2026-03-10T11:00:00Z' });
    expect(statusLabel(due, NOW, english)).toBe('Published');
    expect(isVisible(due, NOW)).toBe(true);
    expect(isVisible(article(), NOW)).toBe(false);
  });
});

describe('translations', () => {
  const en = article({ id: 1, updatedAt: '2026-03-01T00:00:00Z' });
  const pt = article({ id: 3, language: 'pt', originalId: 1, updatedAt: '2026-03-02T00:00:00Z' });
  const es = article({ id: 2, language: 'es', originalId: 1, updatedAt: '2026-03-01T00:00:00Z' });
  const other = article({ id: 4, updatedAt: '2026-03-05T00:00:00Z' });
  const orphan = article({
    id: 5,
    language: 'es',
    originalId: 99,
    updatedAt: '2026-02-01T00:00:00Z',
  });

  it('groups each original with its translations, newest change first', () => {
    expect(groupTranslations([pt, other, es, orphan, en]).map((g) => g.map((a) => a.id))).toEqual([
      [4],
      [1, 2, 3],
      [5],
    ]);
  });

  it('offers only the languages the article has no version in', () => {
    expect(missingLanguages(en, [en, es, pt, other])).toEqual([]);
    expect(missingLanguages(es, [en, es, other])).toEqual(['pt']);
    expect(missingLanguages(other, [en, es, other])).toEqual(['es', 'pt']);
  });
});

describe('moveEbook', () => {
  const ebook = (id: number, position: number): Ebook => ({
    id,
    title: `Book ${id}`,
    translations: {},
    description: 'd',
    price: '$1',
    amazonUrl: 'https://example.org',
    rating: 0,
    reviewCount: 0,
    featured: false,
    coverImage: null,
    cover: null,
    position,
  });

  it('swaps a book with its neighbour', () => {
    const list = [ebook(1, 0), ebook(2, 1), ebook(3, 2)];
    expect(moveEbook(list, 2, -1).map((c) => [c.ebook.id, c.position])).toEqual([
      [3, 1],
      [2, 2],
    ]);
    expect(moveEbook(list, 0, 1).map((c) => [c.ebook.id, c.position])).toEqual([
      [2, 0],
      [1, 1],
    ]);
  });

  it('numbers books that shared a position', () => {
    const list = [ebook(1, 0), ebook(2, 0), ebook(3, 0)];
    expect(moveEbook(list, 2, -1).map((c) => [c.ebook.id, c.position])).toEqual([
      [3, 1],
      [2, 2],
    ]);
  });

  it('does nothing past either end', () => {
    const list = [ebook(1, 0), ebook(2, 1)];
    expect(moveEbook(list, 0, -1)).toEqual([]);
    expect(moveEbook(list, 1, 1)).toEqual([]);
  });
});

describe('validateVideo', () => {
  const video = { ...newVideoForm(), title: 'Episode', description: 'About it' };

  it('reduces a pasted YouTube address to its id, and leaves out empty optional fields', () => {
    expect(
      validateVideo({ ...video, youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=4' }),
    ).toEqual({
      ok: true,
      data: {
        title: 'Episode',
        description: 'About it',
        youtubeId: 'dQw4w9WgXcQ',
        category: null,
        duration: null,
        featured: false,
        translations: {},
      },
    });
  });

  it('names a bad id, a bad duration and a bad time', () => {
    expect(
      validateVideo({ ...video, youtubeId: 'nope', duration: '2.5', publishedAt: 'soon' }),
    ).toEqual({
      ok: false,
      errors: {
        youtubeId: 'Enter a YouTube video id (11 characters) or its YouTube address',
        duration: 'Duration must be a whole number of minutes',
        publishedAt: 'Enter a date and time',
      },
    });
    expect(validateVideo({ ...video, youtubeId: 'dQw4w9WgXcQ', duration: 'abc' })).toMatchObject({
      ok: false,
      errors: { duration: 'Duration must be a whole number of minutes' },
    });
  });
});

describe('applyFieldErrors', () => {
  it('puts messages on the form’s fields and returns the others', () => {
    const set: [string, string][] = [];
    const rest = applyFieldErrors(
      { slug: ['Another article already uses this address'], id: ['Unknown'], title: [] },
      ['title', 'slug'],
      (field, message) => set.push([field, message]),
    );
    expect(set).toEqual([['slug', 'Another article already uses this address']]);
    expect(rest).toEqual(['Unknown']);
  });
});

describe('the rules in the page language', () => {
  it('word an article status and a refused image in Spanish on a Spanish page', () => {
    const spanish = createIntl({ locale: 'es', messages: es });
    expect(statusLabel(article(), NOW, spanish)).toBe('Borrador');
    expect(
      statusLabel(
        article({ status: 'scheduled', publishedAt: '2026-04-01T08:00:00Z' }),
        NOW,
        spanish,
      ),
    ).toMatch(/^Programado para el 1 abr 2026/);
    expect(checkImageFile({ type: 'image/gif', size: 1 }, spanish)).toBe(
      'Elija una imagen JPEG, PNG o WebP',
    );
  });
});

describe('checkImageFile', () => {
  it('takes JPEG, PNG and WebP up to 5 MB', () => {
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 }, english)).toBeUndefined();
    expect(checkImageFile({ type: 'image/jpeg', size: 1 }, english)).toBeUndefined();
    expect(checkImageFile({ type: 'image/webp', size: 1 }, english)).toBeUndefined();
  });

  it('names a wrong type or a file too large before it is sent', () => {
    expect(checkImageFile({ type: 'image/gif', size: 1 }, english)).toBe(
      'Choose a JPEG, PNG or WebP image',
    );
    expect(checkImageFile({ type: 'text/html', size: 1 }, english)).toBe(
      'Choose a JPEG, PNG or WebP image',
    );
    expect(checkImageFile({ type: 'image/png', size: 5 * 1024 * 1024 + 1 }, english)).toBe(
      'The image must be at most 5 MB',
    );
  });
});

describe('articleSnapshot', () => {
  it('is equal for equal values whatever their order, and differs on any change', () => {
    const a = form();
    const reordered = Object.fromEntries(Object.entries(a).reverse()) as unknown as ArticleForm;
    expect(articleSnapshot(reordered)).toBe(articleSnapshot(a));
    expect(articleSnapshot({ ...a, featured: true })).not.toBe(articleSnapshot(a));
    expect(articleSnapshot({ ...a, content: `${a.content} ` })).not.toBe(articleSnapshot(a));
  });
});
