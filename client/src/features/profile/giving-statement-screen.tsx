/** A year's giving statement as a page to print (the profile's Giving tab links here). */
import { pathTo } from '@contract/pages';
import { Printer } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link, useSearch } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { useStatement } from './api/giving';
import { usePageFormat } from '@client/lib/format';

function StatementBody({ year }: { year: number }) {
  const intl = useIntl();
  const format = usePageFormat();
  const statement = useStatement(year);
  const money = (cents: number) =>
    intl.formatNumber(cents / 100, { style: 'currency', currency: 'USD' });
  if (statement.isPending) return <Skeleton className="mt-8 h-64 w-full max-w-3xl" />;
  if (statement.isError) {
    return (
      <p role="alert" className="mt-8 text-navy-900">
        {errorStatus(statement.error) === 503
          ? intl.formatMessage({ id: 'donate.notSetUp' })
          : intl.formatMessage({ id: 'giving.loadFailed' })}
      </p>
    );
  }
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
      <p className="text-slate-700">{intl.formatMessage({ id: 'mail.statement.noGoods' })}</p>
      <Button type="button" className="print:hidden" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {intl.formatMessage({ id: 'giving.print' })}
      </Button>
    </div>
  );
}

export function GivingStatementScreen() {
  const intl = useIntl();
  const { data: user, isPending } = useCurrentUser();
  const search = new URLSearchParams(useSearch());
  const asked = Number(search.get('year'));
  const year =
    Number.isInteger(asked) && asked >= 2000 && asked <= 2100 ? asked : new Date().getFullYear();
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-3xl font-bold text-navy-900">
        {intl.formatMessage({ id: 'page.givingStatement.title' })} — {year}
      </h1>
      {isPending ? (
        <Skeleton className="mt-8 h-64 w-full max-w-3xl" />
      ) : user ? (
        <StatementBody year={year} />
      ) : (
        <Button asChild className="mt-8">
          <Link href={pathTo('login')}>{intl.formatMessage({ id: 'account.login' })}</Link>
        </Button>
      )}
    </div>
  );
}
