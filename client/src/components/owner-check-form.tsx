import { zodResolver } from '@hookform/resolvers/zod';
import { factorChangeBodySchema, totpCodeField, type FactorChangeForm } from '@contract/auth';
import type { ReactNode } from 'react';
import { useForm } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { z } from 'zod';
import { Button } from '@client/components/ui/button';
import { serverFieldErrors } from '@client/lib/api';
import { AppCodeField, CurrentPasswordField } from '@client/components/account-fields';

/** With the app on, the form asks for its code too (the server would answer the same). */
const withCode = factorChangeBodySchema.extend({ code: totpCodeField });

/** The server's messages on the current password and the app's code go under their fields. */
export function showOwnerCheckErrors(
  error: unknown,
  setError: (field: 'currentPassword' | 'code', error: { message: string }) => void,
) {
  const fields = serverFieldErrors(error);
  if (fields.currentPassword?.[0])
    setError('currentPassword', { message: fields.currentPassword[0] });
  if (fields.code?.[0]) setError('code', { message: fields.code[0] });
}

/**
 * Adding a way to sign in (a passkey, the authenticator app) asks for the current password, and a
 * code of the app when two-step verification is on: the server refuses a session alone. The
 * server's field messages (a wrong password, a wrong code) go under their fields.
 */
export function OwnerCheckForm({
  askCode,
  label,
  submitLabel,
  pending,
  onSubmit,
  className,
  children,
}: {
  askCode: boolean;
  /** The form's accessible name. */
  label: string;
  submitLabel: ReactNode;
  pending: boolean;
  /** Rejects with the server's error when it refuses. */
  onSubmit: (values: { currentPassword: string; code?: string }) => Promise<unknown>;
  className?: string;
  children?: ReactNode;
}) {
  const intl = useIntl();
  const form = useForm<FactorChangeForm>({
    resolver: zodResolver(askCode ? withCode : factorChangeBodySchema),
    defaultValues: { currentPassword: '', ...(askCode ? { code: '' } : {}) },
  });
  const { errors } = form.formState;
  const submit = form.handleSubmit(async (values) => {
    try {
      await onSubmit(
        askCode ? values : { currentPassword: z.string().parse(values.currentPassword) },
      );
      form.reset({ currentPassword: '', ...(askCode ? { code: '' } : {}) });
    } catch (error) {
      showOwnerCheckErrors(error, form.setError);
    }
  });
  return (
    <form onSubmit={submit} noValidate aria-label={label} className={className ?? 'space-y-4'}>
      {children}
      <CurrentPasswordField
        hint={intl.formatMessage({ id: 'ownerCheck.passwordHint' })}
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      {askCode ? <AppCodeField error={errors.code?.message} {...form.register('code')} /> : null}
      <Button
        type="submit"
        className="h-auto min-h-10 py-2 text-center whitespace-normal"
        disabled={pending}
      >
        {submitLabel}
      </Button>
    </form>
  );
}
