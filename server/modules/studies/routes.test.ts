import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminStudySchema,
  publicStudySchema,
  STUDY_TITLE_TAKEN,
  studyListSchema,
  type StudyBody,
} from '../../../contract/studies';
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
function body(overrides: Partial<StudyBody> = {}): StudyBody {
  counter += 1;
  return {
    title: { en: `The Hope of Israel ${counter}`, pt: `A esperança de Israel ${counter}` },
    description: { en: 'What the fathers waited for.', pt: 'O que os pais esperavam.' },
    content: {
      en: '# The Hope\n\n## Introduction\n\nPaul spoke of the hope of Israel (Acts 28:20).',
      pt: '# A esperança\n\nPaulo falou da esperança de Israel (Atos 28:20).',
    },
    category: 'Doctrine',
    duration: '20-30 minutes',
    featured: false,
    status: 'published',
    ...overrides,
  };
}

const list = async (query = '') =>
  studyListSchema.parse((await t.app.inject(`/api/studies${query}`)).json());

describe('public studies', () => {
  it('lists the bundled studies of a fresh database, in their order', async () => {
    const studies = await list();
    expect(studies.slice(0, 2).map((s) => [s.id, s.title.en, s.featured])).toEqual([
      [1, 'The Restoration of All Things', true],
      [2, "Joel's Prophecy and the Day of Pentecost", false],
    ]);
    expect(studies[0]?.languages).toEqual(['en', 'es', 'pt']);
  });

  it('answers a study with its articles and where their references stand', async () => {
    const res = await t.app.inject('/api/studies/2');
    expect(res.statusCode).toBe(200);
    const study = publicStudySchema.parse(res.json());
    expect(study.content.en).toContain("Joel's Prophecy");
    const [start, end, osis] = study.references.en[0] ?? [0, 0, ''];
    expect(study.content.en.slice(start, end)).toMatch(/\d/);
    expect(osis).toMatch(/^\w+\.\d+/);
  });

  it('answers 404 for an unknown study and 400 for an id that names none', async () => {
    expect((await t.app.inject('/api/studies/999999')).statusCode).toBe(404);
    const bad = await t.app.inject('/api/studies/abc');
    expect(bad.statusCode).toBe(400);
    expect(bad.json()).toHaveProperty('message');
    const lang = await t.app.inject('/api/studies?lang=fr');
    expect(lang.statusCode).toBe(400);
    expect(lang.json().message).toMatch(/Choose en, es or pt/);
  });
});

describe('admin studies', () => {
  it('refuses visitors (401) and members (403)', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/studies'],
      ['POST', '/api/admin/studies'],
      ['GET', '/api/admin/studies/1'],
      ['PUT', '/api/admin/studies/1'],
      ['DELETE', '/api/admin/studies/1'],
    ] as const) {
      const payload = method === 'POST' || method === 'PUT' ? body() : undefined;
      expect((await t.call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await t.call(method, url, member, payload)).statusCode, url).toBe(403);
    }
  });

  it('adds a study with its references found, shown to visitors in its languages', async () => {
    const version = t.app.contentVersion.current();
    const res = await t.call('POST', '/api/admin/studies', admin, body());
    expect(res.statusCode, res.body).toBe(201);
    expect(res.headers['cache-control']).toBe('no-store');
    const saved = adminStudySchema.parse(res.json());
    expect(saved.updatedBy).not.toBeNull();
    expect(saved.content.es).toBeUndefined();
    expect(t.app.contentVersion.current()).not.toBe(version);

    const listed = (await list()).find((s) => s.id === saved.id);
    expect(listed?.languages).toEqual(['en', 'pt']);
    // Spanish is not written: the English stands in.
    expect(listed?.title.es).toBe(saved.title.en);
    expect((await list('?lang=es')).some((s) => s.id === saved.id)).toBe(false);
    expect((await list('?lang=pt')).some((s) => s.id === saved.id)).toBe(true);

    const study = publicStudySchema.parse((await t.app.inject(`/api/studies/${saved.id}`)).json());
    const [start, end, osis] = study.references.pt[0] ?? [0, 0, ''];
    expect(study.content.pt?.slice(start, end)).toBe('Atos 28:20');
    expect(osis).toBe('Acts.28.20');
  });

  it('keeps a draft from visitors and shows it to the administrator', async () => {
    const draft = adminStudySchema.parse(
      (await t.call('POST', '/api/admin/studies', admin, body({ status: 'draft' }))).json(),
    );
    expect((await list()).some((s) => s.id === draft.id)).toBe(false);
    expect((await t.app.inject(`/api/studies/${draft.id}`)).statusCode).toBe(404);
    const mine = await t.call('GET', `/api/admin/studies/${draft.id}`, admin);
    expect(mine.statusCode).toBe(200);
    const all = await t.call('GET', '/api/admin/studies', admin);
    expect(all.json().some((s: { id: number }) => s.id === draft.id)).toBe(true);
  });

  it('changes a study and its references, and moves the version on', async () => {
    const saved = adminStudySchema.parse(
      (await t.call('POST', '/api/admin/studies', admin, body())).json(),
    );
    const version = t.app.contentVersion.current();
    const res = await t.call(
      'PUT',
      `/api/admin/studies/${saved.id}`,
      admin,
      body({
        title: { en: `${saved.title.en} (revised)`, es: 'La esperanza de Israel' },
        content: { en: 'Read Romans 8:19 again.', es: 'Lea Romanos 8:19.' },
        order: 7,
      }),
    );
    expect(res.statusCode, res.body).toBe(200);
    const changed = adminStudySchema.parse(res.json());
    expect(changed).toMatchObject({ order: 7, title: { es: 'La esperanza de Israel' } });
    expect(changed.content.pt).toBeUndefined();
    expect(t.app.contentVersion.current()).not.toBe(version);
    const study = publicStudySchema.parse((await t.app.inject(`/api/studies/${saved.id}`)).json());
    expect(study.references.es).toEqual([[4, 16, 'Rom.8.19']]);
    expect(study.references.pt).toEqual([]);
  });

  it('answers 409 for an English title another study has, whatever its case', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/studies',
      admin,
      body({ title: { en: 'THE RESTORATION OF ALL THINGS' } }),
    );
    expect(res.statusCode).toBe(409);
    expect(res.json()).toMatchObject({
      message: STUDY_TITLE_TAKEN,
      fieldErrors: { 'title.en': [STUDY_TITLE_TAKEN] },
    });
  });

  it('answers every validation message with the field it belongs to', async () => {
    const res = await t.call('POST', '/api/admin/studies', admin, {
      title: { en: ' ', es: 'x'.repeat(201) },
      description: {},
      content: 'text',
      category: 'Poetry',
      duration: '',
      featured: 'yes',
      order: -1,
      status: 'scheduled',
    });
    expect(res.statusCode).toBe(400);
    const { fieldErrors } = res.json() as { fieldErrors: Record<string, string[]> };
    expect(fieldErrors).toMatchObject({
      'title.en': ['Title in English is required'],
      'title.es': ['Title in Spanish must be at most 200 characters'],
      'description.en': ['Description in English is required'],
      content: ['Content is required'],
      category: ['Choose a category'],
      duration: ['Duration is required'],
      featured: ['Featured must be true or false'],
      order: ['Order must be a whole number, 0 or more'],
      status: ['Choose draft or published'],
    });
  });

  it('keeps the order within the list: at most the last place, where a study without one goes', async () => {
    const far = await t.call('POST', '/api/admin/studies', admin, body({ order: 10_000 }));
    expect(far.statusCode).toBe(400);
    expect(far.json()).toMatchObject({ fieldErrors: { order: ['Order must be at most 9999'] } });
    const last = await t.call('POST', '/api/admin/studies', admin, body({ order: 9999 }));
    expect(last.statusCode).toBe(201);
    const after = await t.call('POST', '/api/admin/studies', admin, body());
    expect(after.statusCode).toBe(201);
    expect(adminStudySchema.parse(after.json()).order).toBe(9999);
  });

  it('answers 404 for a study that does not exist', async () => {
    expect((await t.call('GET', '/api/admin/studies/999999', admin)).statusCode).toBe(404);
    expect((await t.call('PUT', '/api/admin/studies/999999', admin, body())).statusCode).toBe(404);
    expect((await t.call('DELETE', '/api/admin/studies/999999', admin)).statusCode).toBe(404);
  });

  it('removes a study: visitors no longer see it, and the version moves on', async () => {
    const saved = adminStudySchema.parse(
      (await t.call('POST', '/api/admin/studies', admin, body())).json(),
    );
    const version = t.app.contentVersion.current();
    expect((await t.call('DELETE', `/api/admin/studies/${saved.id}`, admin)).statusCode).toBe(204);
    expect(t.app.contentVersion.current()).not.toBe(version);
    expect((await t.app.inject(`/api/studies/${saved.id}`)).statusCode).toBe(404);
  });
});
