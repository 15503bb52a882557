import { zodResolver } from '@hookform/resolvers/zod';
import {
  conversationCategories,
  newConversationFieldsSchema,
  type NewConversationFields,
} from '@contract/conversations';
import { useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { AttachmentPicker } from '@client/components/conversation/attachment-picker';
import { useConversationWords } from '@client/components/conversation/conversation-list-item';
import { FormDialog } from '@client/components/form-dialog';
import { SelectField, TextField, TextareaField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import type { DialogOpenProps } from '@client/components/titled-dialog';
import { useStartConversation } from './api/conversations';

/** The contract's fields, with the category as its `<select>` holds it ('' before a choice). */
const formSchema = newConversationFieldsSchema.extend({
  category: z.string().pipe(newConversationFieldsSchema.shape.category),
});
type Fields = z.input<typeof formSchema>;
const EMPTY: Fields = { title: '', category: '', content: '' };

/** The 'New' dialog: subject, category, message and attachments. */
export function NewConversationDialog({
  open,
  onOpenChange,
  onStarted,
}: DialogOpenProps & {
  onStarted: (id: number) => void;
}) {
  const intl = useIntl();
  const words = useConversationWords();
  const form = useForm<Fields, unknown, NewConversationFields>({
    resolver: zodResolver(formSchema),
    defaultValues: EMPTY,
  });
  const { errors } = form.formState;
  const [title, category] = useWatch({ control: form.control, name: ['title', 'category'] });
  const [files, setFiles] = useState<File[]>([]);
  const start = useStartConversation();
  // Start stays off until the two required choices are made, as the member can see.
  const ready = title.trim() !== '' && category !== '';

  const submit = form.handleSubmit((fields) => {
    if (start.isPending) return;
    // A conversation opens with words, a file, or both.
    if (fields.content === '' && files.length === 0) {
      form.setError('content', { message: intl.formatMessage({ id: 'portal.contentRequired' }) });
      return;
    }
    start.mutate(
      { ...fields, files },
      {
        onSuccess: (posted) => {
          toast({
            title: intl.formatMessage({ id: 'portal.started' }),
            description: intl.formatMessage({ id: 'portal.startedBody' }),
          });
          form.reset(EMPTY);
          setFiles([]);
          onOpenChange(false);
          onStarted(posted.conversationId);
        },
      },
    );
  });

  return (
    <FormDialog
      open={open}
      onOpenChange={onOpenChange}
      title={intl.formatMessage({ id: 'portal.newConversation' })}
      description={intl.formatMessage({ id: 'portal.newDescription' })}
      onSubmit={submit}
      submitLabel={intl.formatMessage({ id: 'portal.start' })}
      pendingLabel={intl.formatMessage({ id: 'portal.starting' })}
      pending={start.isPending}
      submitDisabled={!ready}
    >
      <TextField
        label={intl.formatMessage({ id: 'portal.subject' })}
        maxLength={200}
        required
        error={errors.title?.message}
        {...form.register('title')}
      />
      <SelectField
        label={intl.formatMessage({ id: 'portal.category' })}
        required
        error={errors.category?.message}
        options={[
          { value: '', label: intl.formatMessage({ id: 'portal.chooseCategory' }) },
          ...conversationCategories.map((c) => ({ value: c, label: words.category(c) })),
        ]}
        {...form.register('category')}
      />
      <TextareaField
        label={intl.formatMessage({ id: 'portal.message' })}
        rows={5}
        error={errors.content?.message}
        {...form.register('content')}
      />
      <AttachmentPicker files={files} onChange={setFiles} disabled={start.isPending} />
    </FormDialog>
  );
}
