import { pathTo } from '@contract/pages';
import { KeyRound } from 'lucide-react';
import { useLocation } from 'wouter';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useRefreshCurrentUser } from '@client/lib/auth';
import { useLocalizer } from '@client/lib/localize';
import { passkeyErrorMessage, useWebAuthnSupport } from '@client/lib/passkeys';
import { usePasskeySignIn } from './api/passkey-sign-in';

/**
 * "Sign in with a passkey" under the sign-in form: the browser offers the passkeys it holds for
 * this site (no address needed). Shown only where the browser can use passkeys; once signed in,
 * the member goes where a password sign-in takes them.
 */
export function PasskeySignIn() {
  const intl = useIntl();
  const localizer = useLocalizer();
  const [, navigate] = useLocation();
  const refreshUser = useRefreshCurrentUser();
  const supported = useWebAuthnSupport();
  const signIn = usePasskeySignIn();

  if (!supported) return null;
  return (
    <div className="mt-4 space-y-4">
      <div className="flex items-center gap-3 text-sm text-slate-600" aria-hidden="true">
        <span className="h-px flex-1 bg-navy-100" />
        {intl.formatMessage({ id: 'auth.or' })}
        <span className="h-px flex-1 bg-navy-100" />
      </div>
      <Button
        type="button"
        variant="outline"
        className="w-full"
        disabled={signIn.isPending}
        onClick={() =>
          signIn.mutate(undefined, {
            onSuccess: async (user) => {
              await refreshUser(user);
              toast({
                title: intl.formatMessage({
                  id: user.signedInBefore ? 'auth.welcomeBack' : 'auth.welcome',
                }),
                description: intl.formatMessage({ id: 'auth.loggedIn' }),
              });
              navigate(pathTo('memberPortal'));
            },
            onError: (error) =>
              toast({
                variant: 'destructive',
                title: localizer.text('Login Failed'),
                description: localizer.text(
                  passkeyErrorMessage(error, intl.formatMessage({ id: 'auth.passkeyFailed' })),
                ),
              }),
          })
        }
      >
        <KeyRound aria-hidden="true" />
        {signIn.isPending
          ? intl.formatMessage({ id: 'auth.passkeyWaiting' })
          : intl.formatMessage({ id: 'auth.passkeySignIn' })}
      </Button>
    </div>
  );
}
