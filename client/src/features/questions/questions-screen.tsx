import { useDeferredValue, useState } from 'react';
import { useIntl } from 'react-intl';
import { Skeleton } from '@client/components/ui/skeleton';
import { usePageLanguage } from '@client/lib/i18n';
import { usePublicQuestions } from './api/questions';
import { QuestionFilters, type FilterState } from './question-filters';
import { QuestionGrid, QuestionsPage } from './questions-page';

export function QuestionsScreen() {
  const intl = useIntl();
  const [filter, setFilter] = useState<FilterState>({ q: '', category: 'all', status: 'all' });
  const deferred = useDeferredValue(filter);
  // The page's language first: a Spanish page lists the questions asked in Spanish, then others.
  const lang = usePageLanguage();
  const { data, isPending, isError } = usePublicQuestions({ ...deferred, lang });

  return (
    <QuestionsPage
      title={intl.formatMessage({ id: 'page.questions.title' })}
      lead={intl.formatMessage({ id: 'questions.lead' })}
      filters={<QuestionFilters value={filter} onChange={setFilter} />}
    >
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
        <QuestionGrid questions={data} />
      )}
    </QuestionsPage>
  );
}
