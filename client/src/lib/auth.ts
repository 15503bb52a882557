import { SESSION_HINT_COOKIE, type CurrentUser } from '@contract/auth';
import { useQuery, useQueryClient, type QueryFunction } from '@tanstack/react-query';
import { apiRequest, getQueryFn } from './api';

/** The session query: a user when signed in, null when the server answers 401. */
export const currentUserQueryKey = ['/api/auth/me'] as const;

/** Whether the server marked this browser as holding a session (see SESSION_HINT_COOKIE). */
export function mayHaveSession(cookies: string = globalThis.document?.cookie ?? ''): boolean {
  return cookies.split(/;\s*/).some((c) => c.startsWith(`${SESSION_HINT_COOKIE}=`));
}

const askServer = getQueryFn<CurrentUser>({ on401: 'returnNull' });
/** A visitor without the hint has no session: null without a request (and without a 401). */
const readSession: QueryFunction<CurrentUser | null> = (context) =>
  mayHaveSession() ? askServer(context) : null;

export function useCurrentUser() {
  return useQuery<CurrentUser | null>({
    queryKey: currentUserQueryKey,
    queryFn: readSession,
  });
}

/**
 * Resolves once the whole answer has arrived: the page is reloaded right after, and a reload
 * while the body is still on its way aborts the request.
 */
export async function logout(): Promise<void> {
  const res = await apiRequest('POST', '/api/auth/logout');
  await res.text();
}

/** After sign-in, sign-out or a profile change: the navbar and every screen re-read the session. */
export function useRefreshCurrentUser() {
  const queryClient = useQueryClient();
  return (user?: CurrentUser | null) => {
    if (user !== undefined) queryClient.setQueryData(currentUserQueryKey, user);
    return queryClient.invalidateQueries({ queryKey: currentUserQueryKey });
  };
}

/** Asks for a new verification link for the signed-in member's address. */
export async function resendVerification(): Promise<{ message: string }> {
  const res = await apiRequest('POST', '/api/auth/resend-verification');
  return (await res.json()) as { message: string };
}
