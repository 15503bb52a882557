import type { SubscribeBody } from '@contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';
import { newsletterApi } from '@contract/newsletter';

export const subscribe = (body: SubscribeBody) => apiSend('POST', newsletterApi.subscribe(), body);

export const useSubscribe = () =>
  useMutation({ mutationFn: subscribe, meta: { errorTitle: 'Subscription failed' } });
