/**
 * The card step: Stripe's Payment Element. Loaded lazily, only once the donor continues, so
 * nobody else downloads Stripe's code.
 */
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe, type StripeElementLocale } from '@stripe/stripe-js';
import type { SiteLanguage } from '@contract/i18n';
import { AlertTriangle } from 'lucide-react';
import { useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { returnUrl } from './stripe-return';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    // A failed load (offline, or the script blocked) may be tried again.
    promise.catch(() => loaded.delete(key));
    loaded.set(key, promise);
  }
  return promise;
};

function ConfirmForm({
  amountLabel,
  subscription,
  onBack,
}: {
  amountLabel: string;
  subscription: string | undefined;
  onBack: () => void;
}) {
  const stripe = useStripe();
  const elements = useElements();
  const intl = useIntl();
  const lang = usePageLanguage();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        // Back to the donate page in the donor's language; a recurring gift names its
        // subscription, which our server confirms before any thank-you.
        return_url: returnUrl(window.location.origin, lang, subscription),
      },
    });
    // Only reached when confirmation failed: on success the browser goes to return_url.
    setPending(false);
    toast({
      variant: 'destructive',
      title: intl.formatMessage({ id: 'donate.failed' }),
      // Stripe's own message is in the card form's language, the page's (see `stripeLocale`).
      description: error.message ?? intl.formatMessage({ id: 'donate.paymentFailed' }),
    });
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <PaymentElement />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={!stripe || !elements || pending}>
          {pending
            ? intl.formatMessage({ id: 'donate.processing' })
            : intl.formatMessage({ id: 'donate.donate' }, { amount: amountLabel })}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={pending}>
          {intl.formatMessage({ id: 'donate.changeAmount' })}
        </Button>
      </div>
    </form>
  );
}

/** The card form, and Stripe's messages, in the page's language (Brazil's Portuguese). */
const stripeLocale: Record<SiteLanguage, StripeElementLocale> = { en: 'en', es: 'es', pt: 'pt-BR' };

type Loading = { state: 'loading' } | { state: 'ready'; stripe: Stripe } | { state: 'failed' };

/** Stripe's script, loaded from Stripe: its own loading and could-not-load states. */
function useStripeScript(key: string): [Loading, () => void] {
  const [loading, setLoading] = useState<Loading>({ state: 'loading' });
  const [attempt, setAttempt] = useState(0);
  useEffect(() => {
    let live = true;
    stripeFor(key).then(
      (stripe) => live && setLoading(stripe ? { state: 'ready', stripe } : { state: 'failed' }),
      () => live && setLoading({ state: 'failed' }),
    );
    return () => {
      live = false;
    };
  }, [key, attempt]);
  const retry = () => {
    setLoading({ state: 'loading' });
    setAttempt((n) => n + 1);
  };
  return [loading, retry];
}

export default function PaymentStep(props: {
  publishableKey: string;
  clientSecret: string;
  subscription?: string | undefined;
  amountLabel: string;
  onBack: () => void;
}) {
  const intl = useIntl();
  const lang = usePageLanguage();
  const [script, retry] = useStripeScript(props.publishableKey);
  if (script.state === 'loading') return <Skeleton className="h-56 w-full" />;
  if (script.state === 'failed') {
    return (
      <div role="alert" className="space-y-4">
        <p className="flex items-start gap-3 text-navy-900">
          <AlertTriangle className="mt-0.5 size-5 shrink-0 text-red-700" aria-hidden="true" />
          {intl.formatMessage({ id: 'donate.cardCouldNotLoad' })}
        </p>
        <div className="flex flex-wrap gap-3">
          <Button type="button" onClick={retry}>
            {intl.formatMessage({ id: 'donate.tryAgain' })}
          </Button>
          <Button type="button" variant="outline" onClick={props.onBack}>
            {intl.formatMessage({ id: 'donate.changeAmount' })}
          </Button>
        </div>
      </div>
    );
  }
  return (
    <Elements
      stripe={script.stripe}
      options={{
        clientSecret: props.clientSecret,
        appearance: { theme: 'stripe' },
        locale: stripeLocale[lang],
      }}
    >
      <ConfirmForm
        amountLabel={props.amountLabel}
        subscription={props.subscription}
        onBack={props.onBack}
      />
    </Elements>
  );
}
