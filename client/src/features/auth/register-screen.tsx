import { zodResolver } from '@hookform/resolvers/zod';
import { registerFormSchema, type RegisterForm } from '@contract/auth';
import { pathTo } from '@contract/pages';
import { useForm, useWatch } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useIntl } from 'react-intl';
import { AuthCard } from '@client/components/auth-card';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { useRegister } from './api/register';
import { EmailField, NameFields, NewPasswordFields } from '@client/components/account-fields';

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
        <NameFields
          firstName={{ error: errors.firstName?.message, ...form.register('firstName') }}
          lastName={{ error: errors.lastName?.message, ...form.register('lastName') }}
        />
        <EmailField
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <NewPasswordFields
          value={password}
          password={{ error: errors.password?.message, ...form.register('password') }}
          confirm={{ error: errors.confirmPassword?.message, ...form.register('confirmPassword') }}
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
