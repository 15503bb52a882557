import type { ConfirmDonationAnswer, ConfirmDonationBody } from '@contract/donations';
import type { SiteLanguage } from '@contract/i18n';
import { pathTo } from '@contract/pages';
import type { ToastInput } from '@client/components/ui/use-toast';

/** What Stripe's return adds to return_url (and our own `success`); all removed once read. */
export const RETURN_PARAMS = [
  'success',
  'payment_intent',
  'payment_intent_client_secret',
  'redirect_status',
  'subscription',
] as const;

/**
 * The PaymentIntent a return address names, to be confirmed by our server; null when it names
 * none (`?success=true` alone proves nothing and thanks nobody).
 */
export function paymentToConfirm(search: URLSearchParams): ConfirmDonationBody | null {
  // A recurring gift: its subscription is what our server asks Stripe about.
  const subscription = search.get('subscription');
  if (subscription) return { subscription };
  const paymentIntent = search.get('payment_intent');
  const redirectStatus = search.get('redirect_status');
  if (!paymentIntent || !redirectStatus) return null;
  return { paymentIntent, redirectStatus };
}

/** The toast for what Stripe told our server; undefined when it could not be asked. */
export function returnToast(answer: ConfirmDonationAnswer | undefined): ToastInput {
  switch (answer?.outcome) {
    case 'succeeded':
      return {
        title: 'Thank You!',
        description: 'Your donation has been received. May God bless you for your generosity.',
      };
    case 'processing':
      return {
        title: 'Thank You!',
        description:
          'Your donation is being processed by your bank. A receipt will follow by e-mail.',
      };
    case 'failed':
      return {
        variant: 'destructive',
        title: 'Donation Failed',
        description: 'Your payment could not be completed. Please try again.',
      };
    case undefined:
      return {
        variant: 'destructive',
        title: 'Donation Not Confirmed',
        description:
          'We could not confirm your payment just now. If you were charged, a receipt will follow by e-mail.',
      };
  }
}

/**
 * Where Stripe sends the donor back: the donate page in the page's language (a Spanish donor
 * comes back to /es/donate), naming a recurring gift's subscription for our server to confirm.
 */
export function returnUrl(origin: string, lang: SiteLanguage, subscription?: string): string {
  return `${origin}${pathTo('donate', {
    search: { success: 'true', ...(subscription ? { subscription } : {}) },
    lang,
  })}`;
}
