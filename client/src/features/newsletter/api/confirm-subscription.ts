import { messageSchema } from '@contract/errors';
import { apiSend } from '@client/lib/api';
import { newsletterApi } from '@contract/newsletter';

/** Follows the link of the sign-up's confirmation e-mail. */
export const confirmSubscription = (token: string) =>
  apiSend('POST', newsletterApi.confirm(), { token }, messageSchema);
