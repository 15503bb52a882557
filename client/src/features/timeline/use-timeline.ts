import type { SiteLanguage } from '@contract/i18n';
import { timelineEn, type TimelineContent, type TimelineEvent } from '@content/timeline';
import { contentInLanguage, type TranslationLoaders } from '@client/lib/content-in-language';

/** The timeline in the page's language (Spanish and Portuguese from their own chunks). */
const translations: TranslationLoaders<TimelineContent> = {
  es: () => import('@content/timeline.es').then((m) => m.timelineEs),
  pt: () => import('@content/timeline.pt').then((m) => m.timelinePt),
};
export const useTimeline = contentInLanguage(timelineEn, translations);

/** An event still in English on another language's page (no translation yet). */
export function isUntranslated(event: TimelineEvent, lang: SiteLanguage): boolean {
  if (lang === 'en') return false;
  const english = timelineEn.events.find((e) => e.id === event.id);
  return english !== undefined && english.title === event.title;
}
