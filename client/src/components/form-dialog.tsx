import type { FormEventHandler, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { DialogCancel, TitledDialog, type DialogOpenProps } from '@client/components/titled-dialog';

/**
 * A small form in a window (naming a passkey, starting a conversation): its title, a sentence
 * on what it does, the fields (`children`), then Cancel and the submit button, which says it is
 * working and waits while the request runs (`submitDisabled` holds it back until the form is
 * ready).
 */
export function FormDialog({
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  children,
  ...dialog
}: DialogOpenProps & {
  title: string;
  description: string;
  onSubmit: FormEventHandler<HTMLFormElement>;
  submitLabel: string;
  pendingLabel: string;
  pending: boolean;
  submitDisabled?: boolean;
  /** The window's width, when not the default. */
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <TitledDialog {...dialog}>
      <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
        {children}
        <div className="flex flex-wrap justify-end gap-3 pt-2">
          <DialogCancel type="button">{intl.formatMessage({ id: 'confirm.cancel' })}</DialogCancel>
          <Button type="submit" disabled={submitDisabled || pending}>
            {pending ? pendingLabel : submitLabel}
          </Button>
        </div>
      </form>
    </TitledDialog>
  );
}
