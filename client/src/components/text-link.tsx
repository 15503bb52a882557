import { ArrowLeft } from 'lucide-react';
import type { ComponentProps, ReactNode } from 'react';
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

/** Over a page's heading, the way back to the list it belongs to: an arrow and the list's name. */
export function BackLink({ href, children }: { href: string; children: ReactNode }) {
  return (
    <TextLink href={href} className="inline-flex items-center gap-1 text-sm">
      <ArrowLeft className="size-4" aria-hidden="true" />
      {children}
    </TextLink>
  );
}
