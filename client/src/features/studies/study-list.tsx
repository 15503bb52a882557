import {
  studyCategories,
  studySummaries,
  type StudyCategoryFilter,
  type StudyLanguage,
  type StudySummary,
} from '@content/studies';
import { BookOpen, Clock, Search } from 'lucide-react';
import { useIntl } from 'react-intl';
import { PageHero } from '@client/components/page-hero';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { useCategoryName } from '@client/lib/categories';
import { cn } from '@client/lib/utils';
import { filterStudies } from './filter-studies';
import { useStudyDuration } from './study-duration';
import { LanguageSelect } from './language-select';
import { usePrefetchStudyTexts } from './use-study-texts';

export interface StudyListProps {
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

/** The Bible Study Center's list view. */
export function StudyList(props: StudyListProps) {
  const { search, onSearch, category, onCategory, language, onLanguage, onOpen } = props;
  const intl = useIntl();
  const categoryName = useCategoryName();
  const prefetch = usePrefetchStudyTexts();
  const visible = filterStudies(studySummaries, { search, category, language });
  const featured = visible.filter((s) => s.featured);
  const others = visible.filter((s) => !s.featured);

  const openButton = (study: StudySummary, featured: boolean) => (
    <Button
      variant={featured ? 'default' : 'outline'}
      size={featured ? 'lg' : 'default'}
      // Translations run longer than the English: the label may take two lines on a phone.
      className={cn(
        'h-auto py-2 text-center whitespace-normal',
        featured ? 'min-h-11' : 'min-h-10',
      )}
      onClick={() => onOpen(study.id)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
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
          <h2 className="font-serif text-2xl font-semibold text-navy-900">
            {intl.formatMessage({ id: 'studies.find' })}
          </h2>
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
          <div
            role="group"
            aria-label={intl.formatMessage({ id: 'studies.category' })}
            className="mt-4 flex flex-wrap gap-2"
          >
            {studyCategories.map((c) => (
              <Button
                key={c}
                size="sm"
                variant={c === category ? 'default' : 'outline'}
                aria-pressed={c === category}
                onClick={() => onCategory(c)}
              >
                {c === 'All'
                  ? intl.formatMessage({ id: 'studies.allCategories' })
                  : categoryName(c)}
              </Button>
            ))}
          </div>
        </Card>

        <section aria-labelledby="featured-studies-title">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="featured-studies-title" className="font-serif text-3xl font-bold text-navy-900">
              {intl.formatMessage({ id: 'studies.featured' })}
            </h2>
            <LanguageSelect value={language} onChange={onLanguage} />
          </div>
          {featured.length > 0 ? (
            <ul className="mt-6 grid gap-6">
              {featured.map((study) => (
                <li key={study.id}>
                  <Card className="overflow-hidden border-gold-200 sm:flex-row">
                    <div
                      aria-hidden="true"
                      className="flex items-center justify-center bg-gradient-to-br from-navy-900 to-navy-700 p-8 text-gold-300 sm:w-48"
                    >
                      <BookOpen className="size-16" />
                    </div>
                    <div className="flex flex-1 flex-col gap-3 p-6 sm:p-8">
                      <div className="flex flex-wrap items-center gap-3">
                        <CategoryBadge>{study.category}</CategoryBadge>
                        <Duration>{study.duration}</Duration>
                      </div>
                      <h3
                        id={`study-${study.id}-title`}
                        lang={language}
                        className="font-serif text-2xl font-bold text-navy-900 sm:text-3xl"
                      >
                        {study.title[language]}
                      </h3>
                      <p lang={language} className="text-lg leading-relaxed text-slate-700">
                        {study.description[language]}
                      </p>
                      <div className="mt-2">{openButton(study, true)}</div>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-slate-700">
              {intl.formatMessage({ id: 'studies.noFeatured' })}
            </p>
          )}
        </section>

        <section aria-labelledby="all-studies-title">
          <h2 id="all-studies-title" className="font-serif text-3xl font-bold text-navy-900">
            {intl.formatMessage({ id: 'studies.allTopics' })}
          </h2>
          {others.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((study) => (
                <li key={study.id} className="flex">
                  <Card className="w-full p-6">
                    <div className="flex flex-wrap items-center gap-3">
                      <CategoryBadge>{study.category}</CategoryBadge>
                      <Duration>{study.duration}</Duration>
                    </div>
                    <h3
                      id={`study-${study.id}-title`}
                      lang={language}
                      className="mt-3 font-serif text-xl font-semibold text-navy-900"
                    >
                      {study.title[language]}
                    </h3>
                    <p lang={language} className="mt-2 flex-1 text-slate-700">
                      {study.description[language]}
                    </p>
                    <div className="mt-4">{openButton(study, false)}</div>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p className={cn('mt-6 text-slate-700')}>
              {intl.formatMessage({ id: 'studies.noOthers' })}
            </p>
          )}
        </section>
        {visible.length === 0 ? (
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
