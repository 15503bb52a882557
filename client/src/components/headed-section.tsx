import { useId, type ReactNode } from 'react';
import { cn } from '@client/lib/utils';
import { useIntl } from 'react-intl';
import type { MessageId } from '@contract/messages/en';

/**
 * The site's section heading styles, each defined once so that sections of one kind look alike
 * from screen to screen; a look with a `lead` style also sets the paragraph under its heading.
 */
const looks = {
  /** A band of the home page, centred. */
  home: { heading: 'text-center font-serif text-3xl font-bold text-navy-900 sm:text-4xl' },
  /** The main list of a page, under its hero. */
  page: { heading: 'font-serif text-3xl font-bold text-navy-900' },
  /** A part of a page or an admin tab. */
  section: { heading: 'font-serif text-2xl font-bold text-navy-900' },
  /** A part of a reading page, lighter than `section`. */
  reading: { heading: 'font-serif text-2xl font-semibold text-navy-900' },
  /** A column or block beside other content. */
  panel: { heading: 'font-serif text-xl font-bold text-navy-900' },
  /** A boxed form on a public page. */
  form: { heading: 'font-serif text-xl font-semibold text-navy-900' },
  /** A tool inside an admin tab, in the tab's plain type. */
  tool: {
    heading: 'text-xl font-semibold text-navy-900',
    lead: 'max-w-prose text-navy-800',
  },
  /** A list inside a dashboard card. */
  card: { heading: 'font-serif text-lg font-semibold text-navy-900' },
  /** A part of a dialog. */
  dialog: { heading: 'font-semibold text-navy-900', lead: 'mt-1 text-sm text-slate-700' },
  /** A small boxed step inside a form. */
  note: { heading: 'text-sm font-semibold', lead: 'text-sm text-muted-foreground' },
  /**
   * A section whose name only assistive technology needs (the page says it already); its lead
   * stands as the visible introduction.
   */
  hidden: { heading: 'sr-only', lead: 'mx-auto mb-10 max-w-2xl text-center text-slate-700' },
} satisfies Record<string, { heading: string; lead?: string }>;

export type HeadingLook = keyof typeof looks;

/**
 * A heading in one of the site's looks, its text a message id; for a heading whose section is
 * laid out around it (beside a filter, inside a card), where `HeadedSection` does not fit.
 */
export function Heading({
  id,
  title,
  look,
  level = 2,
  className,
}: {
  id?: string;
  title: MessageId;
  look: HeadingLook;
  level?: 2 | 3;
  /** Placement only (a margin): the look says the rest. */
  className?: string;
}) {
  const intl = useIntl();
  const Tag = level === 3 ? 'h3' : 'h2';
  return (
    <Tag id={id} className={cn(className, looks[look].heading)}>
      {intl.formatMessage({ id: title })}
    </Tag>
  );
}

/**
 * A section named by its own heading (`aria-labelledby` the heading's id), so that assistive
 * technology lists it by that name; the heading comes first, then the optional lead paragraph,
 * then `children`. The title and lead are message ids (`title="audit.heading"`).
 */
export function HeadedSection({
  id,
  title,
  lead,
  look,
  level = 2,
  className,
  children,
}: {
  /** The heading's id, when something else on the page points at it too. */
  id?: string;
  title: MessageId;
  lead?: MessageId;
  look: HeadingLook;
  level?: 2 | 3;
  className?: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const ownId = useId();
  const headingId = id ?? ownId;
  const style: { heading: string; lead?: string } = looks[look];
  return (
    <section aria-labelledby={headingId} className={className}>
      <Heading id={headingId} title={title} look={look} level={level} />
      {lead ? <p className={style.lead}>{intl.formatMessage({ id: lead })}</p> : null}
      {children}
    </section>
  );
}
