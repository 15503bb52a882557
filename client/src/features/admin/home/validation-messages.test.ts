import { episodesBodySchema, homeBodySchema } from '@contract/home';
import { es } from '@contract/messages/es';
import { pt } from '@contract/messages/pt';
import { DEFAULT_SITE_IDENTITY, siteSettingsSchema } from '@contract/site';
import { studyBodySchema } from '@contract/studies';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createLocalizer, findEnglishText } from '@client/lib/localize';
import { homeCopyIn } from '../../../../../content/home-languages';

/**
 * The newer editors' forms (home texts, episodes, site identity, studies): every message their
 * schema can give a field, found by writing each of a valid answer's texts wrong in turn.
 */
type Path = (string | number)[];

function textPaths(value: unknown, path: Path = []): Path[] {
  if (typeof value === 'string') return [path];
  if (Array.isArray(value)) return value.flatMap((item, i) => textPaths(item, [...path, i]));
  if (value && typeof value === 'object') {
    return Object.entries(value).flatMap(([key, item]) => textPaths(item, [...path, key]));
  }
  return [];
}

function withValue(value: unknown, path: Path, replacement: unknown): unknown {
  const [head, ...rest] = path;
  if (head === undefined) return replacement;
  const copy = structuredClone(value) as Record<string | number, unknown>;
  copy[head] = withValue(copy[head], rest, replacement);
  return copy;
}

const wrongTexts = ['', '   ', 'x'.repeat(200_001), undefined];

async function messagesOf(schema: z.ZodType, valid: unknown): Promise<string[]> {
  expect((await schema.safeParseAsync(valid)).success).toBe(true);
  const messages = new Set<string>();
  for (const path of textPaths(valid)) {
    for (const wrong of wrongTexts) {
      const result = await schema.safeParseAsync(withValue(valid, path, wrong));
      if (!result.success) for (const issue of result.error.issues) messages.add(issue.message);
    }
  }
  return [...messages];
}

const texts = (lang: 'en' | 'es' | 'pt') => {
  const copy = homeCopyIn[lang];
  return {
    hero: {
      eyebrow: copy.hero.eyebrow,
      title: copy.hero.title,
      lead: copy.hero.lead,
      studyButton: 'Start',
      videosButton: 'Watch',
    },
    mission: { title: copy.mission.title, paragraphs: [...copy.mission.paragraphs] },
    restorationStudy: { label: 'Study', title: 'T', description: 'D', action: 'Read' },
    newsletter: { title: 'N', lead: 'L', note: 'No spam' },
  };
};
const episode = (n: number) => ({
  title: { en: 'Title', es: 'Título', pt: 'Título' },
  description: { en: 'About', es: 'Acerca', pt: 'Sobre' },
  youtubeId: `dQw4w9WgXc${n}`,
});

const forms: [string, z.ZodType, unknown][] = [
  ['home', homeBodySchema, { en: texts('en'), es: texts('es'), pt: texts('pt'), studyId: null }],
  ['episodes', episodesBodySchema, { episodes: [1, 2, 3, 4, 5].map(episode) }],
  ['site', siteSettingsSchema, { ...DEFAULT_SITE_IDENTITY, mailSenderName: 'Ministry' }],
  [
    'study',
    studyBodySchema,
    {
      title: { en: 'A study' },
      description: { en: 'About it' },
      content: { en: '## A heading' },
      category: 'Prophecy',
      duration: '20 min',
      featured: false,
      status: 'draft',
    },
  ],
];

describe('the home, episodes, site and study editors’ messages', () => {
  it.each(forms)('of the %s form are each in the catalogues', async (_name, schema, valid) => {
    const messages = await messagesOf(schema, valid);
    expect(messages.length).toBeGreaterThan(3);
    expect(messages.filter((message) => !findEnglishText(message))).toEqual([]);
  });

  it('read in Spanish and Portuguese, the number carried over', () => {
    expect(createLocalizer('es', es).text('Eyebrow must be at most 80 characters')).toBe(
      'El antetítulo debe tener como máximo 80 caracteres',
    );
    expect(createLocalizer('pt', pt).text('Title in Spanish must be at most 200 characters')).toBe(
      'O título em espanhol deve ter no máximo 200 caracteres',
    );
  });
});
