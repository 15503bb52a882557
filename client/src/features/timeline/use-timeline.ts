import type { SiteLanguage } from '@contract/i18n';
import { timelineEn, type TimelineContent, type TimelineEvent } from '@content/timeline';
import { use } from 'react';
import { usePageLanguage } from '@client/lib/i18n';

/**
 * The timeline in the page's language. English is part of the screen's chunk; Spanish and
 * Portuguese each come as their own chunk, loaded only by their pages (the pre-renderer waits for
 * it; the browser keeps the pre-rendered page while it arrives).
 */
const loaders: Record<Exclude<SiteLanguage, 'en'>, () => Promise<TimelineContent>> = {
  es: () => import('@content/timeline.es').then((m) => m.timelineEs),
  pt: () => import('@content/timeline.pt').then((m) => m.timelinePt),
};
const loading = new Map<SiteLanguage, Promise<TimelineContent>>();

export function useTimeline(): TimelineContent {
  const lang = usePageLanguage();
  if (lang === 'en') return timelineEn;
  let content = loading.get(lang);
  if (!content) {
    content = loaders[lang]();
    loading.set(lang, content);
  }
  return use(content);
}

/** An event still in English on another language's page (no translation yet). */
export function isUntranslated(event: TimelineEvent, lang: SiteLanguage): boolean {
  if (lang === 'en') return false;
  const english = timelineEn.events.find((e) => e.id === event.id);
  return english !== undefined && english.title === event.title;
}
