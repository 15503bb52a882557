import type { MessageId } from '@contract/messages/en';
import { pathTo } from '@contract/pages';
import {
  QUESTION_CATEGORIES,
  type Question,
  type QuestionCategory,
  type QuestionStatus,
} from '@contract/questions';
import { MessageSquare } from 'lucide-react';
import { useIntl, type IntlShape } from 'react-intl';
import { LanguageBadge, useWordsLanguage } from '@client/components/language-badge';
import { Card, CardContent, CardHeader } from '@client/components/ui/card';
import { cn } from '@client/lib/utils';
import { usePageFormat } from '@client/lib/format';
import { MemberPostTitle } from '@client/components/member-post-title';

const statusClasses: Record<Question['status'], string> = {
  pending: 'bg-amber-100 text-amber-900',
  answered: 'bg-emerald-100 text-emerald-900',
  archived: 'bg-slate-200 text-slate-800',
};

const categoryIds = {
  doctrine: 'questions.category.doctrine',
  scripture: 'questions.category.scripture',
  practice: 'questions.category.practice',
  history: 'questions.category.history',
  general: 'questions.category.general',
} as const satisfies Record<QuestionCategory, MessageId>;

const statusIds = {
  pending: 'questions.status.pending',
  answered: 'questions.status.answered',
  archived: 'questions.status.archived',
} as const satisfies Record<QuestionStatus, MessageId>;

const isCategory = (category: string): category is QuestionCategory =>
  (QUESTION_CATEGORIES as readonly string[]).includes(category);

/** A category's name in the page's language; one the site does not know is shown as stored. */
export const categoryLabel = (intl: IntlShape, category: string) =>
  isCategory(category) ? intl.formatMessage({ id: categoryIds[category] }) : category;

export const statusLabel = (intl: IntlShape, status: QuestionStatus) =>
  intl.formatMessage({ id: statusIds[status] });

export function StatusBadge({ status }: { status: Question['status'] }) {
  const intl = useIntl();
  return (
    <span className={cn('rounded-full px-2.5 py-0.5 text-xs font-semibold', statusClasses[status])}>
      {statusLabel(intl, status)}
    </span>
  );
}

/** Where a question stands, what it is about and the language it was asked in. */
export function QuestionBadges({
  question,
  className,
}: {
  question: Question;
  className?: string;
}) {
  const intl = useIntl();
  return (
    <div className={cn('flex flex-wrap items-center gap-2', className)}>
      <StatusBadge status={question.status} />
      <span className="rounded-full bg-navy-50 px-2.5 py-0.5 text-xs font-semibold text-navy-800">
        {categoryLabel(intl, question.category)}
      </span>
      <LanguageBadge language={question.language} />
    </div>
  );
}

/** A question in a list: title linking to its page, status badge, category, answer count. */
export function QuestionCard({ question }: { question: Question }) {
  const intl = useIntl();
  const format = usePageFormat();
  const lang = useWordsLanguage(question.language);
  return (
    <Card className="h-full">
      <CardHeader>
        <QuestionBadges question={question} />
        <MemberPostTitle href={pathTo('questionDetail', { id: question.id })} lang={lang}>
          {question.title}
        </MemberPostTitle>
      </CardHeader>
      <CardContent>
        <p className="line-clamp-3 text-slate-700" lang={lang} data-members-words>
          {question.content}
        </p>
        <p className="mt-4 flex flex-wrap items-center gap-x-4 gap-y-1 text-sm text-slate-600">
          <span className="flex items-center gap-1">
            <MessageSquare className="size-4" aria-hidden="true" />
            {intl.formatMessage(
              { id: 'questions.answerCount' },
              { count: question.answers.length },
            )}
          </span>
          <span>{format.date(question.createdAt)}</span>
          {question.submitterName ? (
            <span>
              {intl.formatMessage({ id: 'questions.askedBy' }, { name: question.submitterName })}
            </span>
          ) : null}
        </p>
      </CardContent>
    </Card>
  );
}

export const selectClass =
  'mt-1 h-10 w-full rounded-md border border-navy-300 bg-white px-3 text-base text-navy-950 sm:text-sm';
