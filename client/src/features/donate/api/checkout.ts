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
 * No toast: the form shows the server's messages by their fields, and any other failure in its
 * own words beside the button ("not set up" for a 503).
 */
export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
