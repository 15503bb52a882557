/**
 * The Spanish and Portuguese wording checked against docs/glossary.md: the words it says never
 * to use, and English-style Title Case in headings, in the message catalogues and the translated
 * content.
 */
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';
import { es } from '../contract/messages/es';
import { pt } from '../contract/messages/pt';
import { charactersEs } from '../content/characters.es';
import { charactersPt } from '../content/characters.pt';
import { homeCopyEs } from '../content/home.es';
import { homeCopyPt } from '../content/home.pt';
import { studySummaries } from '../content/studies';
import { timelineEs } from '../content/timeline.es';
import { timelinePt } from '../content/timeline.pt';
import { videoEpisodesEs } from '../content/videos.es';
import { videoEpisodesPt } from '../content/videos.pt';

const glossary = readFileSync(
  fileURLToPath(new URL('../docs/glossary.md', import.meta.url)),
  'utf8',
);

type Language = 'es' | 'pt';

/** Every string in a value, with where it is ('hero.title', 'events.3.title'). */
function strings(value: unknown, at: string, out: [string, string][] = []): [string, string][] {
  if (typeof value === 'string') out.push([at, value]);
  else if (Array.isArray(value)) value.forEach((v, i) => strings(v, `${at}.${i}`, out));
  else if (value && typeof value === 'object') {
    for (const [k, v] of Object.entries(value)) strings(v, at ? `${at}.${k}` : k, out);
  }
  return out;
}

/** Each language's texts: its catalogue (by message id) and its translated content. */
const texts: Record<Language, [string, string][]> = {
  es: [
    ...strings(es, ''),
    ...strings(homeCopyEs, 'content:home'),
    ...strings(timelineEs, 'content:timeline'),
    ...strings(charactersEs, 'content:characters'),
    ...strings(videoEpisodesEs, 'content:videos'),
    ...strings(
      studySummaries.map((s) => s.title.es),
      'content:studies',
    ),
  ],
  pt: [
    ...strings(pt, ''),
    ...strings(homeCopyPt, 'content:home'),
    ...strings(timelinePt, 'content:timeline'),
    ...strings(charactersPt, 'content:characters'),
    ...strings(videoEpisodesPt, 'content:videos'),
    ...strings(
      studySummaries.map((s) => s.title.pt),
      'content:studies',
    ),
  ],
};

/** The glossary's "Never" columns: each word, and the message ids it is forbidden in. */
function forbidden(language: Language): { word: string; prefix: string }[] {
  const column = language === 'es' ? 4 : 5;
  const rows = glossary
    .split('\n')
    .filter((line) => line.startsWith('|') && !line.startsWith('| ---'))
    .slice(1);
  return rows.flatMap((row) =>
    (row.split('|')[column] ?? '')
      .split(',')
      .map((item) => item.trim())
      .filter(Boolean)
      .map((item) => {
        const scoped = /^(.*?) \[(.+)\]$/.exec(item);
        return scoped
          ? { word: scoped[1] ?? '', prefix: scoped[2] ?? '' }
          : { word: item, prefix: '' };
      }),
  );
}

/** The glossary's capitalised terms of a language. */
function capitalisedTerms(language: Language): Set<string> {
  const name = language === 'es' ? 'Spanish' : 'Portuguese';
  const line = new RegExp(`- ${name}: ([^]*?)(?:\\n- |\\n\\n|$)`).exec(glossary)?.[1] ?? '';
  return new Set(line.split(/,\s*/).map((w) => w.trim()));
}

const wordsOf = (text: string) =>
  text
    .replace(/<[^>]+>|\{[^}]*\}/g, ' ')
    .split(/[\s—–]+/)
    .map((w) => w.replace(/^[¡¿("'«“]+|[)"'»”.,;:!?]+$/g, ''))
    .filter(Boolean);

describe('the glossary (docs/glossary.md)', () => {
  it('is read: it has forbidden words and capitalised terms for both languages', () => {
    for (const language of ['es', 'pt'] as const) {
      expect(forbidden(language).length).toBeGreaterThan(3);
      expect(capitalisedTerms(language).has('Reino')).toBe(true);
    }
  });

  it.each(['es', 'pt'] as const)('%s: no word the glossary forbids', (language) => {
    const found: string[] = [];
    for (const { word, prefix } of forbidden(language)) {
      const pattern = new RegExp(`(?<![\\p{L}])${word}(?![\\p{L}])`, 'u');
      for (const [id, text] of texts[language]) {
        if (id.startsWith(prefix) && pattern.test(text)) found.push(`${id}: ${word}`);
      }
    }
    expect(found).toEqual([]);
  });

  it.each(['es', 'pt'] as const)(
    '%s: headings, titles and buttons in sentence case',
    (language) => {
      const lower = new Set<string>();
      for (const [, text] of texts[language]) {
        for (const word of wordsOf(text)) if (word === word.toLowerCase()) lower.add(word);
      }
      const terms = capitalisedTerms(language);
      const titleCase: string[] = [];
      for (const [id, text] of texts[language]) {
        // A heading, title or button: short, and not a sentence.
        const words = wordsOf(text);
        if (words.length > 14 || /[.!?:;]\s/.test(text)) continue;
        const common = words
          .slice(1)
          .filter((w) => /^\p{Lu}\p{Ll}/u.test(w) && !terms.has(w) && lower.has(w.toLowerCase()));
        if (common.length > 1) titleCase.push(`${id}: ${text}`);
      }
      expect(titleCase).toEqual([]);
    },
  );
});
