import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminTeachingSchema,
  audioSchema,
  EPISODE_TAKEN,
  passageUnreadable,
  publicSeriesSchema,
  publicTeachingSchema,
  SERIES_IN_USE,
  seriesSchema,
  SPEAKER_IN_USE,
  SPEAKER_NAME_TAKEN,
  speakerSchema,
  SPOTIFY_URL_MESSAGE,
  TEACHING_SCHEDULE_NEEDS_FUTURE,
  TEACHING_SLUG_TAKEN,
  teachingPageSchema,
  TRANSCRIPT_UNREADABLE,
  type Audio,
  type Series,
  type SeriesBody,
  type Speaker,
  type TeachingBody,
} from '../../../contract/teachings';
import { makeAudio } from '../../test/audio-files';
import { createTestApp, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';

const HOUR = 60 * 60 * 1000;
let now = new Date('2026-06-01T12:00:00Z');
let t: TestApp;
let admin: string;
let member: string;
let audio: Audio;

const VTT = `WEBVTT

00:00:00.000 --> 00:00:02.000
In the beginning was the <b>Word</b>,

00:00:02.000 --> 00:00:04.500
and the Word was with God.
`;
const SRT = `1
00:00:00,000 --> 00:00:01,500
Primera línea

2
00:00:01,500 --> 00:00:03,000
Segunda línea
`;

beforeAll(async () => {
  t = await createTestApp({ clock: () => now });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  member = (await t.signIn()).cookie;
  const body = multipart({}, [
    { field: 'file', name: 'a.mp3', type: 'audio/mpeg', data: makeAudio('mp3', 3) },
  ]);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/admin/media/audio',
    headers: { ...body.headers, cookie: admin },
    payload: body.payload,
  });
  audio = audioSchema.parse(res.json());
}, 120_000);
afterAll(() => t.close());

let counter = 0;
async function speaker(name?: string): Promise<Speaker> {
  counter += 1;
  const res = await t.call('POST', '/api/admin/speakers', admin, {
    name: name ?? `Pastor ${counter}`,
    bio: 'Teaches on Sundays.',
  });
  expect(res.statusCode, res.body).toBe(201);
  return speakerSchema.parse(res.json());
}
async function series(overrides: Partial<SeriesBody> = {}): Promise<Series> {
  counter += 1;
  const res = await t.call('POST', '/api/admin/series', admin, {
    title: `Romans, verse by verse ${counter}`,
    description: 'The letter to the Romans.',
    language: 'en',
    ...overrides,
  });
  expect(res.statusCode, res.body).toBe(201);
  return seriesSchema.parse(res.json());
}
function teaching(overrides: Partial<TeachingBody> = {}): TeachingBody {
  counter += 1;
  return {
    title: `Creation waits ${counter}`,
    description: 'On the hope of creation.',
    language: 'en',
    status: 'published',
    ...overrides,
  };
}
async function createTeaching(overrides: Partial<TeachingBody> = {}) {
  const res = await t.call('POST', '/api/admin/teachings', admin, teaching(overrides));
  expect(res.statusCode, res.body).toBe(201);
  return adminTeachingSchema.parse(res.json());
}

describe('speakers', () => {
  it('adds, lists, changes and removes a speaker', async () => {
    const made = await speaker('Anna Teacher');
    expect(made).toMatchObject({ name: 'Anna Teacher', bio: 'Teaches on Sundays.', photo: null });
    const list = await t.call('GET', '/api/admin/speakers', admin);
    expect(list.json()).toContainEqual(made);
    const changed = await t.call('PUT', `/api/admin/speakers/${made.id}`, admin, {
      name: 'Anna T.',
    });
    expect(changed.json()).toMatchObject({ id: made.id, name: 'Anna T.', bio: null });
    expect((await t.call('DELETE', `/api/admin/speakers/${made.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('DELETE', `/api/admin/speakers/${made.id}`, admin)).statusCode).toBe(404);
  });

  it('answers 409 for a name taken and for a speaker teachings name; 400 for no name', async () => {
    const taken = await speaker();
    const again = await t.call('POST', '/api/admin/speakers', admin, { name: taken.name });
    expect(again.statusCode).toBe(409);
    expect(again.json().fieldErrors).toEqual({ name: [SPEAKER_NAME_TAKEN] });
    await createTeaching({ speakerId: taken.id });
    const gone = await t.call('DELETE', `/api/admin/speakers/${taken.id}`, admin);
    expect(gone.statusCode).toBe(409);
    expect(gone.json().message).toBe(SPEAKER_IN_USE);
    const empty = await t.call('POST', '/api/admin/speakers', admin, { name: ' ' });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().fieldErrors.name).toHaveLength(1);
  });

  it('a photo must be an uploaded image', async () => {
    const res = await t.call('POST', '/api/admin/speakers', admin, {
      name: 'With photo',
      photo: 'f'.repeat(32),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors.photo).toHaveLength(1);
  });
});

describe('series', () => {
  it('makes an address from the title, keeps it on edits, and removes an empty series', async () => {
    const made = await series({ title: 'Fé e Obras' });
    expect(made.slug).toBe('fe-e-obras');
    const second = await series({ title: 'Fé e Obras' });
    expect(second.slug).toBe('fe-e-obras-2');
    const changed = await t.call('PUT', `/api/admin/series/${made.id}`, admin, {
      title: 'Faith and Works',
      description: 'James.',
      language: 'pt',
    });
    expect(changed.json()).toMatchObject({
      slug: 'fe-e-obras',
      title: 'Faith and Works',
      language: 'pt',
    });
    const taken = await t.call('PUT', `/api/admin/series/${made.id}`, admin, {
      title: 'x',
      slug: second.slug,
      description: 'James.',
      language: 'pt',
    });
    expect(taken.statusCode).toBe(409);
    expect((await t.call('GET', '/api/admin/series', admin)).json()).toContainEqual(second);
    expect((await t.call('DELETE', `/api/admin/series/${second.id}`, admin)).statusCode).toBe(204);
    expect(
      (
        await t.call('PUT', `/api/admin/series/${second.id}`, admin, {
          title: 'x',
          description: 'y',
          language: 'en',
        })
      ).statusCode,
    ).toBe(404);
  });

  it('will not remove a series that has teachings', async () => {
    const s = await series();
    await createTeaching({ seriesId: s.id });
    const res = await t.call('DELETE', `/api/admin/series/${s.id}`, admin);
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe(SERIES_IN_USE);
  });

  it("keeps the show's Spotify address for the subscribe links, and only Spotify's", async () => {
    const spotifyUrl = 'https://open.spotify.com/show/4rOoJ6Egrf8K2IrywzwOMk?si=abc';
    const made = await series({ spotifyUrl });
    expect(made.spotifyUrl).toBe(spotifyUrl);
    const open = await t.call('GET', `/api/series/${made.slug}`);
    expect(publicSeriesSchema.parse(open.json()).spotifyUrl).toBe(spotifyUrl);
    const cleared = await t.call('PUT', `/api/admin/series/${made.id}`, admin, {
      title: made.title,
      description: made.description,
      language: 'en',
      spotifyUrl: '',
    });
    expect(cleared.json()).toMatchObject({ spotifyUrl: null });
    for (const bad of [
      'https://example.com/show/abc',
      'javascript:alert(1)',
      'open.spotify.com/show/x',
    ]) {
      const res = await t.call('POST', '/api/admin/series', admin, {
        title: 'Spotify',
        description: 'd',
        language: 'en',
        spotifyUrl: bad,
      });
      expect(res.statusCode, bad).toBe(400);
      expect(res.json().fieldErrors.spotifyUrl).toEqual([SPOTIFY_URL_MESSAGE]);
    }
  });

  it('names the fields it cannot accept', async () => {
    const res = await t.call('POST', '/api/admin/series', admin, { title: '', language: 'fr' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().fieldErrors).sort()).toEqual([
      'description',
      'language',
      'title',
    ]);
  });
});

describe('teachings (editors)', () => {
  it('keeps passages read by the reference parser, the transcript with its times, and the audio', async () => {
    const s = await series();
    const sp = await speaker();
    const made = await createTeaching({
      seriesId: s.id,
      speakerId: sp.id,
      topics: ['hope', 'creation', 'hope'],
      passages: ['Romans 8:19-23', 'Gen 1'],
      audioKey: audio.key,
      transcript: VTT,
      episode: 1,
      notes: '## Notes',
      youtubeId: 'https://youtu.be/dQw4w9WgXcQ',
    });
    expect(made).toMatchObject({
      slug: expect.stringMatching(/^creation-waits-\d+$/),
      topics: ['hope', 'creation'],
      passages: [
        { osis: 'Rom.8.19-Rom.8.23', label: 'Romans 8:19–23' },
        { osis: 'Gen.1', label: 'Genesis 1' },
      ],
      audio,
      youtubeId: 'dQw4w9WgXcQ',
      transcript: [
        { start: 0, end: 2, text: 'In the beginning was the Word,' },
        { start: 2, end: 4.5, text: 'and the Word was with God.' },
      ],
      status: 'published',
      publishedAt: now.toISOString(),
    });
    const read = await t.call('GET', `/api/admin/teachings/${made.id}`, admin);
    expect(read.json()).toEqual(made);
    expect((await t.call('GET', '/api/admin/teachings', admin)).json()).toContainEqual(made);
  });

  it('reads SRT too, and labels passages in the teaching language', async () => {
    const made = await createTeaching({
      language: 'es',
      transcript: SRT,
      passages: ['Juan 3:16'],
    });
    expect(made.transcript).toEqual([
      { start: 0, end: 1.5, text: 'Primera línea' },
      { start: 1.5, end: 3, text: 'Segunda línea' },
    ]);
    expect(made.passages).toEqual([{ osis: 'John.3.16', label: 'Juan 3:16' }]);
  });

  it('names what it cannot read: a passage, a transcript, an audio key, a series', async () => {
    const res = await t.call(
      'POST',
      '/api/admin/teachings',
      admin,
      teaching({ passages: ['John 3:16', 'the whole thing'] }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().fieldErrors).toEqual({ passages: [passageUnreadable('the whole thing')] });
    const vtt = await t.call(
      'POST',
      '/api/admin/teachings',
      admin,
      teaching({ transcript: 'hello' }),
    );
    expect(vtt.statusCode).toBe(400);
    expect(vtt.json().fieldErrors).toEqual({ transcript: [TRANSCRIPT_UNREADABLE] });
    const key = await t.call(
      'POST',
      '/api/admin/teachings',
      admin,
      teaching({ audioKey: 'a'.repeat(32) }),
    );
    expect(key.statusCode).toBe(400);
    expect(key.json().fieldErrors.audioKey).toHaveLength(1);
    const missing = await t.call(
      'POST',
      '/api/admin/teachings',
      admin,
      teaching({ seriesId: 999_999 }),
    );
    expect(missing.statusCode).toBe(400);
    expect(missing.json().fieldErrors.seriesId).toHaveLength(1);
    const bad = await t.call('POST', '/api/admin/teachings', admin, {
      title: '',
      language: 'fr',
      status: 'live',
      episode: 0,
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().fieldErrors).sort()).toEqual([
      'description',
      'episode',
      'language',
      'status',
      'title',
    ]);
  });

  it('answers 409 for an address or an episode already taken', async () => {
    const first = await createTeaching();
    const slug = await t.call(
      'POST',
      '/api/admin/teachings',
      admin,
      teaching({ slug: first.slug }),
    );
    expect(slug.statusCode).toBe(409);
    expect(slug.json().fieldErrors).toEqual({ slug: [TEACHING_SLUG_TAKEN] });
    const s = await series();
    await createTeaching({ seriesId: s.id, episode: 3 });
    const episode = await t.call(
      'POST',
      '/api/admin/teachings',
      admin,
      teaching({ seriesId: s.id, episode: 3 }),
    );
    expect(episode.statusCode).toBe(409);
    expect(episode.json().fieldErrors).toEqual({ episode: [EPISODE_TAKEN] });
  });

  it('schedules only in the future; edits and deletes', async () => {
    const past = await t.call(
      'POST',
      '/api/admin/teachings',
      admin,
      teaching({ status: 'scheduled', publishedAt: new Date(now.getTime() - HOUR).toISOString() }),
    );
    expect(past.statusCode).toBe(400);
    expect(past.json().fieldErrors).toEqual({ publishedAt: [TEACHING_SCHEDULE_NEEDS_FUTURE] });
    const made = await createTeaching({ status: 'draft' });
    const changed = await t.call(
      'PUT',
      `/api/admin/teachings/${made.id}`,
      admin,
      teaching({ title: 'Renamed', status: 'draft' }),
    );
    expect(changed.json()).toMatchObject({ id: made.id, title: 'Renamed', slug: made.slug });
    expect((await t.call('DELETE', `/api/admin/teachings/${made.id}`, admin)).statusCode).toBe(204);
    expect((await t.call('GET', `/api/admin/teachings/${made.id}`, admin)).statusCode).toBe(404);
    expect(
      (await t.call('PUT', `/api/admin/teachings/${made.id}`, admin, teaching())).statusCode,
    ).toBe(404);
  });

  it('is for editors only, and their answers are never cached', async () => {
    for (const [method, url] of [
      ['GET', '/api/admin/teachings'],
      ['POST', '/api/admin/teachings'],
      ['GET', '/api/admin/teachings/1'],
      ['PUT', '/api/admin/teachings/1'],
      ['DELETE', '/api/admin/teachings/1'],
      ['GET', '/api/admin/series'],
      ['POST', '/api/admin/series'],
      ['PUT', '/api/admin/series/1'],
      ['DELETE', '/api/admin/series/1'],
      ['GET', '/api/admin/speakers'],
      ['POST', '/api/admin/speakers'],
      ['PUT', '/api/admin/speakers/1'],
      ['DELETE', '/api/admin/speakers/1'],
    ] as const) {
      const body = method === 'POST' || method === 'PUT' ? {} : undefined;
      expect((await t.call(method, url, undefined, body)).statusCode, `${method} ${url}`).toBe(401);
      expect((await t.call(method, url, member, body)).statusCode, `${method} ${url}`).toBe(403);
    }
    const list = await t.call('GET', '/api/admin/teachings', admin);
    expect(list.headers['cache-control']).toContain('no-store');
  });
});

describe('teachings (listeners)', () => {
  let s: Series;
  let sp: Speaker;
  beforeAll(async () => {
    s = await series({ title: 'Listen series', language: 'pt' });
    sp = await speaker();
    await createTeaching({
      language: 'pt',
      seriesId: s.id,
      episode: 2,
      title: 'Segundo',
      passages: ['Rom 8'],
      topics: ['esperança'],
    });
    await createTeaching({
      language: 'pt',
      seriesId: s.id,
      episode: 1,
      title: 'Primeiro',
      speakerId: sp.id,
      passages: ['Gn 1:1'],
      audioKey: audio.key,
      transcript: VTT,
    });
    await createTeaching({
      language: 'pt',
      seriesId: s.id,
      episode: 3,
      title: 'Rascunho',
      status: 'draft',
    });
    await createTeaching({
      language: 'pt',
      seriesId: s.id,
      episode: 4,
      title: 'Depois',
      status: 'scheduled',
      publishedAt: new Date(now.getTime() + HOUR).toISOString(),
    });
    now = new Date(now.getTime() + 60_000);
  });

  const list = async (search: string) => {
    const res = await t.app.inject(`/api/teachings?${search}`);
    expect(res.statusCode, res.body).toBe(200);
    return teachingPageSchema.parse(res.json());
  };

  it('lists published teachings of a language, newest first, filtered by series, speaker, book and topic', async () => {
    const all = await list('lang=pt');
    expect(all.items.map((i) => i.title)).toEqual(expect.arrayContaining(['Primeiro', 'Segundo']));
    expect(all.items.map((i) => i.title)).not.toContain('Rascunho');
    expect(all.items.map((i) => i.title)).not.toContain('Depois');
    expect(all).toMatchObject({ page: 1, pageSize: 12 });
    expect((await list(`lang=pt&series=${s.slug}`)).total).toBe(2);
    expect((await list(`lang=pt&speaker=${sp.id}`)).items.map((i) => i.title)).toEqual([
      'Primeiro',
    ]);
    expect((await list('lang=pt&book=Gen')).items.map((i) => i.title)).toEqual(['Primeiro']);
    expect((await list('lang=pt&book=Rom')).items.map((i) => i.title)).toEqual(['Segundo']);
    expect((await list('lang=pt&topic=esperança')).items.map((i) => i.title)).toEqual(['Segundo']);
    expect((await list('lang=pt&book=Nope')).total).toBe(0);
    const first = (await list(`lang=pt&speaker=${sp.id}`)).items[0];
    expect(first).toMatchObject({
      series: { slug: s.slug },
      speaker: { id: sp.id },
      passages: [{ osis: 'Gen.1.1', label: 'Gênesis 1:1' }],
      durationSeconds: audio.durationSeconds,
      episode: 1,
    });
    expect((await t.app.inject('/api/teachings?lang=fr')).statusCode).toBe(400);
    expect((await t.app.inject('/api/teachings?page=0')).statusCode).toBe(400);
  });

  it('reads one teaching with audio and transcript, and its transcript as WebVTT', async () => {
    const slug = (await list(`lang=pt&speaker=${sp.id}`)).items[0]?.slug ?? '';
    const res = await t.app.inject(`/api/teachings/${slug}`);
    const one = publicTeachingSchema.parse(res.json());
    expect(one).toMatchObject({
      title: 'Primeiro',
      audio,
      transcriptUrl: `/teachings/${slug}/transcript.vtt`,
    });
    const vtt = await t.app.inject(one.transcriptUrl ?? '');
    expect(vtt.headers['content-type']).toContain('text/vtt');
    expect(vtt.body).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nIn the beginning was the Word,\n\n00:00:02.000 --> 00:00:04.500\nand the Word was with God.\n',
    );
    expect((await t.app.inject('/api/teachings/no-such-teaching')).statusCode).toBe(404);
  });

  it('hides drafts and what is scheduled until its time', async () => {
    const drafts = (await t.call('GET', '/api/admin/teachings', admin)).json() as {
      slug: string;
      title: string;
    }[];
    const draft = drafts.find((d) => d.title === 'Rascunho');
    expect((await t.app.inject(`/api/teachings/${draft?.slug}`)).statusCode).toBe(404);
  });

  it('reads a series with its teachings in episode order', async () => {
    const res = await t.app.inject(`/api/series/${s.slug}`);
    expect(res.statusCode, res.body).toBe(200);
    const read = publicSeriesSchema.parse(res.json());
    expect(read.teachings.map((i) => i.title)).toEqual(['Primeiro', 'Segundo']);
    expect((await t.app.inject('/api/series/nope')).statusCode).toBe(404);
  });
});
