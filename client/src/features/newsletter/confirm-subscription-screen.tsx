import { pathTo } from '@contract/pages';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import { LinkConfirmation } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { confirmSubscription } from './api/confirm-subscription';

/** The page of the newsletter's confirmation link: the reader is subscribed on their click. */
export function ConfirmSubscriptionScreen() {
  const intl = useIntl();
  return (
    <LinkConfirmation
      title={intl.formatMessage({ id: 'newsletter.confirmTitle' })}
      description={intl.formatMessage({ id: 'newsletter.confirmDescription' })}
      action={intl.formatMessage({ id: 'newsletter.confirmTitle' })}
      pendingAction={intl.formatMessage({ id: 'newsletter.confirming' })}
      incomplete={intl.formatMessage({ id: 'newsletter.confirmIncomplete' })}
      doneTitle={intl.formatMessage({ id: 'newsletter.confirmed' })}
      confirm={confirmSubscription}
      after={
        <Button asChild variant="outline">
          <Link href={pathTo('home')}>{intl.formatMessage({ id: 'newsletter.returnHome' })}</Link>
        </Button>
      }
    />
  );
}
