import {
  confirmDonationAnswerSchema,
  createPaymentIntentAnswerSchema,
  donationsApi,
  type ConfirmDonationBody,
  type CreatePaymentIntentBody,
} from '@contract/donations';
import { useMutation } from '@tanstack/react-query';
import { apiSend } from '@client/lib/api';

/** Our server makes the PaymentIntent that Stripe takes the gift's card for. */
export const createPaymentIntent = (body: CreatePaymentIntentBody) =>
  apiSend('POST', donationsApi.createPaymentIntent(), body, createPaymentIntentAnswerSchema);

/** Our server asks Stripe what became of the PaymentIntent named in the return address. */
export const confirmDonation = (body: ConfirmDonationBody) =>
  apiSend('POST', donationsApi.confirm(), body, confirmDonationAnswerSchema);

/**
 * No toast: the form shows the server's messages by their fields, and any other failure in its
 * own words beside the button ("not set up" for a 503).
 */
export const useCreatePaymentIntent = () => useMutation({ mutationFn: createPaymentIntent });
