import {
  confirmDonationAnswerSchema,
  type ConfirmDonationBody,
  donationsApi,
} from '@contract/donations';
import { apiSend } from '@client/lib/api';

/** Our server asks Stripe what became of the PaymentIntent named in the return address. */
export const confirmDonation = (body: ConfirmDonationBody) =>
  apiSend('POST', donationsApi.confirm(), body, confirmDonationAnswerSchema);
