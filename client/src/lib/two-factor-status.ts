import { authApi, totpStatusSchema } from '@contract/auth';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiGet } from '@client/lib/api';

export const twoFactorKey = [authApi.twoFactor.pattern] as const;

/**
 * Whether the signed-in person's two-step verification is on, and how many recovery codes are
 * left: the profile shows it, and forms that ask for the owner's proof ask for a code when it is on.
 */
export const twoFactorStatusQuery = () =>
  queryOptions({
    queryKey: twoFactorKey,
    queryFn: ({ signal }) => apiGet(authApi.twoFactor(), totpStatusSchema, { signal }),
  });

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery());
