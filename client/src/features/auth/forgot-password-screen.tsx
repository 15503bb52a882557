import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@contract/auth';
import { pathTo } from '@contract/pages';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { useIntl } from 'react-intl';
import { AuthCard } from '@client/components/auth-card';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { useForgotPassword } from './api/forgot-password';
import { EmailField } from '@client/components/account-fields';

export function ForgotPasswordScreen() {
  const intl = useIntl();
  const [sentTo, setSentTo] = useState<string | null>(null);
  const forgot = useForgotPassword();
  const form = useForm<ForgotPasswordBody>({
    resolver: zodResolver(forgotPasswordBodySchema),
    defaultValues: { email: '' },
  });
  const { errors } = form.formState;

  // The mail is in the member's language; one who never chose gets the page's.
  const language = usePageLanguage();

  const onSubmit = form.handleSubmit((values) => {
    forgot.mutate(
      { ...values, language },
      {
        onSuccess: () => {
          toast({
            title: intl.formatMessage({ id: 'auth.resetSentToast' }),
            description: intl.formatMessage({ id: 'auth.resetSentToastBody' }),
          });
          setSentTo(values.email);
        },
      },
    );
  });

  if (sentTo) {
    return (
      <AuthCard title={intl.formatMessage({ id: 'auth.checkEmail' })}>
        <div className="space-y-6 text-center">
          <MailCheck className="mx-auto size-12 text-navy-600" aria-hidden="true" />
          <p className="text-slate-700">
            {intl.formatMessage(
              { id: 'auth.sentTo' },
              {
                email: sentTo,
                strong: (chunks) => <strong className="text-navy-900">{chunks}</strong>,
              },
            )}
          </p>
          <p className="text-sm text-slate-600">{intl.formatMessage({ id: 'auth.notReceived' })}</p>
          <div className="flex flex-col gap-3">
            <Button
              variant="outline"
              onClick={() => {
                form.reset({ email: '' });
                setSentTo(null);
              }}
            >
              {intl.formatMessage({ id: 'auth.tryDifferent' })}
            </Button>
            <Button asChild>
              <Link href={pathTo('login')}>{intl.formatMessage({ id: 'auth.backToLogin' })}</Link>
            </Button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.forgotTitle' })}
      description={intl.formatMessage({ id: 'auth.forgotDescription' })}
      footer={
        <TextLink href={pathTo('login')}>{intl.formatMessage({ id: 'auth.backToLogin' })}</TextLink>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending
            ? intl.formatMessage({ id: 'auth.sending' })
            : intl.formatMessage({ id: 'auth.sendResetLink' })}
        </Button>
      </form>
    </AuthCard>
  );
}
