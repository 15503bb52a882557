import { apiRequest } from '@client/lib/api';

/** Follows the verification link of the account's address. */
export async function verifyEmail(token: string): Promise<{ message: string }> {
  const res = await apiRequest('POST', '/api/auth/verify-email', { token });
  return (await res.json()) as { message: string };
}

/** Follows the link that moves the account to its new address. */
export async function confirmEmailChange(token: string): Promise<{ message: string }> {
  const res = await apiRequest('POST', '/api/auth/confirm-email', { token });
  return (await res.json()) as { message: string };
}
