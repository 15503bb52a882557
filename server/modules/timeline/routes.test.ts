import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTimelineEventSchema,
  publicTimelineSchema,
  type TimelineEventBody,
} from '../../../contract/timeline';
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
function body(overrides: Partial<TimelineEventBody> = {}): TimelineEventBody {
  counter += 1;
  return {
    texts: {
      en: {
        year: 'c. 1000 BC',
        title: `The Ark Comes to Jerusalem ${counter}`,
        description: 'David brings the ark of the covenant up to Zion (2 Samuel 6).',
        significance: 'God dwells among his people in the city of the great King.',
      },
      es: {
        year: 'c. 1000 a. C.',
        title: `El arca llega a Jerusalén ${counter}`,
        description: 'David sube el arca del pacto a Sion (2 Samuel 6).',
        significance: 'Dios habita en medio de su pueblo.',
      },
    },
    category: 'kingdom',
    parallaxSpeed: 1.1,
    ...overrides,
  };
}

const publicList = async (lang = 'en') =>
  publicTimelineSchema.parse((await t.app.inject(`/api/timeline?lang=${lang}`)).json());

describe('the public timeline', () => {
  it('answers the fifteen bundled events of a fresh database, in order, in each language', async () => {
    const en = await publicList();
    expect(en.slice(0, 15).map((e) => e.title)).toContain('Creation of Heaven and Earth');
    expect(en[0]).toMatchObject({
      id: 1,
      category: 'creation',
      parallaxSpeed: 0.6,
      translated: true,
    });
    const [start, end, osis] = en[0]?.references.description[0] ?? [0, 0, ''];
    expect(en[0]?.description.slice(start, end)).toBe('Genesis 1–2');
    expect(osis).toBe('Gen.1-Gen.2');
    const es = await publicList('es');
    expect(es[0]?.title).toBe('Creación de los cielos y la tierra');
  });

  it('answers 400 for a language it does not have', async () => {
    const res = await t.app.inject('/api/timeline?lang=fr');
    expect(res.statusCode).toBe(400);
    expect(res.json().message).toMatch(/Choose en, es or pt/);
  });
});

describe('admin timeline', () => {
  it('refuses visitors (401) and members (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/timeline'],
      ['POST', '/api/admin/timeline'],
      ['PUT', '/api/admin/timeline/1'],
      ['DELETE', '/api/admin/timeline/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? body() : undefined;
      expect((await t.call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await t.call(method, url, member, payload)).statusCode, url).toBe(403);
    }
  });

  it('lists every event with each language it is written in', async () => {
    const res = await t.call('GET', '/api/admin/timeline', admin);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    const events = adminTimelineEventSchema.array().parse(res.json());
    expect(events[0]).toMatchObject({ id: 1, order: 0, updatedBy: null });
    expect(events[0]?.texts.pt?.title).toBeDefined();
  });

  it('adds a sixteenth event after the others, with its references; visitors see it at once', async () => {
    const version = t.app.contentVersion.current();
    const res = await t.call('POST', '/api/admin/timeline', admin, body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = adminTimelineEventSchema.parse(res.json());
    expect(saved.order).toBe(15);
    expect(saved.updatedBy).not.toBeNull();
    expect(saved.texts.pt).toBeUndefined();
    expect(t.app.contentVersion.current()).not.toBe(version);

    const en = await publicList();
    expect(en.at(-1)).toMatchObject({
      id: saved.id,
      title: saved.texts.en.title,
      translated: true,
    });
    const [start, end, osis] = en.at(-1)?.references.description[0] ?? [0, 0, ''];
    expect(saved.texts.en.description.slice(start, end)).toBe('2 Samuel 6');
    expect(osis).toBe('2Sam.6');
    const es = (await publicList('es')).at(-1);
    expect(es?.title).toBe(saved.texts.es?.title);
    expect(es?.references.description[0]?.[2]).toBe('2Sam.6');
    // Portuguese is not written: the English stands in, marked so.
    expect((await publicList('pt')).at(-1)).toMatchObject({
      title: saved.texts.en.title,
      translated: false,
    });
  });

  it('changes an event and its place, and moves the version on', async () => {
    const saved = adminTimelineEventSchema.parse(
      (await t.call('POST', '/api/admin/timeline', admin, body())).json(),
    );
    const version = t.app.contentVersion.current();
    const res = await t.call(
      'PUT',
      `/api/admin/timeline/${saved.id}`,
      admin,
      body({
        texts: { en: { ...saved.texts.en, title: 'Moved to the front' }, es: null },
        parallaxSpeed: 0.4,
        order: 0,
        category: 'prophecy',
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changed = adminTimelineEventSchema.parse(res.json());
    expect(changed).toMatchObject({ order: 0, parallaxSpeed: 0.4, category: 'prophecy' });
    expect(changed.texts.es).toBeUndefined();
    expect(t.app.contentVersion.current()).not.toBe(version);
    // Order 0 with the first bundled event: the older id first.
    expect((await publicList()).slice(0, 2).map((e) => e.id)).toEqual([1, saved.id]);
  });

  it('answers every validation message with the field it belongs to', async () => {
    const res = await t.call('POST', '/api/admin/timeline', admin, {
      texts: {
        en: { year: ' ', title: 'x'.repeat(201), description: '', significance: 4 },
        es: { year: 'c. 30 d. C.' },
      },
      category: 'flood',
      parallaxSpeed: 2,
      order: -1,
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json() as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors).toMatchObject({
      'texts.en.year': ['Year is required'],
      'texts.en.title': ['Title must be at most 200 characters'],
      'texts.en.description': ['Description is required'],
      'texts.en.significance': ['Significance is required'],
      'texts.es.title': ['Title is required'],
      category: ['Choose a category'],
      parallaxSpeed: ['Parallax speed must be between 0.4 and 1.6'],
      order: ['Order must be a whole number, 0 or more'],
    });
    const low = await t.call('POST', '/api/admin/timeline', admin, body({ parallaxSpeed: 0.3 }));
    expect(low.json().fieldErrors).toEqual({
      parallaxSpeed: ['Parallax speed must be between 0.4 and 1.6'],
    });
    const none = await t.call('POST', '/api/admin/timeline', admin, {
      category: 'church',
      parallaxSpeed: 'fast',
      order: 10_000,
    });
    expect(none.json().fieldErrors).toMatchObject({
      texts: ['The English text is required'],
      parallaxSpeed: ['Parallax speed must be between 0.4 and 1.6'],
      order: ['Order must be at most 9999'],
    });
  });

  it('answers 404 for an event that does not exist, 400 for an id that names none', async () => {
    expect((await t.call('PUT', '/api/admin/timeline/999999', admin, body())).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/timeline/999999', admin)).statusCode).toBe(404);
    const bad = await t.call('DELETE', '/api/admin/timeline/abc', admin);
    expect(bad.statusCode).toBe(400);
    expect(bad.json().message).toBe('Timeline event not found');
  });

  it('moves a deleted event to the trash: visitors no longer see it, the version moves on', async () => {
    const saved = adminTimelineEventSchema.parse(
      (await t.call('POST', '/api/admin/timeline', admin, body())).json(),
    );
    const version = t.app.contentVersion.current();
    expect((await t.call('DELETE', `/api/admin/timeline/${saved.id}`, admin)).statusCode).toBe(204);
    expect(t.app.contentVersion.current()).not.toBe(version);
    expect((await publicList()).some((e) => e.id === saved.id)).toBe(false);
    const trash = (await t.call('GET', '/api/admin/trash', admin)).json() as {
      kind: string;
      itemId: number;
      label: string;
    }[];
    expect(trash).toContainEqual(
      expect.objectContaining({ kind: 'timeline', itemId: saved.id, label: saved.texts.en.title }),
    );
  });
});
