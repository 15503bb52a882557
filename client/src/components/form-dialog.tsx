import type { FormEventHandler, ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { cn } from '@client/lib/utils';

/**
 * A small form in a window (naming a passkey, starting a conversation): its title, a sentence
 * on what it does, the fields (`children`), then Cancel and the submit button, which says it is
 * working and waits while the request runs (`submitDisabled` holds it back until the form is
 * ready).
 */
export function FormDialog({
  open,
  onOpenChange,
  title,
  description,
  onSubmit,
  submitLabel,
  pendingLabel,
  pending,
  submitDisabled = false,
  className,
  children,
}: {
  open: boolean;
  onOpenChange: (open: boolean) => void;
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
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('p-6', className)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className="mt-2">{description}</DialogDescription>
        <form onSubmit={onSubmit} noValidate className="mt-6 space-y-4">
          {children}
          <div className="flex flex-wrap justify-end gap-3 pt-2">
            <DialogClose asChild>
              <Button type="button" variant="outline">
                {intl.formatMessage({ id: 'confirm.cancel' })}
              </Button>
            </DialogClose>
            <Button type="submit" disabled={submitDisabled || pending}>
              {pending ? pendingLabel : submitLabel}
            </Button>
          </div>
        </form>
      </DialogContent>
    </Dialog>
  );
}
