import { messageSchema } from '@contract/errors';
import { apiSend } from '@client/lib/api';

/** Follows the verification link of the account's address. */
export const verifyEmail = (token: string) =>
  apiSend('POST', '/api/auth/verify-email', { token }, messageSchema);

/** Follows the link that moves the account to its new address. */
export const confirmEmailChange = (token: string) =>
  apiSend('POST', '/api/auth/confirm-email', { token }, messageSchema);
