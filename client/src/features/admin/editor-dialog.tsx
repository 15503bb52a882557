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
 * What a failed save shows: the server's field errors at the form's `fields`, anything else
 * under the form (the server's message, or `fallbackId`'s).
 */
export function useSaveFailure<T extends FieldValues>(
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
