import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export function MessageTextarea({ className, ...props }: ComponentProps<'textarea'>) {
  return (
    <textarea
      className={cn(
        'flex w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-slate-500 disabled:opacity-60 aria-invalid:border-red-700 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
