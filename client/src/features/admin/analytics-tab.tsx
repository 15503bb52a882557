/**
 * The site's own analytics: visitors, page views, views per visit and bounce rate of a period
 * compared with the one before, a chart by day, the tables (pages, entries, sources, campaigns,
 * languages, devices) with their CSV, the goals and the content they are attributed to, and the
 * last five minutes.
 */
import { Heading } from '@client/components/headed-section';
import {
  analyticsApi,
  type AnalyticsSummary,
  type CountRow,
  deviceClasses,
  type DeviceClass,
  type ExportTable,
} from '@contract/analytics';
import { languageNames, type SiteLanguage } from '@contract/i18n';
import { lazy, Suspense, useId, useMemo, useState } from 'react';
import { useIntl } from 'react-intl';
import { CountsTable } from '@client/components/counts-table';
import { ScrollTable } from '@client/components/scroll-table';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageFormat } from '@client/lib/format';
import { useAnalyticsLive, useAnalyticsSummary } from './api/analytics';
import { ColumnHeads } from './parts/column-heads';
import { DayRangeFields, inlineControl, type DayRange } from './parts/day-range-fields';
import { LanguageOptions } from './parts/language-options';
import { changeOf, periodOf, presets, previousOf, type Preset } from './analytics-period';

const isDevice = (value: string): value is DeviceClass =>
  (deviceClasses as readonly string[]).includes(value);

const AnalyticsChart = lazy(() => import('./analytics-chart'));

type Tables = Exclude<ExportTable, 'byDay' | 'goals'>;
const tables: Tables[] = ['topPages', 'entryPages', 'sources', 'campaigns', 'languages', 'devices'];

function Stat({ label, value, change }: { label: string; value: string; change: number | null }) {
  const intl = useIntl();
  return (
    <div className="rounded-lg border border-navy-100 bg-white p-4">
      <dt className="text-sm text-slate-600">{label}</dt>
      <dd className="text-2xl font-semibold text-navy-900">{value}</dd>
      <dd className="text-xs text-slate-600">
        {change === null
          ? intl.formatMessage({ id: 'admin.analytics.noChange' })
          : intl.formatMessage(
              { id: 'admin.analytics.compared' },
              {
                change: intl.formatNumber(change, {
                  style: 'percent',
                  signDisplay: 'exceptZero',
                  maximumFractionDigits: 0,
                }),
              },
            )}
      </dd>
    </div>
  );
}

function CsvLink({ table, period, title }: { table: ExportTable; period: Period; title: string }) {
  const intl = useIntl();
  return (
    <a
      className="text-sm text-navy-700 underline"
      href={analyticsApi.export({ search: { table, ...period } })}
      download
    >
      {intl.formatMessage({ id: 'admin.analytics.csv' }, { table: title })}
    </a>
  );
}

interface Period {
  from: string;
  to: string;
  lang?: SiteLanguage | undefined;
}

function CountTable({ table, rows, period }: { table: Tables; rows: CountRow[]; period: Period }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: `admin.analytics.table.${table}` });
  const label = (value: string) => {
    if (table === 'sources' && value === '')
      return intl.formatMessage({ id: 'admin.analytics.direct' });
    if (table === 'devices' && isDevice(value)) {
      return intl.formatMessage({ id: `admin.analytics.device.${value}` });
    }
    if (table === 'languages') return languageNames[value as SiteLanguage] ?? value;
    return value;
  };
  return (
    <section className="min-w-0 space-y-2" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-navy-900">{title}</h3>
        <CsvLink table={table} period={period} title={title} />
      </div>
      <CountsTable
        label={title}
        columns={[
          intl.formatMessage({ id: 'admin.analytics.column.value' }),
          intl.formatMessage({ id: 'admin.analytics.column.visitors' }),
          intl.formatMessage({ id: 'admin.analytics.column.views' }),
        ]}
        rows={rows.slice(0, 10).map((row) => ({
          key: row.value,
          name: label(row.value),
          counts: [row.visitors, row.views],
        }))}
      />
    </section>
  );
}

function Goals({ summary, period }: { summary: AnalyticsSummary; period: Period }) {
  const intl = useIntl();
  const format = usePageFormat();
  const title = intl.formatMessage({ id: 'admin.analytics.table.goals' });
  return (
    <section className="min-w-0 space-y-2" aria-label={title}>
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <h3 className="font-medium text-navy-900">{title}</h3>
        <CsvLink table="goals" period={period} title={title} />
      </div>
      {summary.goals.length === 0 ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'admin.analytics.noGoals' })}
        </p>
      ) : (
        <ScrollTable label={title}>
          <ColumnHeads
            labels={(
              ['goal', 'count', 'conversion', 'amount', 'topContent', 'topEntry'] as const
            ).map((column) => intl.formatMessage({ id: `admin.analytics.column.${column}` }))}
          />
          <tbody>
            {summary.goals.map((goal) => (
              <tr key={goal.name} className="border-b border-navy-50 align-top">
                <th scope="row" className="py-1 pr-4 font-normal">
                  {intl.formatMessage({ id: `admin.analytics.goal.${goal.name}` })}
                </th>
                <td className="py-1 pr-4">{format.count(goal.count)}</td>
                <td className="py-1 pr-4">
                  {summary.visitors > 0
                    ? intl.formatNumber(goal.count / summary.visitors, {
                        style: 'percent',
                        maximumFractionDigits: 1,
                      })
                    : '—'}
                </td>
                <td className="py-1 pr-4">
                  {goal.amount?.map((a) => (
                    <div key={`${a.fund} ${a.currency}`}>
                      {a.fund ? `${a.fund}: ` : ''}
                      {format.money(a.cents, a.currency || undefined)}
                    </div>
                  )) ?? '—'}
                </td>
                <td className="py-1 pr-4">
                  {goal.topContent.slice(0, 3).map((c) => (
                    <div key={c.path}>
                      {c.path} ({format.count(c.count)})
                    </div>
                  ))}
                </td>
                <td className="py-1">
                  {goal.topEntry.slice(0, 3).map((c) => (
                    <div key={c.path}>
                      {c.path} ({format.count(c.count)})
                    </div>
                  ))}
                </td>
              </tr>
            ))}
          </tbody>
        </ScrollTable>
      )}
    </section>
  );
}

function NewsletterClicks({ rows }: { rows: AnalyticsSummary['newsletterClicks'] }) {
  const intl = useIntl();
  const title = intl.formatMessage({ id: 'admin.analytics.table.newsletterClicks' });
  return (
    <section className="min-w-0 space-y-2" aria-label={title}>
      <h3 className="font-medium text-navy-900">{title}</h3>
      {rows.length === 0 ? (
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'admin.analytics.noNewsletterClicks' })}
        </p>
      ) : (
        <CountsTable
          label={title}
          columns={[
            intl.formatMessage({ id: 'admin.analytics.column.campaign' }),
            intl.formatMessage({ id: 'admin.newsletter.clicks.clicks' }),
            intl.formatMessage({ id: 'admin.newsletter.clicks.unique' }),
          ]}
          rows={rows.slice(0, 10).map((row) => ({
            key: row.campaignId,
            name: row.title,
            counts: [row.clicks, row.unique],
          }))}
        />
      )}
    </section>
  );
}

function Figures({ summary, before }: { summary: AnalyticsSummary; before?: AnalyticsSummary }) {
  const intl = useIntl();
  const format = usePageFormat();
  const perVisit = (s: AnalyticsSummary) => (s.visitors > 0 ? s.pageviews / s.visitors : 0);
  const bounce = (s: AnalyticsSummary) => (s.visitors > 0 ? s.bounces / s.visitors : 0);
  const change = (pick: (s: AnalyticsSummary) => number) =>
    before ? changeOf(pick(summary), pick(before)) : null;
  return (
    <dl className="grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
      <Stat
        label={intl.formatMessage({ id: 'admin.analytics.visitors' })}
        value={format.count(summary.visitors)}
        change={change((s) => s.visitors)}
      />
      <Stat
        label={intl.formatMessage({ id: 'admin.analytics.pageviews' })}
        value={format.count(summary.pageviews)}
        change={change((s) => s.pageviews)}
      />
      <Stat
        label={intl.formatMessage({ id: 'admin.analytics.viewsPerVisit' })}
        value={intl.formatNumber(perVisit(summary), { maximumFractionDigits: 1 })}
        change={change(perVisit)}
      />
      <Stat
        label={intl.formatMessage({ id: 'admin.analytics.bounceRate' })}
        value={intl.formatNumber(bounce(summary), { style: 'percent', maximumFractionDigits: 0 })}
        change={change(bounce)}
      />
    </dl>
  );
}

function Live() {
  const intl = useIntl();
  const format = usePageFormat();
  const { data } = useAnalyticsLive();
  return (
    <p className="text-sm text-slate-700" aria-live="polite">
      {intl.formatMessage({ id: 'admin.analytics.live' })}:{' '}
      <strong className="text-navy-900" data-testid="analytics-live">
        {data ? format.count(data.visitors) : '…'}
      </strong>
    </p>
  );
}

export function AnalyticsTab() {
  const intl = useIntl();
  const ids = { preset: useId(), lang: useId() };
  const [preset, setPreset] = useState<Preset>('30');
  const [range, setRange] = useState<DayRange>({ from: '', to: '' });
  const [lang, setLang] = useState<SiteLanguage | ''>('');
  const period = useMemo(() => {
    const days = periodOf(preset, new Date(), range);
    return days ? { ...days, lang: lang || undefined } : null;
  }, [preset, range, lang]);
  const previous = useMemo(
    () => (period ? { ...previousOf(period), lang: period.lang } : null),
    [period],
  );
  const current = useAnalyticsSummary(period);
  const before = useAnalyticsSummary(previous);

  return (
    <div className="space-y-6">
      <div className="space-y-1">
        <Heading title="admin.analytics.heading" look="reading" />
        <p className="text-sm text-slate-700">
          {intl.formatMessage({ id: 'admin.analytics.privacy' })}
        </p>
        <Live />
      </div>
      <div className="flex flex-wrap items-end gap-3">
        <div className="space-y-1">
          <Label htmlFor={ids.preset}>{intl.formatMessage({ id: 'admin.analytics.period' })}</Label>
          <select
            id={ids.preset}
            className={inlineControl}
            value={preset}
            onChange={(e) => setPreset(e.target.value as Preset)}
          >
            {presets.map((p) => (
              <option key={p} value={p}>
                {intl.formatMessage({ id: `admin.analytics.period.${p}` })}
              </option>
            ))}
          </select>
        </div>
        {preset === 'range' && (
          <DayRangeFields
            labels={{
              from: intl.formatMessage({ id: 'admin.analytics.from' }),
              to: intl.formatMessage({ id: 'admin.analytics.to' }),
            }}
            value={range}
            onChange={setRange}
          />
        )}
        <div className="space-y-1">
          <Label htmlFor={ids.lang}>{intl.formatMessage({ id: 'admin.analytics.language' })}</Label>
          <select
            id={ids.lang}
            className={inlineControl}
            value={lang}
            onChange={(e) => setLang(e.target.value as SiteLanguage | '')}
          >
            <option value="">{intl.formatMessage({ id: 'admin.analytics.language.all' })}</option>
            <LanguageOptions />
          </select>
        </div>
      </div>
      {current.isError ? (
        <p className="text-red-700">{intl.formatMessage({ id: 'admin.analytics.failed' })}</p>
      ) : !current.data || !period ? (
        <Skeleton className="h-64 w-full" />
      ) : (
        <div className="space-y-8">
          <Figures summary={current.data} before={before.data} />
          {current.data.pageviews === 0 ? (
            <p className="text-sm text-slate-700">
              {intl.formatMessage({ id: 'admin.analytics.empty' })}
            </p>
          ) : (
            <Suspense fallback={<Skeleton className="h-64 w-full" />}>
              <AnalyticsChart days={current.data.byDay} />
            </Suspense>
          )}
          <CsvLink
            table="byDay"
            period={period}
            title={intl.formatMessage({ id: 'admin.analytics.chart' })}
          />
          <Goals summary={current.data} period={period} />
          <div className="grid gap-8 lg:grid-cols-2">
            {tables.map((table) => (
              <CountTable key={table} table={table} rows={current.data[table]} period={period} />
            ))}
            <NewsletterClicks rows={current.data.newsletterClicks} />
          </div>
        </div>
      )}
    </div>
  );
}
