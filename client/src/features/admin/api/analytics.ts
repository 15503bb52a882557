import { analyticsApi, liveSchema, summarySchema } from '@contract/analytics';
import type { SiteLanguage } from '@contract/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

export interface Period {
  from: string;
  to: string;
  lang?: SiteLanguage | undefined;
}

/** A period's summary; the previous one stays on screen while the next loads. */
export const useAnalyticsSummary = (period: Period | null) => {
  const url = period ? analyticsApi.summary({ search: { ...period } }) : '';
  return useQuery(
    apiQuery([url], url, summarySchema, {
      enabled: period !== null,
      placeholderData: keepPreviousData,
    }),
  );
};

/** The last five minutes, asked again every half minute while the tab is open. */
export const useAnalyticsLive = () =>
  useQuery(
    apiQuery([analyticsApi.live.pattern], analyticsApi.live(), liveSchema, {
      refetchInterval: 30_000,
    }),
  );
