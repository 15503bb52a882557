import { useMutation } from '@tanstack/react-query';
import { CheckCircle2, MailCheck, TriangleAlert } from 'lucide-react';
import type { ReactNode } from 'react';
import { useLocalizer } from '@client/lib/localize';
import { useIntl } from 'react-intl';
import { useAddressToken } from '@client/lib/use-address-token';
import { AuthCard } from './auth-card';
import { Button } from './ui/button';
import { Skeleton } from './ui/skeleton';

/** A page opened from an e-mail link, while its address is read (after hydration). */
export function LinkLoading({ title }: { title: string }) {
  return (
    <AuthCard title={title}>
      <div className="space-y-4" aria-busy="true">
        <Skeleton className="h-6 w-full" />
        <Skeleton className="h-10 w-full" />
      </div>
    </AuthCard>
  );
}

/** A page opened from an e-mail link whose address carries no token; `children`: ways on. */
export function InvalidLink({ message, children }: { message: ReactNode; children: ReactNode }) {
  const intl = useIntl();
  return (
    <AuthCard title={intl.formatMessage({ id: 'auth.invalidLink' })}>
      <div className="space-y-6 text-center">
        <TriangleAlert className="mx-auto size-12 text-red-700" aria-hidden="true" />
        <p className="text-slate-700">{message}</p>
        <div className="flex flex-col gap-3">{children}</div>
      </div>
    </AuthCard>
  );
}

/**
 * The page a confirmation link of an e-mail opens. Opening it changes nothing (mail scanners
 * follow links); the reader's click on the button posts the link's token with `confirm`, and
 * the server's answer is shown.
 */
export function LinkConfirmation({
  title,
  description,
  action,
  pendingAction,
  incomplete,
  doneTitle,
  confirm,
  after,
}: {
  title: string;
  description: string;
  /** The button's label, and its label while the request runs. */
  action: string;
  pendingAction: string;
  /** What to say when the address carries no token. */
  incomplete: string;
  doneTitle: string;
  confirm: (token: string) => Promise<{ message: string }>;
  /** Links to go on with, shown under the outcome. */
  after: ReactNode;
}) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const token = useAddressToken();
  const run = useMutation({ mutationFn: confirm });

  if (token === undefined) return <LinkLoading title={title} />;
  if (token === null) return <InvalidLink message={incomplete}>{after}</InvalidLink>;

  if (run.data) {
    return (
      <AuthCard title={doneTitle}>
        <div className="space-y-6 text-center" role="status">
          <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <p className="text-slate-700">{localizer.text(run.data.message)}</p>
          <div className="flex flex-col gap-3">{after}</div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard title={title} description={description}>
      <div className="space-y-6 text-center">
        <MailCheck className="mx-auto size-12 text-navy-700" aria-hidden="true" />
        {run.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {localizer.error(run.error, intl.formatMessage({ id: 'auth.linkFailed' }))}
          </p>
        ) : null}
        <Button
          className="w-full"
          size="lg"
          disabled={run.isPending}
          onClick={() => run.mutate(token)}
        >
          {run.isPending ? pendingAction : action}
        </Button>
      </div>
    </AuthCard>
  );
}
