/**
 * The profile's Giving tab: the member's gifts, their running recurring gifts (change the amount,
 * cancel) and the yearly statement (printable page, PDF, e-mail).
 */
import { DONATION_MIN_DOLLARS, donationsApi, type RecurringGift } from '@contract/donations';
import { pathTo } from '@contract/pages';
import { HandHeart } from 'lucide-react';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { GivingLoadFailed } from './giving-page-parts';
import { SectionCard } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import {
  useCancelRecurring,
  useChangeRecurring,
  useEmailStatement,
  useMyGiving,
} from './api/giving';
import { usePageFormat } from '@client/lib/format';

function useMoney() {
  const intl = useIntl();
  return (cents: number, currency = 'usd') =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: currency.toUpperCase() });
}

function RecurringRow({ gift }: { gift: RecurringGift }) {
  const intl = useIntl();
  const format = usePageFormat();
  const money = useMoney();
  const inputId = useId();
  const [editing, setEditing] = useState(false);
  const [confirming, setConfirming] = useState(false);
  const [dollars, setDollars] = useState(String(gift.amount / 100));
  const change = useChangeRecurring(intl.formatMessage({ id: 'giving.changeFailed' }));
  const cancel = useCancelRecurring(intl.formatMessage({ id: 'giving.cancelFailed' }));
  const fund = gift.fund ?? intl.formatMessage({ id: 'giving.generalFund' });
  const amount = Number(dollars);
  const valid = Number.isInteger(amount) && amount >= DONATION_MIN_DOLLARS;

  return (
    <li className="rounded-md border border-navy-200 p-4">
      <p className="font-medium text-navy-900">
        {intl.formatMessage(
          { id: gift.frequency === 'week' ? 'giving.recurringWeekly' : 'giving.recurringMonthly' },
          { amount: money(gift.amount + gift.fee, gift.currency), fund },
        )}
      </p>
      <p className="mt-1 text-sm text-slate-700">
        {gift.status === 'past_due'
          ? intl.formatMessage({ id: 'giving.pastDue' })
          : gift.nextChargeAt
            ? intl.formatMessage(
                { id: 'giving.nextCharge' },
                { date: format.date(gift.nextChargeAt) },
              )
            : null}
      </p>
      {editing ? (
        <form
          className="mt-3 flex flex-wrap items-end gap-3"
          onSubmit={(e) => {
            e.preventDefault();
            if (!valid) return;
            change.mutate(
              { id: gift.id, amount: amount * 100, coverFees: gift.fee > 0 },
              {
                onSuccess: () => {
                  setEditing(false);
                  toast({ title: intl.formatMessage({ id: 'giving.changed' }) });
                },
              },
            );
          }}
        >
          <div className="space-y-1">
            <Label htmlFor={inputId}>{intl.formatMessage({ id: 'giving.newAmount' })}</Label>
            <input
              id={inputId}
              type="number"
              min={DONATION_MIN_DOLLARS}
              step={1}
              value={dollars}
              onChange={(e) => setDollars(e.target.value)}
              className="flex h-10 w-32 rounded-md border border-navy-300 bg-white px-3 text-base"
            />
          </div>
          <Button type="submit" disabled={!valid || change.isPending}>
            {intl.formatMessage({ id: 'giving.save' })}
          </Button>
          <Button type="button" variant="outline" onClick={() => setEditing(false)}>
            {intl.formatMessage({ id: 'giving.keep' })}
          </Button>
        </form>
      ) : confirming ? (
        <div className="mt-3 flex flex-wrap items-center gap-3" role="group">
          <p className="text-sm text-navy-900">
            {intl.formatMessage({ id: 'giving.cancelQuestion' })}
          </p>
          <Button
            type="button"
            variant="destructive"
            disabled={cancel.isPending}
            onClick={() =>
              cancel.mutate(gift.id, {
                onSuccess: () => toast({ title: intl.formatMessage({ id: 'giving.canceled' }) }),
              })
            }
          >
            {intl.formatMessage({ id: 'giving.cancelYes' })}
          </Button>
          <Button type="button" variant="outline" onClick={() => setConfirming(false)}>
            {intl.formatMessage({ id: 'giving.keep' })}
          </Button>
        </div>
      ) : (
        <div className="mt-3 flex flex-wrap gap-3">
          <Button type="button" variant="outline" onClick={() => setEditing(true)}>
            {intl.formatMessage({ id: 'giving.changeAmount' })}
          </Button>
          <Button type="button" variant="outline" onClick={() => setConfirming(true)}>
            {intl.formatMessage({ id: 'giving.cancel' })}
          </Button>
        </div>
      )}
    </li>
  );
}

function Statement() {
  const intl = useIntl();
  const yearId = useId();
  const thisYear = new Date().getFullYear();
  const [year, setYear] = useState(thisYear);
  const email = useEmailStatement(intl.formatMessage({ id: 'giving.statementFailed' }));
  return (
    <section aria-labelledby={`${yearId}-h`} className="space-y-3">
      <h3 id={`${yearId}-h`} className="font-serif text-lg font-semibold text-navy-900">
        {intl.formatMessage({ id: 'giving.statement' })}
      </h3>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor={yearId}>{intl.formatMessage({ id: 'giving.year' })}</Label>
          <select
            id={yearId}
            value={year}
            onChange={(e) => setYear(Number(e.target.value))}
            className="flex h-10 rounded-md border border-navy-300 bg-white px-3 text-base"
          >
            {Array.from({ length: 6 }, (_, i) => thisYear - i).map((y) => (
              <option key={y} value={y}>
                {y}
              </option>
            ))}
          </select>
        </div>
        <Button asChild variant="outline">
          <Link href={pathTo('givingStatement', { search: { year } })}>
            {intl.formatMessage({ id: 'giving.printable' })}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <a href={donationsApi.statement({ search: { year, format: 'pdf' } })} download>
            {intl.formatMessage({ id: 'giving.pdf' })}
          </a>
        </Button>
        <Button
          type="button"
          disabled={email.isPending}
          onClick={() =>
            email.mutate(year, {
              onSuccess: () => toast({ title: intl.formatMessage({ id: 'giving.statementSent' }) }),
            })
          }
        >
          {intl.formatMessage({ id: 'giving.emailStatement' })}
        </Button>
      </div>
    </section>
  );
}

export function Giving() {
  const intl = useIntl();
  const format = usePageFormat();
  const money = useMoney();
  const giving = useMyGiving();

  let body;
  if (giving.isPending) {
    body = <Skeleton className="h-40 w-full" />;
  } else if (giving.isError) {
    body = <GivingLoadFailed error={giving.error} />;
  } else {
    const { gifts, recurring } = giving.data;
    body = (
      <div className="space-y-8">
        {recurring.length > 0 ? (
          <section className="space-y-3">
            <h3 className="font-serif text-lg font-semibold text-navy-900">
              {intl.formatMessage({ id: 'giving.recurring' })}
            </h3>
            <ul className="space-y-3">
              {recurring.map((gift) => (
                <RecurringRow key={gift.id} gift={gift} />
              ))}
            </ul>
          </section>
        ) : null}
        <section className="space-y-3">
          <h3 className="font-serif text-lg font-semibold text-navy-900">
            {intl.formatMessage({ id: 'giving.gifts' })}
          </h3>
          {gifts.length === 0 ? (
            <div className="flex flex-col items-start gap-3">
              <p className="text-slate-700">{intl.formatMessage({ id: 'giving.none' })}</p>
              <Button asChild>
                <Link href={pathTo('donate')}>
                  <HandHeart aria-hidden="true" />
                  {intl.formatMessage({ id: 'giving.give' })}
                </Link>
              </Button>
            </div>
          ) : (
            <ul className="divide-y divide-navy-100">
              {gifts.map((gift) => (
                <li key={gift.id} className="flex flex-wrap justify-between gap-x-4 gap-y-1 py-2">
                  <span className="text-navy-900">
                    {format.shortDate(gift.createdAt)} ·{' '}
                    {gift.fund ?? intl.formatMessage({ id: 'giving.generalFund' })}
                  </span>
                  <span className="text-navy-900">
                    {money(gift.amount, gift.currency)} ·{' '}
                    {intl.formatMessage({ id: 'giving.status' }, { status: gift.status })}
                    {gift.status === 'succeeded' ? (
                      <>
                        {' · '}
                        <Link
                          href={pathTo('givingReceipt', { search: { id: gift.id } })}
                          className="underline"
                          aria-label={`${intl.formatMessage({ id: 'giving.receipt' })} — ${format.shortDate(gift.createdAt)}`}
                        >
                          {intl.formatMessage({ id: 'giving.receipt' })}
                        </Link>
                      </>
                    ) : null}
                  </span>
                </li>
              ))}
            </ul>
          )}
        </section>
        <Statement />
      </div>
    );
  }

  return <SectionCard title={intl.formatMessage({ id: 'giving.title' })}>{body}</SectionCard>;
}
