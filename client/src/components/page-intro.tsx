import type { ReactNode } from 'react';

/**
 * A page's single h1 and its optional lead paragraph. With an `action` (a button, a notice) the
 * two stand together on the left and the action beside them, dropping below on a narrow screen.
 */
export function PageTitle({
  title,
  lead,
  action,
}: {
  title: string;
  lead?: ReactNode;
  action?: ReactNode;
}) {
  const heading = (
    <>
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">{title}</h1>
      {lead ? (
        <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">{lead}</p>
      ) : null}
    </>
  );
  if (action === undefined) return heading;
  return (
    <div className="flex flex-wrap items-end justify-between gap-4">
      <div>{heading}</div>
      {action}
    </div>
  );
}

/** A page's title and lead (see `PageTitle`) with more content below. */
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
      <PageTitle title={title} lead={lead} />
      {children ? <div className="mt-8">{children}</div> : null}
    </div>
  );
}
