import type { ComponentProps } from 'react';
import { cn } from '@client/lib/utils';

export function Input({ className, type = 'text', ...props }: ComponentProps<'input'>) {
  return (
    <input
      type={type}
      className={cn(
        'flex h-10 w-full min-w-0 rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 placeholder:text-slate-500 disabled:cursor-not-allowed disabled:opacity-60 aria-invalid:border-red-700 sm:text-sm',
        className,
      )}
      {...props}
    />
  );
}
