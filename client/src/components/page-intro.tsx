import type { ReactNode } from 'react';

/** A page's single h1 with an optional lead paragraph and more content below. */
export function PageIntro({
  title,
  lead,
  children,
}: {
  title: string;
  lead?: ReactNode;
  children?: ReactNode;
}) {
  return (
    <div className="container-page py-12 sm:py-16">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">{title}</h1>
      {lead ? (
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{lead}</p>
      ) : null}
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
