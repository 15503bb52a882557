import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  ebookListSchema,
  videoListSchema,
  videoSchema,
  ebookSchema,
  type Ebook,
} from '../../../contract/catalog';
import {
  EBOOK_TITLE_TAKEN,
  VIDEO_TAKEN,
  type EbookBody,
  type Media,
  type VideoBody,
} from '../../../contract/publishing';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';

const HOUR = 60 * 60 * 1000;
let now = new Date();
let t: TestApp;
let admin: string;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = (await t.signIn({ isAdmin: true })).cookie;
});
afterAll(() => t.close());

let counter = 0;
function ebook(overrides: Partial<EbookBody> = {}): EbookBody {
  counter += 1;
  return {
    title: `The Restoration of All Things ${counter}`,
    description: 'A study of the promises to the fathers.',
    price: '$9.99',
    amazonUrl: 'https://www.amazon.com/dp/B000000000',
    rating: 5,
    reviewCount: 12,
    featured: false,
    coverImage: null,
    ...overrides,
  };
}
async function createEbook(overrides: Partial<EbookBody> = {}): Promise<Ebook> {
  const res = await t.call('POST', '/api/admin/ebooks', admin, ebook(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return ebookSchema.parse(res.json());
}
const storeIds = async () =>
  ebookListSchema.parse((await t.app.inject('/api/ebooks')).json()).map((b) => b.id);

describe('ebooks', () => {
  it('adds an ebook after the others, and the store shows it at once', async () => {
    const before = await storeIds();
    const first = await createEbook();
    const second = await createEbook();
    expect(second.position).toBe(first.position + 1);
    expect(first).toMatchObject({ price: '$9.99', cover: null, coverImage: null, featured: false });
    expect(await storeIds()).toEqual([...before, first.id, second.id]);
  });

  it('orders the store: the featured first, then by position, then oldest first', async () => {
    const c = await createEbook({ position: 100 });
    const b = await createEbook({ position: 50 });
    const a = await createEbook({ position: 50 });
    const featured = await createEbook({ featured: true, position: 999 });
    const ids = await storeIds();
    expect(ids[0]).toBe(featured.id);
    const order = ids.filter((id) => [a.id, b.id, c.id].includes(id));
    expect(order).toEqual([b.id, a.id, c.id]);
    const featuredAnswer = await t.app.inject('/api/ebooks/featured');
    expect(featuredAnswer.json()).toMatchObject({ id: featured.id });

    // Turning it off takes it off the top at once.
    await t.call('PUT', `/api/admin/ebooks/${featured.id}`, admin, ebook({ featured: false }));
    expect((await storeIds())[0]).not.toBe(featured.id);
    const admins = await t.call('GET', '/api/admin/ebooks', admin);
    expect(ebookListSchema.parse(admins.json()).map((x) => x.id)).toEqual(await storeIds());
  });

  it('shows an uploaded cover with every rendition and its size', async () => {
    const png = await sharp({
      create: { width: 800, height: 1200, channels: 3, background: '#204060' },
    })
      .png()
      .toBuffer();
    const form = multipart({}, [
      { field: 'file', name: 'cover.png', type: 'image/png', data: png },
    ]);
    const uploaded = await t.app.inject({
      method: 'POST',
      url: '/api/admin/media',
      headers: { ...form.headers, cookie: admin },
      payload: form.payload,
    });
    expect(uploaded.statusCode).toBe(201);
    const image: Media = uploaded.json();
    const book = await createEbook({ coverImage: image.key });
    const cover = {
      src: `/media/${image.key}-800.webp`,
      srcSet: `/media/${image.key}-320.webp 320w, /media/${image.key}-640.webp 640w, /media/${image.key}-800.webp 800w`,
      width: 800,
      height: 1200,
    };
    expect(book.cover).toEqual(cover);
    const store = ebookListSchema.parse((await t.app.inject('/api/ebooks')).json());
    expect(store.find((b) => b.id === book.id)?.cover).toEqual(cover);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no title', { title: '' }, 'title', 'Title is required'],
    ['no description', { description: ' ' }, 'description', 'Description is required'],
    ['no price', { price: '' }, 'price', 'Price is required'],
    ['a long price', { price: 'x'.repeat(31) }, 'price', 'Price must be at most 30 characters'],
    ['no Amazon link', { amazonUrl: '' }, 'amazonUrl', 'Amazon link is required'],
    [
      'an http Amazon link',
      { amazonUrl: 'http://www.amazon.com/dp/1' },
      'amazonUrl',
      'Amazon link must be an https address',
    ],
    [
      'a javascript: link',
      { amazonUrl: 'javascript:alert(1)' },
      'amazonUrl',
      'Amazon link must be an https address',
    ],
    ['a rating of 6', { rating: 6 }, 'rating', 'Rating must be a whole number from 0 to 5'],
    ['a rating of 4.5', { rating: 4.5 }, 'rating', 'Rating must be a whole number from 0 to 5'],
    [
      'negative reviews',
      { reviewCount: -1 },
      'reviewCount',
      'Reviews must be a whole number, 0 or more',
    ],
    ['a bad cover key', { coverImage: 'cover.png' }, 'coverImage', 'Upload the image again'],
    ['an unknown cover', { coverImage: 'b'.repeat(32) }, 'coverImage', 'Upload the image again'],
  ])('refuses %s with its message', async (_name, change, field, message) => {
    const res = await t.call('POST', '/api/admin/ebooks', admin, { ...ebook(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
  });

  it('refuses a title another ebook has with 409', async () => {
    const first = await createEbook();
    const res = await t.call('POST', '/api/admin/ebooks', admin, ebook({ title: first.title }));
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: EBOOK_TITLE_TAKEN });
  });

  it('changes and deletes an ebook; 404 for one that does not exist', async () => {
    const book = await createEbook();
    const put = await t.call(
      'PUT',
      `/api/admin/ebooks/${book.id}`,
      admin,
      ebook({ price: 'Free', rating: 3 }),
    );
    expect(put.statusCode).toBe(200);
    // Left out, the position stays.
    expect(ebookSchema.parse(put.json())).toMatchObject({
      price: 'Free',
      rating: 3,
      position: book.position,
    });
    expect((await t.call('DELETE', `/api/admin/ebooks/${book.id}`, admin)).statusCode).toBe(204);
    expect(await storeIds()).not.toContain(book.id);
    for (const [method, payload] of [
      ['PUT', ebook()],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/admin/ebooks/${book.id}`, admin, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Ebook not found' });
    }
  });
});

function video(overrides: Partial<VideoBody> = {}): VideoBody {
  counter += 1;
  return {
    title: `Latest teaching ${counter}`,
    description: 'On the Kingdom.',
    youtubeId: `abcdefghi${String(counter).padStart(2, '0')}`,
    featured: false,
    ...overrides,
  };
}
const publicVideoIds = async () =>
  videoListSchema.parse((await t.app.inject('/api/videos')).json()).map((v) => v.id);

describe('videos', () => {
  it('adds a video from a pasted YouTube address, listed at once, newest first', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/videos',
      admin,
      video({
        youtubeId: 'https://www.youtube.com/watch?v=dQw4w9WgXcQ&t=42s',
        category: 'Teaching',
        duration: 42,
      }),
    );
    expect(res.statusCode).toBe(201);
    const added = videoSchema.parse(res.json());
    expect(added).toMatchObject({ youtubeId: 'dQw4w9WgXcQ', category: 'Teaching', duration: 42 });
    expect(added.publishedAt).toBe(now.toISOString());
    expect((await publicVideoIds())[0]).toBe(added.id);
  });

  it('lists a video dated ahead only from its time, and features it then', async () => {
    const at = new Date(now.getTime() + HOUR);
    const res = await t.call(
      'POST',
      '/api/admin/videos',
      admin,
      video({ publishedAt: at.toISOString(), featured: true }),
    );
    const later = videoSchema.parse(res.json());
    expect(await publicVideoIds()).not.toContain(later.id);
    expect((await t.app.inject('/api/videos/featured')).json()?.id).not.toBe(later.id);
    now = at;
    expect((await publicVideoIds())[0]).toBe(later.id);
    expect((await t.app.inject('/api/videos/featured')).json()).toMatchObject({ id: later.id });
    const all = videoListSchema.parse((await t.call('GET', '/api/admin/videos', admin)).json());
    expect(all[0]?.id).toBe(later.id);
  });

  it.each<[string, Record<string, unknown>, string, string]>([
    ['no title', { title: '' }, 'title', 'Title is required'],
    ['no description', { description: '' }, 'description', 'Description is required'],
    [
      'a YouTube id of 10 characters',
      { youtubeId: 'abcdefghij' },
      'youtubeId',
      'Enter a YouTube video id (11 characters) or its YouTube address',
    ],
    [
      'another site',
      { youtubeId: 'https://vimeo.com/watch?v=dQw4w9WgXcQ' },
      'youtubeId',
      'Enter a YouTube video id (11 characters) or its YouTube address',
    ],
    ['a duration of 0', { duration: 0 }, 'duration', 'Duration must be a whole number of minutes'],
    [
      'a long category',
      { category: 'x'.repeat(61) },
      'category',
      'Category must be at most 60 characters',
    ],
    [
      'a date that is no date',
      { publishedAt: '31/12/2026' },
      'publishedAt',
      'Enter a date and time',
    ],
  ])('refuses %s with its message', async (_name, change, field, message) => {
    const res = await t.call('POST', '/api/admin/videos', admin, { ...video(), ...change });
    expect(res.statusCode).toBe(400);
    expect(res.json()).toMatchObject({ message, fieldErrors: { [field]: [message] } });
  });

  it('refuses a YouTube video already listed with 409', async () => {
    const first = videoSchema.parse(
      (await t.call('POST', '/api/admin/videos', admin, video())).json(),
    );
    const res = await t.call(
      'POST',
      '/api/admin/videos',
      admin,
      video({ youtubeId: `https://youtu.be/${first.youtubeId}` }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({ message: VIDEO_TAKEN });
  });

  it('changes and deletes a video; 404 for one that does not exist', async () => {
    const added = videoSchema.parse(
      (await t.call('POST', '/api/admin/videos', admin, video())).json(),
    );
    const put = await t.call(
      'PUT',
      `/api/admin/videos/${added.id}`,
      admin,
      video({ title: 'Renamed', youtubeId: added.youtubeId }),
    );
    expect(put.statusCode).toBe(200);
    // Left out, the date stays.
    expect(videoSchema.parse(put.json())).toMatchObject({
      title: 'Renamed',
      publishedAt: added.publishedAt,
    });
    expect((await t.call('DELETE', `/api/admin/videos/${added.id}`, admin)).statusCode).toBe(204);
    expect(await publicVideoIds()).not.toContain(added.id);
    for (const [method, payload] of [
      ['PUT', video()],
      ['DELETE', undefined],
    ] as const) {
      const res = await t.call(method, `/api/admin/videos/${added.id}`, admin, payload);
      expect(res.statusCode).toBe(404);
      expect(res.json()).toMatchObject({ message: 'Video not found' });
    }
  });
});
