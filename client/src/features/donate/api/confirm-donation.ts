import type { ConfirmDonationAnswer, ConfirmDonationBody } from '@contract/donations';
import { apiRequest } from '@client/lib/api';

/** Our server asks Stripe what became of the PaymentIntent named in the return address. */
export async function confirmDonation(body: ConfirmDonationBody): Promise<ConfirmDonationAnswer> {
  const res = await apiRequest('POST', '/api/donations/confirm', body);
  return (await res.json()) as ConfirmDonationAnswer;
}
