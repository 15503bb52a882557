import {
  campaignClicksSchema,
  campaignSchema,
  campaignsListSchema,
  previewAnswerSchema,
  sendAnswerSchema,
  subscriptionsPageSchema,
  testSendAnswerSchema,
  type CampaignBody,
  type TestSendBody,
  newsletterApi,
} from '@contract/newsletter';
import type { SiteLanguage } from '@contract/i18n';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend, apiQuery } from '@client/lib/api';

const subscriptionsKey = [newsletterApi.subscriptions.pattern] as const;
export const campaignsKey = [newsletterApi.campaigns.pattern] as const;

/** One page of subscribers whose e-mail contains `q` (of one language, if given). */
export const subscriptionsQuery = (
  q: string,
  page: number,
  pageSize: number,
  language?: SiteLanguage,
) =>
  apiQuery(
    [...subscriptionsKey, { q, page, pageSize, language }],
    newsletterApi.subscriptions({ search: { page, pageSize, q: q || undefined, language } }),
    subscriptionsPageSchema,
  );

export const useSubscriptions = (q: string, page: number, pageSize = 25, language?: SiteLanguage) =>
  useQuery({
    ...subscriptionsQuery(q, page, pageSize, language),
    placeholderData: (previous) => previous,
  });

export function useDeleteSubscription() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) => apiSend('DELETE', newsletterApi.subscription({ id })),
    onSettled: () => client.invalidateQueries({ queryKey: subscriptionsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.deleteSubscriber' }) },
  });
}

export const campaignsQuery = () =>
  apiQuery(campaignsKey, newsletterApi.campaigns(), campaignsListSchema);

/** Campaigns; polled every second while one of them is sending, for the progress bar. */
export const useCampaigns = () =>
  useQuery({
    ...campaignsQuery(),
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.deliveryStatus === 'sending') ? 1_000 : false,
  });

const sendCampaign = (id: number) =>
  apiSend('POST', newsletterApi.campaignSend({ id }), undefined, sendAnswerSchema);

/**
 * Creates the campaign, then sends it (two calls, one after the other). A failure is shown by
 * the composer: its title depends on the server's message ("No Subscribers").
 */
export function useSendNewsletter() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: async (body: CampaignBody) => {
      const created = await apiSend('POST', newsletterApi.campaigns(), body, campaignSchema);
      return sendCampaign(created.id);
    },
    onSettled: () => client.invalidateQueries({ queryKey: campaignsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.newsletter.sendFailed' }) },
  });
}

/** Sends a campaign that waits as a draft (one made from an article). */
export function useSendCampaign() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: sendCampaign,
    onSettled: () => client.invalidateQueries({ queryKey: campaignsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.newsletter.sendFailed' }) },
  });
}

export function useRetryCampaign() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (id: number) =>
      apiSend('POST', newsletterApi.campaignRetry({ id }), undefined, sendAnswerSchema),
    onSettled: () => client.invalidateQueries({ queryKey: campaignsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.newsletter.sendFailed' }) },
  });
}

/** The e-mail as readers will see it; a failure is shown in the preview dialog. */
export function usePreview() {
  return useMutation({
    mutationFn: (body: {
      title: string;
      subject: string;
      content: string;
      htmlContent?: string | null;
      language?: SiteLanguage | null;
    }) => apiSend('POST', newsletterApi.campaignPreview(), body, previewAnswerSchema),
  });
}

/** One copy of the campaign as composed, to the signed-in administrator. */
export function useSendTest() {
  const intl = useIntl();
  return useMutation({
    mutationFn: (body: TestSendBody) =>
      apiSend('POST', newsletterApi.testSend(), body, testSendAnswerSchema),
    meta: { errorTitle: intl.formatMessage({ id: 'newsletterAdmin.testFailed' }) },
  });
}

/** Clicks on each link of a campaign; read when the history's table is opened. */
export const useCampaignClicks = (id: number, enabled: boolean) =>
  useQuery(
    apiQuery(
      [newsletterApi.campaignClicks.pattern, id],
      newsletterApi.campaignClicks({ id }),
      campaignClicksSchema,
      { enabled, staleTime: 0 },
    ),
  );
