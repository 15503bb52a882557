import type { ComponentProps } from 'react';
import { useIntl } from 'react-intl';
import { PasswordStrengthMeter } from '@client/components/password-strength-meter';
import { TextField } from '@client/components/ui/form-field';

/*
 * The fields of an account as every form asks for them (sign-in, registration, the profile,
 * two-step verification): one label and the attributes that let browsers and password managers
 * fill them in. Spread react-hook-form's `register(...)` into them, as into a TextField.
 */

type FieldProps = Omit<ComponentProps<typeof TextField>, 'label'> & { label?: string };

export function EmailField(props: FieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'auth.email' })}
      type="email"
      autoComplete="email"
      {...props}
    />
  );
}

/** The password the member has now, to prove it is them. */
export function CurrentPasswordField(props: FieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'profile.currentPassword' })}
      type="password"
      autoComplete="current-password"
      {...props}
    />
  );
}

/** A code of the authenticator app, as phones fill it in from a text message or the app. */
export function AppCodeField(props: FieldProps) {
  const intl = useIntl();
  return (
    <TextField
      label={intl.formatMessage({ id: 'auth.authCode' })}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      hint={intl.formatMessage({ id: 'twoStep.codeHint' })}
      {...props}
    />
  );
}

/** First and last name, side by side from small screens up. */
export function NameFields({
  firstName,
  lastName,
}: {
  firstName: FieldProps;
  lastName: FieldProps;
}) {
  const intl = useIntl();
  return (
    <div className="grid gap-4 sm:grid-cols-2">
      <TextField
        label={intl.formatMessage({ id: 'auth.firstName' })}
        autoComplete="given-name"
        {...firstName}
      />
      <TextField
        label={intl.formatMessage({ id: 'auth.lastName' })}
        autoComplete="family-name"
        {...lastName}
      />
    </div>
  );
}

/**
 * A password being chosen, with the meter of its strength under it (`value` is what is typed),
 * and its confirmation when the form asks for one.
 */
export function NewPasswordFields({
  value,
  password,
  confirm,
}: {
  value: string;
  password: FieldProps;
  confirm?: FieldProps;
}) {
  const intl = useIntl();
  return (
    <>
      <TextField
        label={intl.formatMessage({ id: 'auth.password' })}
        type="password"
        autoComplete="new-password"
        hint={intl.formatMessage({ id: 'auth.passwordHint' })}
        {...password}
      />
      <PasswordStrengthMeter password={value} />
      {confirm ? (
        <TextField
          label={intl.formatMessage({ id: 'auth.confirmPassword' })}
          type="password"
          autoComplete="new-password"
          {...confirm}
        />
      ) : null}
    </>
  );
}
