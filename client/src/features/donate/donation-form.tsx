import { zodResolver } from '@hookform/resolvers/zod';
import {
  coverFeeCents,
  DONATION_DEFAULT,
  DONATION_MESSAGE_MAX,
  DONATION_MIN_DOLLARS,
  DONATION_PRESETS,
  donationFormSchema,
  type DonationForm as DonationFields,
  type DonationFormValues,
  type StripeConfig,
} from '@contract/donations';
import { Heart } from 'lucide-react';
import { useId, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import {
  FieldError,
  SelectField,
  TextareaField,
  TextField,
} from '@client/components/ui/form-field';
import { Label } from '@client/components/ui/label';
import { errorStatus, serverFieldErrors } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { usePageLanguage } from '@client/lib/i18n';
import { useCreatePaymentIntent } from './api/checkout';
import { parseDollars, usd } from './amount';

const EMPTY: DonationFields = {
  amount: String(DONATION_DEFAULT),
  frequency: 'once',
  fundId: '',
  coverFees: false,
  message: '',
  email: '',
};

/** The form's field for each field the API may name in its answer. */
const fieldOfServer: Record<string, keyof DonationFields> = {
  amount: 'amount',
  frequency: 'frequency',
  fundId: 'fundId',
  coverFees: 'coverFees',
  'metadata.message': 'message',
  email: 'email',
};

/** A gift the server has prepared: the card step takes it from here. */
export interface PreparedGift {
  clientSecret: string;
  dollars: number;
  subscription?: string | undefined;
}

/** Amount, frequency, fund, fee, message and address: the gift before the card step. */
export function DonationForm({
  config,
  onPrepared,
}: {
  config: StripeConfig | undefined;
  onPrepared: (gift: PreparedGift) => void;
}) {
  const intl = useIntl();
  // The receipt is written in the page's language.
  const language = usePageLanguage();
  // A recurring gift needs an address for its receipts: the account's when signed in, else this.
  const { data: user } = useCurrentUser();
  const create = useCreatePaymentIntent();
  const form = useForm<DonationFields, unknown, DonationFormValues>({
    resolver: zodResolver(donationFormSchema(Boolean(user))),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  /** The visitor typed an amount of their own (no preset is chosen then). */
  const [custom, setCustom] = useState(false);
  /** A refusal no field can show. */
  const [failure, setFailure] = useState<string | null>(null);
  const [typed, frequency] = useWatch({ control: form.control, name: ['amount', 'frequency'] });
  const ids = { custom: useId(), frequency: useId(), fee: useId() };

  const amount = parseDollars(typed);
  // Said as it is typed, before any press: the Continue button is off until it is right.
  const customInvalid = custom && typed.trim() !== '' && amount === null;
  const amountError = customInvalid
    ? `${intl.formatMessage({ id: 'donate.invalidAmount' })}: ${intl.formatMessage({ id: 'donate.invalidAmountBody' })}`
    : undefined;
  const fee = config && amount !== null ? coverFeeCents(amount * 100, config.fee) : null;
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  const recurring = frequency !== 'once';
  const emailRequired = recurring && !user;

  const chooseAmount = (dollars: string, own: boolean) => {
    setCustom(own);
    form.setValue('amount', dollars);
    form.clearErrors('amount');
  };

  const onSubmit = form.handleSubmit((values) => {
    setFailure(null);
    create.mutate(
      {
        amount: values.amount,
        metadata: { purpose: 'donation', message: values.message },
        email: values.email ?? '',
        language,
        frequency: values.frequency,
        coverFees: values.coverFees,
        ...(values.fundId !== undefined ? { fundId: values.fundId } : {}),
      },
      {
        onSuccess: ({ clientSecret, subscription, total }) =>
          onPrepared({
            clientSecret,
            dollars: total !== undefined ? total / 100 : values.amount / 100,
            subscription,
          }),
        onError: (error) => {
          let shown = false;
          for (const [field, messages] of Object.entries(serverFieldErrors(error))) {
            const own = fieldOfServer[field];
            if (own && messages[0]) {
              form.setError(own, { message: messages[0] }, { shouldFocus: !shown });
              shown = true;
            }
          }
          if (shown) return;
          // Whatever the server said otherwise, the visitor can only try again or give later.
          setFailure(
            intl.formatMessage({
              id: errorStatus(error) === 503 ? 'donate.notSetUp' : 'donate.initFailed',
            }),
          );
        },
      },
    );
  });

  return (
    // Giving needs Stripe's script, so the form has no plain post; "dialog" keeps a submission
    // made before the script runs from putting the donor's address and note in a GET URL.
    <form method="dialog" onSubmit={onSubmit} noValidate className="space-y-6">
      <fieldset>
        <legend className="text-sm font-medium text-navy-900">
          {intl.formatMessage({ id: 'donate.amount' })}
        </legend>
        <div className="mt-3 grid grid-cols-2 gap-3 sm:grid-cols-4">
          {DONATION_PRESETS.map((dollars) => {
            const chosen = !custom && typed === String(dollars);
            return (
              <Button
                key={dollars}
                type="button"
                variant={chosen ? 'default' : 'outline'}
                aria-pressed={chosen}
                size="lg"
                onClick={() => chooseAmount(String(dollars), false)}
              >
                {usd(intl, dollars)}
              </Button>
            );
          })}
        </div>
        <div className="mt-4 space-y-2">
          <Label htmlFor={ids.custom}>{intl.formatMessage({ id: 'donate.custom' })}</Label>
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
              value={custom ? typed : ''}
              aria-invalid={amountError || errors.amount ? true : undefined}
              aria-describedby={amountError || errors.amount ? `${ids.custom}-error` : undefined}
              onChange={(e) => chooseAmount(e.target.value, true)}
              className="flex h-10 w-full rounded-md border border-navy-300 bg-white py-2 pr-3 pl-7 text-base text-navy-950 placeholder:text-slate-500 aria-invalid:border-red-700 sm:text-sm"
            />
          </div>
          <FieldError id={`${ids.custom}-error`} message={amountError ?? errors.amount?.message} />
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
                value={value}
                // In the server's HTML too, where the form's own state is not yet applied.
                defaultChecked={value === EMPTY.frequency}
                className="size-4 accent-navy-800"
                {...form.register('frequency')}
              />
              {label}
            </label>
          ))}
        </div>
        <FieldError id={ids.frequency} message={errors.frequency?.message} />
      </fieldset>
      <SelectField
        label={intl.formatMessage({ id: 'donate.fund' })}
        error={errors.fundId?.message}
        options={[
          { value: '', label: intl.formatMessage({ id: 'giving.generalFund' }) },
          ...(config?.funds ?? []).map((f) => ({ value: String(f.id), label: f.name })),
        ]}
        {...form.register('fundId')}
      />
      {fee !== null && amount !== null ? (
        <div className="space-y-2">
          <label htmlFor={ids.fee} className="flex items-start gap-3 text-navy-900">
            <input
              id={ids.fee}
              type="checkbox"
              className="mt-1 size-4 shrink-0 accent-navy-800"
              aria-invalid={errors.coverFees ? true : undefined}
              aria-describedby={errors.coverFees ? `${ids.fee}-error` : undefined}
              {...form.register('coverFees')}
            />
            <span>
              {intl.formatMessage(
                { id: 'donate.coverFees' },
                { fee: money(fee), amount: money(amount * 100) },
              )}
            </span>
          </label>
          <FieldError id={`${ids.fee}-error`} message={errors.coverFees?.message} />
        </div>
      ) : null}
      <TextareaField
        label={intl.formatMessage({ id: 'donate.message' })}
        rows={3}
        maxLength={DONATION_MESSAGE_MAX}
        placeholder={intl.formatMessage({ id: 'donate.messagePlaceholder' })}
        error={errors.message?.message}
        {...form.register('message')}
      />
      <TextField
        label={intl.formatMessage({ id: emailRequired ? 'donate.emailRequired' : 'donate.email' })}
        type="email"
        required={emailRequired}
        autoComplete="email"
        error={errors.email?.message}
        hint={recurring ? intl.formatMessage({ id: 'donate.recurringEmail' }) : undefined}
        {...form.register('email')}
      />
      {failure ? (
        <p role="alert" className="rounded-md border border-red-700 bg-red-50 p-4 text-red-900">
          {failure}
        </p>
      ) : null}
      <Button type="submit" size="lg" disabled={amount === null || create.isPending}>
        <Heart aria-hidden="true" />
        {create.isPending
          ? intl.formatMessage({ id: 'donate.preparing' })
          : amount === null
            ? intl.formatMessage({ id: 'donate.continue' })
            : intl.formatMessage({ id: 'donate.continueWith' }, { amount: usd(intl, amount) })}
      </Button>
    </form>
  );
}
