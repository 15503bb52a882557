import {
  BookOpen,
  MessageCircleQuestion,
  MessagesSquare,
  NotebookPen,
  Settings,
  UsersRound,
} from 'lucide-react';
import { Heading } from '@client/components/headed-section';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AccessRestricted } from '@client/components/access-restricted';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { VerifyEmailNotice } from '@client/components/verify-email-notice';
import { DASHBOARD_RECENT_QUESTIONS, type Question } from '@contract/questions';
import { displayName } from '@contract/auth';
import { pathTo } from '@contract/pages';
import { useCurrentUser } from '@client/lib/auth';
import { useMyQuestions } from '@client/features/questions/api/questions';
import { useMyStudyGroups } from '@client/features/study-groups/api/study-groups';
import { MyPrayerCard } from './my-prayer-card';
import { PlanProgressCard } from './plan-progress-card';
import { StudyProgressCard } from './study-progress-card';
import { usePageFormat } from '@client/lib/format';

const tiles = [
  { href: pathTo('questionsAsk'), label: 'dashboard.ask', icon: MessageCircleQuestion },
  { href: pathTo('questions'), label: 'dashboard.browse', icon: BookOpen },
  { href: pathTo('studyGroups'), label: 'dashboard.groups', icon: UsersRound },
  { href: pathTo('myNotes'), label: 'dashboard.notes', icon: NotebookPen },
  { href: pathTo('profile'), label: 'dashboard.profile', icon: Settings },
] as const;

/** The three most recent of the member's own questions (the API answers newest first). */
export const recentQuestions = (list: Question[]) => list.slice(0, DASHBOARD_RECENT_QUESTIONS);

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <p className="text-sm font-semibold text-slate-600">{label}</p>
        {/* A div, not a p: the placeholder is a block, which a paragraph cannot hold. */}
        <div className="mt-1 font-serif text-3xl font-bold text-navy-900">
          {value === undefined ? <Skeleton className="h-9 w-12" /> : value}
        </div>
      </CardContent>
    </Card>
  );
}

/** The member dashboard: welcome, counts, status, tiles and the three most recent questions. */
export function DashboardScreen() {
  const intl = useIntl();
  const format = usePageFormat();
  const date = (iso: string) => format.date(iso);
  const { data: user, isPending } = useCurrentUser();
  const signedIn = !!user;
  const questions = useMyQuestions(signedIn);
  const groups = useMyStudyGroups(signedIn);
  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
          {intl.formatMessage({ id: 'dashboard.title' })}
        </h1>
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  }
  if (!user) {
    return (
      <AccessRestricted
        title={intl.formatMessage({ id: 'dashboard.accessDenied' })}
        message={intl.formatMessage({ id: 'dashboard.pleaseLogIn' })}
      />
    );
  }
  return (
    <div className="container-page py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
            {intl.formatMessage({ id: 'dashboard.welcome' }, { name: displayName(user) })}
          </h1>
          <p className="mt-2 text-slate-700">
            {intl.formatMessage(
              { id: 'dashboard.status' },
              {
                admin: user.isAdmin ? 'yes' : 'no',
                date: date(user.createdAt),
                strong: (chunks) => <strong>{chunks}</strong>,
              },
            )}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href={pathTo('memberPortal')}>
            <MessagesSquare aria-hidden="true" />
            {intl.formatMessage({ id: 'nav.memberPortal' })}
          </Link>
        </Button>
      </div>
      <VerifyEmailNotice user={user} className="mt-6" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Count
          label={intl.formatMessage({ id: 'dashboard.myQuestions' })}
          value={questions.data?.length}
        />
        <Count
          label={intl.formatMessage({ id: 'dashboard.myGroups' })}
          value={groups.data?.length}
        />
      </div>
      <PlanProgressCard />
      <StudyProgressCard />
      <MyPrayerCard />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map(({ href, label, icon: Icon }) => (
          <Link key={href} href={href} className="rounded-xl focus-visible:outline-2">
            <Card className="h-full transition-colors hover:border-navy-300">
              <CardHeader>
                <Icon className="size-6 text-navy-600" aria-hidden="true" />
                <CardTitle as="h2" className="text-lg">
                  {intl.formatMessage({ id: label })}
                </CardTitle>
              </CardHeader>
              <CardContent />
            </Card>
          </Link>
        ))}
      </div>
      <section className="mt-10" aria-labelledby="recent-questions">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <Heading id="recent-questions" title="dashboard.recent" look="reading" />
          <Link href={pathTo('questionsMy')} className="font-medium text-navy-700 underline">
            {intl.formatMessage({ id: 'dashboard.viewAll' })}
          </Link>
        </div>
        {questions.isPending ? (
          <Skeleton className="mt-4 h-24 w-full" />
        ) : questions.isError ? (
          <p className="mt-4 text-red-700">
            {intl.formatMessage({ id: 'dashboard.questionsFailed' })}
          </p>
        ) : questions.data.length === 0 ? (
          <p className="mt-4 text-slate-700">
            {intl.formatMessage({ id: 'dashboard.noQuestions' })}{' '}
            <Link href={pathTo('questionsAsk')} className="font-medium text-navy-700 underline">
              {intl.formatMessage({ id: 'dashboard.askLink' })}
            </Link>
          </p>
        ) : (
          <ul className="mt-4 divide-y divide-navy-100 rounded-xl border border-navy-100 bg-white">
            {recentQuestions(questions.data).map((q) => (
              <li key={q.id} className="flex flex-wrap items-center justify-between gap-2 p-4">
                <Link
                  href={pathTo('questionDetail', { id: q.id })}
                  className="font-medium text-navy-900 underline"
                >
                  {q.title}
                </Link>
                <span className="text-sm text-slate-600">
                  {intl.formatMessage({ id: 'dashboard.questionStatus' }, { status: q.status })} ·{' '}
                  {date(q.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
