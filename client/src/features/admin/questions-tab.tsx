import { STATUS_LABELS, type Question } from '@contract/questions';
import { useId, useState } from 'react';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { useAdminQuestions, useQuestionAction } from './api/questions';

function AdminQuestion({ question }: { question: Question }) {
  const id = useId();
  const [answer, setAnswer] = useState('');
  const action = useQuestionAction();
  const busy = action.isPending;

  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {STATUS_LABELS[question.status]} · {question.isPublic ? 'Published' : 'Private'} ·{' '}
          {question.category}
        </p>
        <CardTitle as="h3" className="text-lg">
          {question.title}
        </CardTitle>
        <p className="text-sm text-slate-600">
          From {question.submitterName ?? 'a former member'}
          {question.submitterEmail ? ` <${question.submitterEmail}>` : ''}
          {question.anonymous ? ' (wishes to be Anonymous)' : ''}
        </p>
      </CardHeader>
      <CardContent className="space-y-4">
        <p className="whitespace-pre-line text-slate-800">{question.content}</p>
        {question.answers.map((a) => (
          <blockquote key={a.id} className="border-l-4 border-gold-400 pl-3 text-slate-800">
            {a.content}
          </blockquote>
        ))}
        <form
          className="space-y-2"
          onSubmit={(e) => {
            e.preventDefault();
            if (!answer.trim()) return;
            action.mutate(
              { kind: 'answer', id: question.id, content: answer },
              { onSuccess: () => setAnswer('') },
            );
          }}
        >
          <Label htmlFor={`${id}-answer`}>Answer</Label>
          <textarea
            id={`${id}-answer`}
            rows={4}
            value={answer}
            onChange={(e) => setAnswer(e.target.value)}
            className="w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 sm:text-sm"
          />
          <div className="flex flex-wrap gap-2">
            <Button type="submit" size="sm" disabled={busy || !answer.trim()}>
              Send Answer
            </Button>
            <Button
              type="button"
              size="sm"
              variant="outline"
              disabled={busy}
              onClick={() =>
                action.mutate({ kind: 'update', id: question.id, isPublic: !question.isPublic })
              }
            >
              {question.isPublic ? 'Unpublish' : 'Publish'}
            </Button>
            {question.status !== 'archived' ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() =>
                  action.mutate({ kind: 'update', id: question.id, status: 'archived' })
                }
              >
                Archive
              </Button>
            ) : null}
          </div>
        </form>
      </CardContent>
    </Card>
  );
}

/** The admin panel's Questions tab: pending first, an answer box, publish and archive. */
export function QuestionsTab() {
  const { data, isPending, isError } = useAdminQuestions();
  if (isPending) return <Skeleton className="h-40 w-full" aria-busy="true" />;
  if (isError) return <p className="text-red-700">The questions could not be loaded.</p>;
  if (data.length === 0) return <p className="text-navy-800">No questions yet.</p>;
  return (
    <ul className="space-y-4">
      {data.map((q) => (
        <li key={q.id}>
          <AdminQuestion question={q} />
        </li>
      ))}
    </ul>
  );
}
