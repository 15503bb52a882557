import {
  createPaymentIntentAnswerSchema,
  type CreatePaymentIntentBody,
  donationsApi,
} from '@contract/donations';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

export const createPaymentIntent = (body: CreatePaymentIntentBody) =>
  apiSend('POST', donationsApi.createPaymentIntent(), body, createPaymentIntentAnswerSchema);

/**
 * Its failure is toasted by the screen: "not set up" (503) has a title of its own, and any other
 * failure the same fixed words, whatever the server said.
 */
export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
