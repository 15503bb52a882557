import { pathTo } from '@contract/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  loginFormSchema,
  needsSecondFactor,
  recoveryCodeFormSchema,
  totpCodeFormSchema,
  type CurrentUser,
  type LoginForm,
  withFactor,
  type RecoveryCodeForm,
  type TotpCodeForm,
} from '@contract/auth';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useLocation } from 'wouter';
import { useIntl } from 'react-intl';
import { AuthCard } from '@client/components/auth-card';
import { TextLink } from '@client/components/text-link';
import { Button } from '@client/components/ui/button';
import { TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { errorStatus, serverFieldErrors } from '@client/lib/api';
import { useRefreshCurrentUser } from '@client/lib/auth';
import { useLogin, useLoginSecondFactor } from './api/login';
import { PasskeySignIn } from './passkey-sign-in';
import { AppCodeField, EmailField } from '@client/components/account-fields';
import { HeadedSection } from '@client/components/headed-section';

/** After the password (and the code, when asked): the 'Welcome!' or 'Welcome Back!' toast and the member portal. */
function useSignedIn() {
  const intl = useIntl();
  const [, navigate] = useLocation();
  const refreshUser = useRefreshCurrentUser();
  return async (user: CurrentUser) => {
    await refreshUser(user);
    toast({
      // A member's first sign-in is a welcome, not a welcome back.
      title: intl.formatMessage({ id: user.signedInBefore ? 'auth.welcomeBack' : 'auth.welcome' }),
      description: intl.formatMessage({ id: 'auth.loggedIn' }),
    });
    navigate(pathTo('memberPortal'));
  };
}

/** The code step: one field, a code of the app or (on request) a recovery code. */
function CodeStep({ onExpired }: { onExpired: () => void }) {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const complete = useLoginSecondFactor();
  const [recovery, setRecovery] = useState(false);
  const codeForm = useForm<TotpCodeForm>({
    resolver: zodResolver(totpCodeFormSchema),
    defaultValues: { code: '' },
  });
  const recoveryForm = useForm<RecoveryCodeForm>({
    resolver: zodResolver(recoveryCodeFormSchema),
    defaultValues: { recoveryCode: '' },
  });

  const onError = (error: unknown, field: 'code' | 'recoveryCode') => {
    // The pending sign-in is gone (5 minutes passed): the password again.
    if (errorStatus(error) === 401) onExpired();
    const message = serverFieldErrors(error)[field]?.[0];
    if (message && field === 'code') codeForm.setError('code', { message });
    if (message && field === 'recoveryCode') recoveryForm.setError('recoveryCode', { message });
  };
  const onCode = codeForm.handleSubmit((values) =>
    complete.mutate(values, {
      onSuccess: signedIn,
      onError: (error) => onError(error, 'code'),
    }),
  );
  const onRecovery = recoveryForm.handleSubmit((values) =>
    complete.mutate(values, {
      onSuccess: signedIn,
      onError: (error) => onError(error, 'recoveryCode'),
    }),
  );
  const submit = (
    <Button type="submit" className="w-full" disabled={complete.isPending}>
      {complete.isPending
        ? intl.formatMessage({ id: 'auth.verifying' })
        : intl.formatMessage({ id: 'auth.verify' })}
    </Button>
  );

  return (
    <div className="space-y-4">
      {recovery ? (
        <form onSubmit={onRecovery} noValidate className="space-y-4" key="recovery">
          <TextField
            label={intl.formatMessage({ id: 'auth.recoveryCode' })}
            autoComplete="off"
            autoCapitalize="none"
            spellCheck={false}
            autoFocus
            hint={intl.formatMessage({ id: 'auth.recoveryCodeHint' })}
            error={recoveryForm.formState.errors.recoveryCode?.message}
            {...recoveryForm.register('recoveryCode')}
          />
          {submit}
        </form>
      ) : (
        <form onSubmit={onCode} noValidate className="space-y-4" key="code">
          <AppCodeField
            autoFocus
            hint={intl.formatMessage({ id: 'auth.authCodeHint' })}
            error={codeForm.formState.errors.code?.message}
            {...codeForm.register('code')}
          />
          {submit}
        </form>
      )}
      <div className="text-center text-sm">
        <Button type="button" variant="link" onClick={() => setRecovery((r) => !r)}>
          {recovery
            ? intl.formatMessage({ id: 'auth.useAppCode' })
            : intl.formatMessage({ id: 'auth.useRecoveryCode' })}
        </Button>
      </div>
    </div>
  );
}

export function LoginScreen() {
  const intl = useIntl();
  const signedIn = useSignedIn();
  const login = useLogin();
  const [codeStep, setCodeStep] = useState(false);
  const [heldBack, setHeldBack] = useState(false);
  const form = useForm<LoginForm>({
    resolver: zodResolver(loginFormSchema),
    defaultValues: { email: '', password: '' },
  });
  const { errors } = form.formState;

  const onSubmit = form.handleSubmit((values) => {
    login.mutate(withFactor(values), {
      onSuccess: async (answer) => {
        if (needsSecondFactor(answer)) {
          setCodeStep(true);
          return;
        }
        await signedIn(answer);
      },
      onError: (error) => {
        if (errorStatus(error) === 429) setHeldBack(true);
      },
    });
  });

  if (codeStep) {
    return (
      <AuthCard
        title={intl.formatMessage({ id: 'auth.twoStepTitle' })}
        description={intl.formatMessage({ id: 'auth.twoStepDescription' })}
        footer={
          <p>
            <TextLink href={pathTo('home')}>{intl.formatMessage({ id: 'auth.backHome' })}</TextLink>
          </p>
        }
      >
        <CodeStep
          onExpired={() => {
            form.setValue('password', '');
            setCodeStep(false);
          }}
        />
      </AuthCard>
    );
  }

  return (
    <AuthCard
      title={intl.formatMessage({ id: 'auth.signInTitle' })}
      description={intl.formatMessage({ id: 'auth.signInDescription' })}
      footer={
        <div className="space-y-2">
          <p>
            {intl.formatMessage({ id: 'auth.noAccount' })}{' '}
            <TextLink href={pathTo('register')}>
              {intl.formatMessage({ id: 'auth.createOne' })}
            </TextLink>
          </p>
          <p>
            <TextLink href={pathTo('home')}>{intl.formatMessage({ id: 'auth.backHome' })}</TextLink>
          </p>
        </div>
      }
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <EmailField
          placeholder="you@example.com"
          error={errors.email?.message}
          {...form.register('email')}
        />
        <TextField
          label={intl.formatMessage({ id: 'auth.password' })}
          type="password"
          autoComplete="current-password"
          error={errors.password?.message}
          {...form.register('password')}
        />
        {heldBack && (
          <HeadedSection
            title="auth.heldBackTitle"
            lead="auth.heldBackText"
            look="note"
            className="space-y-3 rounded-md border p-3"
          >
            <TextField
              label={intl.formatMessage({ id: 'auth.factorLabel' })}
              autoComplete="one-time-code"
              autoCapitalize="none"
              spellCheck={false}
              error={errors.factor?.message}
              {...form.register('factor')}
            />
          </HeadedSection>
        )}
        <div className="text-right text-sm">
          <TextLink href={pathTo('forgotPassword')}>
            {intl.formatMessage({ id: 'auth.forgotLink' })}
          </TextLink>
        </div>
        <Button type="submit" className="w-full" disabled={login.isPending}>
          {login.isPending
            ? intl.formatMessage({ id: 'auth.signingIn' })
            : intl.formatMessage({ id: 'auth.signInTitle' })}
        </Button>
      </form>
      <PasskeySignIn />
    </AuthCard>
  );
}
