import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { useSyncExternalStore } from 'react';
import { Link } from 'wouter';
import { AuthCard } from '@client/components/auth-card';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorMessage } from '@client/lib/api';
import { useUnsubscribe } from './api/unsubscribe';

const noSubscription = () => () => {};
const tokenFromAddress = () =>
  new URLSearchParams(window.location.search).get('token')?.trim() || null;

/** The token from the query string, known only after hydration (the page is pre-rendered). */
function useToken(): string | null | undefined {
  return useSyncExternalStore(noSubscription, tokenFromAddress, () => undefined);
}

/**
 * The page every newsletter e-mail links to. Opening it changes nothing (mail scanners follow
 * links); the reader's click on 'Unsubscribe' does.
 */
export function UnsubscribeScreen() {
  const token = useToken();
  const leave = useUnsubscribe();

  if (token === undefined) {
    return (
      <AuthCard title="Unsubscribe">
        <div className="space-y-4" aria-busy="true">
          <Skeleton className="h-6 w-full" />
          <Skeleton className="h-10 w-full" />
        </div>
      </AuthCard>
    );
  }

  if (token === null) {
    return (
      <AuthCard title="Invalid Link">
        <div className="space-y-6 text-center">
          <TriangleAlert className="mx-auto size-12 text-red-700" aria-hidden="true" />
          <p className="text-slate-700">
            This unsubscribe link is incomplete. Please use the link at the bottom of one of our
            e-mails.
          </p>
          <Button asChild variant="outline">
            <Link href="/">Return Home</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  if (leave.data) {
    const done = leave.data.unsubscribed;
    return (
      <AuthCard title={done ? 'Unsubscribed' : 'Already Unsubscribed'}>
        <div className="space-y-6 text-center" role="status">
          {done ? (
            <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          ) : (
            <TriangleAlert className="mx-auto size-12 text-gold-600" aria-hidden="true" />
          )}
          <p className="text-slate-700">{leave.data.message}</p>
          <Button asChild variant="outline">
            <Link href="/">Return Home</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Unsubscribe"
      description="Leave the newsletter: you will receive no more of our e-mails."
    >
      <div className="space-y-6 text-center">
        <MailX className="mx-auto size-12 text-navy-700" aria-hidden="true" />
        {leave.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {errorMessage(leave.error, 'Something went wrong. Please try again later.')}
          </p>
        ) : null}
        <Button
          className="w-full"
          size="lg"
          disabled={leave.isPending}
          onClick={() => leave.mutate(token)}
        >
          {leave.isPending ? 'Unsubscribing...' : 'Unsubscribe'}
        </Button>
        <p className="text-sm text-slate-600">
          Changed your mind? <Link href="/">Keep reading</Link>.
        </p>
      </div>
    </AuthCard>
  );
}
