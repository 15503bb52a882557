import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  catalogTextIn,
  ebookLinkIn,
  ebookListSchema,
  ebookSchema,
  videoListSchema,
  videoSchema,
} from '../../../contract/catalog';
import type { EbookBody, VideoBody } from '../../../contract/publishing';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;
let member: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
});
afterAll(() => t.close());

let counter = 0;
const ebook = (overrides: Partial<EbookBody> = {}): EbookBody => {
  counter += 1;
  return {
    title: `Translated Book ${counter}`,
    description: 'A study of the promises to the fathers.',
    price: '$9.99',
    amazonUrl: 'https://www.amazon.com/dp/B000000000',
    rating: 5,
    reviewCount: 12,
    featured: false,
    coverImage: null,
    ...overrides,
  };
};
const video = (overrides: Partial<VideoBody> = {}): VideoBody => {
  counter += 1;
  return {
    title: `Translated Video ${counter}`,
    description: 'A teaching.',
    youtubeId: `abcdefgh${String(counter).padStart(3, '0')}`,
    featured: false,
    ...overrides,
  };
};

describe("ebooks' translations", () => {
  it('keeps a Spanish and a Portuguese version beside the English; the store shows them', async () => {
    const version = t.app.contentVersion.current();
    const res = await t.call(
      'POST',
      '/api/admin/ebooks',
      admin,
      ebook({
        translations: {
          es: { title: ' El libro ', description: 'Un estudio.', amazonUrl: '' },
          pt: {
            title: 'O livro',
            description: 'Um estudo.',
            amazonUrl: 'https://www.amazon.com.br/dp/B1',
          },
        },
      }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = ebookSchema.parse(res.json());
    expect(saved.translations).toEqual({
      es: { title: 'El libro', description: 'Un estudio.' },
      pt: {
        title: 'O livro',
        description: 'Um estudo.',
        amazonUrl: 'https://www.amazon.com.br/dp/B1',
      },
    });
    expect(t.app.contentVersion.current()).not.toBe(version);
    const store = ebookListSchema.parse((await t.app.inject('/api/ebooks')).json());
    const shown = store.find((b) => b.id === saved.id);
    if (!shown) throw new Error('in the store');
    expect(catalogTextIn(shown, 'pt')).toEqual({
      title: 'O livro',
      description: 'Um estudo.',
      untranslated: false,
    });
    expect(ebookLinkIn(shown, 'pt')).toBe('https://www.amazon.com.br/dp/B1');
    // No link of its own in Spanish: the English one.
    expect(ebookLinkIn(shown, 'es')).toBe(shown.amazonUrl);
    expect(catalogTextIn(shown, 'en').title).toBe(shown.title);
  });

  it('takes a language left blank as not translated, shown in English and marked', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/ebooks',
      admin,
      ebook({ translations: { es: { title: '', description: '  ' }, pt: null } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = ebookSchema.parse(res.json());
    expect(saved.translations).toEqual({});
    expect(catalogTextIn(saved, 'es').untranslated).toBe(true);
  });

  it('answers each validation message of a translation', async () => {
    const cases: [EbookBody['translations'], string, string][] = [
      [
        { es: { title: 'El libro' } },
        'translations.es.description',
        'Description in Spanish is required',
      ],
      [
        { pt: { description: 'Um estudo.' } },
        'translations.pt.title',
        'Title in Portuguese is required',
      ],
      [
        { es: { title: 'x'.repeat(201), description: 'Un estudio.' } },
        'translations.es.title',
        'Title in Spanish must be at most 200 characters',
      ],
      [
        { pt: { title: 'O livro', description: 'Um estudo.', amazonUrl: 'http://example.com' } },
        'translations.pt.amazonUrl',
        'Retailer link in Portuguese must be an https address',
      ],
    ];
    for (const [translations, field, message] of cases) {
      const res = await t.call('POST', '/api/admin/ebooks', admin, ebook({ translations }));
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toContain(message);
    }
  });

  it('refuses visitors and members', async () => {
    const body = ebook({ translations: { es: { title: 'El libro', description: 'Un estudio.' } } });
    expect((await t.call('POST', '/api/admin/ebooks', undefined, body)).statusCode).toBe(401);
    expect((await t.call('POST', '/api/admin/ebooks', member, body)).statusCode).toBe(403);
  });
});

describe("videos' translations", () => {
  it('keeps the Spanish and Portuguese title and description; /api/videos carries them', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/videos',
      admin,
      video({ translations: { es: { title: 'La enseñanza', description: 'Una enseñanza.' } } }),
    );
    expect(res.statusCode, res.body).toBe(201);
    const saved = videoSchema.parse(res.json());
    const listed = videoListSchema
      .parse((await t.app.inject('/api/videos')).json())
      .find((v) => v.id === saved.id);
    if (!listed) throw new Error('listed');
    expect(catalogTextIn(listed, 'es')).toEqual({
      title: 'La enseñanza',
      description: 'Una enseñanza.',
      untranslated: false,
    });
    expect(catalogTextIn(listed, 'pt').untranslated).toBe(true);
    // Changed again without the translation: it is gone.
    const changed = await t.call('PUT', `/api/admin/videos/${saved.id}`, admin, {
      ...video({ youtubeId: saved.youtubeId }),
      translations: {},
    });
    expect(changed.statusCode, changed.body).toBe(200);
    expect(videoSchema.parse(changed.json()).translations).toEqual({});
  });

  it('answers a missing description, and refuses a retailer link', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/videos',
      admin,
      video({ translations: { pt: { title: 'O ensino' } } }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors?.['translations.pt.description']).toContain(
      'Description in Portuguese is required',
    );
    const withLink = await t.call('POST', '/api/admin/videos', admin, {
      ...video(),
      translations: { es: { title: 'T', description: 'D', amazonUrl: 'https://a.example' } },
    });
    expect(withLink.statusCode).toBe(400);
  });
});
