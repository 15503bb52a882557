import { pathTo } from '@contract/pages';
import { Link } from 'wouter';
import { LinkConfirmation } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { useRefreshCurrentUser } from '@client/lib/auth';
import { confirmEmailChange } from './api/email-links';

/** The page of the link sent to the new address a member asked to move their account to. */
export function ConfirmEmailScreen() {
  const refreshUser = useRefreshCurrentUser();
  return (
    <LinkConfirmation
      title="Confirm Your New Email"
      description="Your account moves to this address when you confirm it."
      action="Confirm New Email"
      pendingAction="Confirming..."
      incomplete="This confirmation link is incomplete. Please use the link in our e-mail, or ask for the change again from your profile."
      doneTitle="Email Changed"
      confirm={async (token) => {
        const answer = await confirmEmailChange(token);
        await refreshUser();
        return answer;
      }}
      after={
        <>
          <Button asChild>
            <Link href={pathTo('profile')}>Profile Settings</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={pathTo('login')}>Sign In</Link>
          </Button>
        </>
      }
    />
  );
}
