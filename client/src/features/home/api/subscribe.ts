import type { SubscribeBody } from '@contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function subscribe(body: SubscribeBody): Promise<void> {
  await apiRequest('POST', '/api/newsletter/subscribe', body);
}

export function useSubscribe() {
  return useMutation({ mutationFn: subscribe });
}
