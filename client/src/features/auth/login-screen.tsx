import { zodResolver } from '@hookform/resolvers/zod';
import { loginBodySchema, type LoginBody } from '@contract/auth';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { AuthCard } from '@client/components/auth-card';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useRefreshCurrentUser } from '@client/lib/auth';
import { useLogin } from './api/login';
import { PasskeySignIn } from './passkey-sign-in';

export function LoginScreen() {
  const [, navigate] = useLocation();
  const refreshUser = useRefreshCurrentUser();
  const login = useLogin();
  const form = useForm<LoginBody>({
    resolver: zodResolver(loginBodySchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(values, {
      onSuccess: async (user) => {
        await refreshUser(user);
        toast({ title: 'Welcome Back!', description: 'You have successfully logged in.' });
        navigate('/member-portal');
      },
      onError: (error) => {
        toast({
          variant: 'destructive',
          title: 'Login Failed',
          description: errorMessage(error, 'Invalid email or password. Please try again.'),
        });
      },
    });
  });

  return (
    <AuthCard
      title="Sign In"
      description="Welcome back. Sign in to your member account."
      footer={
        <div className="space-y-2">
          <p>
            Don&apos;t have an account? <TextLink href="/register">Create one</TextLink>
          </p>
          <p>
            <TextLink href="/">Back to Home</TextLink>
          </p>
        </div>
      }
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
        <TextField
          label="Password"
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        <div className="text-right text-sm">
          <TextLink href="/forgot-password">Forgot your password?</TextLink>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending ? 'Signing In...' : 'Sign In'}
        </Button>
      </form>
      <PasskeySignIn />
    </AuthCard>
  );
}
