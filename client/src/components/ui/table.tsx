import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/**
 * A table for the administrator's lists: wider than a phone, it scrolls inside its own box and the
 * page does not. The box is positioned so that it also clips what is absolutely positioned inside
 * it (a column header hidden for sight but read aloud, `sr-only`): without that, such a header in
 * the last column escapes the box and stretches the whole page sideways.
 */
export function Table({ className, ...props }: ComponentProps<'table'>) {
  return (
    <div className="relative overflow-x-auto">
      <table className={cn('w-full text-left text-sm', className)} {...props} />
    </div>
  );
}
