import { pathTo } from '@contract/pages';
import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthCard } from '@client/components/auth-card';
import { InvalidLink, LinkLoading } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { useAddressToken } from '@client/lib/use-address-token';
import { useUnsubscribePlan } from './api/study-tools';

/**
 * The page a reading-plan reminder links to. Opening it changes nothing (mail scanners follow
 * links); the reader's click on the button stops that plan's reminders (the plan goes on).
 */
export function PlanUnsubscribeScreen() {
  const intl = useIntl();
  const token = useAddressToken();
  const stop = useUnsubscribePlan();
  const title = intl.formatMessage({ id: 'planUnsubscribe.title' });
  const home = (
    <Button asChild variant="outline">
      <Link href={pathTo('readingPlans')}>
        {intl.formatMessage({ id: 'planUnsubscribe.plans' })}
      </Link>
    </Button>
  );

  if (token === undefined) return <LinkLoading title={title} />;
  if (token === null) {
    return (
      <InvalidLink message={intl.formatMessage({ id: 'planUnsubscribe.incomplete' })}>
        {home}
      </InvalidLink>
    );
  }
  if (stop.data) {
    const done = stop.data.unsubscribed;
    return (
      <AuthCard title={title}>
        <div className="space-y-6 text-center" role="status">
          {done ? (
            <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          ) : (
            <TriangleAlert className="mx-auto size-12 text-gold-600" aria-hidden="true" />
          )}
          <p className="text-slate-700">
            {intl.formatMessage({ id: done ? 'planUnsubscribe.done' : 'planUnsubscribe.invalid' })}
          </p>
          {home}
        </div>
      </AuthCard>
    );
  }
  return (
    <AuthCard title={title} description={intl.formatMessage({ id: 'planUnsubscribe.lead' })}>
      <div className="space-y-6 text-center">
        <MailX className="mx-auto size-12 text-navy-700" aria-hidden="true" />
        {stop.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {intl.formatMessage({ id: 'planUnsubscribe.failed' })}
          </p>
        ) : null}
        <Button
          className="w-full"
          size="lg"
          disabled={stop.isPending}
          onClick={() => stop.mutate(token)}
        >
          {intl.formatMessage({ id: 'planUnsubscribe.button' })}
        </Button>
      </div>
    </AuthCard>
  );
}
