import type { BiblicalCharacter, EraFilter } from '@content/characters';
import { matchesFilters } from '@client/lib/page-marks';

/**
 * Character search: the search text is a case-insensitive substring of the name, title
 * or significance; the era must equal the chosen one unless it is 'all'. The boot module filters
 * the cards by the same rule until the app is here (the cards carry `searchedText` and the era).
 */
export function filterCharacters<T extends BiblicalCharacter>(
  characters: readonly T[],
  { search, era }: { search: string; era: EraFilter },
): T[] {
  return characters.filter((c) =>
    matchesFilters(
      (key) => (key === 'text' ? searchedText(c) : key === 'era' ? c.era : null),
      [
        { key: 'text', value: search, contains: true },
        { key: 'era', value: era, contains: false, any: 'all' },
      ],
    ),
  );
}

/**
 * What the search looks in, one field a line (a search field's text has no line break, so it
 * never matches across two).
 */
export const searchedText = (c: BiblicalCharacter): string =>
  [c.name, c.title, c.significance].join('\n');
