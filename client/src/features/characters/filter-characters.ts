import type { BiblicalCharacter, EraFilter } from '@content/characters';

/**
 * Character search: the search text is a case-insensitive substring of the name, title
 * or significance; the era must equal the chosen one unless it is 'all'.
 */
export function filterCharacters<T extends BiblicalCharacter>(
  characters: readonly T[],
  { search, era }: { search: string; era: EraFilter },
): T[] {
  const needle = search.toLocaleLowerCase();
  return characters.filter(
    (c) =>
      (era === 'all' || c.era === era) &&
      [c.name, c.title, c.significance].some((field) => field.toLocaleLowerCase().includes(needle)),
  );
}
