import { pathTo } from '@contract/pages';
import { useState } from 'react';
import { Link } from 'wouter';
import { AccessRestricted } from '@client/components/access-restricted';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { useMyQuestions } from './api/questions';
import { filterOwn, QuestionFilters, type FilterState } from './question-filters';
import { QuestionCard } from './question-parts';

export function MyQuestionsScreen() {
  const { data: user, isPending: userPending } = useCurrentUser();
  const questions = useMyQuestions(!!user);
  const [filter, setFilter] = useState<FilterState>({ q: '', category: 'all', status: 'all' });

  if (!userPending && !user) {
    return (
      <AccessRestricted
        title="My Questions"
        message="Please log in or create an account to ask questions and see your answers."
      />
    );
  }
  const shown = questions.data ? filterOwn(questions.data, filter) : [];

  return (
    <div className="container-page py-12 sm:py-16">
      <div className="flex flex-wrap items-end justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">My Questions</h1>
          <p className="mt-4 max-w-2xl text-lg leading-relaxed text-slate-700">
            The questions you have asked and their answers.
          </p>
        </div>
        <Button asChild variant="accent">
          <Link href={pathTo('questionsAsk')}>Ask New Question</Link>
        </Button>
      </div>
      <div className="mt-8">
        <QuestionFilters value={filter} onChange={setFilter} showCategory={false} />
      </div>
      <div className="mt-8" aria-live="polite">
        {userPending || questions.isPending ? (
          <Skeleton className="h-40" aria-busy="true" />
        ) : questions.isError ? (
          <p className="text-red-700">
            Your questions could not be loaded. Please try again later.
          </p>
        ) : shown.length === 0 ? (
          <p className="text-slate-700">
            {questions.data.length === 0
              ? 'You have not asked any questions yet.'
              : 'No questions match your search.'}
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
