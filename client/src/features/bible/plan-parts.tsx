import { BIBLE_BOOKS, bookDisplayName, bookSlug } from '@contract/bible-books';
import { pathTo } from '@contract/pages';
import { planNameId, type PlanPassageAnswer } from '@contract/study-tools';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { usePageLanguage } from '@client/lib/i18n';

/** A plan's name in the page's language. */
export function usePlanName() {
  const intl = useIntl();
  return (planId: string) => intl.formatMessage({ id: planNameId(planId) });
}

/** A day's passages, each a link opening its first chapter in the reader: 'Psalms 1–4'. */
export function PassageLinks({ passages }: { passages: PlanPassageAnswer[] }) {
  const lang = usePageLanguage();
  return (
    <ul className="flex flex-wrap gap-x-4 gap-y-1">
      {passages.map((p) => {
        const book = BIBLE_BOOKS.find((b) => b.osis === p.book);
        if (!book) return null;
        const name = bookDisplayName(book, lang);
        const label =
          p.fromChapter === p.toChapter
            ? `${name} ${p.fromChapter}`
            : `${name} ${p.fromChapter}–${p.toChapter}`;
        return (
          <li key={`${p.book}${p.fromChapter}`}>
            <Link
              href={pathTo('bibleChapter', { book: bookSlug(book.name), chapter: p.fromChapter })}
              className="font-medium text-navy-700 underline"
            >
              {label}
            </Link>
          </li>
        );
      })}
    </ul>
  );
}
