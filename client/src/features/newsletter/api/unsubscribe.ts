import type { UnsubscribeAnswer } from '@contract/newsletter';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function unsubscribe(token: string): Promise<UnsubscribeAnswer> {
  const res = await apiRequest('POST', '/api/newsletter/unsubscribe', { token });
  return (await res.json()) as UnsubscribeAnswer;
}

export function useUnsubscribe() {
  return useMutation({ mutationFn: unsubscribe });
}
