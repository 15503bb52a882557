import type { SiteLanguage } from '@contract/i18n';
import { charactersEn, type CharactersContent } from '@content/characters';
import { use } from 'react';
import { usePageLanguage } from '@client/lib/i18n';

/**
 * The characters in the page's language. English is part of the screen's chunk; Spanish and
 * Portuguese each come as their own chunk, loaded only by their pages (the pre-renderer waits for
 * it; the browser keeps the pre-rendered page while it arrives).
 */
const loaders: Record<Exclude<SiteLanguage, 'en'>, () => Promise<CharactersContent>> = {
  es: () => import('@content/characters.es').then((m) => m.charactersEs),
  pt: () => import('@content/characters.pt').then((m) => m.charactersPt),
};
const loading = new Map<SiteLanguage, Promise<CharactersContent>>();

export function useCharacters(): CharactersContent {
  const lang = usePageLanguage();
  if (lang === 'en') return charactersEn;
  let content = loading.get(lang);
  if (!content) {
    content = loaders[lang]();
    loading.set(lang, content);
  }
  return use(content);
}
