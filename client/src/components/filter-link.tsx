import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { cn } from '@client/lib/utils';

/** A filter's choice as a rounded chip: filled when chosen. */
export const filterChipClass = (current: boolean): string =>
  cn(
    'inline-flex min-h-10 items-center rounded-full border px-4 text-sm font-medium transition-colors',
    current
      ? 'border-navy-900 bg-navy-900 text-white'
      : 'border-navy-200 bg-white text-navy-800 hover:border-navy-400 hover:bg-navy-50',
  );

/**
 * One choice of a list's filter: a link (it works before the page's code runs, and the address
 * holds the view), marked as the current page when chosen.
 */
export function FilterLink({
  href,
  current,
  lang,
  children,
}: {
  href: string;
  current: boolean;
  lang?: string | undefined;
  children: ReactNode;
}) {
  return (
    <Link
      href={href}
      lang={lang}
      aria-current={current ? 'page' : undefined}
      className={filterChipClass(current)}
    >
      {children}
    </Link>
  );
}
