/** One gift's receipt, to print: found among the member's own gifts (the Giving tab links here). */
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { Skeleton } from '@client/components/ui/skeleton';
import { useMyGiving } from './api/giving';
import { GivingLoadFailed, PrintableGivingPage, PrintFooter } from './giving-page-parts';
import { usePageFormat } from '@client/lib/format';

function Receipt({ id }: { id: number }) {
  const intl = useIntl();
  const format = usePageFormat();
  const giving = useMyGiving();
  if (giving.isPending) return <Skeleton className="mt-8 h-40 w-full max-w-2xl" />;
  if (giving.isError) return <GivingLoadFailed error={giving.error} className="mt-8" />;
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
      <PrintFooter />
    </div>
  );
}

export function GivingReceiptScreen() {
  const intl = useIntl();
  const id = Number(new URLSearchParams(useSearch()).get('id'));
  return (
    <PrintableGivingPage
      title={intl.formatMessage({ id: 'page.givingReceipt.title' })}
      placeholderClassName="h-40 w-full max-w-2xl"
    >
      <Receipt id={id} />
    </PrintableGivingPage>
  );
}
