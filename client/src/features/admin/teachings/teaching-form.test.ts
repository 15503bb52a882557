import { es } from '@contract/messages/es';
import { pt } from '@contract/messages/pt';
import {
  AUDIO_KEY_MESSAGE,
  AUDIO_MISSING,
  AUDIO_TOO_LARGE,
  AUDIO_WRONG_TYPE,
  EPISODE_TAKEN,
  SERIES_IN_USE,
  SERIES_NOT_FOUND,
  SERIES_SLUG_TAKEN,
  SPEAKER_IN_USE,
  SPEAKER_NAME_TAKEN,
  SPEAKER_NOT_FOUND,
  seriesBodySchema,
  speakerBodySchema,
  TEACHING_SCHEDULE_NEEDS_FUTURE,
  TEACHING_SLUG_TAKEN,
  TRANSCRIPT_UNREADABLE,
  type AdminTeaching,
} from '@contract/teachings';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createLocalizer, findEnglishText } from '@client/lib/localize';
import { newTeachingForm, teachingFormOf, teachingFormSchema } from './teaching-form';

const long = (n: number) => 'x'.repeat(n);
const probes: Record<string, unknown>[] = [
  {},
  {
    ...newTeachingForm('en'),
    language: 'fr',
    status: 'later',
    name: '',
    episode: '1.5',
    topics: ' , ',
    passages: '',
    audioKey: 'nope',
    youtubeId: 'no',
    publishedAt: 'soon',
    slug: 'Not A Slug',
    bio: long(2001),
    photo: 'x',
    artwork: 'x',
  },
  {
    ...newTeachingForm('en'),
    title: long(201),
    description: long(4001),
    name: long(121),
    episode: '0',
    topics: Array.from({ length: 11 }, (_, i) => `t${i}`).join(','),
    passages: Array.from({ length: 21 }, (_, i) => `John ${i + 1}`).join('\n'),
    notes: long(100_001),
    transcript: long(1_000_001),
  },
  { ...newTeachingForm('en'), episode: '100001', topics: long(41), passages: long(101) },
];

async function messagesOf(schema: z.ZodType, tried = probes): Promise<string[]> {
  const results = await Promise.all(tried.map((probe) => schema.safeParseAsync(probe)));
  return results.flatMap((result) =>
    result.success ? [] : result.error.issues.map((issue) => issue.message),
  );
}

const teaching: AdminTeaching = {
  id: 3,
  title: 'The Hope of Creation',
  slug: 'the-hope-of-creation',
  description: 'Why creation groans.',
  language: 'es',
  seriesId: 7,
  speakerId: null,
  topics: ['hope', 'creation'],
  passages: [{ osis: 'Rom.8.19-Rom.8.23', label: 'Romans 8:19–23' }],
  audio: {
    key: 'a'.repeat(32),
    url: `/media/audio/${'a'.repeat(32)}.mp3`,
    durationSeconds: 61.2,
    bytes: 1000,
    mimeType: 'audio/mpeg',
  },
  youtubeId: null,
  notes: null,
  transcript: [
    { start: 0, end: 10, text: 'For the creation waits' },
    { start: 10, end: 20.5, text: 'a <b> & c' },
  ],
  episode: 2,
  status: 'published',
  publishedAt: '2026-01-02T03:04:00.000Z',
  updatedAt: '2026-01-02T03:04:00.000Z',
};

describe('the teaching form', () => {
  it('reads a stored teaching back into the body it was saved from', () => {
    const body = teachingFormSchema.parse(teachingFormOf(teaching));
    expect(body).toMatchObject({
      title: teaching.title,
      slug: teaching.slug,
      language: 'es',
      seriesId: 7,
      speakerId: null,
      topics: ['hope', 'creation'],
      passages: ['Romans 8:19–23'],
      audioKey: 'a'.repeat(32),
      youtubeId: null,
      notes: null,
      episode: 2,
      status: 'published',
      publishedAt: '2026-01-02T03:04:00.000Z',
    });
    // The transcript goes back as WebVTT with the same timings, its markup escaped.
    expect(body.transcript).toBe(
      'WEBVTT\n\n00:00:00.000 --> 00:00:10.000\nFor the creation waits\n\n' +
        '00:00:10.000 --> 00:00:20.500\na &lt;b&gt; &amp; c\n',
    );
  });

  it('sends empty fields as none, and splits topics by commas and passages by lines', () => {
    const body = teachingFormSchema.parse({
      ...newTeachingForm('pt'),
      title: 'T',
      description: 'D',
      topics: ' hope,, grace ',
      passages: 'John 3:16\n\n Romans 8, 9 \n',
    });
    expect(body).toMatchObject({
      slug: '',
      language: 'pt',
      seriesId: null,
      speakerId: null,
      topics: ['hope', 'grace'],
      passages: ['John 3:16', 'Romans 8, 9'],
      audioKey: null,
      youtubeId: null,
      notes: null,
      transcript: null,
      episode: null,
      status: 'draft',
      publishedAt: null,
    });
  });

  it("gives every refusal of the forms and the server in the panel's three languages", async () => {
    const missing = new Set<string>();
    let seen = 0;
    // The editor's form always has every field: it is not tried empty.
    const schemas = [
      ['teachingFormSchema', teachingFormSchema, probes.slice(1)],
      ['seriesBodySchema', seriesBodySchema, probes],
      ['speakerBodySchema', speakerBodySchema, probes],
    ] as const;
    for (const [name, schema, tried] of schemas) {
      for (const message of await messagesOf(schema, tried)) {
        seen += 1;
        if (!findEnglishText(message)) missing.add(`${name}: ${message}`);
      }
    }
    const server = [
      AUDIO_KEY_MESSAGE,
      AUDIO_MISSING,
      AUDIO_TOO_LARGE,
      AUDIO_WRONG_TYPE,
      EPISODE_TAKEN,
      SERIES_IN_USE,
      SERIES_NOT_FOUND,
      SERIES_SLUG_TAKEN,
      SPEAKER_IN_USE,
      SPEAKER_NAME_TAKEN,
      SPEAKER_NOT_FOUND,
      TEACHING_SCHEDULE_NEEDS_FUTURE,
      TEACHING_SLUG_TAKEN,
      TRANSCRIPT_UNREADABLE,
    ];
    for (const message of server) if (!findEnglishText(message)) missing.add(message);
    expect(seen).toBeGreaterThan(30);
    expect([...missing]).toEqual([]);
    expect(createLocalizer('es', es).text(AUDIO_TOO_LARGE)).toBe(
      'El archivo de audio supera los 500 MB',
    );
    expect(createLocalizer('pt', pt).text('At most 10 topics')).toBe('No máximo 10 temas');
  });
});
