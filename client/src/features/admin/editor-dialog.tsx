import type { MessageId } from '@contract/messages/en';
import { useState, type ReactNode } from 'react';
import type { FieldValues, UseFormReturn } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { FormActions } from '@client/components/form-actions';
import {
  Dialog,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import { cn } from '@client/lib/utils';
import { useUnsavedWork } from './admin-panel';
import { applyFieldErrors } from './content/editing';
import { useGuardedClose } from './content/parts';
import { useFailureMessage } from './use-failure-message';

/**
 * An editor's dialog: its title, the form, its errors and its two buttons. Closing it with
 * unsaved changes asks first, and so does leaving the page.
 */
export function EditorDialog<T extends FieldValues>({
  title,
  description,
  form,
  formError,
  saving,
  saveLabel,
  wide = false,
  onSubmit,
  onClose,
  children,
}: {
  title: string;
  description: string;
  form: UseFormReturn<T, unknown, unknown>;
  formError: string | null;
  saving: boolean;
  saveLabel: string;
  /** For the editors whose fields stand two by two. */
  wide?: boolean;
  onSubmit: () => void;
  onClose: () => void;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { isDirty } = form.formState;
  useUnsavedWork(isDirty);
  const { requestClose, dialog } = useGuardedClose(isDirty, onClose);
  return (
    <Dialog open onOpenChange={(open) => (open ? null : requestClose())}>
      <DialogContent
        className={cn('max-h-[95vh] max-w-2xl overflow-y-auto p-4 sm:p-6', wide && 'max-w-3xl')}
      >
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-1">{description}</DialogDescription>
        <form
          onSubmit={(event) => {
            event.preventDefault();
            onSubmit();
          }}
          noValidate
          className="mt-4 space-y-4"
        >
          {children}
          <FormActions
            error={formError}
            cancelLabel={intl.formatMessage({ id: 'admin.content.cancel' })}
            onCancel={requestClose}
            submitLabel={saveLabel}
            pendingLabel={intl.formatMessage({ id: 'admin.content.saving' })}
            pending={saving}
          />
        </form>
      </DialogContent>
      {dialog}
    </Dialog>
  );
}

/**
 * An editor dialog's messages, each named in full (the catalogue test finds an id's uses by its
 * whole name): the title of a new one (`add`) and of one being changed (`edit`), the line under
 * it, the toasts after saving, and what a failed save says.
 */
export interface EditorMessages {
  add: MessageId;
  edit: MessageId;
  dialogDescription: MessageId;
  added: MessageId;
  saved: MessageId;
  saveFailed: MessageId;
}

/**
 * Saves an editor dialog's form: adds the item when `id` is undefined, else changes it; says
 * "Added" or "Saved" with the saved item's name (`nameOf`) and closes. A failure puts the
 * server's field errors at the form's `fields` and anything else under the form (the server's
 * message, or the `saveFailed` one). What it returns is `EditorDialog`'s props but its Save
 * button's label.
 */
export function useEditorSave<T extends FieldValues, Body, Saved>({
  form,
  fields,
  id,
  save,
  messages,
  nameOf,
  onClose,
}: {
  form: UseFormReturn<T, unknown, Body>;
  fields: readonly string[];
  id: number | undefined;
  /** The item's save mutation (any whose body the form's values make). */
  save: {
    mutate: (
      variables: { id?: number; body: Body },
      callbacks: { onSuccess: (saved: Saved) => void; onError: (error: Error) => void },
    ) => void;
    isPending: boolean;
  };
  messages: EditorMessages;
  nameOf: (saved: Saved) => string;
  onClose: () => void;
}) {
  const intl = useIntl();
  const adding = id === undefined;
  const failed = useSaveFailure(form, fields, messages.saveFailed);
  const submit = form.handleSubmit((body) => {
    failed.clear();
    save.mutate(
      { ...(adding ? {} : { id }), body },
      {
        onSuccess: (saved) => {
          toast({
            title: intl.formatMessage({ id: adding ? messages.added : messages.saved }),
            description: nameOf(saved),
          });
          onClose();
        },
        onError: failed.onError,
      },
    );
  });
  return {
    title: intl.formatMessage({ id: adding ? messages.add : messages.edit }),
    description: intl.formatMessage({ id: messages.dialogDescription }),
    form,
    formError: failed.formError,
    saving: save.isPending,
    onSubmit: () => void submit(),
    onClose,
  };
}

/**
 * What a failed save shows: the server's field errors at the form's `fields`, anything else
 * under the form (the server's message, or `fallbackId`'s).
 */
function useSaveFailure<T extends FieldValues>(
  form: UseFormReturn<T, unknown, unknown>,
  fields: readonly string[],
  fallbackId: MessageId,
) {
  const failure = useFailureMessage();
  const [formError, setFormError] = useState<string | null>(null);
  const onError = (error: unknown) => {
    const fieldErrors = serverFieldErrors(error);
    const rest = applyFieldErrors(fieldErrors, fields, (field, message) =>
      form.setError(field as Parameters<typeof form.setError>[0], { message }),
    );
    setFormError(rest[0] ?? (Object.keys(fieldErrors).length ? null : failure(error, fallbackId)));
  };
  return { formError, clear: () => setFormError(null), onError };
}
