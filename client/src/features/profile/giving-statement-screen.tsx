/** A year's giving statement as a page to print (the profile's Giving tab links here). */
import { useIntl } from 'react-intl';
import { useSearch } from 'wouter';
import { Skeleton } from '@client/components/ui/skeleton';
import { useStatement } from './api/giving';
import { GivingLoadFailed, PrintableGivingPage, PrintFooter } from './giving-page-parts';
import { usePageFormat } from '@client/lib/format';

function StatementBody({ year }: { year: number }) {
  const intl = useIntl();
  const format = usePageFormat();
  const statement = useStatement(year);
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  if (statement.isPending) return <Skeleton className="mt-8 h-64 w-full max-w-3xl" />;
  if (statement.isError) return <GivingLoadFailed error={statement.error} className="mt-8" />;
  const { donor, gifts, total } = statement.data;
  return (
    <div className="mt-8 max-w-3xl space-y-6">
      <div>
        {donor.name ? <p className="font-medium text-navy-900">{donor.name}</p> : null}
        <p className="text-slate-700">{donor.email}</p>
      </div>
      <p className="text-navy-900">
        {intl.formatMessage(
          { id: 'mail.statement.intro' },
          { year, count: gifts.length, total: money(total) },
        )}
      </p>
      {gifts.length > 0 ? (
        <ul className="divide-y divide-navy-100">
          {gifts.map((gift, i) => (
            <li key={i} className="py-2 text-navy-900">
              {intl.formatMessage(
                { id: 'mail.statement.line' },
                {
                  date: format.calendarDay(gift.date),
                  amount: money(gift.amount),
                  fund: gift.fund ?? intl.formatMessage({ id: 'giving.generalFund' }),
                },
              )}
            </li>
          ))}
        </ul>
      ) : null}
      <PrintFooter />
    </div>
  );
}

export function GivingStatementScreen() {
  const intl = useIntl();
  const search = new URLSearchParams(useSearch());
  const asked = Number(search.get('year'));
  const year =
    Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : new Date().getFullYear();
  return (
    <PrintableGivingPage
      title={`${intl.formatMessage({ id: 'page.givingStatement.title' })} — ${year}`}
      placeholderClassName="h-64 w-full max-w-3xl"
    >
      <StatementBody year={year} />
    </PrintableGivingPage>
  );
}
