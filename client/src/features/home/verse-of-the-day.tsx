import {
  bibleVersion,
  bookDisplayName,
  bookSlug,
  defaultBibleVersionFor,
  findBook,
  hasBibleIn,
} from '@contract/bible';
import { pathTo } from '@contract/pages';
import { dailyVerseRef, utcDay, verseOfTheDay } from '@content/verses-of-the-day';
import { useQuery } from '@tanstack/react-query';
import { BookOpen } from 'lucide-react';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { TextLink } from '@client/components/text-link';
import { passageQuery } from '@client/lib/passage';
import { useHydrated } from '@client/lib/use-hydrated';

const SECTION_ID = 'verse-of-the-day';

/**
 * The day the page shows first: on the server, today (the request's day: the home page is
 * rendered per request, and kept for that day); in the browser while hydrating, the day the
 * server's HTML was made for (its data-day), so the first render matches it.
 */
function initialDay(): string {
  if (typeof document !== 'undefined') {
    const rendered = document.getElementById(SECTION_ID)?.dataset.day;
    if (rendered && /^\d{4}-\d{2}-\d{2}$/.test(rendered)) return rendered;
  }
  return utcDay(new Date());
}

/**
 * The verse of the day, under the home page's hero: chosen by the UTC date from the curated list
 * (content/verses-of-the-day.ts), the same for everyone that day, linked to the reader. Its text
 * comes from our Bible API, in the page language's version (the RVR1909 on Spanish pages).
 */
export function VerseOfTheDay() {
  const intl = useIntl();
  const [renderedDay] = useState(initialDay);
  // After hydration, today in the browser: a page built yesterday moves to today's verse.
  const day = useHydrated() ? utcDay(new Date()) : renderedDay;

  const verse = verseOfTheDay(day);
  const [book, chapter, first] = verse;
  const ref = dailyVerseRef(verse);
  const version = defaultBibleVersionFor(intl.locale);
  const { data, isError } = useQuery(passageQuery(ref, version));
  const { language: textLanguage } = bibleVersion(version);
  const found = findBook(book);
  // A page whose language has no Bible yet shows the English text, marked so, and names the
  // passage in its own language ('Provérbios 15:1').
  const reference =
    hasBibleIn(intl.locale) || !found
      ? (data?.reference ?? ref.replace('-', '–'))
      : `${bookDisplayName(found, intl.locale)}${ref.slice(book.length).replace('-', '–')}`;
  const href = pathTo('bibleChapter', { book: bookSlug(book), chapter }, { hash: `v${first}` });

  return (
    <section
      id={SECTION_ID}
      data-day={day}
      // Another day's verse needs the app to become today's (client/src/boot.ts).
      data-current-through={day}
      aria-labelledby="verse-of-the-day-title"
      className="border-b border-navy-100 bg-gold-50"
    >
      <div className="container-page py-10 sm:py-12">
        <h2
          id="verse-of-the-day-title"
          className="flex items-center gap-2 text-sm font-semibold tracking-widest text-gold-800 uppercase"
        >
          <BookOpen className="size-4" aria-hidden="true" />
          {intl.formatMessage({ id: 'verseOfTheDay.title' })}
        </h2>
        <figure className="mt-4 max-w-3xl">
          <blockquote className="min-h-[4.5rem] font-serif text-xl leading-relaxed text-navy-900 sm:text-2xl">
            {data ? (
              <p lang={textLanguage}>{data.verses.map((v) => v.text).join(' ')}</p>
            ) : isError ? (
              <p className="font-sans text-base text-red-800">
                {intl.formatMessage({ id: 'verseOfTheDay.error' })}
              </p>
            ) : (
              // Only the app fills it: in view, it starts the app (client/src/boot.ts).
              <p data-needs-app="" className="font-sans text-base text-slate-600">
                {intl.formatMessage({ id: 'verseOfTheDay.loading' })}
              </p>
            )}
          </blockquote>
          <figcaption className="mt-3 flex flex-wrap items-baseline gap-x-4 gap-y-1 text-navy-800">
            <cite className="font-semibold not-italic">
              {reference} ({bibleVersion(version).abbreviation})
            </cite>
            <TextLink href={href}>
              {intl.formatMessage({ id: 'verseOfTheDay.read' }, { reference })}
            </TextLink>
          </figcaption>
        </figure>
      </div>
    </section>
  );
}
