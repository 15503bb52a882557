import { pathTo } from '@contract/pages';
import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageLanguage } from '@client/lib/i18n';
import { usePublicQuestions } from './api/questions';
import { QuestionFilters, type FilterState } from './question-filters';
import { QuestionCard } from './question-parts';

export function QuestionsScreen() {
  const intl = useIntl();
  const [filter, setFilter] = useState<FilterState>({ q: '', category: 'all', status: 'all' });
  const deferred = useDeferredValue(filter);
  // The page's language first: a Spanish page lists the questions asked in Spanish, then others.
  const lang = usePageLanguage();
  const { data, isPending, isError } = usePublicQuestions({ ...deferred, lang });

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
            {intl.formatMessage({ id: 'page.questions.title' })}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
            {intl.formatMessage({ id: 'questions.lead' })}
          </p>
        </div>
        <Button asChild variant="accent">
          <Link href={pathTo('questionsAsk')}>
            {intl.formatMessage({ id: 'questions.askNew' })}
          </Link>
        </Button>
      </div>
      <div className="mt-8">
        <QuestionFilters value={filter} onChange={setFilter} />
      </div>
      <div className="mt-8" aria-live="polite">
        {isPending ? (
          <div className="grid gap-4 md:grid-cols-2" aria-busy="true">
            <Skeleton className="h-40" />
            <Skeleton className="h-40" />
          </div>
        ) : isError ? (
          <p className="text-red-700">{intl.formatMessage({ id: 'questions.loadFailed' })}</p>
        ) : data.length === 0 ? (
          <p className="text-slate-700">{intl.formatMessage({ id: 'questions.none' })}</p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {data.map((q) => (
              <li key={q.id}>
                <QuestionCard question={q} />
              </li>
            ))}
          </ul>
        )}
      </div>
    </div>
  );
}
