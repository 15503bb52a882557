import type { SiteLanguage } from '@contract/i18n';
import { publicTimelineSchema, timelineApi } from '@contract/timeline';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';
import { usePageLanguage } from '@client/lib/i18n';

/**
 * The timeline's events in a language, as the ministry keeps them. The key is the API path the
 * contract names: the server fills the same one when it renders the page.
 */
export const timelineQuery = (lang: SiteLanguage) => {
  const path = timelineApi.timeline({ search: { lang } });
  return apiQuery([path], path, publicTimelineSchema);
};

export const useTimelineEvents = () => useQuery(timelineQuery(usePageLanguage()));
