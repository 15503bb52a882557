import { pathTo } from '@contract/pages';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import { LinkConfirmation } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { useCurrentUser, useRefreshCurrentUser } from '@client/lib/auth';
import { verifyEmail } from './api/email-links';

/** The page of the verification link sent at registration. */
export function VerifyEmailScreen() {
  const intl = useIntl();
  const refreshUser = useRefreshCurrentUser();
  const { data: user } = useCurrentUser();
  return (
    <LinkConfirmation
      title={intl.formatMessage({ id: 'auth.verifyTitle' })}
      description={intl.formatMessage({ id: 'auth.verifyDescription' })}
      action={intl.formatMessage({ id: 'auth.verifyAction' })}
      pendingAction={intl.formatMessage({ id: 'auth.verifying' })}
      incomplete={intl.formatMessage({ id: 'auth.verifyIncomplete' })}
      doneTitle={intl.formatMessage({ id: 'auth.verifyDone' })}
      confirm={async (token) => {
        const answer = await verifyEmail(token);
        // A signed-in member's notices go away at once.
        await refreshUser();
        return answer;
      }}
      after={
        <>
          <Button asChild>
            <Link href={pathTo('dashboard')}>
              {intl.formatMessage({ id: 'auth.goToDashboard' })}
            </Link>
          </Button>
          {/* A member who is already signed in is not asked to sign in. */}
          {user ? null : (
            <Button asChild variant="outline">
              <Link href={pathTo('login')}>{intl.formatMessage({ id: 'auth.signInTitle' })}</Link>
            </Button>
          )}
        </>
      }
    />
  );
}
