import { authApi, totpStatusSchema } from '@contract/auth';
import { useQuery } from '@tanstack/react-query';
import { apiQuery } from '@client/lib/api';

export const twoFactorKey = [authApi.twoFactor.pattern] as const;

/**
 * Whether the signed-in person's two-step verification is on, and how many recovery codes are
 * left: the profile shows it, and forms that ask for the owner's proof ask for a code when it is on.
 */
export const twoFactorStatusQuery = () =>
  apiQuery(twoFactorKey, authApi.twoFactor(), totpStatusSchema);

export const useTwoFactorStatus = () => useQuery(twoFactorStatusQuery());
