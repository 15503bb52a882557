import type { Question } from '@contract/questions';
import { pathTo } from '@contract/pages';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { QuestionCard } from './question-parts';
import { PageTitle } from '@client/components/page-intro';

/**
 * The frame of a list of questions (everyone's answered ones, the member's own): title, lead and
 * the way to ask a new one, the filters, then the list, announced as it changes.
 */
export function QuestionsPage({
  title,
  lead,
  filters,
  children,
}: {
  title: string;
  lead: string;
  filters: ReactNode;
  children: ReactNode;
}) {
  const intl = useIntl();
  return (
    <div className="container-page py-12 sm:py-16">
      <PageTitle
        title={title}
        lead={lead}
        action={
          <Button asChild variant="accent">
            <Link href={pathTo('questionsAsk')}>
              {intl.formatMessage({ id: 'questions.askNew' })}
            </Link>
          </Button>
        }
      />
      <div className="mt-8">{filters}</div>
      <div className="mt-8" aria-live="polite">
        {children}
      </div>
    </div>
  );
}

/** Questions as cards, two abreast from medium screens up. */
export function QuestionGrid({ questions }: { questions: readonly Question[] }) {
  return (
    <ul className="grid gap-4 md:grid-cols-2">
      {questions.map((q) => (
        <li key={q.id}>
          <QuestionCard question={q} />
        </li>
      ))}
    </ul>
  );
}
