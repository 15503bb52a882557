import { pathTo } from '@contract/pages';
import { useState } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AccessRestricted } from '@client/components/access-restricted';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { useMyQuestions } from './api/questions';
import { filterOwn, QuestionFilters, type FilterState } from './question-filters';
import { QuestionCard } from './question-parts';

export function MyQuestionsScreen() {
  const intl = useIntl();
  const { data: user, isPending: userPending } = useCurrentUser();
  const questions = useMyQuestions(!!user);
  const [filter, setFilter] = useState<FilterState>({ q: '', category: 'all', status: 'all' });

  if (!userPending && !user) {
    return (
      <AccessRestricted
        title={intl.formatMessage({ id: 'page.questionsMy.title' })}
        message={intl.formatMessage({ id: 'questions.my.signIn' })}
      />
    );
  }
  const shown = questions.data ? filterOwn(questions.data, filter) : [];

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
            {intl.formatMessage({ id: 'page.questionsMy.title' })}
          </h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
            {intl.formatMessage({ id: 'questions.my.lead' })}
          </p>
        </div>
        <Button asChild variant="accent">
          <Link href={pathTo('questionsAsk')}>
            {intl.formatMessage({ id: 'questions.askNew' })}
          </Link>
        </Button>
      </div>
      <div className="mt-8">
        <QuestionFilters value={filter} onChange={setFilter} showCategory={false} />
      </div>
      <div className="mt-8" aria-live="polite">
        {userPending || questions.isPending ? (
          <Skeleton className="h-40" aria-busy="true" />
        ) : questions.isError ? (
          <p className="text-red-700">{intl.formatMessage({ id: 'questions.my.loadFailed' })}</p>
        ) : shown.length === 0 ? (
          <p className="text-slate-700">
            {questions.data.length === 0
              ? intl.formatMessage({ id: 'questions.my.none' })
              : intl.formatMessage({ id: 'questions.my.noMatch' })}
          </p>
        ) : (
          <ul className="grid gap-4 md:grid-cols-2">
            {shown.map((q) => (
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
