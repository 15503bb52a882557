import { analyticsApi, liveSchema, summarySchema } from '@contract/analytics';
import type { SiteLanguage } from '@contract/i18n';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

export interface Period {
  from: string;
  to: string;
  lang?: SiteLanguage | undefined;
}

/** A period's summary; the previous one stays on screen while the next loads. */
export const useAnalyticsSummary = (period: Period | null) => {
  const url = period ? analyticsApi.summary({ search: { ...period } }) : '';
  return useQuery({
    queryKey: [url],
    queryFn: ({ signal }) => apiGet(url, summarySchema, { signal }),
    enabled: period !== null,
    placeholderData: keepPreviousData,
  });
};

/** The last five minutes, asked again every half minute while the tab is open. */
export const useAnalyticsLive = () =>
  useQuery({
    queryKey: [analyticsApi.live.pattern],
    queryFn: ({ signal }) => apiGet(analyticsApi.live(), liveSchema, { signal }),
    refetchInterval: 30_000,
  });
