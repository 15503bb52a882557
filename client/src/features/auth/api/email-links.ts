import { messageSchema } from '@contract/errors';
import { apiSend } from '@client/lib/api';
import { authApi } from '@contract/auth';

/** Follows the verification link of the account's address. */
export const verifyEmail = (token: string) =>
  apiSend('POST', authApi.verifyEmail(), { token }, messageSchema);

/** Follows the link that moves the account to its new address. */
export const confirmEmailChange = (token: string) =>
  apiSend('POST', authApi.confirmEmail(), { token }, messageSchema);
