import { BookOpen } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { SITE_NAME } from '@contract/pages';
import { pathTo } from '@contract/pages';
import { cn } from '@client/lib/utils';

/**
 * The name breaks only before its last word ("Kingdom Truth / Ministry"): never inside a word,
 * and never on more than two lines, however little room the bar leaves it.
 */
const lastSpace = SITE_NAME.lastIndexOf(' ');
const nameParts =
  lastSpace > 0 ? [SITE_NAME.slice(0, lastSpace), SITE_NAME.slice(lastSpace + 1)] : [SITE_NAME];

export function Brand({ className }: { className?: string }) {
  return (
    <Link
      href={pathTo('home')}
      className={cn('flex items-center gap-2 rounded-md font-serif font-semibold', className)}
    >
      <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-400 text-navy-950">
        <BookOpen className="size-4" aria-hidden="true" />
      </span>
      <span className="leading-tight">
        {nameParts.map((part, i) => (
          <Fragment key={part}>
            {i > 0 ? ' ' : null}
            <span className="whitespace-nowrap">{part}</span>
          </Fragment>
        ))}
      </span>
    </Link>
  );
}
