import { languageNames } from '@contract/i18n';
import { Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Pager } from '@client/components/pager';
import { IconButton } from '@client/components/icon-button';
import { Skeleton } from '@client/components/ui/skeleton';
import { Table } from '@client/components/ui/table';
import { toast } from '@client/components/ui/use-toast';
import type { useSubscriptions } from '../api/newsletter';
import { useDeleteSubscription } from '../api/newsletter';
import { ColumnHeads } from '../parts/column-heads';
import { usePageFormat } from '@client/lib/format';

export function SubscriberList({
  subscriptions: { data, isPending, isError },
  page,
  onPage,
}: {
  subscriptions: ReturnType<typeof useSubscriptions>;
  page: number;
  onPage: (page: number) => void;
}) {
  const intl = useIntl();
  const format = usePageFormat();
  const remove = useDeleteSubscription();
  const [confirm, setConfirm] = useState<{ id: number; email: string } | null>(null);

  if (isPending) return <Skeleton className="h-40 w-full" />;
  if (isError || !data) {
    return (
      <p role="alert" className="text-red-700">
        {intl.formatMessage({ id: 'admin.newsletter.subscribersFailed' })}
      </p>
    );
  }
  return (
    <>
      {data.items.length === 0 ? (
        <p className="text-slate-700">{intl.formatMessage({ id: 'admin.newsletter.noneFound' })}</p>
      ) : (
        <Table>
          <ColumnHeads
            className="border-navy-200 text-navy-800"
            labels={[
              intl.formatMessage({ id: 'admin.newsletter.email' }),
              intl.formatMessage({ id: 'admin.newsletter.subscribed' }),
              intl.formatMessage({ id: 'admin.newsletter.statusHeader' }),
              intl.formatMessage({ id: 'language.label' }),
              <span key="actions" className="sr-only">
                {intl.formatMessage({ id: 'admin.newsletter.actions' })}
              </span>,
            ]}
          />
          <tbody className="divide-y divide-navy-100">
            {data.items.map((s) => (
              <tr key={s.id}>
                <td className="py-2 pr-4 break-all">{s.email}</td>
                <td className="py-2 pr-4 whitespace-nowrap">{format.dateTime(s.subscribedAt)}</td>
                <td className="py-2 pr-4 whitespace-nowrap">
                  {intl.formatMessage(
                    { id: 'admin.newsletter.subscriberStatus' },
                    { status: s.status },
                  )}
                </td>
                <td className="py-2 pr-4 whitespace-nowrap" lang={s.language}>
                  {languageNames[s.language]}
                </td>
                <td className="py-2 text-right">
                  <IconButton
                    icon={Trash2}
                    label={intl.formatMessage(
                      { id: 'admin.newsletter.deleteLabel' },
                      { email: s.email },
                    )}
                    onClick={() => setConfirm({ id: s.id, email: s.email })}
                  />
                </td>
              </tr>
            ))}
          </tbody>
        </Table>
      )}
      <Pager
        label={intl.formatMessage({ id: 'admin.newsletter.pages' })}
        page={page}
        total={data.total}
        pageSize={data.pageSize}
        onPage={onPage}
      />
      <ConfirmDialog
        open={confirm !== null}
        onOpenChange={(open) => (open ? null : setConfirm(null))}
        title={intl.formatMessage({ id: 'admin.newsletter.deleteTitle' })}
        confirmLabel={intl.formatMessage({ id: 'admin.newsletter.delete' })}
        pending={remove.isPending}
        onConfirm={() => {
          if (!confirm) return;
          remove.mutate(confirm.id, {
            onSuccess: () => {
              toast({
                title: intl.formatMessage({ id: 'admin.newsletter.deleted' }),
                description: confirm.email,
              });
              setConfirm(null);
            },
          });
        }}
      >
        {intl.formatMessage({ id: 'admin.newsletter.deleteBody' }, { email: confirm?.email ?? '' })}
      </ConfirmDialog>
    </>
  );
}
