import { characterBodySchema } from '@contract/characters';
import { es } from '@contract/messages/es';
import { pt } from '@contract/messages/pt';
import { timelineEventBodySchema } from '@contract/timeline';
import { TRASH_ITEM_NOT_FOUND, TRASH_RESTORE_CONFLICT } from '@contract/trash';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createLocalizer, findEnglishText } from '@client/lib/localize';

/** The timeline's and the characters' editors check with these; wrong answers for each field. */
const long = (n: number) => 'x'.repeat(n);
const text = (value: unknown) => ({
  year: value,
  title: value,
  description: value,
  significance: value,
  name: value,
  period: value,
  location: value,
  biography: value,
  symbolism: value,
  keyVerses: value,
  keyEvents: value,
  lessons: value,
  prophecies: value,
});
const probes: Record<string, unknown>[] = [
  {},
  {
    texts: { en: text(''), es: text(' ') },
    category: 'flood',
    parallaxSpeed: 2,
    order: -1,
    hebrewName: '',
    hebrewTransliteration: '',
    era: 'all',
    icon: 'dove',
    color: { from: 'red', to: 1 },
  },
  {
    texts: { en: { ...text(long(5001)), keyVerses: [], lessons: [''], keyEvents: 'x' } },
    parallaxSpeed: 'x',
    order: 10_000,
    hebrewName: long(101),
    hebrewTransliteration: long(101),
    color: 'red',
  },
  { texts: { en: { ...text('x'), lessons: Array.from({ length: 31 }, () => 'x') } } },
  { texts: null },
];
const schemas: Record<string, z.ZodType> = { timelineEventBodySchema, characterBodySchema };

describe("the timeline's and the characters' editors' messages", () => {
  it('are each in the catalogues, so a Spanish or Portuguese panel shows them translated', () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const [name, schema] of Object.entries(schemas)) {
      for (const probe of probes) {
        const result = schema.safeParse(probe);
        if (result.success) continue;
        for (const issue of result.error.issues) {
          seen += 1;
          if (!findEnglishText(issue.message)) missing.add(`${name}: ${issue.message}`);
        }
      }
    }
    for (const message of [TRASH_ITEM_NOT_FOUND, TRASH_RESTORE_CONFLICT]) {
      if (!findEnglishText(message)) missing.add(message);
    }
    expect(seen).toBeGreaterThan(40);
    expect([...missing]).toEqual([]);
  });

  it('read in Spanish and Portuguese, a number carried over', () => {
    expect(createLocalizer('es', es).text('Parallax speed must be between 0.4 and 1.6')).toBe(
      'La velocidad de paralaje debe estar entre 0,4 y 1,6',
    );
    expect(createLocalizer('pt', pt).text('Lessons may have at most 30 items')).toBe(
      'As lições podem ter no máximo 30 itens',
    );
  });
});
