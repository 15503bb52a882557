import type { ReactNode } from 'react';
import { cn } from '@client/lib/utils';

/** A dark banner holding the page's single h1, an optional eyebrow and lead, and extras. */
export function PageHero({
  eyebrow,
  title,
  lead,
  children,
  className,
}: {
  eyebrow?: ReactNode;
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
  className?: string;
}) {
  return (
    <section
      className={cn(
        'on-dark relative overflow-hidden bg-gradient-to-br from-navy-950 via-navy-900 to-navy-700 text-white',
        className,
      )}
    >
      {children}
      <div className="container-page relative py-14 text-center sm:py-20">
        {eyebrow ? (
          <p className="text-sm font-semibold tracking-widest text-gold-300 uppercase">{eyebrow}</p>
        ) : null}
        <h1 className="mt-3 font-serif text-4xl leading-tight font-bold sm:text-5xl">{title}</h1>
        {lead ? (
          <p className="mx-auto mt-5 max-w-2xl text-lg leading-relaxed text-navy-100">{lead}</p>
        ) : null}
      </div>
    </section>
  );
}
