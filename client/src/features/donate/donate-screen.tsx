import { Info, Mail } from 'lucide-react';
import { lazy, Suspense, useEffect, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { pathTo } from '@contract/pages';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { confirmDonation } from './api/checkout';
import { usd } from './amount';
import { DonationForm, type PreparedGift } from './donation-form';
import { paymentToConfirm, RETURN_PARAMS, returnToast } from './stripe-return';
import { useStripeConfig } from './api/get-stripe-config';
import { PageTitle } from '@client/components/page-intro';

const PaymentStep = lazy(() => import('./payment-step'));

function useReturnFromStripe() {
  const intl = useIntl();
  // /donate is pre-rendered: the address is read after hydration, in an effect. The thank-you
  // waits for our server's word from Stripe; the address alone proves nothing.
  useEffect(() => {
    const url = new URL(window.location.href);
    if (!RETURN_PARAMS.some((p) => url.searchParams.has(p))) return;
    const payment = paymentToConfirm(url.searchParams);
    for (const p of RETURN_PARAMS) url.searchParams.delete(p);
    window.history.replaceState(
      window.history.state,
      '',
      `${url.pathname}${url.search}${url.hash}`,
    );
    if (!payment) return;
    confirmDonation(payment).then(
      (answer) => toast(returnToast(answer, intl)),
      () => toast(returnToast(undefined, intl)),
    );
    // Read once, after hydration: the parameters are gone from the address after the first run.
  }, [intl]);
}

export function DonateScreen() {
  useReturnFromStripe();
  const config = useStripeConfig();
  const notSetUp = config.data?.publishableKey === null;
  const [payment, setPayment] = useState<PreparedGift | null>(null);
  const intl = useIntl();

  return (
    <div className="container-page py-12 sm:py-16">
      <PageTitle
        title={intl.formatMessage({ id: 'donate.title' })}
        lead={intl.formatMessage({ id: 'donate.lead' })}
      />

      {notSetUp ? (
        // Giving is not set up (a site being prepared): the page says so and offers no form, which
        // could only end in a refusal. Plain HTML: nothing here needs the app to show itself.
        <div
          role="status"
          className="mt-8 flex max-w-2xl flex-col gap-4 rounded-md border border-gold-400 bg-gold-50 p-4 text-navy-900 sm:flex-row sm:items-start"
        >
          <div className="flex items-start gap-3">
            <Info className="mt-0.5 size-5 shrink-0" aria-hidden="true" />
            <p>{intl.formatMessage({ id: 'donate.notSetUp' })}</p>
          </div>
          <Button asChild variant="outline" className="shrink-0 self-start">
            <Link href={pathTo('contact')}>
              <Mail aria-hidden="true" />
              {intl.formatMessage({ id: 'nav.contact' })}
            </Link>
          </Button>
        </div>
      ) : (
        <Card className="mt-8 max-w-2xl">
          <CardHeader>
            <CardTitle as="h2">
              {payment
                ? intl.formatMessage(
                    { id: 'donate.yourGift' },
                    { amount: usd(intl, payment.dollars) },
                  )
                : intl.formatMessage({ id: 'donate.choose' })}
            </CardTitle>
          </CardHeader>
          <CardContent>
            {payment && config.data?.publishableKey ? (
              <Suspense fallback={<Skeleton className="h-56 w-full" />}>
                <PaymentStep
                  publishableKey={config.data.publishableKey}
                  clientSecret={payment.clientSecret}
                  subscription={payment.subscription}
                  amountLabel={usd(intl, payment.dollars)}
                  onBack={() => setPayment(null)}
                />
              </Suspense>
            ) : (
              <DonationForm config={config.data} onPrepared={setPayment} />
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
