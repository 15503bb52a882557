import {
  BookOpen,
  MessageCircleQuestion,
  MessagesSquare,
  NotebookPen,
  Settings,
  UsersRound,
} from 'lucide-react';
import { Link } from 'wouter';
import { AccessRestricted } from '@client/components/access-restricted';
import { Button } from '@client/components/ui/button';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { VerifyEmailNotice } from '@client/components/verify-email-notice';
import { DASHBOARD_RECENT_QUESTIONS, STATUS_LABELS, type Question } from '@contract/questions';
import { displayName } from '@contract/auth';
import { pathTo } from '@contract/pages';
import { useCurrentUser } from '@client/lib/auth';
import { formatDate } from '@client/lib/format';
import { useMyQuestions } from '@client/features/questions/api/questions';
import { useMyStudyGroups } from '@client/features/study-groups/api/study-groups';
import { PlanProgressCard } from './plan-progress-card';
import { StudyProgressCard } from './study-progress-card';

const tiles = [
  { href: pathTo('questionsAsk'), label: 'Ask a Question', icon: MessageCircleQuestion },
  { href: pathTo('questions'), label: 'Browse Questions', icon: BookOpen },
  { href: pathTo('studyGroups'), label: 'Study Groups', icon: UsersRound },
  { href: pathTo('myNotes'), label: 'My Notes', icon: NotebookPen },
  { href: pathTo('profile'), label: 'Profile Settings', icon: Settings },
];

/** The three most recent of the member's own questions (the API answers newest first). */
export const recentQuestions = (list: Question[]) => list.slice(0, DASHBOARD_RECENT_QUESTIONS);

function Count({ label, value }: { label: string; value: number | undefined }) {
  return (
    <Card>
      <CardContent className="pt-6">
        <p className="text-sm font-semibold text-slate-600">{label}</p>
        <p className="mt-1 font-serif text-3xl font-bold text-navy-900">
          {value === undefined ? <Skeleton className="h-9 w-12" /> : value}
        </p>
      </CardContent>
    </Card>
  );
}

/** The member dashboard: welcome, counts, status, tiles and the three most recent questions. */
export function DashboardScreen() {
  const { data: user, isPending } = useCurrentUser();
  const signedIn = !!user;
  const questions = useMyQuestions(signedIn);
  const groups = useMyStudyGroups(signedIn);
  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
          Member Dashboard
        </h1>
        <Skeleton className="mt-8 h-40 w-full" />
      </div>
    );
  }
  if (!user) {
    return (
      <AccessRestricted
        title="Access Denied"
        message="Please log in to view your member dashboard."
      />
    );
  }
  return (
    <div className="container-page py-12">
      <div className="flex flex-wrap items-center justify-between gap-4">
        <div>
          <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
            Welcome, {displayName(user)}!
          </h1>
          <p className="mt-2 text-slate-700">
            Member status: <strong>{user.isAdmin ? 'Administrator' : 'Member'}</strong> · Member
            since {formatDate(user.createdAt)}
          </p>
        </div>
        <Button asChild variant="outline">
          <Link href={pathTo('memberPortal')}>
            <MessagesSquare aria-hidden="true" />
            Member Portal
          </Link>
        </Button>
      </div>
      <VerifyEmailNotice user={user} className="mt-6" />
      <div className="mt-8 grid gap-4 sm:grid-cols-2">
        <Count label="My Questions" value={questions.data?.length} />
        <Count label="My Study Groups" value={groups.data?.length} />
      </div>
      <PlanProgressCard />
      <StudyProgressCard />
      <div className="mt-8 grid gap-4 sm:grid-cols-2 lg:grid-cols-4">
        {tiles.map(({ href, label, icon: Icon }) => (
          <Link key={href} href={href} className="rounded-xl focus-visible:outline-2">
            <Card className="h-full transition-colors hover:border-navy-300">
              <CardHeader>
                <Icon className="size-6 text-navy-600" aria-hidden="true" />
                <CardTitle as="h2" className="text-lg">
                  {label}
                </CardTitle>
              </CardHeader>
              <CardContent />
            </Card>
          </Link>
        ))}
      </div>
      <section className="mt-10" aria-labelledby="recent-questions">
        <div className="flex flex-wrap items-baseline justify-between gap-2">
          <h2 id="recent-questions" className="font-serif text-2xl font-semibold text-navy-900">
            Recent Questions
          </h2>
          <Link href={pathTo('questionsMy')} className="font-medium text-navy-700 underline">
            View all my questions
          </Link>
        </div>
        {questions.isPending ? (
          <Skeleton className="mt-4 h-24 w-full" />
        ) : questions.isError ? (
          <p className="mt-4 text-red-700">Your questions could not be loaded.</p>
        ) : questions.data.length === 0 ? (
          <p className="mt-4 text-slate-700">
            You have not asked any questions yet.{' '}
            <Link href={pathTo('questionsAsk')} className="font-medium text-navy-700 underline">
              Ask a question
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
                  {STATUS_LABELS[q.status]} · {formatDate(q.createdAt)}
                </span>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
