import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { DialogCancel, TitledDialog, type DialogOpenProps } from '@client/components/titled-dialog';

/**
 * Asks before something that cannot be undone (deleting, removing, signing someone out): a
 * title, what will happen, Cancel (which holds the focus first, so Enter never confirms by
 * accident) and the destructive action, disabled while it runs.
 */
export function ConfirmDialog({
  children,
  confirmLabel,
  pendingLabel = confirmLabel,
  pending,
  onConfirm,
  ...dialog
}: DialogOpenProps & {
  title: string;
  /** What will happen, in a sentence or two. */
  children: ReactNode;
  confirmLabel: string;
  pendingLabel?: string;
  pending: boolean;
  onConfirm: () => void;
}) {
  const intl = useIntl();
  return (
    <TitledDialog {...dialog} description={children} className="max-w-md">
      <div className="mt-6 flex flex-wrap justify-end gap-3">
        <DialogCancel>{intl.formatMessage({ id: 'confirm.cancel' })}</DialogCancel>
        <Button variant="destructive" disabled={pending} onClick={onConfirm}>
          {pending ? pendingLabel : confirmLabel}
        </Button>
      </div>
    </TitledDialog>
  );
}
