import { zodResolver } from '@hookform/resolvers/zod';
import { forgotPasswordBodySchema, type ForgotPasswordBody } from '@contract/auth';
import { pathTo } from '@contract/pages';
import { MailCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'wouter';
import { AuthCard } from '@client/components/auth-card';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { usePageLanguage } from '@client/lib/i18n';
import { useForgotPassword } from './api/forgot-password';

export function ForgotPasswordScreen() {
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
            title: 'Reset Link Sent',
            description:
              'If an account exists for that email, you will receive a password reset link shortly.',
          });
          setSentTo(values.email);
        },
      },
    );
  });

  if (sentTo) {
    return (
      <AuthCard title="Check Your Email">
        <div className="space-y-6 text-center">
          <MailCheck className="mx-auto size-12 text-navy-600" aria-hidden="true" />
          <p className="text-slate-700">
            If an account exists for <strong className="text-navy-900">{sentTo}</strong>, we have
            sent a link to reset your password. The link expires in 1 hour.
          </p>
          <p className="text-sm text-slate-600">
            Didn&apos;t get it? Check your spam folder, or try another address.
          </p>
          <div className="flex flex-col gap-3">
            <Button
              variant="outline"
              onClick={() => {
                form.reset({ email: '' });
                setSentTo(null);
              }}
            >
              Try Different Email
            </Button>
            <Button asChild>
              <Link href={pathTo('login')}>Back to Login</Link>
            </Button>
          </div>
        </div>
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title="Forgot Password"
      description="Enter your email and we will send you a link to reset your password."
      footer={<TextLink href={pathTo('login')}>Back to Login</TextLink>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="Email"
          type="email"
          autoComplete="email"
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <Button type="submit" className="w-full" disabled={forgot.isPending}>
          {forgot.isPending ? 'Sending...' : 'Send Reset Link'}
        </Button>
      </form>
    </AuthCard>
  );
}
