import { donationsApi, stripeConfigSchema } from '@contract/donations';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

/** The publishable key; a 503 error means online giving is not set up. */
export const stripeConfigQuery = () =>
  apiQuery([donationsApi.stripeConfig.pattern], donationsApi.stripeConfig(), stripeConfigSchema);

export const useStripeConfig = () => useQuery(stripeConfigQuery());
