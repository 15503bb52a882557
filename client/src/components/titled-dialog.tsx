import type { ReactNode } from 'react';
import { Button, type ButtonProps } from '@client/components/ui/button';
import {
  Dialog,
  DialogClose,
  DialogContent,
  DialogDescription,
  DialogTitle,
} from '@client/components/ui/dialog';
import { cn } from '@client/lib/utils';

/** Whether a window is open, and what to call when it opens or closes: the parent holds it. */
export interface DialogOpenProps {
  open: boolean;
  onOpenChange: (open: boolean) => void;
}

/**
 * A window that names itself: its title, the sentence under it that assistive technology reads
 * as its description, then what it holds (`children`), which ends with its buttons.
 */
export function TitledDialog({
  open,
  onOpenChange,
  title,
  description,
  className,
  descriptionClassName = 'mt-2',
  children,
}: DialogOpenProps & {
  title: ReactNode;
  description: ReactNode;
  /** The window's width, when not the default. */
  className?: string;
  descriptionClassName?: string;
  children: ReactNode;
}) {
  return (
    <Dialog open={open} onOpenChange={onOpenChange}>
      <DialogContent className={cn('p-6', className)}>
        <DialogTitle>{title}</DialogTitle>
        <DialogDescription className={descriptionClassName}>{description}</DialogDescription>
        {children}
      </DialogContent>
    </Dialog>
  );
}

/** The outline button that closes the window it is in without doing anything. */
export function DialogCancel({ children, ...props }: Omit<ButtonProps, 'variant' | 'asChild'>) {
  return (
    <DialogClose asChild>
      <Button variant="outline" {...props}>
        {children}
      </Button>
    </DialogClose>
  );
}
