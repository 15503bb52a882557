import {
  studyCategories,
  studySummaries,
  type StudyCategoryFilter,
  type StudyLanguage,
  type StudySummary,
} from '@content/studies';
import { BookOpen, Clock, Search } from 'lucide-react';
import { PageHero } from '@client/components/page-hero';
import { Button } from '@client/components/ui/button';
import { Card } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { filterStudies } from './filter-studies';
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
  return (
    <span className="inline-flex items-center rounded-full bg-gold-100 px-2.5 py-0.5 text-xs font-semibold text-gold-800">
      {children}
    </span>
  );
}

function Duration({ children }: { children: string }) {
  return (
    <span className="inline-flex items-center gap-1 text-sm text-slate-600">
      <Clock className="size-4" aria-hidden="true" />
      {children}
    </span>
  );
}

/** The Bible Study Center's list view. */
export function StudyList(props: StudyListProps) {
  const { search, onSearch, category, onCategory, language, onLanguage, onOpen } = props;
  const prefetch = usePrefetchStudyTexts();
  const visible = filterStudies(studySummaries, { search, category, language });
  const featured = visible.filter((s) => s.featured);
  const others = visible.filter((s) => !s.featured);

  const openButton = (study: StudySummary, label: 'Begin Study' | 'Start Study') => (
    <Button
      variant={label === 'Begin Study' ? 'default' : 'outline'}
      size={label === 'Begin Study' ? 'lg' : 'default'}
      onClick={() => onOpen(study.id)}
      onPointerEnter={prefetch}
      onFocus={prefetch}
      aria-describedby={`study-${study.id}-title`}
    >
      <BookOpen aria-hidden="true" />
      {label}
    </Button>
  );

  return (
    <>
      <PageHero
        eyebrow="Study the Word"
        title="Bible Study Center"
        lead="In-depth studies in English, Spanish and Portuguese that seek to restore the original faith of Jesus and the apostles, free of denominational bias: the Kingdom of God, the promises to the fathers and the hope of the resurrection."
      />

      <div className="container-page space-y-14 py-12 sm:py-16">
        <Card className="p-6 sm:p-8">
          <h2 className="font-serif text-2xl font-semibold text-navy-900">Find Your Study</h2>
          <div className="relative mt-4">
            <Search
              className="pointer-events-none absolute top-1/2 left-3 size-4 -translate-y-1/2 text-slate-500"
              aria-hidden="true"
            />
            <label htmlFor="study-search" className="sr-only">
              Search study topics
            </label>
            <input
              id="study-search"
              type="search"
              value={search}
              onChange={(e) => onSearch(e.target.value)}
              placeholder="Search study topics..."
              className="h-11 w-full rounded-md border border-navy-300 bg-white pr-3 pl-9 text-base text-navy-950 placeholder:text-slate-500 select-text"
            />
          </div>
          <div role="group" aria-label="Category" className="mt-4 flex flex-wrap gap-2">
            {studyCategories.map((c) => (
              <Button
                key={c}
                size="sm"
                variant={c === category ? 'default' : 'outline'}
                aria-pressed={c === category}
                onClick={() => onCategory(c)}
              >
                {c}
              </Button>
            ))}
          </div>
        </Card>

        <section aria-labelledby="featured-studies-title">
          <div className="flex flex-col gap-4 sm:flex-row sm:items-center sm:justify-between">
            <h2 id="featured-studies-title" className="font-serif text-3xl font-bold text-navy-900">
              Featured Studies
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
                    <div className="flex flex-1 flex-col gap-3 p-6 sm:p-8" lang={language}>
                      <div className="flex flex-wrap items-center gap-3">
                        <CategoryBadge>{study.category}</CategoryBadge>
                        <Duration>{study.duration}</Duration>
                      </div>
                      <h3
                        id={`study-${study.id}-title`}
                        className="font-serif text-2xl font-bold text-navy-900 sm:text-3xl"
                      >
                        {study.title[language]}
                      </h3>
                      <p className="text-lg leading-relaxed text-slate-700">
                        {study.description[language]}
                      </p>
                      <div className="mt-2">{openButton(study, 'Begin Study')}</div>
                    </div>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p className="mt-6 text-slate-700">No featured study matches your search.</p>
          )}
        </section>

        <section aria-labelledby="all-studies-title">
          <h2 id="all-studies-title" className="font-serif text-3xl font-bold text-navy-900">
            All Study Topics
          </h2>
          {others.length > 0 ? (
            <ul className="mt-6 grid gap-6 sm:grid-cols-2 lg:grid-cols-3">
              {others.map((study) => (
                <li key={study.id} className="flex">
                  <Card className="w-full p-6" lang={language}>
                    <div className="flex flex-wrap items-center gap-3">
                      <CategoryBadge>{study.category}</CategoryBadge>
                      <Duration>{study.duration}</Duration>
                    </div>
                    <h3
                      id={`study-${study.id}-title`}
                      className="mt-3 font-serif text-xl font-semibold text-navy-900"
                    >
                      {study.title[language]}
                    </h3>
                    <p className="mt-2 flex-1 text-slate-700">{study.description[language]}</p>
                    <div className="mt-4">{openButton(study, 'Start Study')}</div>
                  </Card>
                </li>
              ))}
            </ul>
          ) : (
            <p className={cn('mt-6 text-slate-700')}>No other study matches your search.</p>
          )}
        </section>
        {visible.length === 0 ? (
          <p role="status" className="text-center text-lg font-medium text-navy-800">
            No studies match your search. Try another word or choose All.
          </p>
        ) : (
          <p role="status" className="sr-only">
            {visible.length === 1 ? '1 study found' : `${visible.length} studies found`}
          </p>
        )}
      </div>
    </>
  );
}
