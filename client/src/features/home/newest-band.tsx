import type { MessageId } from '@contract/messages/en';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Heading } from '@client/components/headed-section';
import { TextLink } from '@client/components/text-link';

/**
 * A band of the home page listing the newest of one kind (articles, teachings): its heading, up
 * to three cards in a grid, and a link to all of them.
 */
export function NewestBand<T extends { id: number }>({
  id,
  title,
  items,
  card,
  all,
}: {
  /** The heading's id, which names the band. */
  id: string;
  title: MessageId;
  items: readonly T[];
  card: (item: T) => ReactNode;
  all: { href: string; label: MessageId };
}) {
  const intl = useIntl();
  return (
    <section aria-labelledby={id} className="py-16 sm:py-20">
      <div className="container-page">
        <Heading id={id} title={title} look="home" />
        <ul className="mt-10 grid gap-6 md:grid-cols-2 lg:grid-cols-3">
          {items.map((item) => (
            <li key={item.id}>{card(item)}</li>
          ))}
        </ul>
        <p className="mt-8 text-center">
          <TextLink href={all.href}>{intl.formatMessage({ id: all.label })}</TextLink>
        </p>
      </div>
    </section>
  );
}
