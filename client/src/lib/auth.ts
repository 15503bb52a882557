import type { CurrentUser } from '@contract/auth';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './api';

/** The session query: a user when signed in, null when the server answers 401. */
export const currentUserQueryKey = ['/api/auth/me'] as const;

export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: getQueryFn<CurrentUser>({ on401: 'returnNull' }),
  });
}

/** The name the navigation shows: first name, or the username when there is none. */
export function displayName(user: Pick<CurrentUser, 'firstName' | 'username'>): string {
  const first = user.firstName?.trim();
  return first ? first : user.username;
}

export async function logout(): Promise<void> {
  await apiRequest('POST', '/api/auth/logout');
}

/** After sign-in, sign-out or a profile change: the navbar and every screen re-read the session. */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return (user?: CurrentUser | null) => {
    if (user !== undefined) queryClient.setQueryData(currentUserQueryKey, user);
    return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
}
