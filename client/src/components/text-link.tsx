import type { ComponentProps } from 'react';
import { Link } from 'wouter';
import { cn } from '@client/lib/utils';

/** An in-app link styled as underlined text. */
export function TextLink({ className, ...props }: ComponentProps<typeof Link>) {
  return (
    <Link
      className={cn(
        'rounded-sm font-medium text-navy-700 underline underline-offset-4 hover:text-navy-900',
        className,
      )}
      {...props}
    />
  );
}
