/**
 * The Donations tab's chart: twelve months of gifts, one-time and recurring stacked. recharts is
 * large, so this file is loaded lazily, inside the admin panel's chunk only.
 */
import type { DonationSummary } from '@contract/donations';
import { useIntl } from 'react-intl';
import { Bar, BarChart, CartesianGrid, Legend, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from './parts/chart-frame';
import { usePageFormat } from '@client/lib/format';

export default function DonationsChart({ months }: { months: DonationSummary['months'] }) {
  const intl = useIntl();
  const format = usePageFormat();
  const data = months.map((m) => ({
    month: format.month(m.month),
    once: m.once / 100,
    recurring: m.recurring / 100,
  }));
  return (
    <ChartFrame label={intl.formatMessage({ id: 'admin.chart.label' })}>
      <BarChart data={data} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="month" tick={{ fontSize: 11 }} />
        <YAxis tick={{ fontSize: 11 }} width={48} />
        <Tooltip formatter={(v) => format.money(Math.round(Number(v) * 100))} />
        <Legend />
        <Bar
          dataKey="once"
          name={intl.formatMessage({ id: 'admin.chart.once' })}
          stackId="a"
          fill="#1e2a4a"
        />
        <Bar
          dataKey="recurring"
          name={intl.formatMessage({ id: 'admin.chart.recurring' })}
          stackId="a"
          fill="#b7892f"
        />
      </BarChart>
    </ChartFrame>
  );
}
