import { pathTo } from '@contract/pages';
import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { AuthCard } from '@client/components/auth-card';
import { InvalidLink, LinkLoading } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { errorMessage } from '@client/lib/api';
import { useAddressToken } from '@client/lib/use-address-token';
import { useUnsubscribe } from './api/unsubscribe';

/**
 * The page every newsletter e-mail links to. Opening it changes nothing (mail scanners follow
 * links); the reader's click on 'Unsubscribe' does.
 */
export function UnsubscribeScreen() {
  const token = useAddressToken();
  const leave = useUnsubscribe();

  if (token === undefined) return <LinkLoading title="Unsubscribe" />;
  if (token === null) {
    return (
      <InvalidLink message="This unsubscribe link is incomplete. Please use the link at the bottom of one of our e-mails.">
        <Button asChild variant="outline">
          <Link href={pathTo('home')}>Return Home</Link>
        </Button>
      </InvalidLink>
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
            <Link href={pathTo('home')}>Return Home</Link>
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
          Changed your mind? <Link href={pathTo('home')}>Keep reading</Link>.
        </p>
      </div>
    </AuthCard>
  );
}
