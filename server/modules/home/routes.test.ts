import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { homeCopyEn } from '../../../content/home';
import { homeCopyEs } from '../../../content/home.es';
import { videoEpisodes } from '../../../content/videos';
import { videoEpisodesEs } from '../../../content/videos.es';
import {
  adminEpisodesSchema,
  adminHomeSchema,
  EPISODE_VIDEO_REPEATED,
  EPISODES_COUNT_WRONG,
  episodesSchema,
  HOME_STUDY_NOT_PUBLISHED,
  publicHomeSchema,
  type AdminHome,
  type EpisodesBody,
  type HomeBody,
} from '../../../contract/home';
import { createTestApp, type TestApp } from '../../test/app';

let t: TestApp;
let admin: string;
let editor: string;
let member: string;
let author: string;

beforeAll(async () => {
  t = await createTestApp();
  admin = (await t.signIn({ isAdmin: true })).cookie;
  editor = (await t.signIn({ roles: ['editor'] })).cookie;
  author = (await t.signIn({ roles: ['author'] })).cookie;
  member = (await t.signIn()).cookie;
});
afterAll(() => t.close());

const homeBody = (current: AdminHome): HomeBody => ({
  en: current.en,
  es: current.es,
  pt: current.pt,
  studyId: current.studyId,
});

async function currentHome(): Promise<AdminHome> {
  const res = await t.call('GET', '/api/admin/home', admin);
  expect(res.statusCode, res.body).toBe(200);
  return adminHomeSchema.parse(res.json());
}

async function currentEpisodes(): Promise<EpisodesBody> {
  const res = await t.call('GET', '/api/admin/episodes', admin);
  expect(res.statusCode, res.body).toBe(200);
  const { episodes } = adminEpisodesSchema.parse(res.json());
  return {
    episodes: episodes.map(({ title, description, youtubeId }) => ({
      title,
      description,
      youtubeId,
    })),
  };
}

describe('the home page texts', () => {
  it("start as the texts the site was built with, the buttons' labels included", async () => {
    const home = await currentHome();
    expect(home.updatedAt).toBeNull();
    expect(home.en.hero.title).toBe(homeCopyEn.hero.title);
    expect(home.en.hero.studyButton).toBe('Begin Bible Study');
    expect(home.en.hero.videosButton).toBe('Watch Videos');
    expect(home.en.restorationStudy.title).toBe('The Restoration of All Things');
    expect(home.en.restorationStudy.action).toBe('Begin Study');
    expect(home.es.hero.title).toBe(homeCopyEs.hero.title);
    expect(home.es.mission.paragraphs).toEqual(homeCopyEs.mission.paragraphs);
    expect(home.studyId).toBeNull();
    const res = await t.app.inject('/api/home?lang=es');
    expect(res.statusCode).toBe(200);
    expect(publicHomeSchema.parse(res.json()).texts.hero.title).toBe(homeCopyEs.hero.title);
  });

  it('saves every language: visitors read the new text at once, and the version moves', async () => {
    const current = await currentHome();
    // Read once, so the kept answer must be made again.
    await t.app.inject('/api/home?lang=es');
    const version = t.app.contentVersion.current();
    const body = homeBody(current);
    const res = await t.call('PUT', '/api/admin/home', admin, {
      ...body,
      es: { ...body.es, hero: { ...body.es.hero, title: '  Un título nuevo  ' } },
    });
    expect(res.statusCode, res.body).toBe(200);
    const saved = adminHomeSchema.parse(res.json());
    expect(saved.es.hero.title).toBe('Un título nuevo');
    expect(saved.updatedAt).not.toBeNull();
    expect(saved.updatedBy).not.toBeNull();
    expect(t.app.contentVersion.current()).not.toBe(version);
    const shown = publicHomeSchema.parse((await t.app.inject('/api/home?lang=es')).json());
    expect(shown.texts.hero.title).toBe('Un título nuevo');
    const english = publicHomeSchema.parse((await t.app.inject('/api/home')).json());
    expect(english.texts.hero.title).toBe(homeCopyEn.hero.title);
  });

  it('points the card at a published study, and refuses one that is not', async () => {
    const body = homeBody(await currentHome());
    const refused = await t.call('PUT', '/api/admin/home', admin, { ...body, studyId: 999_999 });
    expect(refused.statusCode).toBe(400);
    expect(refused.json()).toMatchObject({
      message: HOME_STUDY_NOT_PUBLISHED,
      fieldErrors: { studyId: [HOME_STUDY_NOT_PUBLISHED] },
    });
    const ok = await t.call('PUT', '/api/admin/home', admin, { ...body, studyId: 1 });
    expect(ok.statusCode, ok.body).toBe(200);
    expect(publicHomeSchema.parse((await t.app.inject('/api/home')).json()).studyId).toBe(1);
    await t.call('PUT', '/api/admin/home', admin, { ...body, studyId: null });
  });

  it('answers each validation message', async () => {
    const body = homeBody(await currentHome());
    const cases: [unknown, string, string][] = [
      [
        { ...body, en: { ...body.en, hero: { ...body.en.hero, title: ' ' } } },
        'en.hero.title',
        'Title is required',
      ],
      [
        { ...body, pt: { ...body.pt, hero: { ...body.pt.hero, eyebrow: 'x'.repeat(81) } } },
        'pt.hero.eyebrow',
        'Eyebrow must be at most 80 characters',
      ],
      [
        { ...body, en: { ...body.en, hero: { ...body.en.hero, studyButton: '' } } },
        'en.hero.studyButton',
        'Bible study button is required',
      ],
      [
        { ...body, en: { ...body.en, mission: { ...body.en.mission, paragraphs: [] } } },
        'en.mission.paragraphs',
        'Write at least one paragraph',
      ],
      [
        {
          ...body,
          en: { ...body.en, mission: { ...body.en.mission, paragraphs: Array(7).fill('A') } },
        },
        'en.mission.paragraphs',
        'Write at most 6 paragraphs',
      ],
      [
        {
          ...body,
          es: { ...body.es, restorationStudy: { ...body.es.restorationStudy, description: '' } },
        },
        'es.restorationStudy.description',
        'Card description is required',
      ],
      [
        { ...body, en: { ...body.en, newsletter: { ...body.en.newsletter, note: '' } } },
        'en.newsletter.note',
        'Newsletter note is required',
      ],
      [{ ...body, studyId: 'one' }, 'studyId', HOME_STUDY_NOT_PUBLISHED],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.call('PUT', '/api/admin/home', admin, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toContain(message);
    }
    expect((await t.app.inject('/api/home?lang=fr')).statusCode).toBe(400);
  });
});

describe('the five episodes', () => {
  it('start as built, each numbered, translations where they were written', async () => {
    const res = await t.app.inject('/api/episodes');
    expect(res.statusCode).toBe(200);
    const { episodes } = episodesSchema.parse(res.json());
    expect(episodes.map((e) => e.number)).toEqual([1, 2, 3, 4, 5]);
    expect(episodes[2]?.title.en).toBe(videoEpisodes[2]?.title);
    expect(episodes[2]?.title.es).toBe(videoEpisodesEs[2]?.title);
    expect(episodes[0]?.duration).toBeGreaterThan(0);
  });

  it('saves the five: the Videos page reads them at once, and the version moves', async () => {
    const body = await currentEpisodes();
    await t.app.inject('/api/episodes');
    const version = t.app.contentVersion.current();
    const third = body.episodes[2];
    if (!third) throw new Error('five episodes');
    const episodes = body.episodes.map((episode, index) =>
      index === 2 ? { ...third, title: { en: 'A New Third Episode', es: '', pt: null } } : episode,
    );
    const res = await t.call('PUT', '/api/admin/episodes', admin, { episodes });
    expect(res.statusCode, res.body).toBe(200);
    expect(t.app.contentVersion.current()).not.toBe(version);
    const shown = episodesSchema.parse((await t.app.inject('/api/episodes')).json());
    expect(shown.episodes[2]?.title).toEqual({ en: 'A New Third Episode' });
    expect(shown.episodes[2]?.number).toBe(3);
    await t.call('PUT', '/api/admin/episodes', admin, body);
  });

  it('answers each validation message', async () => {
    const { episodes } = await currentEpisodes();
    const [first, second] = episodes;
    if (!first || !second) throw new Error('five episodes');
    const cases: [unknown, string, string][] = [
      [{ episodes: episodes.slice(0, 4) }, 'episodes', EPISODES_COUNT_WRONG],
      [{ episodes: [...episodes, first] }, 'episodes', EPISODES_COUNT_WRONG],
      [{}, 'episodes', EPISODES_COUNT_WRONG],
      [
        { episodes: [first, { ...second, youtubeId: first.youtubeId }, ...episodes.slice(2)] },
        'episodes.1.youtubeId',
        EPISODE_VIDEO_REPEATED,
      ],
      [
        { episodes: [{ ...first, youtubeId: 'not a video' }, ...episodes.slice(1)] },
        'episodes.0.youtubeId',
        'Enter a YouTube video id (11 characters) or its YouTube address',
      ],
      [
        { episodes: [{ ...first, title: { en: '' } }, ...episodes.slice(1)] },
        'episodes.0.title.en',
        'Title in English is required',
      ],
      [
        {
          episodes: [
            { ...first, description: { en: 'x', es: 'x'.repeat(2001) } },
            ...episodes.slice(1),
          ],
        },
        'episodes.0.description.es',
        'Description in Spanish must be at most 2000 characters',
      ],
    ];
    for (const [payload, field, message] of cases) {
      const res = await t.call('PUT', '/api/admin/episodes', admin, payload);
      expect(res.statusCode, field).toBe(400);
      expect(res.json().fieldErrors?.[field], field).toContain(message);
    }
  });

  it('takes a pasted YouTube address as its id', async () => {
    const body = await currentEpisodes();
    const first = body.episodes[0];
    if (!first) throw new Error('five episodes');
    const res = await t.call('PUT', '/api/admin/episodes', admin, {
      episodes: [
        { ...first, youtubeId: `https://www.youtube.com/watch?v=${first.youtubeId}` },
        ...body.episodes.slice(1),
      ],
    });
    expect(res.statusCode, res.body).toBe(200);
    expect(adminEpisodesSchema.parse(res.json()).episodes[0]?.youtubeId).toBe(first.youtubeId);
  });
});

describe('the admin routes of the home page and the episodes', () => {
  it('refuses visitors (401), members and staff without publishing (403)', async () => {
    const home = homeBody(await currentHome());
    const episodes = await currentEpisodes();
    for (const [method, url, payload] of [
      ['GET', '/api/admin/home', undefined],
      ['PUT', '/api/admin/home', home],
      ['GET', '/api/admin/episodes', undefined],
      ['PUT', '/api/admin/episodes', episodes],
    ] as const) {
      expect((await t.call(method, url, undefined, payload)).statusCode, url).toBe(401);
      expect((await t.call(method, url, member, payload)).statusCode, url).toBe(403);
      expect((await t.call(method, url, author, payload)).statusCode, url).toBe(403);
      expect((await t.call(method, url, editor, payload)).statusCode, url).toBe(200);
    }
  });

  it('are not kept by browsers', async () => {
    const res = await t.call('GET', '/api/admin/home', admin);
    expect(res.headers['cache-control']).toBe('no-store');
  });
});
