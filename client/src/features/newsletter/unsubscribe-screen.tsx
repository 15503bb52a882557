import { pathTo } from '@contract/pages';
import { CheckCircle2, MailX, TriangleAlert } from 'lucide-react';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import { AuthCard } from '@client/components/auth-card';
import { InvalidLink, LinkLoading } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { useLocalizer } from '@client/lib/localize';
import { useAddressToken } from '@client/lib/use-address-token';
import { useUnsubscribe } from './api/unsubscribe';

/**
 * The page every newsletter e-mail links to. Opening it changes nothing (mail scanners follow
 * links); the reader's click on intl.formatMessage({ id: 'newsletter.unsubscribe' }) does.
 */
export function UnsubscribeScreen() {
  const intl = useIntl();
  const localizer = useLocalizer();
  const token = useAddressToken();
  const leave = useUnsubscribe();

  if (token === undefined)
    return <LinkLoading title={intl.formatMessage({ id: 'newsletter.unsubscribe' })} />;
  if (token === null) {
    return (
      <InvalidLink message={intl.formatMessage({ id: 'newsletter.unsubscribeIncomplete' })}>
        <Button asChild variant="outline">
          <Link href={pathTo('home')}>{intl.formatMessage({ id: 'newsletter.returnHome' })}</Link>
        </Button>
      </InvalidLink>
    );
  }

  if (leave.data) {
    const done = leave.data.unsubscribed;
    return (
      <AuthCard
        title={
          done
            ? intl.formatMessage({ id: 'newsletter.unsubscribed' })
            : intl.formatMessage({ id: 'newsletter.alreadyUnsubscribed' })
        }
      >
        <div className="space-y-6 text-center" role="status">
          {done ? (
            <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          ) : (
            <TriangleAlert className="mx-auto size-12 text-gold-600" aria-hidden="true" />
          )}
          <p className="text-slate-700">{localizer.text(leave.data.message)}</p>
          <Button asChild variant="outline">
            <Link href={pathTo('home')}>{intl.formatMessage({ id: 'newsletter.returnHome' })}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'newsletter.unsubscribe' })}
      description={intl.formatMessage({ id: 'newsletter.unsubscribeDescription' })}
    >
      <div className="space-y-6 text-center">
        <MailX className="mx-auto size-12 text-navy-700" aria-hidden="true" />
        {leave.isError ? (
          <p role="alert" className="text-sm font-medium text-red-700">
            {localizer.error(leave.error, intl.formatMessage({ id: 'auth.linkFailed' }))}
          </p>
        ) : null}
        <Button
          className="w-full"
          size="lg"
          disabled={leave.isPending}
          onClick={() => leave.mutate(token)}
        >
          {leave.isPending
            ? intl.formatMessage({ id: 'newsletter.unsubscribing' })
            : intl.formatMessage({ id: 'newsletter.unsubscribe' })}
        </Button>
        <p className="text-sm text-slate-600">
          {intl.formatMessage(
            { id: 'newsletter.changedMind' },
            { link: (chunks) => <Link href={pathTo('home')}>{chunks}</Link> },
          )}
        </p>
      </div>
    </AuthCard>
  );
}
