import type { CreatePaymentIntentAnswer, CreatePaymentIntentBody } from '@contract/donations';
import { useMutation } from '@tanstack/react-query';
import { apiRequest } from '@client/lib/api';

export async function createPaymentIntent(
  body: CreatePaymentIntentBody,
): Promise<CreatePaymentIntentAnswer> {
  const res = await apiRequest('POST', '/api/create-payment-intent', body);
  return (await res.json()) as CreatePaymentIntentAnswer;
}

export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
