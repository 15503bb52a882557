import { pathTo } from '@contract/pages';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import { LinkConfirmation } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { useRefreshCurrentUser } from '@client/lib/auth';
import { confirmEmailChange } from './api/email-links';

/** The page of the link sent to the new address a member asked to move their account to. */
export function ConfirmEmailScreen() {
  const intl = useIntl();
  const refreshUser = useRefreshCurrentUser();
  return (
    <LinkConfirmation
      title={intl.formatMessage({ id: 'auth.confirmTitle' })}
      description={intl.formatMessage({ id: 'auth.confirmDescription' })}
      action={intl.formatMessage({ id: 'auth.confirmAction' })}
      pendingAction={intl.formatMessage({ id: 'auth.confirming' })}
      incomplete={intl.formatMessage({ id: 'auth.confirmIncomplete' })}
      doneTitle={intl.formatMessage({ id: 'auth.confirmDone' })}
      confirm={async (token) => {
        const answer = await confirmEmailChange(token);
        await refreshUser();
        return answer;
      }}
      after={
        <>
          <Button asChild>
            <Link href={pathTo('profile')}>{intl.formatMessage({ id: 'account.profile' })}</Link>
          </Button>
          <Button asChild variant="outline">
            <Link href={pathTo('login')}>{intl.formatMessage({ id: 'auth.signInTitle' })}</Link>
          </Button>
        </>
      }
    />
  );
}
