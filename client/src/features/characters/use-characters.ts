import type { SiteLanguage } from '@contract/i18n';
import { charactersEn, type BiblicalCharacter, type CharactersContent } from '@content/characters';
import { contentInLanguage, type TranslationLoaders } from '@client/lib/content-in-language';

/** The characters in the page's language (Spanish and Portuguese from their own chunks). */
const translations: TranslationLoaders<CharactersContent> = {
  es: () => import('@content/characters.es').then((m) => m.charactersEs),
  pt: () => import('@content/characters.pt').then((m) => m.charactersPt),
};
export const useCharacters = contentInLanguage(charactersEn, translations);

/** A character still in English on another language's page (no translation yet). */
export function isUntranslated(character: BiblicalCharacter, lang: SiteLanguage): boolean {
  if (lang === 'en') return false;
  const english = charactersEn.characters.find((c) => c.id === character.id);
  return english !== undefined && english.significance === character.significance;
}
