import { defaultBibleVersionFor } from '@contract/bible';
import { pathTo } from '@contract/pages';
import type { PublicTimelineEvent } from '@contract/timeline';
import { timelineCategories } from '@content/timeline';
import { BookOpen, Users } from 'lucide-react';
import { useRef, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { DetailDialog } from '@client/components/detail-dialog';
import { LoadFailed } from '@client/components/load-failed';
import { PageHero } from '@client/components/page-hero';
import { ScriptureText } from '@client/components/scripture-reference';
import { Button } from '@client/components/ui/button';
import { DialogDescription, DialogTitle } from '@client/components/ui/dialog';
import { timelineCategoryIds } from '@client/lib/fixed-labels';
import { usePageLanguage } from '@client/lib/i18n';
import { cn } from '@client/lib/utils';
import { NotTranslatedNote } from '@client/components/not-translated-note';
import { HeadedSection } from '@client/components/headed-section';
import { CategoryIcon } from './category-icon';
import { Stars } from './stars';
import { useTimelineEvents } from './api/timeline';

type TimelineEvent = PublicTimelineEvent;
import { useParallax, useRevealOnce } from './use-timeline-motion';

/** Long labels may take two lines on a phone instead of running past the screen's edge. */
const wrappingButton = 'h-auto min-h-11 py-2 text-center whitespace-normal';

/** Where the page's closing invitation leads: the studies (the main choice), the characters. */
const nextSteps = [
  { page: 'bibleStudy', icon: BookOpen, label: 'timeline.studyRestoration', variant: 'accent' },
  { page: 'characters', icon: Users, label: 'timeline.meetCharacters', variant: 'outline-light' },
] as const;

function CategoryBadge({ event }: { event: TimelineEvent }) {
  const intl = useIntl();
  const category = timelineCategories[event.category];
  return (
    <span
      className="inline-flex items-center gap-1.5 rounded-full px-2.5 py-1 text-xs font-semibold text-white"
      style={{ backgroundColor: category.color }}
    >
      <CategoryIcon icon={category.icon} className="size-3.5" />
      {intl.formatMessage({ id: timelineCategoryIds[event.category] })}
    </span>
  );
}

function TimelineCard({
  event,
  index,
  onOpen,
}: {
  event: TimelineEvent;
  index: number;
  onOpen: (event: TimelineEvent) => void;
}) {
  const right = index % 2 === 1;
  const category = timelineCategories[event.category];
  // An event without its translation yet shows in English, marked so, with a short notice.
  const untranslated = !event.translated;
  return (
    <li className="relative pl-12 md:grid md:grid-cols-2 md:gap-16 md:pl-0">
      {/* The dot on the line: at the left on small screens, in the middle from md up. */}
      <span
        aria-hidden="true"
        className="absolute top-6 left-4 z-10 flex size-8 -translate-x-1/2 items-center justify-center rounded-full border-4 border-parchment text-white shadow md:left-1/2"
        style={{ backgroundColor: category.color }}
      >
        <CategoryIcon icon={category.icon} className="size-3.5" />
      </span>
      <div
        data-reveal="static"
        className={cn(
          'transition-[opacity,translate] duration-700 ease-out data-[reveal=waiting]:translate-y-10 data-[reveal=waiting]:opacity-0',
          right ? 'md:col-start-2' : 'md:col-start-1 md:text-right',
        )}
      >
        <div data-parallax={event.parallaxSpeed} className="will-change-transform">
          <article
            aria-labelledby={`event-${event.id}-title`}
            lang={untranslated ? 'en' : undefined}
            className="group relative rounded-xl border border-navy-100 bg-white p-6 shadow-sm transition-shadow focus-within:shadow-lg hover:shadow-lg"
          >
            <div
              className={cn(
                'flex flex-wrap items-center gap-3',
                !right && 'md:flex-row-reverse md:justify-start',
              )}
            >
              <CategoryBadge event={event} />
              <span className="font-serif text-lg font-bold text-gold-700">{event.year}</span>
            </div>
            <h3 id={`event-${event.id}-title`} className="mt-3 text-xl font-bold text-navy-900">
              <button
                type="button"
                onClick={() => onOpen(event)}
                className="text-left after:absolute after:inset-0 after:rounded-xl after:content-[''] hover:underline focus-visible:outline-none"
                aria-haspopup="dialog"
              >
                {event.title}
              </button>
            </h3>
            <p className="mt-2 text-slate-700">{event.description}</p>
            <p className="mt-3 border-t border-navy-100 pt-3 text-sm text-navy-800 italic">
              {event.significance}
            </p>
            {untranslated ? <NotTranslatedNote inEnglishItem className="mt-3" /> : null}
          </article>
        </div>
      </div>
    </li>
  );
}

function EventDialog({ event, onClose }: { event: TimelineEvent | null; onClose: () => void }) {
  const intl = useIntl();
  const lang = usePageLanguage();
  // The event's Scripture references are links here, found in the language its text is in (the
  // card they are also on is itself a button that opens this window).
  const textLang = event && !event.translated ? 'en' : lang;
  const linked = (field: 'description' | 'significance', text: string) => (
    <ScriptureText
      text={text}
      references={event?.references[field]}
      version={defaultBibleVersionFor(textLang)}
    />
  );
  return (
    <DetailDialog
      item={event}
      onClose={onClose}
      closeLabel={intl.formatMessage({ id: 'timeline.close' })}
      className="p-6 sm:p-8"
    >
      {(shown) => {
        const category = timelineCategories[shown.category];
        return (
          <>
            <div className="flex items-center gap-4">
              <span
                className="flex size-14 shrink-0 items-center justify-center rounded-full text-white"
                style={{ backgroundColor: category.color }}
              >
                <CategoryIcon icon={category.icon} className="size-7" />
              </span>
              <div>
                <p className="font-serif text-lg font-bold text-gold-700">{shown.year}</p>
                <DialogTitle>{shown.title}</DialogTitle>
              </div>
            </div>
            <DialogDescription className="mt-5 text-lg leading-relaxed">
              {linked('description', shown.description)}
            </DialogDescription>
            <section className="mt-6 rounded-lg border border-gold-200 bg-gold-50 p-5">
              <h3 className="font-serif text-lg font-semibold text-navy-900">
                {intl.formatMessage({ id: 'timeline.significance' })}
              </h3>
              <p className="mt-2 leading-relaxed text-slate-800">
                {linked('significance', shown.significance)}
              </p>
            </section>
          </>
        );
      }}
    </DetailDialog>
  );
}

/** The Biblical Timeline page. */
export function TimelineScreen() {
  const intl = useIntl();
  const timeline = useTimelineEvents();
  const events = timeline.data ?? [];
  const [selected, setSelected] = useState<TimelineEvent | null>(null);
  const list = useRef<HTMLOListElement>(null);
  useRevealOnce(list);
  useParallax(list);

  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage({ id: 'timeline.eyebrow' })}
        title={intl.formatMessage({ id: 'timeline.title' })}
        lead={intl.formatMessage({ id: 'timeline.lead' })}
        className="bg-gradient-to-b from-navy-950 via-navy-900 to-navy-800"
      >
        <Stars />
      </PageHero>

      <HeadedSection
        title="timeline.listHeading"
        lead="timeline.select"
        look="hidden"
        className="container-page py-12 sm:py-16"
      >
        {timeline.isError ? (
          <LoadFailed
            what={intl.formatMessage({ id: 'timeline.what' })}
            onRetry={() => void timeline.refetch()}
          />
        ) : null}
        <div className="relative">
          <div
            aria-hidden="true"
            className="absolute top-0 bottom-0 left-4 w-1 -translate-x-1/2 rounded-full bg-gradient-to-b from-gold-300 via-navy-300 to-gold-400 md:left-1/2"
          />
          <ol ref={list} className="relative space-y-10 md:space-y-14">
            {events.map((event, index) => (
              <TimelineCard key={event.id} event={event} index={index} onOpen={setSelected} />
            ))}
          </ol>
        </div>
      </HeadedSection>

      <section aria-labelledby="understanding-title" className="container-page pb-16">
        <div className="on-dark rounded-2xl bg-gradient-to-br from-navy-900 to-navy-700 px-6 py-10 text-white sm:px-12">
          <h2 id="understanding-title" className="text-center font-serif text-3xl font-bold">
            {intl.formatMessage({ id: 'timeline.understanding' })}
          </h2>
          <div className="mx-auto mt-5 max-w-3xl space-y-4 text-lg leading-relaxed text-navy-100">
            <p>{intl.formatMessage({ id: 'timeline.understanding1' })}</p>
            <p>{intl.formatMessage({ id: 'timeline.understanding2' })}</p>
          </div>
          <div className="mt-8 flex flex-col justify-center gap-3 sm:flex-row">
            {nextSteps.map(({ page, icon: Icon, label, variant }) => (
              <Button key={page} asChild variant={variant} size="lg" className={wrappingButton}>
                <Link href={pathTo(page)}>
                  <Icon aria-hidden="true" />
                  {intl.formatMessage({ id: label })}
                </Link>
              </Button>
            ))}
          </div>
        </div>
      </section>

      <EventDialog event={selected} onClose={() => setSelected(null)} />
    </>
  );
}
