import type { Question } from '@contract/questions';
import { useId, useState } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Label } from '@client/components/ui/label';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { hasPermission } from '@contract/staff';
import { useAdminQuestions, useQuestionAction } from './api/questions';
import { useMemberName } from './people-names';

function AdminQuestion({ question }: { question: Question }) {
  const intl = useIntl();
  const id = useId();
  const [answer, setAnswer] = useState('');
  const action = useQuestionAction();
  const memberName = useMemberName();
  const busy = action.isPending;
  // Answering is the pastors' (and administrators'); publishing and archiving the moderators'.
  const { data: me } = useCurrentUser();
  const mayAnswer = !!me && hasPermission(me.roles, 'questions.answer');
  const mayModerate = !!me && hasPermission(me.roles, 'questions.moderate');

  return (
    <Card>
      <CardHeader>
        <p className="text-xs font-semibold tracking-wide text-slate-600 uppercase">
          {intl.formatMessage({ id: 'admin.questions.status' }, { status: question.status })} ·{' '}
          {intl.formatMessage(
            { id: 'admin.questions.visibility' },
            { isPublic: question.isPublic ? 'yes' : 'no' },
          )}{' '}
          · {question.category}
        </p>
        <CardTitle as="h3" className="text-lg">
          {question.title}
        </CardTitle>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(
            { id: 'admin.questions.from' },
            { name: memberName(question.submitterName) },
          )}
          {question.submitterEmail ? ` <${question.submitterEmail}>` : ''}
          {question.anonymous ? intl.formatMessage({ id: 'admin.questions.anonymous' }) : ''}
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
          {mayAnswer ? (
            <>
              <Label htmlFor={`${id}-answer`}>
                {intl.formatMessage({ id: 'admin.questions.answer' })}
              </Label>
              <textarea
                id={`${id}-answer`}
                rows={4}
                value={answer}
                onChange={(e) => setAnswer(e.target.value)}
                className="w-full rounded-md border border-navy-300 bg-white px-3 py-2 text-base text-navy-950 sm:text-sm"
              />
            </>
          ) : null}
          <div className="flex flex-wrap gap-2">
            {mayAnswer ? (
              <Button type="submit" size="sm" disabled={busy || !answer.trim()}>
                {intl.formatMessage({ id: 'admin.questions.send' })}
              </Button>
            ) : null}
            {mayModerate ? (
              <Button
                type="button"
                size="sm"
                variant="outline"
                disabled={busy}
                onClick={() =>
                  action.mutate({ kind: 'update', id: question.id, isPublic: !question.isPublic })
                }
              >
                {intl.formatMessage({
                  id: question.isPublic ? 'admin.questions.unpublish' : 'admin.questions.publish',
                })}
              </Button>
            ) : null}
            {mayModerate && question.status !== 'archived' ? (
              <Button
                type="button"
                size="sm"
                variant="ghost"
                disabled={busy}
                onClick={() =>
                  action.mutate({ kind: 'update', id: question.id, status: 'archived' })
                }
              >
                {intl.formatMessage({ id: 'admin.questions.archive' })}
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
  const intl = useIntl();
  const { data, isPending, isError } = useAdminQuestions();
  if (isPending) return <Skeleton className="h-40 w-full" aria-busy="true" />;
  if (isError)
    return (
      <p className="text-red-700">{intl.formatMessage({ id: 'admin.questions.loadFailed' })}</p>
    );
  if (data.length === 0)
    return <p className="text-navy-800">{intl.formatMessage({ id: 'admin.questions.none' })}</p>;
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
