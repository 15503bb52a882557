import { zodResolver } from '@hookform/resolvers/zod';
import { createStudyGroupBodySchema, DEFAULT_GROUP_CAPACITY } from '@contract/study-groups';
import { pathTo } from '@contract/pages';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { useLocation } from 'wouter';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { useCreateGroup } from './api/study-groups';
import { GroupFields } from './group-fields';

/** 'Create Group': a dialog with the group's name, topic, description, schedule and capacity. */
export function CreateGroupDialog() {
  const intl = useIntl();
  const lang = usePageLanguage();
  const [open, setOpen] = useState(false);
  const [, navigate] = useLocation();
  const create = useCreateGroup();
  const form = useForm({
    resolver: zodResolver(createStudyGroupBodySchema),
    defaultValues: {
      name: '',
      topic: '',
      description: '',
      meetingSchedule: '',
      maxMembers: DEFAULT_GROUP_CAPACITY,
    },
  });

  const onSubmit = form.handleSubmit((values) => {
    // The group meets in the language of the page it is made on.
    create.mutate(
      { ...values, language: lang },
      {
        onSuccess: (group) => {
          toast({
            title: intl.formatMessage({ id: 'groups.created' }),
            description: intl.formatMessage({ id: 'groups.createdBody' }, { name: group.name }),
          });
          setOpen(false);
          form.reset();
          navigate(pathTo('studyGroupDetail', { id: group.id }));
        },
      },
    );
  });

  return (
    <>
      <Button variant="accent" onClick={() => setOpen(true)}>
        {intl.formatMessage({ id: 'groups.create' })}
      </Button>
      <Dialog open={open} onOpenChange={setOpen}>
        <DialogContent className="max-w-lg">
          <DialogTitle>{intl.formatMessage({ id: 'groups.dialogTitle' })}</DialogTitle>
          <DialogDescription>{intl.formatMessage({ id: 'groups.dialogLead' })}</DialogDescription>
          <form onSubmit={onSubmit} noValidate className="mt-4 space-y-4">
            <GroupFields form={form} />
            <Button type="submit" className="w-full" disabled={create.isPending}>
              {intl.formatMessage({ id: create.isPending ? 'groups.creating' : 'groups.create' })}
            </Button>
          </form>
        </DialogContent>
      </Dialog>
    </>
  );
}
