import { homeApiPath, publicHomeSchema } from '@contract/home';
import type { SiteLanguage } from '@contract/i18n';
import { teachingListApiPath, teachingPageSchema } from '@contract/teachings';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/** The home page's texts in a language and the study its fixed card opens. */
export const homeQuery = (lang: SiteLanguage) => {
  const path = homeApiPath(lang);
  return apiQuery([path], path, publicHomeSchema);
};

export const useHome = (lang: SiteLanguage) => useQuery(homeQuery(lang));

/** The first page of the published teachings in a language, newest first. */
export const latestTeachingsQuery = (lang: SiteLanguage) => {
  const path = teachingListApiPath({ lang, page: 1 });
  return apiQuery([path], path, teachingPageSchema);
};

export const useLatestTeachings = (lang: SiteLanguage) => useQuery(latestTeachingsQuery(lang));
