import { teachingPath, type TeachingSummary } from '@contract/teachings';
import { Link } from 'wouter';
import { TeachingByline, TeachingPassages, TeachingSeries } from './teaching-parts';

/** A teaching in a list: title, series, speaker, date, length and passages. */
export function TeachingCard({
  teaching,
  seriesHref,
  speakerHref,
}: {
  teaching: TeachingSummary;
  /** Where a click on the series or speaker leads (the list filtered by it). */
  seriesHref?: (slug: string) => string;
  speakerHref?: (id: number) => string;
}) {
  return (
    <article
      lang={teaching.language}
      className="flex h-full flex-col gap-2 rounded-xl border border-navy-100 bg-white p-5 shadow-sm"
    >
      <TeachingSeries teaching={teaching} href={seriesHref} />
      <h3 className="font-serif text-xl leading-snug font-bold text-navy-900">
        <Link href={teachingPath(teaching.slug)} className="hover:underline">
          {teaching.title}
        </Link>
      </h3>
      <TeachingByline teaching={teaching} speakerHref={speakerHref} withDuration />
      <TeachingPassages teaching={teaching} />
      <p className="line-clamp-3 text-slate-700">{teaching.description}</p>
    </article>
  );
}
