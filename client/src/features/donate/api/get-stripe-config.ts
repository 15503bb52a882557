import type { StripeConfig } from '@contract/donations';
import { useQuery } from '@tanstack/react-query';

/** The publishable key; a 503 error means online giving is not set up. */
export const useStripeConfig = () => useQuery<StripeConfig>({ queryKey: ['/api/stripe/config'] });
