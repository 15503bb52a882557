import type { SiteLanguage } from '@contract/i18n';
import { timelineEn, type TimelineEvent } from '@content/timeline';

/** An event still in English on another language's page (no translation yet). */
export function isUntranslated(event: TimelineEvent, lang: SiteLanguage): boolean {
  if (lang === 'en') return false;
  const english = timelineEn.events.find((e) => e.id === event.id);
  return english !== undefined && english.title === event.title;
}
