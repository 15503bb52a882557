import { BookOpen, MessageCircleQuestion, Settings, UsersRound } from 'lucide-react';
import { Link } from 'wouter';
import { AccessRestricted } from '@client/components/access-restricted';
import { Card, CardContent, CardHeader, CardTitle } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { displayName, useCurrentUser } from '@client/lib/auth';

const tiles = [
  { href: '/questions/ask', label: 'Ask a Question', icon: MessageCircleQuestion },
  { href: '/questions', label: 'Browse Questions', icon: BookOpen },
  { href: '/study-groups', label: 'Study Groups', icon: UsersRound },
  { href: '/profile', label: 'Profile Settings', icon: Settings },
];

/** The member dashboard's shell; the counts and recent questions arrive with the Q&A feature. */
export function DashboardScreen() {
  const { data: user, isPending } = useCurrentUser();
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
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        Welcome, {displayName(user)}!
      </h1>
      <p className="mt-2 text-slate-700">
        Member status: <strong>{user.isAdmin ? 'Administrator' : 'Active Member'}</strong>
      </p>
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
    </div>
  );
}
