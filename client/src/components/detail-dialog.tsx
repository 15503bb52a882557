import type { ReactNode } from 'react';
import { Button } from '@client/components/ui/button';
import { Dialog, DialogClose, DialogContent } from '@client/components/ui/dialog';
import { cn } from '@client/lib/utils';

/**
 * One item of a list shown in full in a window (a timeline event, a Bible character): open while
 * `item` is set, drawn by `children`, and closed by Escape, the backdrop or its Close button at
 * the end, each of which calls `onClose`.
 */
export function DetailDialog<T>({
  item,
  onClose,
  closeLabel,
  className,
  closeClassName,
  children,
}: {
  item: T | null;
  onClose: () => void;
  closeLabel: string;
  className?: string;
  /** Where the Close button's row sits (its margin, and padding when the window has none). */
  closeClassName?: string;
  children: (item: T) => ReactNode;
}) {
  return (
    <Dialog open={item !== null} onOpenChange={(open) => (open ? undefined : onClose())}>
      {item !== null ? (
        <DialogContent className={className}>
          {children(item)}
          <div className={cn('mt-6 flex justify-end', closeClassName)}>
            <DialogClose asChild>
              <Button>{closeLabel}</Button>
            </DialogClose>
          </div>
        </DialogContent>
      ) : null}
    </Dialog>
  );
}
