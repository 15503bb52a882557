import { RotateCcw } from 'lucide-react';
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { usePageFormat } from '@client/lib/format';
import { useRestore, useTrash } from '../api/history';
import { ContentHeader } from './parts';

/**
 * What was deleted from the studies, the timeline, the characters and the pages in the last 30
 * days, newest first, each with Restore.
 */
export function TrashTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const trash = useTrash();
  const restore = useRestore();
  const items = trash.data ?? [];
  return (
    <section aria-labelledby="trash-heading" className="space-y-6">
      <ContentHeader
        id="trash-heading"
        title={intl.formatMessage({ id: 'admin.trash.title' })}
        description={intl.formatMessage({ id: 'admin.trash.description' })}
      />
      {trash.isPending ? (
        <Skeleton className="h-40 w-full" />
      ) : trash.isError ? (
        <LoadFailed
          what={intl.formatMessage({ id: 'admin.trash.what' })}
          onRetry={() => void trash.refetch()}
        />
      ) : items.length === 0 ? (
        <p className="text-slate-700">{intl.formatMessage({ id: 'admin.trash.empty' })}</p>
      ) : (
        <ul className="divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
          {items.map((item) => (
            <li
              key={item.id}
              className="flex flex-wrap items-center gap-3 p-4"
              data-testid="trash-item"
            >
              <div className="min-w-0 flex-1 basis-48">
                <h3 className="font-semibold break-words text-navy-900" lang="en">
                  {item.label}
                </h3>
                <p className="mt-1 flex flex-wrap gap-x-2 gap-y-1 text-sm text-slate-700">
                  <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
                    {intl.formatMessage({ id: 'admin.trash.kind' }, { kind: item.kind })}
                  </span>
                  <span>
                    {intl.formatMessage(
                      { id: 'admin.trash.deletedOn' },
                      { date: format.dateTime(item.deletedAt) },
                    )}
                    {item.deletedBy
                      ? ` ${intl.formatMessage({ id: 'admin.trash.deletedBy' }, { name: item.deletedBy })}`
                      : null}
                  </span>
                  <span>
                    ·{' '}
                    {intl.formatMessage(
                      { id: 'admin.trash.purgeOn' },
                      { date: format.date(item.purgeAt) },
                    )}
                  </span>
                </p>
              </div>
              <Button
                variant="outline"
                disabled={restore.isPending}
                aria-label={intl.formatMessage(
                  { id: 'admin.trash.restoreLabel' },
                  { name: item.label },
                )}
                onClick={() =>
                  restore.mutate(item.id, {
                    onSuccess: () =>
                      toast({
                        title: intl.formatMessage({ id: 'admin.trash.restored' }),
                        description: item.label,
                      }),
                  })
                }
              >
                <RotateCcw aria-hidden="true" />
                {intl.formatMessage({ id: 'admin.trash.restore' })}
              </Button>
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
