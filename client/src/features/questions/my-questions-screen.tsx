import { useState } from 'react';
import { useIntl } from 'react-intl';
import { AccessRestricted } from '@client/components/access-restricted';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { useMyQuestions } from './api/questions';
import { filterOwn, QuestionFilters, type FilterState } from './question-filters';
import { QuestionGrid, QuestionsPage } from './questions-page';

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
    <QuestionsPage
      title={intl.formatMessage({ id: 'page.questionsMy.title' })}
      lead={intl.formatMessage({ id: 'questions.my.lead' })}
      filters={<QuestionFilters value={filter} onChange={setFilter} showCategory={false} />}
    >
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
        <QuestionGrid questions={shown} />
      )}
    </QuestionsPage>
  );
}
