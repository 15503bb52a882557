import { pathTo } from '@contract/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  PASSWORDS_DONT_MATCH,
  resetPasswordFormSchema,
  type ResetPasswordForm,
} from '@contract/auth';
import { CheckCircle2 } from 'lucide-react';
import { useState } from 'react';
import { useForm, useWatch, type FieldErrors } from 'react-hook-form';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import { AuthCard } from '@client/components/auth-card';
import { InvalidLink, LinkLoading } from '@client/components/link-confirmation';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { useLocalizer } from '@client/lib/localize';
import { useAddressToken } from '@client/lib/use-address-token';
import { useResetPassword } from './api/reset-password';
import { NewPasswordFields } from '@client/components/account-fields';

/** A refused form toasts its first problem, in the page's language. */
function useOnInvalid() {
  const intl = useIntl();
  const localizer = useLocalizer();
  return (errors: FieldErrors<ResetPasswordForm>) => {
    if (errors.newPassword?.message) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'auth.passwordNotAccepted' }),
        description: localizer.text(errors.newPassword.message),
      });
    } else if (errors.confirmPassword?.message === PASSWORDS_DONT_MATCH) {
      toast({
        variant: 'destructive',
        title: intl.formatMessage({ id: 'auth.passwordMismatch' }),
        description: localizer.text(PASSWORDS_DONT_MATCH),
      });
    }
  };
}

export function ResetPasswordScreen() {
  const intl = useIntl();
  const token = useAddressToken();
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const onInvalid = useOnInvalid();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  if (token === undefined)
    return <LinkLoading title={intl.formatMessage({ id: 'auth.resetTitle' })} />;
  if (token === null) {
    return (
      <InvalidLink message={intl.formatMessage({ id: 'auth.resetInvalidLink' })}>
        <Button asChild>
          <Link href={pathTo('forgotPassword')}>
            {intl.formatMessage({ id: 'auth.requestNewLink' })}
          </Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={pathTo('login')}>{intl.formatMessage({ id: 'auth.backToLogin' })}</Link>
        </Button>
      </InvalidLink>
    );
  }

  if (done) {
    return (
      <AuthCard title={intl.formatMessage({ id: 'auth.resetDoneTitle' })}>
        <div className="space-y-6 text-center">
          <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <p className="text-slate-700">{intl.formatMessage({ id: 'auth.resetDone' })}</p>
          <Button asChild className="w-full">
            <Link href={pathTo('login')}>{intl.formatMessage({ id: 'auth.goToLogin' })}</Link>
          </Button>
        </div>
      </AuthCard>
    );
  }

  const onSubmit = form.handleSubmit((values) => {
    reset.mutate({ token, ...values }, { onSuccess: () => setDone(true) });
  }, onInvalid);

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.resetTitle' })}
      description={intl.formatMessage({ id: 'auth.resetDescription' })}
      footer={
        <TextLink href={pathTo('login')}>{intl.formatMessage({ id: 'auth.backToLogin' })}</TextLink>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NewPasswordFields
          value={newPassword}
          password={{
            label: intl.formatMessage({ id: 'auth.newPassword' }),
            error: errors.newPassword?.message,
            ...form.register('newPassword'),
          }}
          confirm={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending
            ? intl.formatMessage({ id: 'auth.resetting' })
            : intl.formatMessage({ id: 'auth.resetTitle' })}
        </Button>
      </form>
    </AuthCard>
  );
}
