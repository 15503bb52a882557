import {
  donationListSchema,
  donationSummarySchema,
  fundListSchema,
  fundSchema,
  type UpdateFundBody,
  donationsApi,
} from '@contract/donations';
import { keepPreviousData, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useIntl } from 'react-intl';
import { apiSend, apiQuery } from '@client/lib/api';

/**
 * One page of gifts (the server's page size), with the totals; the previous page stays on screen
 * while the next one loads.
 */
export const donationsQuery = (page: number) => {
  const url = donationsApi.adminList({ search: { page } });
  return apiQuery([url], url, donationListSchema, { placeholderData: keepPreviousData });
};

export const useDonations = (page: number) => useQuery(donationsQuery(page));

export const donationSummaryQuery = () =>
  apiQuery([donationsApi.adminSummary.pattern], donationsApi.adminSummary(), donationSummarySchema);
export const useDonationSummary = () => useQuery(donationSummaryQuery());

const fundsKey = [donationsApi.funds.pattern] as const;
export const fundsQuery = () => apiQuery(fundsKey, donationsApi.funds(), fundListSchema);
export const useFunds = () => useQuery(fundsQuery());

export function useCreateFund() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: (name: string) => apiSend('POST', donationsApi.funds(), { name }, fundSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: fundsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.fundNotAdded' }) },
  });
}

export function useUpdateFund() {
  const client = useQueryClient();
  const intl = useIntl();
  return useMutation({
    mutationFn: ({ id, ...body }: UpdateFundBody & { id: number }) =>
      apiSend('PATCH', donationsApi.fund({ id }), body, fundSchema),
    onSuccess: () => client.invalidateQueries({ queryKey: fundsKey }),
    meta: { errorTitle: intl.formatMessage({ id: 'admin.errors.fundNotChanged' }) },
  });
}
