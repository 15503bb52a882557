import { pathTo } from '@contract/pages';
import { Link } from 'wouter';
import { LinkConfirmation } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { confirmSubscription } from './api/confirm-subscription';

/** The page of the newsletter's confirmation link: the reader is subscribed on their click. */
export function ConfirmSubscriptionScreen() {
  return (
    <LinkConfirmation
      title="Confirm Subscription"
      description="One click and our weekly insights come to your inbox."
      action="Confirm Subscription"
      pendingAction="Confirming..."
      incomplete="This confirmation link is incomplete. Please use the link in our e-mail, or sign up again at the bottom of the home page."
      doneTitle="Subscription Confirmed"
      confirm={confirmSubscription}
      after={
        <Button asChild variant="outline">
          <Link href={pathTo('home')}>Return Home</Link>
        </Button>
      }
    />
  );
}
