import type { ConfirmDonationAnswer, ConfirmDonationBody } from '@contract/donations';
import type { SiteLanguage } from '@contract/i18n';
import { pathTo } from '@contract/pages';
import type { IntlShape } from 'react-intl';
import type { ToastInput } from '@client/components/ui/use-toast';

/** What Stripe's return adds to return_url (and our own `success`); all removed once read. */
export { RETURN_PARAMS } from '@client/lib/page-marks';

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

/**
 * The toast, in the page's language, for what Stripe told our server; `answer` is undefined when
 * it could not be asked.
 */
export function returnToast(
  answer: ConfirmDonationAnswer | undefined,
  intl: Pick<IntlShape, 'formatMessage'>,
): ToastInput {
  switch (answer?.outcome) {
    case 'succeeded':
      return {
        title: intl.formatMessage({ id: 'donate.thanks' }),
        description: intl.formatMessage({ id: 'donate.received' }),
      };
    case 'processing':
      return {
        title: intl.formatMessage({ id: 'donate.thanks' }),
        description: intl.formatMessage({ id: 'donate.beingProcessed' }),
      };
    case 'failed':
      return {
        variant: 'destructive',
        title: intl.formatMessage({ id: 'donate.failed' }),
        description: intl.formatMessage({ id: 'donate.failedTryAgain' }),
      };
    case undefined:
      return {
        variant: 'destructive',
        title: intl.formatMessage({ id: 'donate.notConfirmed' }),
        description: intl.formatMessage({ id: 'donate.notConfirmedBody' }),
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
