/** One gift's receipt, to print: found among the member's own gifts (the Giving tab links here). */
import { pathTo } from '@contract/pages';
import { Printer } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { useMyGiving } from './api/giving';
import { usePageFormat } from '@client/lib/format';

function Receipt({ id }: { id: number }) {
  const intl = useIntl();
  const format = usePageFormat();
  const giving = useMyGiving();
  if (giving.isPending) return <Skeleton className="mt-8 h-40 w-full max-w-2xl" />;
  if (giving.isError) {
    return (
      <p role="alert" className="mt-8 text-navy-900">
        {errorStatus(giving.error) === 503
          ? intl.formatMessage({ id: 'donate.notSetUp' })
          : intl.formatMessage({ id: 'giving.loadFailed' })}
      </p>
    );
  }
  const gift = giving.data.gifts.find((g) => g.id === id);
  if (!gift) {
    return (
      <p className="mt-8 text-navy-900">{intl.formatMessage({ id: 'giving.receiptNotFound' })}</p>
    );
  }
  if (gift.status !== 'succeeded') {
    return (
      <p className="mt-8 text-navy-900">{intl.formatMessage({ id: 'giving.receiptPending' })}</p>
    );
  }
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: gift.currency.toUpperCase() });
  const date = format.date(gift.createdAt);
  return (
    <div className="mt-8 max-w-2xl space-y-4 text-navy-900">
      <h2 className="font-serif text-xl font-semibold">
        {intl.formatMessage({ id: 'giving.receiptFor' }, { date })}
      </h2>
      <p>
        {intl.formatMessage(
          { id: 'giving.receiptBody' },
          {
            amount: money(gift.amount),
            fund: gift.fund ?? intl.formatMessage({ id: 'giving.generalFund' }),
            date,
          },
        )}
      </p>
      {gift.fee > 0 ? (
        <p>{intl.formatMessage({ id: 'giving.receiptFee' }, { fee: money(gift.fee) })}</p>
      ) : null}
      <p className="text-slate-700">
        {intl.formatMessage({ id: 'giving.receiptNumber' }, { id: gift.id })}
      </p>
      <p className="text-slate-700">{intl.formatMessage({ id: 'mail.statement.noGoods' })}</p>
      <Button type="button" className="print:hidden" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {intl.formatMessage({ id: 'giving.print' })}
      </Button>
    </div>
  );
}

export function GivingReceiptScreen() {
  const intl = useIntl();
  const { data: user, isPending } = useCurrentUser();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-3xl font-bold text-navy-900">
        {intl.formatMessage({ id: 'page.givingReceipt.title' })}
      </h1>
      {isPending ? (
        <Skeleton className="mt-8 h-40 w-full max-w-2xl" />
      ) : user ? (
        <Receipt id={id} />
      ) : (
        <Button asChild className="mt-8">
          <Link href={pathTo('login')}>{intl.formatMessage({ id: 'account.login' })}</Link>
        </Button>
      )}
    </div>
  );
}
