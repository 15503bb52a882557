import { pathTo } from '@contract/pages';
import { acceptAnswerSchema, peopleApi, type AcceptAnswer } from '@contract/people';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { CheckCircle2 } from 'lucide-react';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { AuthCard } from '@client/components/auth-card';
import { InvalidLink, LinkLoading } from '@client/components/link-confirmation';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { apiSend, errorMessage, serverFieldErrors } from '@client/lib/api';
import { useLocalizer } from '@client/lib/localize';
import { useAddressToken } from '@client/lib/use-address-token';
import { NewPasswordFields } from '@client/components/account-fields';

/**
 * The invitation's link: a new member of the team names themselves and chooses a password (then
 * sets up two-step verification); someone who already has an account just accepts.
 */
export function AcceptInvitationScreen() {
  const intl = useIntl();
  const localizer = useLocalizer();
  const queryClient = useQueryClient();
  const token = useAddressToken();
  const [firstName, setFirstName] = useState('');
  const [lastName, setLastName] = useState('');
  const [password, setPassword] = useState('');
  const [fieldErrors, setFieldErrors] = useState<Record<string, string[]>>({});
  const [failure, setFailure] = useState<string | undefined>();
  const [done, setDone] = useState<AcceptAnswer | undefined>();
  const accept = useMutation({
    mutationFn: (body: Record<string, string>) =>
      apiSend('POST', peopleApi.accept(), body, acceptAnswerSchema),
  });

  const title = intl.formatMessage({ id: 'invitation.title' });
  if (token === undefined) return <LinkLoading title={title} />;
  if (token === null) {
    return (
      <InvalidLink message={intl.formatMessage({ id: 'invitation.missingLink' })}>
        <Button asChild>
          <Link href={pathTo('login')}>{intl.formatMessage({ id: 'invitation.signIn' })}</Link>
        </Button>
      </InvalidLink>
    );
  }

  if (done) {
    const created = done.outcome === 'created';
    return (
      <AuthCard
        title={intl.formatMessage({
          id: created ? 'invitation.createdTitle' : 'invitation.addedTitle',
        })}
      >
        <div className="space-y-6 text-center">
          <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <p className="text-slate-700">
            {intl.formatMessage({ id: created ? 'invitation.created' : 'invitation.added' })}
          </p>
          <Button asChild className="h-auto min-h-10 w-full py-2 whitespace-normal">
            {created ? (
              <Link href={pathTo('profile', { hash: 'two-step-verification' })}>
                {intl.formatMessage({ id: 'invitation.setUpTwoStep' })}
              </Link>
            ) : (
              <Link href={pathTo('login')}>{intl.formatMessage({ id: 'invitation.signIn' })}</Link>
            )}
          </Button>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    const body: Record<string, string> = { token };
    if (firstName.trim()) body.firstName = firstName;
    if (lastName.trim()) body.lastName = lastName;
    if (password) body.password = password;
    accept.mutate(body, {
      onSuccess: async (answer) => {
        setDone(answer);
        // A new account is signed in now: the navigation and the panel read who it is.
        await queryClient.invalidateQueries();
      },
      onError: (error) => {
        setFieldErrors(serverFieldErrors(error));
        setFailure(
          localizer.text(errorMessage(error, intl.formatMessage({ id: 'invitation.title' }))),
        );
      },
    });
  };
  const fieldError = (name: string) => localizer.text(fieldErrors[name]?.[0]);

  return (
    <AuthCard title={title} description={intl.formatMessage({ id: 'invitation.intro' })}>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        {failure && Object.keys(fieldErrors).length === 0 ? (
          <p role="alert" className="text-sm text-red-800">
            {failure}
          </p>
        ) : null}
        <TextField
          label={intl.formatMessage({ id: 'auth.firstName' })}
          autoComplete="given-name"
          value={firstName}
          error={fieldError('firstName')}
          onChange={(e) => setFirstName(e.target.value)}
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.lastName' })}
          autoComplete="family-name"
          value={lastName}
          error={fieldError('lastName')}
          onChange={(e) => setLastName(e.target.value)}
        />
        <NewPasswordFields
          value={password}
          password={{
            value: password,
            error: fieldError('password'),
            onChange: (e) => setPassword(e.target.value),
          }}
        />
        <Button type="submit" className="w-full" disabled={accept.isPending}>
          {intl.formatMessage({
            id: accept.isPending ? 'invitation.accepting' : 'invitation.accept',
          })}
        </Button>
      </form>
    </AuthCard>
  );
}
