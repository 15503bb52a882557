import { pathTo } from '@contract/pages';
import { Link } from 'wouter';
import { LinkConfirmation } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { useRefreshCurrentUser } from '@client/lib/auth';
import { verifyEmail } from './api/email-links';

/** The page of the verification link sent at registration. */
export function VerifyEmailScreen() {
  const refreshUser = useRefreshCurrentUser();
  return (
    <LinkConfirmation
      title="Verify Your Email"
      description="Confirm that this e-mail address is yours."
      action="Verify Email"
      pendingAction="Verifying..."
      incomplete="This verification link is incomplete. Please use the link in our e-mail, or ask for a new one from your profile."
      doneTitle="Email Verified"
      confirm={async (token) => {
        const answer = await verifyEmail(token);
        // A signed-in member's notices go away at once.
        await refreshUser();
        return answer;
      }}
      after={
        <>
          <Button asChild>
            <Link href={pathTo('dashboard')}>Go to Dashboard</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={pathTo('login')}>Sign In</Link>
          </Button>
        </>
      }
    />
  );
}
