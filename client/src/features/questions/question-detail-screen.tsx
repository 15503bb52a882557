import { defaultBibleVersionFor } from '@contract/bible';
import { canBeRowId } from '@contract/fields';
import { pathTo } from '@contract/pages';
import { useIntl } from 'react-intl';
import { useParams } from 'wouter';
import { PageIntro } from '@client/components/page-intro';
import { ScriptureText } from '@client/components/scripture-reference';
import { BackLink, TextLink } from '@client/components/text-link';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { usePageLanguage } from '@client/lib/i18n';
import { useQuestion } from './api/questions';
import { QuestionBadges } from './question-parts';
import { usePageFormat } from '@client/lib/format';

export function QuestionDetailScreen() {
  const intl = useIntl();
  const format = usePageFormat();
  const lang = usePageLanguage();
  const { id = '' } = useParams<{ id: string }>();
  const possible = canBeRowId(id);
  const { data: question, isPending, error } = useQuestion(id, { enabled: possible });
  const missing = !possible || errorStatus(error) === 404;

  if (possible && isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="sr-only">{intl.formatMessage({ id: 'page.questionDetail.title' })}</h1>
        <Skeleton className="h-10 w-2/3" />
        <Skeleton className="mt-6 h-40 w-full" />
      </div>
    );
  }
  if (missing || error || !question) {
    return (
      <PageIntro
        title={intl.formatMessage({
          id: missing ? 'questions.notFound' : 'questions.notAvailable',
        })}
        lead={intl.formatMessage({
          id: missing ? 'questions.notFoundLead' : 'questions.notAvailableLead',
        })}
      >
        <TextLink href={pathTo('questions')}>
          {intl.formatMessage({ id: 'questions.back' })}
        </TextLink>
      </PageIntro>
    );
  }

  // Written in another language than the page's: marked so, and said beside its category.
  const words = question.language === lang ? undefined : question.language;
  return (
    <div className="container-page max-w-3xl py-12 sm:py-16">
      <BackLink href={pathTo('questions')}>{intl.formatMessage({ id: 'questions.back' })}</BackLink>
      <QuestionBadges question={question} className="mt-6" />
      <h1
        className="mt-3 font-serif text-3xl font-bold text-navy-900 sm:text-4xl"
        lang={words}
        data-members-words
      >
        {question.title}
      </h1>
      <p className="mt-2 text-sm text-slate-600">
        {question.submitterName
          ? intl.formatMessage(
              { id: 'questions.askedOnBy' },
              { date: format.date(question.createdAt), name: question.submitterName },
            )
          : intl.formatMessage(
              { id: 'questions.asked' },
              { date: format.date(question.createdAt) },
            )}
      </p>
      <p
        className="mt-6 text-lg leading-relaxed whitespace-pre-line text-slate-800"
        lang={words}
        data-members-words
      >
        {question.content}
      </p>

      <h2 className="mt-10 font-serif text-2xl font-semibold text-navy-900">
        {intl.formatMessage({ id: 'questions.answersHeading' }, { count: question.answers.length })}
      </h2>
      {question.answers.length === 0 ? (
        <p className="mt-4 text-slate-700">{intl.formatMessage({ id: 'questions.notAnswered' })}</p>
      ) : (
        <ul className="mt-4 space-y-4">
          {question.answers.map((a) => (
            <li key={a.id}>
              <Card>
                <CardHeader>
                  <CardTitle as="h3" className="text-base">
                    {intl.formatMessage(
                      { id: 'questions.answered' },
                      { date: format.date(a.createdAt) },
                    )}
                  </CardTitle>
                </CardHeader>
                <CardContent>
                  <p
                    className="leading-relaxed whitespace-pre-line text-slate-800"
                    lang={words}
                    data-members-words
                  >
                    {/* Answered in the question's language: its Bible opens the references. */}
                    <ScriptureText
                      text={a.content}
                      references={a.references}
                      version={defaultBibleVersionFor(question.language)}
                    />
                  </p>
                </CardContent>
              </Card>
            </li>
          ))}
        </ul>
      )}
    </div>
  );
}
