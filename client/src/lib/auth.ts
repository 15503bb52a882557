import { currentUserSchema, type CurrentUser, authApi } from '@contract/auth';
import { mayHaveSession } from './session-hint';
import { messageSchema } from '@contract/errors';
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiGet, apiSend } from './api';

/** The session query: a user when signed in, null when the server answers 401. */
export const currentUserQueryKey = [authApi.me.pattern] as const;

export { mayHaveSession } from './session-hint';

/**
 * The signed-in user, or null. A visitor without the session hint has no session: null without
 * a request (and without a 401).
 */
export const currentUserQuery = () =>
  queryOptions({
    queryKey: currentUserQueryKey,
    queryFn: ({ signal }): Promise<CurrentUser | null> | null =>
      mayHaveSession()
        ? apiGet(authApi.me(), currentUserSchema, { signal, nullOn401: true })
        : null,
  });

export function useCurrentUser() {
  return useQuery(currentUserQuery());
}

/**
 * Resolves once the whole answer has arrived: the page is reloaded right after, and a reload
 * while the body is still on its way aborts the request.
 */
export const logout = (): Promise<void> => apiSend('POST', authApi.logout());

/** After sign-in, sign-out or a profile change: the navbar and every screen re-read the session. */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return (user?: CurrentUser | null) => {
    if (user !== undefined) queryClient.setQueryData(currentUserQueryKey, user);
    return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
}

/** Asks for a new verification link for the signed-in member's address. */
export const resendVerification = () =>
  apiSend('POST', authApi.resendVerification(), undefined, messageSchema);
