import { zodResolver } from '@hookform/resolvers/zod';
import {
  totpCodeBodySchema,
  totpDisableBodySchema,
  type TotpDisableForm,
  type TotpSetup,
  type TotpCodeBody,
} from '@contract/auth';
import { ShieldCheck } from 'lucide-react';
import { useState } from 'react';
import { useForm, type UseFormReturn } from 'react-hook-form';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import {
  Card,
  CardContent,
  CardDescription,
  CardHeader,
  CardTitle,
} from '@client/components/ui/card';
import { TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { serverFieldErrors } from '@client/lib/api';
import {
  useConfirmTwoFactor,
  useDisableTwoFactor,
  useNewRecoveryCodes,
  useStartTwoFactor,
  useTwoFactorStatus,
} from './api/two-factor';

/** Long labels wrap on a narrow phone instead of pushing the page sideways. */
const wrapping = 'h-auto min-h-10 py-2 text-center whitespace-normal';

/** The field of a code from the authenticator app, as phones fill it in. */
function CodeField({
  form,
  label = 'Authentication Code',
}: {
  form: UseFormReturn<TotpCodeBody> | UseFormReturn<TotpDisableForm>;
  label?: string;
}) {
  const { register, formState } = form as UseFormReturn<TotpCodeBody>;
  return (
    <TextField
      label={label}
      inputMode="numeric"
      autoComplete="one-time-code"
      pattern="[0-9]*"
      maxLength={6}
      hint="The 6-digit code your authenticator app shows now."
      error={formState.errors.code?.message}
      {...register('code')}
    />
  );
}

/** A server's message on the code field (a wrong code) goes under the field too. */
function codeErrorTo(form: UseFormReturn<TotpCodeBody>, error: unknown) {
  const code = serverFieldErrors(error).code?.[0];
  if (code) form.setError('code', { message: code });
}

/** The recovery codes, shown the one time the server answers them. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  return (
    <div className="space-y-4" role="region" aria-label="Your recovery codes">
      <p className="text-sm text-slate-700">
        Keep these recovery codes somewhere safe (printed, or in a password manager). Each one signs
        you in once if you lose your phone. They are shown only now.
      </p>
      <ul className="grid grid-cols-1 gap-2 rounded-lg border border-navy-100 bg-navy-50 p-4 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone} className={wrapping}>
        I Have Saved My Codes
      </Button>
    </div>
  );
}

function Setup({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const confirm = useConfirmTwoFactor();
  const form = useForm<TotpCodeBody>({
    resolver: zodResolver(totpCodeBodySchema),
    defaultValues: { code: '' },
  });
  // The promise form: the status read again after success replaces this form, and the
  // callbacks of `mutate` are not called once their component is gone.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { recoveryCodes } = await confirm.mutateAsync(values);
      toast({
        title: 'Two-Step Verification On',
        description: 'From now on, signing in asks for a code from your app.',
      });
      onEnabled(recoveryCodes);
    } catch (error) {
      codeErrorTo(form, error);
    }
  });
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>
          Open an authenticator app on your phone (for example Google Authenticator, Microsoft
          Authenticator or 1Password) and scan this code.
        </li>
        <li>Type the 6-digit code the app then shows.</li>
      </ol>
      <img
        src={setup.qrCode}
        alt="QR code to scan with your authenticator app"
        width={200}
        height={200}
        className="size-48 rounded border border-navy-100 bg-white"
      />
      <div className="text-sm">
        <p className="text-slate-700">Can&apos;t scan? Enter this key in the app instead:</p>
        <p className="mt-1 font-mono text-base break-all text-navy-950" aria-label="Setup key">
          {setup.secret}
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <CodeField form={form} />
        <Button type="submit" disabled={confirm.isPending}>
          {confirm.isPending ? 'Checking...' : 'Turn On'}
        </Button>
      </form>
    </div>
  );
}

function NewRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const renew = useNewRecoveryCodes();
  const form = useForm<TotpCodeBody>({
    resolver: zodResolver(totpCodeBodySchema),
    defaultValues: { code: '' },
  });
  // The promise form: showing the codes replaces this form.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const { recoveryCodes } = await renew.mutateAsync(values);
      toast({
        title: 'New Recovery Codes',
        description: 'Your old recovery codes no longer work.',
      });
      onCodes(recoveryCodes);
    } catch (error) {
      codeErrorTo(form, error);
    }
  });
  return (
    <form onSubmit={onSubmit} noValidate className="space-y-4" aria-label="New recovery codes">
      <h3 className="font-semibold text-navy-900">New Recovery Codes</h3>
      <CodeField form={form} />
      <Button type="submit" variant="outline" className={wrapping} disabled={renew.isPending}>
        {renew.isPending ? 'Making...' : 'Make New Recovery Codes'}
      </Button>
    </form>
  );
}

function TurnOff() {
  const disable = useDisableTwoFactor();
  const form = useForm<TotpDisableForm>({
    resolver: zodResolver(totpDisableBodySchema),
    defaultValues: { currentPassword: '', code: '' },
  });
  const { errors } = form.formState;
  // The promise form, as in Setup: on success this form is replaced by the set-up button.
  const onSubmit = form.handleSubmit(async (values) => {
    try {
      await disable.mutateAsync(values);
      toast({
        title: 'Two-Step Verification Off',
        description: 'Signing in now needs only your password.',
      });
    } catch (error) {
      const fields = serverFieldErrors(error);
      if (fields.currentPassword?.[0]) {
        form.setError('currentPassword', { message: fields.currentPassword[0] });
      }
      if (fields.code?.[0]) form.setError('code', { message: fields.code[0] });
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label="Turn off two-step verification"
    >
      <h3 className="font-semibold text-navy-900">Turn Off</h3>
      <TextField
        label="Current Password"
        type="password"
        autoComplete="current-password"
        error={errors.currentPassword?.message}
        {...form.register('currentPassword')}
      />
      <CodeField form={form} />
      <Button type="submit" variant="destructive" className={wrapping} disabled={disable.isPending}>
        {disable.isPending ? 'Turning Off...' : 'Turn Off Two-Step Verification'}
      </Button>
    </form>
  );
}

/**
 * Two-step verification: a code from an authenticator app besides the password. Required for
 * administrators (they cannot turn it off), optional for members.
 */
export function TwoStepVerification({ isAdmin }: { isAdmin: boolean }) {
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  const begin = () => start.mutate(undefined, { onSuccess: setSetup });

  let body;
  if (codes) {
    body = <RecoveryCodeList codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = (
      <div aria-busy="true" aria-label="Loading two-step verification">
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (status.isError) {
    body = <LoadFailed what="Two-step verification" onRetry={() => void status.refetch()} />;
  } else if (status.data.enabled) {
    body = (
      <div className="space-y-8">
        <p className="flex gap-2 text-sm text-navy-900" role="status">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            Two-step verification is on. {status.data.recoveryCodesLeft} of 10 recovery codes left.
          </span>
        </p>
        <NewRecoveryCodes onCodes={setCodes} />
        {isAdmin ? (
          <p className="text-sm text-slate-700">
            Administrators keep two-step verification on: their accounts can change the whole site.
          </p>
        ) : (
          <TurnOff />
        )}
      </div>
    );
  } else if (setup) {
    body = (
      <Setup
        setup={setup}
        onEnabled={(recoveryCodes) => {
          setSetup(null);
          setCodes(recoveryCodes);
        }}
      />
    );
  } else {
    body = (
      <div className="space-y-4">
        <p className="text-sm text-slate-700">
          {isAdmin
            ? 'Administrators need two-step verification: turn it on to use the admin panel.'
            : 'Protect your account with a code from an app on your phone, asked for at each sign-in after your password.'}
        </p>
        <Button onClick={begin} className={wrapping} disabled={start.isPending}>
          {start.isPending ? 'Starting...' : 'Set Up Two-Step Verification'}
        </Button>
      </div>
    );
  }

  return (
    <Card id="two-step-verification">
      <CardHeader>
        <CardTitle as="h2">Two-Step Verification</CardTitle>
        <CardDescription>
          A code from your authenticator app, asked for when you sign in after your password.
        </CardDescription>
      </CardHeader>
      <CardContent>{body}</CardContent>
    </Card>
  );
}
