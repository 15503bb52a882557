import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterForm } from '@contract/auth';
import { pathTo } from '@contract/pages';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useIntl } from 'react-intl';
import { AuthCard } from '@client/components/auth-card';
import { TextLink } from '@client/components/text-link';
import { PasswordStrengthMeter } from '@client/components/password-strength-meter';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { useRegister } from './api/register';

export function RegisterScreen() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const register = useRegister();
  // The member's e-mails are written in the language of the page they signed up on.
  const preferredLanguage = usePageLanguage();
  const form = useForm<RegisterForm>({
    resolver: zodResolver(registerFormSchema),
    defaultValues: { firstName: '', lastName: '', email: '', password: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const password = useWatch({ control: form.control, name: 'password' });

  const onSubmit = form.handleSubmit((values) => {
    const { email, password, firstName, lastName } = registerFormSchema.parse(values);
    register.mutate(
      { email, password, firstName, lastName, preferredLanguage },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'auth.accountCreated' }),
            description: intl.formatMessage({ id: 'auth.accountCreatedBody' }),
          });
          navigate(pathTo('login'));
        },
      },
    );
  });

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.createTitle' })}
      description={intl.formatMessage({ id: 'auth.createDescription' })}
      footer={
        <p>
          {intl.formatMessage({ id: 'auth.haveAccount' })}{' '}
          <TextLink href={pathTo('login')}>
            {intl.formatMessage({ id: 'auth.signInLink' })}
          </TextLink>
        </p>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <div className="grid gap-4 sm:grid-cols-2">
          <TextField
            label={intl.formatMessage({ id: 'auth.firstName' })}
            autoComplete="given-name"
            error={errors.firstName?.message}
            {...form.register('firstName')}
          />
          <TextField
            label={intl.formatMessage({ id: 'auth.lastName' })}
            autoComplete="family-name"
            error={errors.lastName?.message}
            {...form.register('lastName')}
          />
        </div>
        <TextField
          label={intl.formatMessage({ id: 'auth.email' })}
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          autoComplete="new-password"
          hint={intl.formatMessage({ id: 'auth.passwordHint' })}
          error={errors.password?.message}
          {...form.register('password')}
        />
        <PasswordStrengthMeter password={password} />
        <TextField
          label={intl.formatMessage({ id: 'auth.confirmPassword' })}
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={register.isPending}>
          {register.isPending
            ? intl.formatMessage({ id: 'auth.creating' })
            : intl.formatMessage({ id: 'auth.createTitle' })}
        </Button>
      </form>
    </AuthCard>
  );
}
