import { donationsApi, stripeConfigSchema } from '@contract/donations';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

/** The publishable key; a 503 error means online giving is not set up. */
export const stripeConfigQuery = () =>
  queryOptions({
    queryKey: [donationsApi.stripeConfig.pattern],
    queryFn: ({ signal }) => apiGet(donationsApi.stripeConfig(), stripeConfigSchema, { signal }),
  });

export const useStripeConfig = () => useQuery(stripeConfigQuery());
