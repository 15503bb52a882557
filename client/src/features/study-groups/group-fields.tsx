import type { createStudyGroupBodySchema } from '@contract/study-groups';
import type { UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import type { z } from 'zod';
import { TextareaField, TextField } from '@client/components/ui/form-field';

type GroupSchema = typeof createStudyGroupBodySchema;
export type GroupForm = UseFormReturn<z.input<GroupSchema>, unknown, z.output<GroupSchema>>;

/** A group's fields, the same when it is made and when its leader edits it. */
export function GroupFields({ form }: { form: GroupForm }) {
  const intl = useIntl();
  const { errors } = form.formState;
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'groups.name' })}
        error={errors.name?.message}
        {...form.register('name')}
      />
      <TextField
        label={intl.formatMessage({ id: 'groups.topic' })}
        error={errors.topic?.message}
        {...form.register('topic')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'groups.description' })}
        rows={3}
        error={errors.description?.message}
        {...form.register('description')}
      />
      <TextField
        label={intl.formatMessage({ id: 'groups.schedule' })}
        placeholder={intl.formatMessage({ id: 'groups.schedulePlaceholder' })}
        error={errors.meetingSchedule?.message}
        {...form.register('meetingSchedule')}
      />
      <TextField
        label={intl.formatMessage({ id: 'groups.maxMembers' })}
        type="number"
        min={2}
        max={500}
        error={errors.maxMembers?.message}
        {...form.register('maxMembers')}
      />
    </>
  );
}
