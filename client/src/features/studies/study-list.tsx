import { studyCategories, type StudyCategoryFilter, type StudyLanguage } from '@content/studies';
import { Heading } from '@client/components/headed-section';
import type { StudySummaryAnswer } from '@contract/studies';
import { BookOpen, Clock, Search } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { PageHero } from '@client/components/page-hero';
import { ChoiceButtons } from '@client/components/choice-buttons';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCategoryName } from '@client/lib/categories';
import { cn } from '@client/lib/utils';
import { filterStudies } from './filter-studies';
import { useStudyDuration } from './study-duration';
import { LanguageSelect } from './language-select';
import { usePrefetchStudy } from './api/studies';

export interface StudyListProps {
  /** The published studies; undefined while they load. */
  studies: readonly StudySummaryAnswer[] | undefined;
  /** They could not be loaded. */
  failed: boolean;
  search: string;
  onSearch: (text: string) => void;
  category: StudyCategoryFilter;
  onCategory: (category: StudyCategoryFilter) => void;
  language: StudyLanguage;
  onLanguage: (language: StudyLanguage) => void;
  onOpen: (id: number) => void;
}

function CategoryBadge({ children }: { children: string }) {
  const categoryName = useCategoryName();
  return (
    <span className="inline-flex items-center rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-800">
      {categoryName(children)}
    </span>
  );
}

function Duration({ children }: { children: string }) {
  const duration = useStudyDuration();
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <Clock className="size-4" aria-hidden="true" />
      {duration(children)}
    </span>
  );
}

/** While the studies load: a card's outline; if they cannot be loaded, says so. */
function Placeholder({ failed }: { failed: boolean }) {
  const intl = useIntl();
  if (failed) {
    return (
      <p role="alert" className="mt-6 text-red-800">
        {intl.formatMessage({ id: 'studies.listLoadFailed' })}
      </p>
    );
  }
  return (
    <div className="mt-6 space-y-3" aria-hidden="true">
      <Skeleton className="h-6 w-1/3" />
      <Skeleton className="h-4 w-full" />
      <Skeleton className="h-4 w-2/3" />
    </div>
  );
}

/** What kind of study it is and how long it takes, over its title. */
function StudyMeta({ study }: { study: StudySummaryAnswer }) {
  return (
    <div className="flex flex-wrap items-center gap-3">
      <CategoryBadge>{study.category}</CategoryBadge>
      <Duration>{study.duration}</Duration>
    </div>
  );
}

/**
 * One list of studies under its heading (with `action` beside it): the placeholder while they
 * load (or the failure, when `failed`), the studies as `renderStudy` draws them, or `empty`.
 */
function StudySection({
  id,
  title,
  action,
  studies,
  failed,
  empty,
  listClassName,
  itemClassName,
  renderStudy,
}: {
  id: string;
  title: string;
  action?: ReactNode;
  studies: readonly StudySummaryAnswer[] | undefined;
  failed: boolean;
  empty: string;
  listClassName?: string;
  itemClassName?: string;
  renderStudy: (study: StudySummaryAnswer) => ReactNode;
}) {
  const heading = (
    <h2 id={id} className="font-serif text-3xl font-bold text-navy-900">
      {title}
    </h2>
  );
  return (
    <section aria-labelledby={id}>
      {action ? (
        <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
          {heading}
          {action}
        </div>
      ) : (
        heading
      )}
      {studies === undefined ? (
        <Placeholder failed={failed} />
      ) : studies.length > 0 ? (
        <ul className={cn('mt-6 grid gap-6', listClassName)}>
          {studies.map((study) => (
            <li key={study.id} className={itemClassName}>
              {renderStudy(study)}
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-6 text-slate-700">{empty}</p>
      )}
    </section>
  );
}

/** The Bible Study Center's list view. */
export function StudyList(props: StudyListProps) {
  const { studies, failed, search, onSearch, category, onCategory, language, onLanguage, onOpen } =
    props;
  const intl = useIntl();
  const categoryName = useCategoryName();
  const prefetchStudy = usePrefetchStudy();
  const visible = filterStudies(studies ?? [], { search, category, language });
  const featured = visible.filter((s) => s.featured);
  const others = visible.filter((s) => !s.featured);
  /** A study not written in the chosen language shows its English title and description. */
  const textLanguage = (study: StudySummaryAnswer) =>
    study.languages.includes(language) ? language : 'en';
  const prefetch = (study: StudySummaryAnswer) => () => prefetchStudy(study.id);

  const openButton = (study: StudySummaryAnswer, featured: boolean) => (
    <Button
      variant={featured ? 'default' : 'outline'}
      size={featured ? 'lg' : 'default'}
      // Translations run longer than the English: the label may take two lines on a phone.
      className={cn(
        'h-auto py-2 text-center whitespace-normal',
        featured ? 'min-h-11' : 'min-h-10',
      )}
      onClick={() => onOpen(study.id)}
      onPointerEnter={prefetch(study)}
      onFocus={prefetch(study)}
      aria-describedby={`study-${study.id}-title`}
    >
      <BookOpen aria-hidden="true" />
      {intl.formatMessage({ id: featured ? 'studies.begin' : 'studies.start' })}
    </Button>
  );

  return (
    <>
      <PageHero
        eyebrow={intl.formatMessage({ id: 'studies.eyebrow' })}
        title={intl.formatMessage({ id: 'page.bibleStudy.title' })}
        lead={intl.formatMessage({ id: 'studies.lead' })}
      />

      <div className="container-page space-y-14 py-12 sm:py-16">
        <Card className="p-6 sm:p-8">
          <Heading title="studies.find" look="reading" />
          <div className="relative mt-4">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <label htmlFor="study-search" className="sr-only">
              {intl.formatMessage({ id: 'studies.search' })}
            </label>
            <input
              id="study-search"
              type="search"
              value={search}
              onChange={(e) => onSearch(e.target.value)}
              placeholder={intl.formatMessage({ id: 'studies.searchPlaceholder' })}
              className="h-11 w-full rounded-md border border-navy-300 bg-white pr-3 pl-9 text-base text-navy-950 placeholder:text-slate-500 select-text"
            />
          </div>
          <ChoiceButtons
            label={intl.formatMessage({ id: 'studies.category' })}
            className="mt-4 flex flex-wrap gap-2"
            choices={studyCategories.map((c) => ({
              value: c,
              label:
                c === 'All' ? intl.formatMessage({ id: 'studies.allCategories' }) : categoryName(c),
            }))}
            value={category}
            onChoose={onCategory}
          />
        </Card>

        <StudySection
          id="featured-studies-title"
          title={intl.formatMessage({ id: 'studies.featured' })}
          action={<LanguageSelect value={language} onChange={onLanguage} />}
          studies={studies === undefined ? undefined : featured}
          failed={failed}
          empty={intl.formatMessage({ id: 'studies.noFeatured' })}
          renderStudy={(study) => (
            <Card className="overflow-hidden border-gold-200 sm:flex-row">
              <div
                aria-hidden="true"
                className="flex items-center justify-center bg-gradient-to-br from-navy-900 to-navy-700 p-8 text-gold-300 sm:w-48"
              >
                <BookOpen className="size-16" />
              </div>
              <div className="flex flex-1 flex-col gap-3 p-6 sm:p-8">
                <StudyMeta study={study} />
                <h3
                  id={`study-${study.id}-title`}
                  lang={textLanguage(study)}
                  className="font-serif text-2xl font-bold text-navy-900 sm:text-3xl"
                >
                  {study.title[language]}
                </h3>
                <p lang={textLanguage(study)} className="text-lg leading-relaxed text-slate-700">
                  {study.description[language]}
                </p>
                <div className="mt-2">{openButton(study, true)}</div>
              </div>
            </Card>
          )}
        />

        <StudySection
          id="all-studies-title"
          title={intl.formatMessage({ id: 'studies.allTopics' })}
          studies={studies === undefined ? undefined : others}
          failed={false}
          empty={intl.formatMessage({ id: 'studies.noOthers' })}
          listClassName="sm:grid-cols-2 lg:grid-cols-3"
          itemClassName="flex"
          renderStudy={(study) => (
            <Card className="w-full p-6">
              <StudyMeta study={study} />
              <h3
                id={`study-${study.id}-title`}
                lang={textLanguage(study)}
                className="mt-3 font-serif text-xl font-semibold text-navy-900"
              >
                {study.title[language]}
              </h3>
              <p lang={textLanguage(study)} className="mt-2 flex-1 text-slate-700">
                {study.description[language]}
              </p>
              <div className="mt-4">{openButton(study, false)}</div>
            </Card>
          )}
        />
        {studies === undefined ? null : visible.length === 0 ? (
          <p role="status" className="text-center text-lg font-medium text-navy-800">
            {intl.formatMessage({ id: 'studies.none' })}
          </p>
        ) : (
          <p role="status" className="sr-only">
            {intl.formatMessage({ id: 'studies.found' }, { count: visible.length })}
          </p>
        )}
      </div>
    </>
  );
}
