import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCharacterSchema,
  publicCharactersSchema,
  type CharacterBody,
  type CharacterTextInput,
} from '../../../contract/characters';
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

const english: CharacterTextInput = {
  name: 'Ruth',
  title: 'The Faithful Moabitess',
  period: 'c. 1100 BC',
  location: 'Moab and Bethlehem',
  keyVerses: ['Ruth 1:16', 'Matthew 1:5'],
  significance: 'A Gentile grafted into the line of the Messiah.',
  biography: 'Ruth left Moab with Naomi and trusted the God of Israel (Ruth 1:16).',
  keyEvents: ['Goes with Naomi to Bethlehem', 'Marries Boaz (Ruth 4:13)'],
  symbolism: 'The nations gathered under the wings of the God of Israel.',
  lessons: ['Loyal love', 'Trust in God'],
};

function body(overrides: Partial<CharacterBody> = {}): CharacterBody {
  return {
    texts: { en: english },
    hebrewName: 'רוּת',
    hebrewTransliteration: 'Rut',
    era: 'judges',
    icon: 'heart',
    color: { from: '#7E22CE', to: '#581c87' },
    ...overrides,
  };
}

const publicList = async (lang = 'en') =>
  publicCharactersSchema.parse((await t.app.inject(`/api/characters?lang=${lang}`)).json());

describe('the public characters', () => {
  it('answers the six bundled characters of a fresh database, in order, in each language', async () => {
    const en = await publicList();
    expect(en.slice(0, 6).map((c) => c.name)).toEqual([
      'Abraham',
      'Moses',
      'David',
      'Daniel',
      'Mary',
      'Paul',
    ]);
    expect(en[4]?.prophecies).toBeUndefined();
    expect(en[0]?.references.keyVerses[0]).toEqual([[0, 14, 'Gen.12.1-Gen.12.3']]);
    expect((await publicList('es'))[0]?.title).toBe('Padre de los fieles');
    expect((await t.app.inject('/api/characters?lang=de')).statusCode).toBe(400);
  });
});

describe('admin characters', () => {
  it('refuses visitors (401) and members (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/characters'],
      ['POST', '/api/admin/characters'],
      ['PUT', '/api/admin/characters/1'],
      ['DELETE', '/api/admin/characters/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? body() : undefined;
      expect((await t.call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await t.call(method, url, member, payload)).statusCode, url).toBe(403);
    }
  });

  it('adds a character with its lists and references; visitors see it at once', async () => {
    const version = t.app.contentVersion.current();
    const res = await t.call('POST', '/api/admin/characters', admin, body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = adminCharacterSchema.parse(res.json());
    expect(saved).toMatchObject({ order: 6, color: { from: '#7e22ce' }, era: 'judges' });
    expect(saved.texts.en.prophecies).toEqual([]);
    expect(t.app.contentVersion.current()).not.toBe(version);
    const shown = (await publicList()).at(-1);
    expect(shown).toMatchObject({ id: saved.id, name: 'Ruth', translated: true });
    expect(shown?.prophecies).toBeUndefined();
    expect(shown?.references.keyEvents).toEqual([[], [[14, 23, 'Ruth.4.13']]]);
    expect((await publicList('es')).at(-1)).toMatchObject({ name: 'Ruth', translated: false });
    const listed = await t.call('GET', '/api/admin/characters', admin);
    expect(listed.statusCode).toBe(200);
    expect(adminCharacterSchema.array().parse(listed.json()).at(-1)?.id).toBe(saved.id);
  });

  it("changes a character's Spanish text, and moves the version on", async () => {
    const version = t.app.contentVersion.current();
    const spanish = { ...english, title: 'Padre de la fe, editado', keyVerses: ['Génesis 15:6'] };
    const res = await t.call(
      'PUT',
      '/api/admin/characters/1',
      admin,
      body({ texts: { en: english, es: spanish }, era: 'patriarchs', icon: 'star', order: 0 }),
    );
    expect(res.statusCode, res.body).toBe(200);
    expect(t.app.contentVersion.current()).not.toBe(version);
    const es = (await publicList('es'))[0];
    expect(es).toMatchObject({ id: 1, title: 'Padre de la fe, editado', translated: true });
    expect(es?.references.keyVerses).toEqual([[[0, 12, 'Gen.15.6']]]);
  });

  it('answers every validation message with the field it belongs to', async () => {
    const res = await t.call('POST', '/api/admin/characters', admin, {
      texts: {
        en: { ...english, name: '', keyVerses: [], keyEvents: [' '], lessons: 'Love' },
        pt: { name: 'Rute' },
      },
      hebrewName: '',
      hebrewTransliteration: 'x'.repeat(101),
      era: 'all',
      icon: 'dove',
      color: { from: 'purple', to: '#123' },
      order: 1.5,
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json() as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors).toMatchObject({
      'texts.en.name': ['Name is required'],
      'texts.en.keyVerses': ['Key verses needs at least one item'],
      'texts.en.keyEvents.0': ['Each of Key events is required'],
      'texts.en.lessons': ['Lessons must be a list'],
      'texts.pt.title': ['Title is required'],
      hebrewName: ['Hebrew name is required'],
      hebrewTransliteration: ['Transliteration must be at most 100 characters'],
      era: ['Choose an era'],
      icon: ['Choose an icon'],
      'color.from': ['Colours are written #rrggbb'],
      'color.to': ['Colours are written #rrggbb'],
      order: ['Order must be a whole number, 0 or more'],
    });
    const many = await t.call(
      'POST',
      '/api/admin/characters',
      admin,
      body({ texts: { en: { ...english, lessons: Array.from({ length: 31 }, () => 'x') } } }),
    );
    expect(many.json().fieldErrors).toEqual({
      'texts.en.lessons': ['Lessons may have at most 30 items'],
    });
    const none = await t.call('POST', '/api/admin/characters', admin, { ...body(), texts: null });
    expect(none.json().fieldErrors).toEqual({ texts: ['The English text is required'] });
  });

  it('answers 404 for a character that does not exist', async () => {
    expect((await t.call('PUT', '/api/admin/characters/999999', admin, body())).statusCode).toBe(
      404,
    );
    expect((await t.call('DELETE', '/api/admin/characters/999999', admin)).statusCode).toBe(404);
  });

  it('moves a deleted character to the trash and the version on', async () => {
    const saved = adminCharacterSchema.parse(
      (await t.call('POST', '/api/admin/characters', admin, body())).json(),
    );
    const version = t.app.contentVersion.current();
    expect((await t.call('DELETE', `/api/admin/characters/${saved.id}`, admin)).statusCode).toBe(
      204,
    );
    expect(t.app.contentVersion.current()).not.toBe(version);
    expect((await publicList()).some((c) => c.id === saved.id)).toBe(false);
  });
});
