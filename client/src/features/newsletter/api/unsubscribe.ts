import { unsubscribeAnswerSchema, newsletterApi } from '@contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

export const unsubscribe = (token: string) =>
  apiSend('POST', newsletterApi.unsubscribe(), { token }, unsubscribeAnswerSchema);

/** Its failure shows on the page itself, under the button. */
export const useUnsubscribe = () => useMutation({ mutationFn: unsubscribe });
