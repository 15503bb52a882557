import { pathTo } from '@contract/pages';
import { Printer } from 'lucide-react';
import type { ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Button } from '@client/components/ui/button';
import { Skeleton } from '@client/components/ui/skeleton';
import { errorStatus } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { cn } from '@client/lib/utils';

/** The member's giving could not be read: giving is not set up (503), or the call failed. */
export function GivingLoadFailed({ error, className }: { error: unknown; className?: string }) {
  const intl = useIntl();
  return (
    <p role="alert" className={cn('text-navy-900', className)}>
      {errorStatus(error) === 503
        ? intl.formatMessage({ id: 'donate.notSetUp' })
        : intl.formatMessage({ id: 'giving.loadFailed' })}
    </p>
  );
}

/**
 * A page of the member's giving to print (a receipt, a year's statement): its title, then the
 * document once the member is known to be signed in, or the way to sign in.
 */
export function PrintableGivingPage({
  title,
  placeholderClassName,
  children,
}: {
  title: string;
  /** The size of the document's placeholder while it loads. */
  placeholderClassName: string;
  children: ReactNode;
}) {
  const intl = useIntl();
  const { data: user, isPending } = useCurrentUser();
  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-3xl font-bold text-navy-900">{title}</h1>
      {isPending ? (
        <Skeleton className={cn('mt-8', placeholderClassName)} />
      ) : user ? (
        children
      ) : (
        <Button asChild className="mt-8">
          <Link href={pathTo('login')}>{intl.formatMessage({ id: 'account.login' })}</Link>
        </Button>
      )}
    </div>
  );
}

/** The end of a giving document: no goods or services were given for it, and the print button. */
export function PrintFooter() {
  const intl = useIntl();
  return (
    <>
      <p className="text-slate-700">{intl.formatMessage({ id: 'mail.statement.noGoods' })}</p>
      <Button type="button" className="print:hidden" onClick={() => window.print()}>
        <Printer aria-hidden="true" />
        {intl.formatMessage({ id: 'giving.print' })}
      </Button>
    </>
  );
}
