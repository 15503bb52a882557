import type { StudyLanguage } from '@content/studies';
import type { StudySummaryAnswer } from '@contract/studies';
import { ArrowDown, ArrowLeft, Clock, Tag } from 'lucide-react';
import { useEffect, useRef } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCategoryName } from '@client/lib/categories';
import { articleProtection } from '@client/lib/copy-protection';
import { NEEDS_APP_ATTRIBUTE } from '@client/lib/page-marks';
import { Article } from './article';
import { LanguageSelect } from './language-select';
import { useReadingPosition } from './reading-position';
import { useStudyDuration } from './study-duration';
import { useStudy } from './api/studies';

/** The Bible Study Center's reader view. */
export function StudyReader({
  studyId,
  summary,
  language,
  onLanguage,
  onBack,
}: {
  studyId: number;
  /** The study as the list shows it, while its article loads. */
  summary: StudySummaryAnswer | undefined;
  language: StudyLanguage;
  onLanguage: (language: StudyLanguage) => void;
  onBack: () => void;
}) {
  const full = useStudy(studyId);
  const study = full.data ?? summary;
  const heading = useRef<HTMLHeadingElement>(null);
  const article = useRef<HTMLElement>(null);
  const intl = useIntl();
  const categoryName = useCategoryName();
  const duration = useStudyDuration();
  const loaded = full.data !== undefined;
  const position = useReadingPosition(studyId, language, article, loaded);

  // Moving between views: start at the top, with focus on the study's title.
  useEffect(() => {
    window.scrollTo({ top: 0 });
    heading.current?.focus();
  }, [studyId]);

  // A language the study is not written in shows the English, and says so.
  const written = study ? study.languages.includes(language) : true;
  const shown: StudyLanguage = written ? language : 'en';
  const text = full.data?.content[shown];
  const references = full.data?.references[shown];

  return (
    <div className="container-page max-w-4xl py-8 sm:py-12">
      <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
        <Button variant="ghost" onClick={onBack} className="self-start">
          <ArrowLeft aria-hidden="true" />
          {intl.formatMessage({ id: 'studies.back' })}
        </Button>
        <LanguageSelect value={language} onChange={onLanguage} />
      </div>

      <header className="mt-8 border-b border-navy-100 pb-8">
        <h1
          ref={heading}
          tabIndex={-1}
          lang={shown}
          className="font-serif text-3xl leading-tight font-bold text-navy-900 focus:outline-none sm:text-4xl"
        >
          {study ? study.title[language] : <Skeleton className="h-10 w-3/4" />}
        </h1>
        {study ? (
          <>
            <p lang={shown} className="mt-4 text-lg leading-relaxed text-slate-700">
              {study.description[language]}
            </p>
            <dl className="mt-5 flex flex-wrap gap-x-6 gap-y-2 text-sm text-slate-700">
              <div className="flex items-center gap-1.5">
                <Clock className="size-4" aria-hidden="true" />
                <dt className="sr-only">{intl.formatMessage({ id: 'studies.duration' })}</dt>
                <dd>{duration(study.duration)}</dd>
              </div>
              <div className="flex items-center gap-1.5">
                <Tag className="size-4" aria-hidden="true" />
                <dt className="sr-only">{intl.formatMessage({ id: 'studies.category' })}</dt>
                <dd>{categoryName(study.category)}</dd>
              </div>
            </dl>
          </>
        ) : null}
        {written ? null : (
          <p
            role="note"
            className="mt-5 rounded-lg border border-gold-300 bg-gold-50 px-4 py-3 text-navy-800"
          >
            {intl.formatMessage({ id: 'studies.notWrittenIn' }, { language })}
          </p>
        )}
      </header>

      {position.saved && loaded ? (
        <div className="mt-6 flex flex-wrap items-center gap-3 rounded-lg border border-gold-300 bg-gold-50 px-4 py-3">
          <Button variant="accent" onClick={position.resume}>
            <ArrowDown aria-hidden="true" />
            {intl.formatMessage({ id: 'study.continue' })}
          </Button>
          <span className="text-sm text-navy-800">
            {intl.formatMessage(
              { id: 'study.continueProgress' },
              { percent: position.saved.percent },
            )}
          </span>
        </div>
      ) : null}

      <article
        ref={article}
        aria-label={study?.title[language]}
        aria-busy={full.isPending}
        data-testid="study-article"
        className="mt-8 select-none"
        {...articleProtection}
        // The reader needs the app as soon as it is read, not at a first click: its Scripture
        // references open on hover, and the reading position is offered and kept as one scrolls.
        {...{ [NEEDS_APP_ATTRIBUTE]: '' }}
      >
        {text !== undefined ? (
          <Article source={text} lang={shown} references={references} omitTitle />
        ) : full.isError ? (
          <p role="alert" className="text-red-800">
            {intl.formatMessage({ id: 'studies.loadFailed' })}
          </p>
        ) : (
          <div className="space-y-3" aria-hidden="true">
            {Array.from({ length: 8 }, (_, i) => (
              <Skeleton key={i} className={i % 4 === 3 ? 'h-4 w-2/3' : 'h-4 w-full'} />
            ))}
          </div>
        )}
      </article>

      <div className="mt-12 border-t border-navy-100 pt-6">
        <Button variant="outline" onClick={onBack}>
          <ArrowLeft aria-hidden="true" />
          {intl.formatMessage({ id: 'studies.back' })}
        </Button>
      </div>
    </div>
  );
}
