/**
 * The ministry's giving at a glance (twelve months by frequency and fund, recurring donors and
 * monthly recurring revenue, failed renewals), the accountant's CSV export, and the funds.
 */
import { donationsApi } from '@contract/donations';
import type { MessageId } from '@contract/messages/en';
import { lazy, Suspense, useId, useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ActionButton } from '@client/components/action-button';
import { HeadedSection } from '@client/components/headed-section';
import { Button } from '@client/components/ui/button';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { useCreateFund, useDonationSummary, useFunds, useUpdateFund } from './api/donations';
import { ColumnHeads } from './parts/column-heads';
import { DayRangeFields, inlineControl, type DayRange } from './parts/day-range-fields';
import { usePageFormat } from '@client/lib/format';

const DonationsChart = lazy(() => import('./donations-chart'));

const isoDay = (d: Date) => d.toISOString().slice(0, 10);

function Summary() {
  const intl = useIntl();
  const format = usePageFormat();
  const { data, isPending, isError } = useDonationSummary();
  if (isPending) return <Skeleton className="h-64 w-full" />;
  if (isError)
    return (
      <p className="text-red-700">{intl.formatMessage({ id: 'admin.giving.summaryFailed' })}</p>
    );
  const funds = [...new Set(data.months.flatMap((m) => Object.keys(m.byFund)))].sort();
  return (
    <div className="space-y-6">
      <dl className="grid gap-4 sm:grid-cols-2">
        <div className="rounded-lg border border-navy-100 bg-white p-4">
          <dt className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'admin.giving.recurringDonors' })}
          </dt>
          <dd className="text-2xl font-semibold text-navy-900">{data.activeRecurringDonors}</dd>
        </div>
        <div className="rounded-lg border border-navy-100 bg-white p-4">
          <dt className="text-sm text-slate-600">
            {intl.formatMessage({ id: 'admin.giving.recurringRevenue' })}
          </dt>
          <dd className="text-2xl font-semibold text-navy-900">
            {format.money(data.monthlyRecurringRevenue)}
          </dd>
        </div>
      </dl>
      <Suspense fallback={<Skeleton className="h-64 w-full" />}>
        <DonationsChart months={data.months} />
      </Suspense>
      <Table>
        <caption className="mb-2 text-left font-medium text-navy-900">
          {intl.formatMessage({ id: 'admin.giving.byFund' })}
        </caption>
        <ColumnHeads
          labels={[
            intl.formatMessage({ id: 'admin.giving.month' }),
            ...funds,
            intl.formatMessage({ id: 'admin.giving.total' }),
          ]}
        />
        <tbody>
          {data.months.map((m) => (
            <tr key={m.month} className="border-b border-navy-50">
              <th scope="row" className="py-1 pr-4 font-normal">
                {format.month(m.month)}
              </th>
              {funds.map((f) => (
                <td key={f} className="py-1 pr-4">
                  {format.money(m.byFund[f] ?? 0)}
                </td>
              ))}
              <td className="py-1 font-medium">{format.money(m.total)}</td>
            </tr>
          ))}
        </tbody>
      </Table>
      <div>
        <h3 className="font-medium text-navy-900">
          {intl.formatMessage({ id: 'admin.giving.failedRenewals' })}
        </h3>
        {data.failedRenewals.length === 0 ? (
          <p className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'admin.giving.noFailedRenewals' })}
          </p>
        ) : (
          <ul className="mt-2 space-y-1 text-sm">
            {data.failedRenewals.map((f) => (
              <li key={f.id}>
                {format.shortDate(f.createdAt)} · {format.money(f.amount)} · {f.email ?? '—'} ·{' '}
                {f.fund ?? intl.formatMessage({ id: 'admin.giving.generalFund' })}
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}

function Export() {
  const intl = useIntl();
  const today = new Date();
  const [range, setRange] = useState<DayRange>({
    from: isoDay(new Date(Date.UTC(today.getUTCFullYear(), 0, 1))),
    to: isoDay(today),
  });
  return (
    <form
      className="flex flex-wrap items-end gap-3"
      onSubmit={(e) => {
        e.preventDefault();
        window.location.assign(donationsApi.adminExport({ search: range }));
      }}
    >
      <DayRangeFields
        labels={{
          from: intl.formatMessage({ id: 'admin.giving.from' }),
          to: intl.formatMessage({ id: 'admin.giving.to' }),
        }}
        value={range}
        onChange={setRange}
      />
      <Button type="submit" disabled={!range.from || !range.to || range.from > range.to}>
        {intl.formatMessage({ id: 'admin.giving.export' })}
      </Button>
    </form>
  );
}

function Funds() {
  const intl = useIntl();
  const nameId = useId();
  const { data, isPending, isError } = useFunds();
  const create = useCreateFund();
  const update = useUpdateFund();
  const [name, setName] = useState('');
  const [renaming, setRenaming] = useState<{ id: number; name: string } | null>(null);
  return (
    <div className="space-y-4">
      <form
        className="flex flex-wrap items-end gap-3"
        onSubmit={(e) => {
          e.preventDefault();
          if (!name.trim()) return;
          create.mutate(name.trim(), { onSuccess: () => setName('') });
        }}
      >
        <div className="space-y-1">
          <Label htmlFor={nameId}>{intl.formatMessage({ id: 'admin.giving.newFund' })}</Label>
          <input
            id={nameId}
            value={name}
            maxLength={80}
            onChange={(e) => setName(e.target.value)}
            className={inlineControl}
          />
        </div>
        <Button type="submit" disabled={!name.trim() || create.isPending}>
          {intl.formatMessage({ id: 'admin.giving.addFund' })}
        </Button>
      </form>
      <p className="text-sm text-slate-700">
        {intl.formatMessage({ id: 'admin.giving.undesignated' })}
      </p>
      {isPending ? (
        <Skeleton className="h-20 w-full" />
      ) : isError ? (
        <p className="text-red-700">{intl.formatMessage({ id: 'admin.giving.fundsFailed' })}</p>
      ) : data.funds.length === 0 ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'admin.giving.noFunds' })}
        </p>
      ) : (
        <ul className="divide-y divide-navy-100">
          {data.funds.map((fund) => (
            <li key={fund.id} className="flex flex-wrap items-center gap-3 py-2">
              {renaming?.id === fund.id ? (
                <form
                  className="flex flex-wrap gap-2"
                  onSubmit={(e) => {
                    e.preventDefault();
                    update.mutate(
                      { id: fund.id, name: renaming.name },
                      { onSuccess: () => setRenaming(null) },
                    );
                  }}
                >
                  <input
                    aria-label={intl.formatMessage(
                      { id: 'admin.giving.newName' },
                      { fund: fund.name },
                    )}
                    value={renaming.name}
                    maxLength={80}
                    onChange={(e) => setRenaming({ id: fund.id, name: e.target.value })}
                    className="flex h-9 rounded-md border border-navy-300 bg-white px-2"
                  />
                  <Button type="submit" size="sm">
                    {intl.formatMessage({ id: 'admin.giving.save' })}
                  </Button>
                </form>
              ) : (
                <span className="text-navy-900">
                  {fund.name}
                  {fund.retired ? intl.formatMessage({ id: 'admin.giving.retired' }) : ''}
                </span>
              )}
              <ActionButton
                label="admin.giving.rename"
                onClick={() => setRenaming({ id: fund.id, name: fund.name })}
              />
              <ActionButton
                label={fund.retired ? 'admin.giving.offerAgain' : 'admin.giving.retire'}
                onClick={() => update.mutate({ id: fund.id, retired: !fund.retired })}
              />
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}

/** The page's sections, in order: each its heading and what it shows. */
const sections = [
  { title: 'admin.giving.last12', Body: Summary },
  { title: 'admin.giving.exportHeading', Body: Export },
  { title: 'admin.giving.funds', Body: Funds },
] as const satisfies readonly { title: MessageId; Body: () => ReactNode }[];

export function GivingReports() {
  return (
    <div className="space-y-10">
      {sections.map(({ title, Body }) => (
        <HeadedSection key={title} title={title} look="form" className="space-y-4">
          <Body />
        </HeadedSection>
      ))}
    </div>
  );
}
