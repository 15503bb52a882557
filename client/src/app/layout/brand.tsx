import { BookOpen } from 'lucide-react';
import { Link } from 'wouter';
import { SITE_NAME } from '@contract/pages';
import { pathTo } from '@contract/pages';
import { cn } from '@client/lib/utils';

export function Brand({ className }: { className?: string }) {
  return (
    <Link
      href={pathTo('home')}
      className={cn(
        'flex min-w-0 items-center gap-2 rounded-md font-serif font-semibold',
        className,
      )}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-400 text-navy-950">
        <BookOpen className="size-4" aria-hidden="true" />
      </span>
      <span className="leading-tight">{SITE_NAME}</span>
    </Link>
  );
}
