import type { SiteLanguage } from '@contract/i18n';
import { charactersEn, type BiblicalCharacter } from '@content/characters';

/** A character still in English on another language's page (no translation yet). */
export function isUntranslated(character: BiblicalCharacter, lang: SiteLanguage): boolean {
  if (lang === 'en') return false;
  const english = charactersEn.characters.find((c) => c.id === character.id);
  return english !== undefined && english.significance === character.significance;
}
