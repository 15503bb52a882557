import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

/**
 * A grey placeholder shown while content loads; hidden from assistive technology. On a page
 * waiting for its first use, one coming into view starts the app (client/src/boot.ts).
 */
export function Skeleton({ className, ...props }: ComponentProps<'div'>) {
  return (
    <div
      aria-hidden="true"
      data-needs-app=""
      className={cn('animate-pulse rounded-md bg-navy-100', className)}
      {...props}
    />
  );
}
