import type { SiteLanguage } from '@contract/i18n';
import { use } from 'react';
import { usePageLanguage } from './i18n';

/** How a content file's Spanish and Portuguese versions are loaded (a dynamic import each). */
export type TranslationLoaders<T> = Record<Exclude<SiteLanguage, 'en'>, () => Promise<T>>;

/**
 * A hook giving content of content/ (the timeline, the characters, the episodes, the home page's
 * copy) in the page's language. English is part of the screen's chunk; Spanish and Portuguese
 * each come as their own chunk, loaded only by their pages (the pre-renderer waits for it; the
 * browser keeps the pre-rendered page while it arrives). The loaders' imports stay in the
 * screen's own files, so the build's manifest ties each translation to its screen (the page
 * preloads it).
 */
export function contentInLanguage<T>(english: T, loaders: TranslationLoaders<T>): () => T {
  const loading = new Map<SiteLanguage, Promise<T>>();
  return function useContentInLanguage(): T {
    const lang = usePageLanguage();
    if (lang === 'en') return english;
    let content = loading.get(lang);
    if (!content) {
      content = loaders[lang]();
      loading.set(lang, content);
    }
    return use(content);
  };
}
