import type { SubscribeBody } from '@contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

export const subscribe = (body: SubscribeBody) =>
  apiSend('POST', '/api/newsletter/subscribe', body);

export const useSubscribe = () =>
  useMutation({ mutationFn: subscribe, meta: { errorTitle: 'Subscription failed' } });
