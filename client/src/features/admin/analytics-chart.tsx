/**
 * The analytics tab's chart: visitors and page views by day. recharts is large, so this file is
 * loaded lazily, inside the admin panel's chunk only.
 */
import type { AnalyticsSummary } from '@contract/analytics';
import { useIntl } from 'react-intl';
import { CartesianGrid, Legend, Line, LineChart, Tooltip, XAxis, YAxis } from 'recharts';
import { ChartFrame } from './parts/chart-frame';

export default function AnalyticsChart({ days }: { days: AnalyticsSummary['byDay'] }) {
  const intl = useIntl();
  return (
    <ChartFrame label={intl.formatMessage({ id: 'admin.analytics.chart' })}>
      <LineChart data={days} margin={{ left: 0, right: 8, top: 8, bottom: 0 }}>
        <CartesianGrid strokeDasharray="3 3" vertical={false} />
        <XAxis dataKey="day" tick={{ fontSize: 11 }} />
        <YAxis tick={{ fontSize: 11 }} width={40} allowDecimals={false} />
        <Tooltip />
        <Legend />
        <Line
          dataKey="visitors"
          name={intl.formatMessage({ id: 'admin.analytics.visitors' })}
          stroke="#1e2a4a"
          dot={false}
        />
        <Line
          dataKey="pageviews"
          name={intl.formatMessage({ id: 'admin.analytics.pageviews' })}
          stroke="#b7892f"
          dot={false}
        />
      </LineChart>
    </ChartFrame>
  );
}
