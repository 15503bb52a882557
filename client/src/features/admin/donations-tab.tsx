import type { DonationStatus } from '@contract/donations';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Pager } from '@client/components/pager';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { useDonations } from './api/donations';
import { GivingReports } from './giving-reports';
import { ColumnHeads } from './parts/column-heads';
import { usePageFormat } from '@client/lib/format';

const STATUS_STYLE: Record<DonationStatus, string> = {
  succeeded: 'bg-green-100 text-green-900',
  created: 'bg-slate-100 text-slate-800',
  failed: 'bg-red-100 text-red-900',
};

/** The admin panel's Donations tab: totals, then the gifts newest first, a page at a time. */
export function DonationsTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useDonations(page);
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError)
    return (
      <p className="text-red-700">{intl.formatMessage({ id: 'admin.donations.loadFailed' })}</p>
    );
  const { totals } = data;
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.tabs.donations' })} className="space-y-6">
      <GivingReports />
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg border border-navy-100 bg-white p-4">
          <dt className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'admin.donations.received' })}
          </dt>
          <dd className="text-2xl font-semibold text-navy-900">
            {format.money(totals.succeededAmount)}
          </dd>
        </div>
        <div className="rounded-lg border border-navy-100 bg-white p-4">
          <dt className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'admin.donations.giftsReceived' })}
          </dt>
          <dd className="text-2xl font-semibold text-navy-900">{totals.succeededCount}</dd>
        </div>
        <div className="rounded-lg border border-navy-100 bg-white p-4">
          <dt className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'admin.donations.pendingFailed' })}
          </dt>
          <dd className="text-2xl font-semibold text-navy-900">
            {totals.pendingCount} / {totals.failedCount}
          </dd>
        </div>
      </dl>
      {data.donations.length === 0 ? (
        <p className="text-navy-800">{intl.formatMessage({ id: 'admin.donations.none' })}</p>
      ) : (
        <Table>
          <ColumnHeads
            labels={(
              [
                'admin.donations.date',
                'admin.donations.amount',
                'admin.donations.statusHeader',
                'admin.donations.donor',
                'admin.donations.message',
              ] as const
            ).map((id) => intl.formatMessage({ id }))}
          />
          <tbody>
            {data.donations.map((d) => (
              <tr key={d.id} className="border-b border-navy-50 align-top">
                <td className="py-2 pr-4 whitespace-nowrap">
                  <time dateTime={d.createdAt}>{format.shortDate(d.createdAt)}</time>
                </td>
                <td className="py-2 pr-4 font-medium whitespace-nowrap">
                  {format.money(d.amount, d.currency)}
                </td>
                <td className="py-2 pr-4">
                  <span
                    className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS_STYLE[d.status]}`}
                  >
                    {intl.formatMessage({ id: 'admin.donations.status' }, { status: d.status })}
                  </span>
                </td>
                <td className="py-2 pr-4">{d.email ?? '—'}</td>
                <td className="py-2 whitespace-pre-wrap">{d.message ?? ''}</td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager
        label={intl.formatMessage({ id: 'admin.donations.pages' })}
        page={page}
        total={data.total}
        pageSize={data.pageSize}
        onPage={setPage}
      />
    </section>
  );
}
