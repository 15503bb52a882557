import type { ReactNode } from 'react';
import { Link } from 'wouter';
import { CardTitle } from '@client/components/ui/card';

/**
 * The title of a card in a list of members' posts (a question, a study group): a link to its
 * page, marked as members' words in the language they were written in.
 */
export function MemberPostTitle({
  href,
  lang,
  children,
}: {
  href: string;
  lang: string | undefined;
  children: ReactNode;
}) {
  return (
    <CardTitle as="h2" className="text-lg">
      <Link href={href} className="hover:underline" lang={lang} data-members-words>
        {children}
      </Link>
    </CardTitle>
  );
}
