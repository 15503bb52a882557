import { apiRequest } from '@client/lib/api';

/** Follows the link of the sign-up's confirmation e-mail. */
export async function confirmSubscription(token: string): Promise<{ message: string }> {
  const res = await apiRequest('POST', '/api/newsletter/confirm', { token });
  return (await res.json()) as { message: string };
}
