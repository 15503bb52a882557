import { backupsApi, type Backup } from '@contract/backups';
import type { MessageId } from '@contract/messages/en';
import { Download, HardDriveDownload } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageFormat } from '@client/lib/format';
import { useBackups, useMakeBackup } from './api/backups';
import { ImportExport } from './import-export';

const HOUR = 3_600_000;

/** How long ago, in the page's language: "5 minutes ago", "hace 3 horas", "há 2 dias". */
function age(intl: IntlShape, iso: string, now: number): string {
  const minutes = Math.max(0, Math.round((now - new Date(iso).getTime()) / 60_000));
  if (minutes < 60) return intl.formatRelativeTime(-minutes, 'minute', { numeric: 'auto' });
  const hours = Math.round(minutes / 60);
  if (hours < 48) return intl.formatRelativeTime(-hours, 'hour', { numeric: 'auto' });
  return intl.formatRelativeTime(-Math.round(hours / 24), 'day', { numeric: 'auto' });
}

const reasonId = (reason: Backup['reason']): MessageId => `admin.backups.reason.${reason}`;

/** The admin panel's Backups tab: the backups kept, one made now, each downloadable. */
export function BackupsTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const { data, isPending, isError, dataUpdatedAt } = useBackups();
  const make = useMakeBackup();

  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError) {
    return <p className="text-red-700">{intl.formatMessage({ id: 'admin.backups.loadFailed' })}</p>;
  }
  // Ages as of the answer (a render stays pure; the list is fetched again after each backup).
  const now = dataUpdatedAt;
  const newest = data.backups[0];
  const stale =
    data.everyHours > 0 &&
    (!newest || now - new Date(newest.createdAt).getTime() > 2 * data.everyHours * HOUR);
  return (
    <section aria-label={intl.formatMessage({ id: 'admin.backups.label' })} className="space-y-4">
      <p className="max-w-prose text-navy-800">
        {intl.formatMessage({ id: 'admin.backups.intro' })}
      </p>
      <p className="text-sm text-slate-700">
        {data.everyHours > 0
          ? intl.formatMessage(
              { id: 'admin.backups.schedule' },
              { hours: data.everyHours, keep: data.keep },
            )
          : intl.formatMessage({ id: 'admin.backups.noSchedule' }, { keep: data.keep })}
      </p>
      {stale && newest ? (
        <p role="alert" className="rounded-md border border-gold-400 bg-gold-50 p-3 text-navy-900">
          {intl.formatMessage({ id: 'admin.backups.stale' })}
        </p>
      ) : null}
      <div className="flex flex-wrap items-center gap-3">
        <Button
          className="h-auto min-h-10 py-2 whitespace-normal"
          disabled={make.isPending}
          onClick={() => make.mutate()}
        >
          <HardDriveDownload aria-hidden="true" />
          {intl.formatMessage({
            id: make.isPending ? 'admin.backups.making' : 'admin.backups.makeNow',
          })}
        </Button>
        <p role="status" className="text-sm text-navy-800">
          {make.isSuccess ? intl.formatMessage({ id: 'admin.backups.made' }) : null}
        </p>
        {make.isError ? (
          <p role="alert" className="text-sm text-red-700">
            {intl.formatMessage({ id: 'admin.backups.failed' })}
          </p>
        ) : null}
      </div>
      {data.backups.length === 0 ? (
        <p className="text-navy-800">{intl.formatMessage({ id: 'admin.backups.none' })}</p>
      ) : (
        <ul className="divide-y divide-navy-100 rounded-lg border border-navy-100 bg-white">
          {data.backups.map((backup) => (
            <li
              key={backup.name}
              className="flex flex-wrap items-center justify-between gap-x-4 gap-y-2 p-4"
            >
              <div className="min-w-0">
                <p className="font-semibold text-navy-900">
                  <time dateTime={backup.createdAt}>{format.dateTime(backup.createdAt)}</time>
                </p>
                <p className="text-sm text-slate-700">
                  {intl.formatMessage({ id: reasonId(backup.reason) })}
                  {' · '}
                  {intl.formatMessage(
                    { id: 'admin.backups.details' },
                    { size: format.bytes(backup.size), age: age(intl, backup.createdAt, now) },
                  )}
                </p>
              </div>
              <Button asChild size="sm" variant="outline">
                <a
                  href={backupsApi.download({ name: backup.name })}
                  download={backup.name}
                  aria-label={intl.formatMessage(
                    { id: 'admin.backups.downloadNamed' },
                    { date: format.dateTime(backup.createdAt) },
                  )}
                >
                  <Download aria-hidden="true" />
                  {intl.formatMessage({ id: 'admin.backups.download' })}
                </a>
              </Button>
            </li>
          ))}
        </ul>
      )}
      <ImportExport />
    </section>
  );
}
