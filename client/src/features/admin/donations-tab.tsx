import type { DonationStatus } from '@contract/donations';
import { useState } from 'react';
import { Pager } from '@client/components/pager';
import { Skeleton } from '@client/components/ui/skeleton';
import { formatMoney, formatShortDate } from '@client/lib/format';
import { useDonations } from './api/donations';
import { GivingReports } from './giving-reports';

const STATUS: Record<DonationStatus, { label: string; className: string }> = {
  succeeded: { label: 'Succeeded', className: 'bg-green-100 text-green-900' },
  created: { label: 'Pending', className: 'bg-slate-100 text-slate-800' },
  failed: { label: 'Failed', className: 'bg-red-100 text-red-900' },
};

/** The admin panel's Donations tab: totals, then the gifts newest first, a page at a time. */
export function DonationsTab() {
  const [page, setPage] = useState(1);
  const { data, isPending, isError } = useDonations(page);
  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) return <p className="text-red-700">Donations could not be loaded.</p>;
  const { totals } = data;
  return (
    <section aria-label="Donations" className="space-y-6">
      <GivingReports />
      <dl className="grid gap-4 sm:grid-cols-3">
        <div className="rounded-lg border border-navy-100 bg-white p-4">
          <dt className="text-sm text-slate-600">Received</dt>
          <dd className="text-2xl font-semibold text-navy-900">
            {formatMoney(totals.succeededAmount)}
          </dd>
        </div>
        <div className="rounded-lg border border-navy-100 bg-white p-4">
          <dt className="text-sm text-slate-600">Gifts received</dt>
          <dd className="text-2xl font-semibold text-navy-900">{totals.succeededCount}</dd>
        </div>
        <div className="rounded-lg border border-navy-100 bg-white p-4">
          <dt className="text-sm text-slate-600">Pending / failed</dt>
          <dd className="text-2xl font-semibold text-navy-900">
            {totals.pendingCount} / {totals.failedCount}
          </dd>
        </div>
      </dl>
      {data.donations.length === 0 ? (
        <p className="text-navy-800">No donations yet.</p>
      ) : (
        <div className="overflow-x-auto">
          <table className="w-full text-left text-sm">
            <thead className="border-b border-navy-100 text-navy-900">
              <tr>
                <th scope="col" className="py-2 pr-4">
                  Date
                </th>
                <th scope="col" className="py-2 pr-4">
                  Amount
                </th>
                <th scope="col" className="py-2 pr-4">
                  Status
                </th>
                <th scope="col" className="py-2 pr-4">
                  Donor
                </th>
                <th scope="col" className="py-2">
                  Message
                </th>
              </tr>
            </thead>
            <tbody>
              {data.donations.map((d) => (
                <tr key={d.id} className="border-b border-navy-50 align-top">
                  <td className="py-2 pr-4 whitespace-nowrap">
                    <time dateTime={d.createdAt}>{formatShortDate(d.createdAt)}</time>
                  </td>
                  <td className="py-2 pr-4 font-medium whitespace-nowrap">
                    {formatMoney(d.amount, d.currency)}
                  </td>
                  <td className="py-2 pr-4">
                    <span
                      className={`rounded px-2 py-0.5 text-xs font-semibold ${STATUS[d.status].className}`}
                    >
                      {STATUS[d.status].label}
                    </span>
                  </td>
                  <td className="py-2 pr-4">{d.email ?? '—'}</td>
                  <td className="py-2 whitespace-pre-wrap">{d.message ?? ''}</td>
                </tr>
              ))}
            </tbody>
          </table>
        </div>
      )}
      <Pager
        label="Donation pages"
        page={page}
        total={data.total}
        pageSize={data.pageSize}
        onPage={setPage}
      />
    </section>
  );
}
