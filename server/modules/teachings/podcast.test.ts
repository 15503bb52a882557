import { XMLParser } from 'fast-xml-parser';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { audioSchema, seriesSchema, type Audio, type Series } from '../../../contract/teachings';
import { makeAudio } from '../../test/audio-files';
import { createTestApp, testConfig, type TestApp } from '../../test/app';
import { multipart } from '../../test/multipart';
import { uuidV5 } from './podcast';

const now = new Date('2026-06-01T12:00:00Z');
let t: TestApp;
let admin: string;
let audio: Audio;
let series: Series;
const PUBLIC_URL = 'https://kingdomtruth.example';

const parser = new XMLParser({ ignoreAttributes: false, attributeNamePrefix: '@_' });
type Node = Record<string, unknown>;
const channelOf = (xml: string) =>
  ((parser.parse(xml) as { rss: { channel: Node } }).rss.channel ?? {}) as Node;
const itemsOf = (channel: Node): Node[] => {
  const item = channel.item;
  return item === undefined ? [] : Array.isArray(item) ? (item as Node[]) : [item as Node];
};

beforeAll(async () => {
  t = await createTestApp({ clock: () => now, config: { ...testConfig(), publicUrl: PUBLIC_URL } });
  admin = (await t.signIn({ isAdmin: true })).cookie;
  const body = multipart({}, [
    { field: 'file', name: 'a.mp3', type: 'audio/mpeg', data: makeAudio('mp3', 3) },
  ]);
  audio = audioSchema.parse(
    (
      await t.app.inject({
        method: 'POST',
        url: '/api/admin/media/audio',
        headers: { ...body.headers, cookie: admin },
        payload: body.payload,
      })
    ).json(),
  );
  series = seriesSchema.parse(
    (
      await t.call('POST', '/api/admin/series', admin, {
        title: 'Hope & Glory',
        description: 'A series on <hope>.',
        language: 'es',
      })
    ).json(),
  );
  const teaching = (overrides: Record<string, unknown>) =>
    t.call('POST', '/api/admin/teachings', admin, {
      title: 'La esperanza',
      description: 'x'.repeat(4000),
      language: 'es',
      seriesId: series.id,
      audioKey: audio.key,
      status: 'published',
      ...overrides,
    });
  expect(
    (
      await teaching({
        episode: 1,
        transcript: 'WEBVTT\n\n00:00:00.000 --> 00:00:02.000\nHola\n',
        speakerId: undefined,
      })
    ).statusCode,
  ).toBe(201);
  expect((await teaching({ title: 'Sin audio', audioKey: null, episode: 2 })).statusCode).toBe(201);
  expect((await teaching({ title: 'Borrador', status: 'draft', episode: 3 })).statusCode).toBe(201);
}, 120_000);
afterAll(() => t.close());

describe('podcast feeds', () => {
  it("a series' feed carries every tag directories require, its published episodes with audio only", async () => {
    const res = await t.app.inject(`/podcast/${series.slug}.xml`);
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('application/rss+xml');
    const channel = channelOf(res.body);
    expect(channel).toMatchObject({
      title: 'Hope & Glory',
      description: 'A series on <hope>.',
      language: 'es',
      link: `${PUBLIC_URL}/teachings/series/${series.slug}`,
      'itunes:author': 'Kingdom Truth Ministry',
      'itunes:explicit': false,
      'itunes:type': 'serial',
      'itunes:owner': { 'itunes:name': 'Kingdom Truth Ministry' },
      'itunes:category': {
        '@_text': 'Religion & Spirituality',
        'itunes:category': { '@_text': 'Christianity' },
      },
      'podcast:locked': { '#text': 'yes' },
      'podcast:guid': uuidV5(
        `kingdomtruth.example/podcast/${series.slug}.xml`,
        'ead4c236-bf58-58c6-a2c6-a6b28d128cb6',
      ),
      'podcast:funding': { '@_url': `${PUBLIC_URL}/es/donate` },
    });
    expect((channel['itunes:owner'] as Node)['itunes:email']).toMatch(/@/);
    expect((channel['itunes:image'] as Node)['@_href']).toMatch(
      /^https:\/\/kingdomtruth\.example\//,
    );
    const items = itemsOf(channel);
    expect(items.map((i) => i.title)).toEqual(['La esperanza']);
    const [item] = items;
    expect(item).toMatchObject({
      enclosure: {
        '@_url': `${PUBLIC_URL}${audio.url}`,
        '@_length': String(audio.bytes),
        '@_type': 'audio/mpeg',
      },
      'itunes:duration': Math.round(audio.durationSeconds),
      'itunes:episode': 1,
      'itunes:explicit': false,
      guid: { '@_isPermaLink': 'false' },
      'podcast:transcript': { '@_type': 'text/vtt' },
    });
    expect(String(item?.description).length).toBeLessThanOrEqual(4000);
    const transcript = (item?.['podcast:transcript'] as Node)['@_url'] as string;
    const vtt = await t.app.inject(transcript.replace(PUBLIC_URL, ''));
    expect(vtt.body).toContain('Hola');
    expect(new Date(String(item?.pubDate)).toISOString()).toBe(now.toISOString());
  });

  it('keeps guids stable and answers 304 to a poll with its ETag or Last-Modified', async () => {
    const first = await t.app.inject(`/podcast/${series.slug}.xml`);
    const again = await t.app.inject(`/podcast/${series.slug}.xml`);
    expect(again.body).toBe(first.body);
    const etag = String(first.headers.etag);
    expect(
      (
        await t.app.inject({
          url: `/podcast/${series.slug}.xml`,
          headers: { 'if-none-match': etag },
        })
      ).statusCode,
    ).toBe(304);
    const since = String(first.headers['last-modified']);
    expect(
      (
        await t.app.inject({
          url: `/podcast/${series.slug}.xml`,
          headers: { 'if-modified-since': since },
        })
      ).statusCode,
    ).toBe(304);
  });

  it("a language's feed lists that language's teachings with audio; unknown series are 404", async () => {
    const spanish = channelOf((await t.app.inject('/podcast.xml?lang=es')).body);
    expect(itemsOf(spanish).map((i) => i.title)).toEqual(['La esperanza']);
    expect(spanish['itunes:type']).toBe('episodic');
    const english = channelOf((await t.app.inject('/podcast.xml')).body);
    expect(itemsOf(english)).toEqual([]);
    expect(english.language).toBe('en');
    expect((await t.app.inject('/podcast.xml?lang=fr')).statusCode).toBe(400);
    expect((await t.app.inject('/podcast/nothing-here.xml')).statusCode).toBe(404);
    expect((await t.app.inject('/podcast/..%2fetc.xml')).statusCode).toBe(404);
  });

  it('makes the Podcasting 2.0 guid as its namespace says (UUID v5)', () => {
    // The example of the podcast namespace's documentation.
    expect(uuidV5('mp3s.nashownotes.com/pc20rss.xml', 'ead4c236-bf58-58c6-a2c6-a6b28d128cb6')).toBe(
      '917393e3-1b1e-5cef-ace4-edaa54e1f810',
    );
  });
});
