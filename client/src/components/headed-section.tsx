import type { ReactNode } from 'react';

/**
 * A section named by its own heading (`aria-labelledby` the heading's id), so that assistive
 * technology lists it by that name; the heading comes first, then `children`.
 */
export function HeadedSection({
  id,
  title,
  level = 2,
  className,
  headingClassName,
  children,
}: {
  /** The heading's id, which names the section. */
  id: string;
  title: ReactNode;
  level?: 2 | 3;
  className?: string;
  headingClassName?: string;
  children: ReactNode;
}) {
  const Heading = level === 3 ? 'h3' : 'h2';
  return (
    <section aria-labelledby={id} className={className}>
      <Heading id={id} className={headingClassName}>
        {title}
      </Heading>
      {children}
    </section>
  );
}
