import { canBeRowId } from '@contract/fields';
import { pathTo } from '@contract/pages';
import { ArrowLeft } from 'lucide-react';
import { useParams } from 'wouter';
import { PageIntro } from '@client/components/page-intro';
import { TextLink } from '@client/components/text-link';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useQuestion } from './api/questions';
import { formatDate } from '@client/lib/format';
import { categoryLabel, StatusBadge } from './question-parts';

export function QuestionDetailScreen() {
  const { id = '' } = useParams<{ id: string }>();
  const possible = canBeRowId(id);
  const { data: question, isPending, error } = useQuestion(id, { enabled: possible });
  const missing = !possible || errorStatus(error) === 404;

  if (possible && isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="sr-only">Question</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }
  if (missing || error || !question) {
    return (
      <PageIntro
        title={missing ? 'Question Not Found' : 'Question Not Available'}
        lead={
          missing
            ? 'This question does not exist or has not been published.'
            : 'The question could not be loaded. Please try again later.'
        }
      >
        <TextLink href={pathTo('questions')}>Back to all questions</TextLink>
      </PageIntro>
    );
  }

  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <TextLink href={pathTo('questions')} className="inline-flex items-center gap-1 text-sm">
        <ArrowLeft className="size-4" aria-hidden="true" />
        Back to all questions
      </TextLink>
      <div className="mt-6 flex flex-wrap items-center gap-2">
        <StatusBadge status={question.status} />
        <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
          {categoryLabel(question.category)}
        </span>
      </div>
      <h1 className="mt-3 font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        {question.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        Asked {formatDate(question.createdAt)}
        {question.submitterName ? ` by ${question.submitterName}` : ''}
      </p>
      <p className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-800">
        {question.content}
      </p>

      <h2 className="mt-10 font-serif text-2xl font-semibold text-navy-900">
        {question.answers.length === 1 ? 'Answer' : 'Answers'}
      </h2>
      {question.answers.length === 0 ? (
        <p className="mt-4 text-slate-700">This question has not been answered yet.</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {question.answers.map((a) => (
            <li key={a.id}>
              <Card>
                <CardHeader>
                  <CardTitle as="h3" className="text-base">
                    Answered {formatDate(a.createdAt)}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p className="leading-relaxed whitespace-pre-line text-slate-800">{a.content}</p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
