import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/** A grey placeholder shown while content loads; hidden from assistive technology. */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      className={cn('animate-pulse rounded-md bg-navy-100', className)}
      {...props}
    />
  );
}
