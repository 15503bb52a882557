import { messageSchema } from '@contract/errors';
import { apiSend } from '@client/lib/api';

/** Follows the link of the sign-up's confirmation e-mail. */
export const confirmSubscription = (token: string) =>
  apiSend('POST', '/api/newsletter/confirm', { token }, messageSchema);
