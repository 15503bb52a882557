import { zodResolver } from '@hookform/resolvers/zod';
import { pathTo } from '@contract/pages';
import { createStudyGroupBodySchema, type StudyGroupDetail } from '@contract/study-groups';
import { Lock, LockOpen, Pencil, Trash2 } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import type { DialogOpenProps } from '@client/components/titled-dialog';
import { useDeleteGroup, useUpdateGroup } from './api/study-groups';
import { GroupFields } from './group-fields';

/** The group's own form, filled with what it says now; the same rules as creating one. */
function EditGroupDialog({
  group,
  open,
  onOpenChange,
}: DialogOpenProps & {
  group: StudyGroupDetail;
}) {
  const intl = useIntl();
  const update = useUpdateGroup(group.id);
  const form = useForm({
    resolver: zodResolver(createStudyGroupBodySchema),
    values: {
      name: group.name,
      topic: group.topic ?? '',
      description: group.description ?? '',
      meetingSchedule: group.meetingSchedule ?? '',
      maxMembers: group.maxMembers,
    },
  });
  const onSubmit = form.handleSubmit((values) => {
    // A field left empty clears it.
    const body = {
      ...values,
      topic: values.topic ?? '',
      description: values.description ?? '',
      meetingSchedule: values.meetingSchedule ?? '',
    };
    update.mutate(body, {
      onSuccess: () => {
        toast({ title: intl.formatMessage({ id: 'groups.saved' }) });
        onOpenChange(false);
      },
    });
  });
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className="max-w-lg">
        <DialogTitle>{intl.formatMessage({ id: 'groups.editTitle' })}</DialogTitle>
        <DialogDescription>{intl.formatMessage({ id: 'groups.editLead' })}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
          <GroupFields form={form} />
          <Button type="submit" className="w-full" disabled={update.isPending}>
            {intl.formatMessage({ id: update.isPending ? 'groups.saving' : 'groups.save' })}
          </Button>
        </form>
      </DialogContent>
    </Dialog>
  );
}

/**
 * What the group's leader (and staff) may do to it: edit it, close it (it leaves the list; only
 * they still open it) or open it again, and delete it. Closing and deleting are asked first.
 */
export function ManageGroup({ group }: { group: StudyGroupDetail }) {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const [editing, setEditing] = useState(false);
  const [asking, setAsking] = useState<'close' | 'delete' | null>(null);
  const update = useUpdateGroup(group.id);
  const remove = useDeleteGroup(group.id);
  const reopen = () =>
    update.mutate(
      { isActive: true },
      { onSuccess: () => toast({ title: intl.formatMessage({ id: 'groups.reopened' }) }) },
    );
  return (
    <section
      aria-label={intl.formatMessage({ id: 'groups.manage' })}
      className="mt-6 space-y-3 rounded-md border border-navy-200 p-4"
    >
      {group.isHidden ? (
        <p className="text-sm text-orange-900">{intl.formatMessage({ id: 'groups.isHidden' })}</p>
      ) : null}
      {group.isActive ? null : (
        <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'groups.isClosed' })}</p>
      )}
      <div className="flex flex-wrap gap-2">
        <Button variant="outline" onClick={() => setEditing(true)}>
          <Pencil aria-hidden="true" /> {intl.formatMessage({ id: 'groups.edit' })}
        </Button>
        {group.isActive ? (
          <Button variant="outline" onClick={() => setAsking('close')}>
            <Lock aria-hidden="true" /> {intl.formatMessage({ id: 'groups.close' })}
          </Button>
        ) : (
          <Button variant="outline" disabled={update.isPending} onClick={reopen}>
            <LockOpen aria-hidden="true" /> {intl.formatMessage({ id: 'groups.reopen' })}
          </Button>
        )}
        <Button variant="ghost" className="text-red-700" onClick={() => setAsking('delete')}>
          <Trash2 aria-hidden="true" /> {intl.formatMessage({ id: 'groups.delete' })}
        </Button>
      </div>
      <EditGroupDialog group={group} open={editing} onOpenChange={setEditing} />
      <ConfirmDialog
        open={asking !== null}
        onOpenChange={(open) => (open ? null : setAsking(null))}
        title={intl.formatMessage({
          id: asking === 'delete' ? 'groups.deleteTitle' : 'groups.closeTitle',
        })}
        confirmLabel={intl.formatMessage({
          id: asking === 'delete' ? 'groups.delete' : 'groups.close',
        })}
        pending={update.isPending || remove.isPending}
        onConfirm={() => {
          if (asking === 'close') {
            update.mutate(
              { isActive: false },
              {
                onSuccess: () => {
                  toast({ title: intl.formatMessage({ id: 'groups.closed' }) });
                  setAsking(null);
                },
              },
            );
          } else if (asking === 'delete') {
            remove.mutate(undefined, {
              onSuccess: () => {
                toast({
                  title: intl.formatMessage({ id: 'groups.deleted' }),
                  description: group.name,
                });
                navigate(pathTo('studyGroups'));
              },
            });
          }
        }}
      >
        {intl.formatMessage(
          { id: asking === 'delete' ? 'groups.deleteBody' : 'groups.closeBody' },
          { name: group.name },
        )}
      </ConfirmDialog>
    </section>
  );
}
