/** The Biblical Timeline in every language at once (tests, the server); pages load only theirs. */
import type { Localized } from './studies';
import { timelineEn, type TimelineEvent } from './timeline';
import { timelineEs } from './timeline.es';
import { timelinePt } from './timeline.pt';

/** The events in each language: the same ids, order, categories and parallax as the English. */
export const timelineEventsIn: Localized<readonly TimelineEvent[]> = {
  en: timelineEn.events,
  es: timelineEs.events,
  pt: timelinePt.events,
};
