import { LANGUAGE_INVALID } from '@contract/fields';
import { es } from '@contract/messages/es';
import { campaignBodySchema } from '@contract/newsletter';
import {
  articleBodySchema,
  ebookBodySchema,
  SCHEDULE_NEEDS_FUTURE,
  SLUG_TAKEN,
  videoBodySchema,
} from '@contract/publishing';
import { describe, expect, it } from 'vitest';
import type { z } from 'zod';
import { createLocalizer, findEnglishText } from '@client/lib/localize';

/** The schemas the admin panel's forms check with, and wrong answers for each of their fields. */
const schemas: Record<string, z.ZodType> = {
  ebookBodySchema,
  videoBodySchema,
  articleBodySchema,
  campaignBodySchema,
};
const long = (n: number) => 'x'.repeat(n);
const probes: Record<string, unknown>[] = [
  {},
  {
    title: '',
    description: '',
    price: '',
    amazonUrl: '',
    rating: 1.5,
    reviewCount: -1,
    youtubeId: 'no',
    category: 'Nothing',
    duration: 0,
    publishedAt: 'soon',
    slug: '',
    excerpt: ' ',
    content: '',
    language: 'fr',
    status: 'later',
    subject: '',
  },
  {
    title: long(201),
    description: long(2001),
    price: long(31),
    amazonUrl: `http://example.org/${long(2000)}`,
    rating: 6,
    reviewCount: 'many',
    youtubeId: long(40),
    category: long(61),
    duration: 1.5,
    slug: 'Not A Slug',
    excerpt: long(301),
    content: long(200_001),
    subject: long(201),
  },
  { amazonUrl: 'http://www.amazon.com/dp/1', slug: long(300), content: long(100_001) },
];

async function messagesOf(schema: z.ZodType): Promise<string[]> {
  const results = await Promise.all(probes.map((probe) => schema.safeParseAsync(probe)));
  return results.flatMap((result) =>
    result.success ? [] : result.error.issues.map((issue) => issue.message),
  );
}

describe("the admin panel's form messages", () => {
  it('are each in the catalogues, so a Spanish or Portuguese panel shows them translated', async () => {
    const missing = new Set<string>();
    let seen = 0;
    for (const [name, schema] of Object.entries(schemas)) {
      for (const message of await messagesOf(schema)) {
        seen += 1;
        // A campaign's language is picked from the site's languages; no form can send another.
        if (message === LANGUAGE_INVALID) continue;
        if (!findEnglishText(message)) missing.add(`${name}: ${message}`);
      }
    }
    for (const message of [SCHEDULE_NEEDS_FUTURE, SLUG_TAKEN]) {
      if (!findEnglishText(message)) missing.add(message);
    }
    // The probes must reach the rules, or this test would prove nothing.
    expect(seen).toBeGreaterThan(40);
    expect([...missing]).toEqual([]);
  });

  it('read in Spanish on a Spanish page, a number carried over', () => {
    const spanish = createLocalizer('es', es);
    expect(spanish.text('Excerpt must be at most 300 characters')).toBe(
      'El extracto puede tener como máximo 300 caracteres',
    );
    expect(spanish.text(SCHEDULE_NEEDS_FUTURE)).toBe(
      'Elija una hora futura para programar el artículo',
    );
  });
});
