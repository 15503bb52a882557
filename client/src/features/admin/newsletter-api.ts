import type {
  Campaign,
  CampaignBody,
  PreviewAnswer,
  SendAnswer,
  SubscriptionsPage,
} from '@contract/newsletter';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

const SUBSCRIPTIONS = '/api/newsletter/subscriptions';
export const CAMPAIGNS = '/api/newsletter/campaigns';

export function useSubscriptions(q: string, page: number, pageSize = 25) {
  return useQuery({
    queryKey: [SUBSCRIPTIONS, { q, page, pageSize }],
    queryFn: async () => {
      const params = new URLSearchParams({ page: String(page), pageSize: String(pageSize) });
      if (q) params.set('q', q);
      const res = await apiRequest('GET', `${SUBSCRIPTIONS}?${params.toString()}`);
      return (await res.json()) as SubscriptionsPage;
    },
    placeholderData: (previous) => previous,
  });
}

export function useDeleteSubscription() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: number) => apiRequest('DELETE', `${SUBSCRIPTIONS}/${id}`),
    onSettled: () => client.invalidateQueries({ queryKey: [SUBSCRIPTIONS] }),
  });
}

/** Campaigns; polled every second while one of them is sending, for the progress bar. */
export function useCampaigns() {
  return useQuery({
    queryKey: [CAMPAIGNS],
    queryFn: async () => (await (await apiRequest('GET', CAMPAIGNS)).json()) as Campaign[],
    staleTime: 0,
    refetchInterval: (query) =>
      query.state.data?.some((c) => c.deliveryStatus === 'sending') ? 1_000 : false,
  });
}

/** Creates the campaign, then sends it (two calls, one after the other). */
export function useSendNewsletter() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (body: CampaignBody) => {
      const created = (await (await apiRequest('POST', CAMPAIGNS, body)).json()) as Campaign;
      if (!created.id) throw new Error('The campaign was not created');
      const res = await apiRequest('POST', `${CAMPAIGNS}/${created.id}/send`);
      return (await res.json()) as SendAnswer;
    },
    onSettled: () => client.invalidateQueries({ queryKey: [CAMPAIGNS] }),
  });
}

/** Sends a campaign that waits as a draft (one made from an article). */
export function useSendCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (await apiRequest('POST', `${CAMPAIGNS}/${id}/send`)).json()) as SendAnswer,
    onSettled: () => client.invalidateQueries({ queryKey: [CAMPAIGNS] }),
  });
}

export function useRetryCampaign() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: async (id: number) =>
      (await (await apiRequest('POST', `${CAMPAIGNS}/${id}/retry`)).json()) as SendAnswer,
    onSettled: () => client.invalidateQueries({ queryKey: [CAMPAIGNS] }),
  });
}

export function usePreview() {
  return useMutation({
    mutationFn: async (body: {
      title: string;
      subject: string;
      content: string;
      htmlContent?: string | null;
    }) => (await (await apiRequest('POST', `${CAMPAIGNS}/preview`, body)).json()) as PreviewAnswer,
  });
}
