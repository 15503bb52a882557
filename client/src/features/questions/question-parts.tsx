import { pathTo } from '@contract/pages';
import {
  CATEGORY_LABELS,
  STATUS_LABELS,
  type Question,
  type QuestionCategory,
} from '@contract/questions';
import { MessageSquare } from 'lucide-react';
import { Link } from 'wouter';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { formatDate } from '@client/lib/format';
import { cn } from '@client/lib/utils';

const statusClasses: Record<Question['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-slate-200 text-slate-800',
};

export function StatusBadge({ status }: { status: Question['status'] }) {
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusClasses[status])}>
      {STATUS_LABELS[status]}
    </span>
  );
}

export const categoryLabel = (category: string) =>
  CATEGORY_LABELS[category as QuestionCategory] ?? category;

export const answerCountLabel = (n: number) => (n === 1 ? '1 answer' : `${n} answers`);

/** A question in a list: title linking to its page, status badge, category, answer count. */
export function QuestionCard({ question }: { question: Question }) {
  return (
    <Card className="h-full">
      <CardHeader>
        <div className="flex flex-wrap items-center gap-2">
          <StatusBadge status={question.status} />
          <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
            {categoryLabel(question.category)}
          </span>
        </div>
        <CardTitle as="h2" className="text-lg">
          <Link href={pathTo('questionDetail', { id: question.id })} className="hover:underline">
            {question.title}
          </Link>
        </CardTitle>
      </CardHeader>
      <CardContent>
        <p className="line-clamp-3 text-slate-700">{question.content}</p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-1">
            <MessageSquare className="size-4" aria-hidden="true" />
            {answerCountLabel(question.answers.length)}
          </span>
          <span>{formatDate(question.createdAt)}</span>
          {question.submitterName ? <span>Asked by {question.submitterName}</span> : null}
        </p>
      </CardContent>
    </Card>
  );
}

export const selectClass =
  'mt-1 h-10 w-full rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950 sm:text-sm';
