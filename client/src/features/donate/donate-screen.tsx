import {
  coverFeeCents,
  DONATION_DEFAULT,
  DONATION_MESSAGE_MAX,
  DONATION_MIN_DOLLARS,
  DONATION_PRESETS,
  type DonationFrequency,
} from '@contract/donations';
import { Heart, Info, Mail } from 'lucide-react';
import { lazy, Suspense, useEffect, useId, useState } from 'react';
import { useIntl, type IntlShape } from 'react-intl';
import { Link } from 'wouter';
import { pathTo } from '@contract/pages';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { TextField } from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorStatus } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { usePageLanguage } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { confirmDonation } from './api/confirm-donation';
import { useCreatePaymentIntent } from './api/create-payment-intent';
import { parseDollars } from './amount';
import { paymentToConfirm, RETURN_PARAMS, returnToast } from './stripe-return';
import { useStripeConfig } from './api/get-stripe-config';

const PaymentStep = lazy(() => import('./payment-step'));

/**
 * Dollars as the page's language writes them, cents only when there are any (a gift with the
 * fee covered): "$1,000", "$26.06", "1000 US$", "US$ 26,06".
 */
const usd = (intl: IntlShape, dollars: number) =>
  intl.formatNumber(dollars, {
    style: 'currency',
    currency: 'USD',
    minimumFractionDigits: 0,
    maximumFractionDigits: 2,
  });

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
  const create = useCreatePaymentIntent();
  const language = usePageLanguage();
  const [preset, setPreset] = useState<number | null>(DONATION_DEFAULT);
  const [custom, setCustom] = useState('');
  const [message, setMessage] = useState('');
  const [email, setEmail] = useState('');
  const [frequency, setFrequency] = useState<DonationFrequency>('once');
  const [fundId, setFundId] = useState('');
  const [coverFees, setCoverFees] = useState(false);
  const [payment, setPayment] = useState<{
    clientSecret: string;
    dollars: number;
    subscription?: string | undefined;
  } | null>(null);
  const ids = {
    custom: useId(),
    message: useId(),
    fund: useId(),
    fee: useId(),
    recurringEmail: useId(),
  };
  const intl = useIntl();

  const amount = preset ?? parseDollars(custom);
  const customInvalid = preset === null && custom.trim() !== '' && amount === null;
  const fee = config.data && amount !== null ? coverFeeCents(amount * 100, config.data.fee) : null;
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const recurring = frequency !== 'once';
  // A recurring gift needs an address for its receipts: the account's when signed in, else this.
  const { data: user } = useCurrentUser();
  const emailRequired = recurring && !user;

  const onContinue = (event: React.FormEvent) => {
    event.preventDefault();
    if (amount === null) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'donate.invalidAmount' }),
        description: intl.formatMessage({ id: 'donate.invalidAmountBody' }),
      });
      return;
    }
    create.mutate(
      {
        amount: amount * 100,
        metadata: { purpose: 'donation', message: message.trim() },
        email: email.trim(),
        // The receipt is written in the page's language.
        language,
        frequency,
        coverFees,
        ...(fundId ? { fundId: Number(fundId) } : {}),
      },
      {
        onSuccess: ({ clientSecret, subscription, total }) =>
          setPayment({
            clientSecret,
            dollars: total !== undefined ? total / 100 : amount,
            subscription,
          }),
        onError: (error) => {
          toast(
            errorStatus(error) === 400 && recurring
              ? {
                  variant: 'destructive',
                  title: intl.formatMessage({ id: 'donate.error' }),
                  description: intl.formatMessage({ id: 'donate.recurringEmail' }),
                }
              : errorStatus(error) === 503
                ? {
                    variant: 'destructive',
                    title: intl.formatMessage({ id: 'donate.notSetUpTitle' }),
                    description: intl.formatMessage({ id: 'donate.notSetUp' }),
                  }
                : {
                    variant: 'destructive',
                    title: intl.formatMessage({ id: 'donate.error' }),
                    description: intl.formatMessage({ id: 'donate.initFailed' }),
                  },
          );
        },
      },
    );
  };

  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        {intl.formatMessage({ id: 'donate.title' })}
      </h1>
      <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
        {intl.formatMessage({ id: 'donate.lead' })}
      </p>

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
              <form onSubmit={onContinue} noValidate className="space-y-6">
                <fieldset>
                  <legend className="text-sm font-medium text-navy-900">
                    {intl.formatMessage({ id: 'donate.amount' })}
                  </legend>
                  <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
                    {DONATION_PRESETS.map((dollars) => (
                      <Button
                        key={dollars}
                        type="button"
                        variant={preset === dollars ? 'default' : 'outline'}
                        aria-pressed={preset === dollars}
                        size="lg"
                        onClick={() => {
                          setPreset(dollars);
                          setCustom('');
                        }}
                      >
                        {usd(intl, dollars)}
                      </Button>
                    ))}
                  </div>
                  <div className="mt-4 space-y-2">
                    <Label htmlFor={ids.custom}>
                      {intl.formatMessage({ id: 'donate.custom' })}
                    </Label>
                    <div className="relative">
                      <span
                        className="pointer-events-none absolute top-1/2 left-3 -translate-y-1/2 text-slate-600"
                        aria-hidden="true"
                      >
                        $
                      </span>
                      <input
                        id={ids.custom}
                        type="number"
                        inputMode="numeric"
                        min={DONATION_MIN_DOLLARS}
                        step={1}
                        placeholder={intl.formatMessage({ id: 'donate.other' })}
                        value={custom}
                        aria-invalid={customInvalid ? true : undefined}
                        aria-describedby={customInvalid ? `${ids.custom}-error` : undefined}
                        onChange={(e) => {
                          setCustom(e.target.value);
                          setPreset(null);
                        }}
                        className={cn(
                          'flex h-10 w-full rounded-md border border-navy-300 bg-white py-2 pr-3 pl-7 text-base text-navy-950 placeholder:text-slate-500 aria-invalid:border-red-700 sm:text-sm',
                        )}
                      />
                    </div>
                    {customInvalid ? (
                      <p
                        id={`${ids.custom}-error`}
                        role="alert"
                        className="text-sm font-medium text-red-700"
                      >
                        {intl.formatMessage({ id: 'donate.invalidAmount' })}:{' '}
                        {intl.formatMessage({ id: 'donate.invalidAmountBody' })}
                      </p>
                    ) : null}
                  </div>
                </fieldset>
                <fieldset>
                  <legend className="text-sm font-medium text-navy-900">
                    {intl.formatMessage({ id: 'donate.frequency' })}
                  </legend>
                  <div className="mt-3 flex flex-wrap gap-x-6 gap-y-2">
                    {(
                      [
                        ['once', intl.formatMessage({ id: 'donate.once' })],
                        ['week', intl.formatMessage({ id: 'donate.weekly' })],
                        ['month', intl.formatMessage({ id: 'donate.monthly' })],
                      ] as const
                    ).map(([value, label]) => (
                      <label key={value} className="flex items-center gap-2 text-navy-900">
                        <input
                          type="radio"
                          name="frequency"
                          value={value}
                          checked={frequency === value}
                          onChange={() => setFrequency(value)}
                          className="size-4 accent-navy-800"
                        />
                        {label}
                      </label>
                    ))}
                  </div>
                </fieldset>
                <div className="space-y-2">
                  <Label htmlFor={ids.fund}>{intl.formatMessage({ id: 'donate.fund' })}</Label>
                  <select
                    id={ids.fund}
                    value={fundId}
                    onChange={(e) => setFundId(e.target.value)}
                    className="flex h-10 w-full rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950 sm:text-sm"
                  >
                    <option value="">{intl.formatMessage({ id: 'giving.generalFund' })}</option>
                    {(config.data?.funds ?? []).map((f) => (
                      <option key={f.id} value={String(f.id)}>
                        {f.name}
                      </option>
                    ))}
                  </select>
                </div>
                {fee !== null && amount !== null ? (
                  <label htmlFor={ids.fee} className="flex items-start gap-3 text-navy-900">
                    <input
                      id={ids.fee}
                      type="checkbox"
                      checked={coverFees}
                      onChange={(e) => setCoverFees(e.target.checked)}
                      className="mt-1 size-4 shrink-0 accent-navy-800"
                    />
                    <span>
                      {intl.formatMessage(
                        { id: 'donate.coverFees' },
                        { fee: money(fee), amount: money(amount * 100) },
                      )}
                    </span>
                  </label>
                ) : null}
                <div className="space-y-2">
                  <Label htmlFor={ids.message}>
                    {intl.formatMessage({ id: 'donate.message' })}
                  </Label>
                  <textarea
                    id={ids.message}
                    rows={3}
                    maxLength={DONATION_MESSAGE_MAX}
                    value={message}
                    onChange={(e) => setMessage(e.target.value)}
                    placeholder={intl.formatMessage({ id: 'donate.messagePlaceholder' })}
                    className="flex w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-slate-500 sm:text-sm"
                  />
                </div>
                <TextField
                  label={intl.formatMessage({
                    id: emailRequired ? 'donate.emailRequired' : 'donate.email',
                  })}
                  type="email"
                  required={emailRequired}
                  autoComplete="email"
                  value={email}
                  onChange={(e) => setEmail(e.target.value)}
                  {...(recurring ? { 'aria-describedby': ids.recurringEmail } : {})}
                />
                {recurring ? (
                  <p id={ids.recurringEmail} className="text-sm text-slate-700">
                    {intl.formatMessage({ id: 'donate.recurringEmail' })}
                  </p>
                ) : null}
                <Button type="submit" size="lg" disabled={amount === null || create.isPending}>
                  <Heart aria-hidden="true" />
                  {create.isPending
                    ? intl.formatMessage({ id: 'donate.preparing' })
                    : amount === null
                      ? intl.formatMessage({ id: 'donate.continue' })
                      : intl.formatMessage(
                          { id: 'donate.continueWith' },
                          { amount: usd(intl, amount) },
                        )}
                </Button>
              </form>
            )}
          </CardContent>
        </Card>
      )}
    </div>
  );
}
