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
import { AuthCard } from '@client/components/auth-card';
import { InvalidLink, LinkLoading } from '@client/components/link-confirmation';
import { TextLink } from '@client/components/text-link';
import { PasswordStrengthMeter } from '@client/components/password-strength-meter';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { useAddressToken } from '@client/lib/use-address-token';
import { useResetPassword } from './api/reset-password';

function onInvalid(errors: FieldErrors<ResetPasswordForm>) {
  if (errors.newPassword?.message) {
    toast({
      variant: 'destructive',
      title: 'Password Not Accepted',
      description: errors.newPassword.message,
    });
  } else if (errors.confirmPassword?.message === PASSWORDS_DONT_MATCH) {
    toast({
      variant: 'destructive',
      title: 'Password Mismatch',
      description: PASSWORDS_DONT_MATCH,
    });
  }
}

export function ResetPasswordScreen() {
  const token = useAddressToken();
  const [done, setDone] = useState(false);
  const reset = useResetPassword();
  const form = useForm<ResetPasswordForm>({
    resolver: zodResolver(resetPasswordFormSchema),
    defaultValues: { newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  if (token === undefined) return <LinkLoading title="Reset Password" />;
  if (token === null) {
    return (
      <InvalidLink message="This password reset link is invalid or incomplete. Reset token is required: please request a new link.">
        <Button asChild>
          <Link href={pathTo('forgotPassword')}>Request New Link</Link>
        </Button>
        <Button asChild variant="outline">
          <Link href={pathTo('login')}>Back to Login</Link>
        </Button>
      </InvalidLink>
    );
  }

  if (done) {
    return (
      <AuthCard title="Password Reset">
        <div className="space-y-6 text-center">
          <CheckCircle2 className="mx-auto size-12 text-green-700" aria-hidden="true" />
          <p className="text-slate-700">
            Your password has been changed. Sign in with your new password.
          </p>
          <Button asChild className="w-full">
            <Link href={pathTo('login')}>Go to Login</Link>
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
      title="Reset Password"
      description="Choose a new password for your account."
      footer={<TextLink href={pathTo('login')}>Back to Login</TextLink>}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <TextField
          label="New Password"
          type="password"
          autoComplete="new-password"
          hint="At least 6 characters. A few uncommon words make a strong password."
          error={errors.newPassword?.message}
          {...form.register('newPassword')}
        />
        <PasswordStrengthMeter password={newPassword} />
        <TextField
          label="Confirm Password"
          type="password"
          autoComplete="new-password"
          error={errors.confirmPassword?.message}
          {...form.register('confirmPassword')}
        />
        <Button type="submit" className="w-full" disabled={reset.isPending}>
          {reset.isPending ? 'Resetting...' : 'Reset Password'}
        </Button>
      </form>
    </AuthCard>
  );
}
