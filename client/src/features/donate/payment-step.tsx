/**
 * The card step: Stripe's Payment Element. Loaded lazily, only once the donor continues, so
 * nobody else downloads Stripe's code.
 */
import { pathTo } from '@contract/pages';
import { Elements, PaymentElement, useElements, useStripe } from '@stripe/react-stripe-js';
import { loadStripe, type Stripe } from '@stripe/stripe-js';
import { useState } from 'react';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';

const loaded = new Map<string, Promise<Stripe | null>>();
const stripeFor = (key: string) => {
  let promise = loaded.get(key);
  if (!promise) {
    promise = loadStripe(key);
    loaded.set(key, promise);
  }
  return promise;
};

function ConfirmForm({ amountLabel, onBack }: { amountLabel: string; onBack: () => void }) {
  const stripe = useStripe();
  const elements = useElements();
  const [pending, setPending] = useState(false);

  const onSubmit = async (event: React.FormEvent) => {
    event.preventDefault();
    if (!stripe || !elements) return;
    setPending(true);
    const { error } = await stripe.confirmPayment({
      elements,
      confirmParams: {
        return_url: `${window.location.origin}${pathTo('donate', { search: { success: 'true' } })}`,
      },
    });
    // Only reached when confirmation failed: on success the browser goes to return_url.
    setPending(false);
    toast({
      variant: 'destructive',
      title: 'Donation Failed',
      description: error.message ?? 'Your payment could not be completed.',
    });
  };

  return (
    <form onSubmit={(e) => void onSubmit(e)} className="space-y-6">
      <PaymentElement />
      <div className="flex flex-wrap gap-3">
        <Button type="submit" size="lg" disabled={!stripe || !elements || pending}>
          {pending ? 'Processing...' : `Donate ${amountLabel}`}
        </Button>
        <Button type="button" variant="outline" size="lg" onClick={onBack} disabled={pending}>
          Change Amount
        </Button>
      </div>
    </form>
  );
}

export default function PaymentStep(props: {
  publishableKey: string;
  clientSecret: string;
  amountLabel: string;
  onBack: () => void;
}) {
  return (
    <Elements
      stripe={stripeFor(props.publishableKey)}
      options={{ clientSecret: props.clientSecret, appearance: { theme: 'stripe' } }}
    >
      <ConfirmForm amountLabel={props.amountLabel} onBack={props.onBack} />
    </Elements>
  );
}
