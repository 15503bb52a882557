import { BookOpen } from 'lucide-react';
import { Fragment } from 'react';
import { Link } from 'wouter';
import { pathTo } from '@contract/pages';
import { DEFAULT_LOGO_PATH, nameParts } from '@contract/site';
import { useSiteIdentity } from '@client/lib/site-identity';
import { cn } from '@client/lib/utils';

/**
 * The name breaks only before its last word ("Kingdom Truth / Ministry"): never inside a word,
 * and never on more than two lines, however little room the bar leaves it. An uploaded logo
 * takes the mark's place.
 */
export function Brand({ className }: { className?: string }) {
  const { name, logoUrl } = useSiteIdentity();
  return (
    <Link
      href={pathTo('home')}
      className={cn('flex items-center gap-2 rounded-md font-serif font-semibold', className)}
    >
      {logoUrl === DEFAULT_LOGO_PATH ? (
        <span className="flex size-8 shrink-0 items-center justify-center rounded-full bg-gold-400 text-navy-950">
          <BookOpen className="size-4" aria-hidden="true" />
        </span>
      ) : (
        <img
          src={logoUrl}
          alt=""
          width={32}
          height={32}
          className="size-8 shrink-0 object-contain"
        />
      )}
      <span className="leading-tight">
        {nameParts(name).map((part, i) => (
          <Fragment key={part}>
            {i > 0 ? ' ' : null}
            <span className="whitespace-nowrap">{part}</span>
          </Fragment>
        ))}
      </span>
    </Link>
  );
}
