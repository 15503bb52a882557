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
import { useIntl } from 'react-intl';
import { LoadFailed } from '@client/components/load-failed';
import { Button } from '@client/components/ui/button';
import { SectionCard } from '@client/components/ui/card';
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
import { OwnerCheckForm, showOwnerCheckErrors } from '@client/components/owner-check-form';
import { AppCodeField, CurrentPasswordField } from '@client/components/account-fields';

/** Long labels wrap on a narrow phone instead of pushing the page sideways. */
export const wrapping = 'h-auto min-h-10 py-2 text-center whitespace-normal';

/** The app's code field of either form here (both name it `code`). */
function CodeField({
  form,
}: {
  form: UseFormReturn<TotpCodeBody> | UseFormReturn<TotpDisableForm>;
}) {
  const { register, formState } = form as UseFormReturn<TotpCodeBody>;
  return <AppCodeField error={formState.errors.code?.message} {...register('code')} />;
}

/** A server's message on the code field (a wrong code) goes under the field too. */
function codeErrorTo(form: UseFormReturn<TotpCodeBody>, error: unknown) {
  const code = serverFieldErrors(error).code?.[0];
  if (code) form.setError('code', { message: code });
}

/** The recovery codes, shown the one time the server answers them. */
function RecoveryCodeList({ codes, onDone }: { codes: string[]; onDone: () => void }) {
  const intl = useIntl();
  return (
    <div
      className="space-y-4"
      role="region"
      aria-label={intl.formatMessage({ id: 'twoStep.recoveryCodes' })}
    >
      <p className="text-sm text-slate-700">{intl.formatMessage({ id: 'twoStep.keepCodes' })}</p>
      <ul className="grid grid-cols-1 gap-2 rounded-lg border border-navy-100 bg-navy-50 p-4 font-mono text-base sm:grid-cols-2">
        {codes.map((code) => (
          <li key={code} className="break-all">
            {code}
          </li>
        ))}
      </ul>
      <Button onClick={onDone} className={wrapping}>
        {intl.formatMessage({ id: 'twoStep.savedCodes' })}
      </Button>
    </div>
  );
}

function Setup({ setup, onEnabled }: { setup: TotpSetup; onEnabled: (codes: string[]) => void }) {
  const intl = useIntl();
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
        title: intl.formatMessage({ id: 'twoStep.on' }),
        description: intl.formatMessage({ id: 'twoStep.onBody' }),
      });
      onEnabled(recoveryCodes);
    } catch (error) {
      codeErrorTo(form, error);
    }
  });
  return (
    <div className="space-y-4">
      <ol className="list-decimal space-y-2 pl-5 text-sm text-slate-700">
        <li>{intl.formatMessage({ id: 'twoStep.scanStep' })}</li>
        <li>{intl.formatMessage({ id: 'twoStep.typeStep' })}</li>
      </ol>
      <img
        src={setup.qrCode}
        alt={intl.formatMessage({ id: 'twoStep.qrAlt' })}
        width={200}
        height={200}
        className="size-48 rounded border border-navy-100 bg-white"
      />
      <div className="text-sm">
        <p className="text-slate-700">{intl.formatMessage({ id: 'twoStep.cantScan' })}</p>
        <p
          className="mt-1 font-mono text-base break-all text-navy-950"
          aria-label={intl.formatMessage({ id: 'twoStep.setupKey' })}
        >
          {setup.secret}
        </p>
      </div>
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <CodeField form={form} />
        <Button type="submit" disabled={confirm.isPending}>
          {intl.formatMessage({ id: confirm.isPending ? 'twoStep.checking' : 'twoStep.turnOn' })}
        </Button>
      </form>
    </div>
  );
}

function NewRecoveryCodes({ onCodes }: { onCodes: (codes: string[]) => void }) {
  const intl = useIntl();
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
        title: intl.formatMessage({ id: 'twoStep.newCodes' }),
        description: intl.formatMessage({ id: 'twoStep.newCodesBody' }),
      });
      onCodes(recoveryCodes);
    } catch (error) {
      codeErrorTo(form, error);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={intl.formatMessage({ id: 'twoStep.newCodes' })}
    >
      <h3 className="font-semibold text-navy-900">
        {intl.formatMessage({ id: 'twoStep.newCodes' })}
      </h3>
      <CodeField form={form} />
      <Button type="submit" variant="outline" className={wrapping} disabled={renew.isPending}>
        {intl.formatMessage({ id: renew.isPending ? 'twoStep.making' : 'twoStep.makeCodes' })}
      </Button>
    </form>
  );
}

function TurnOff() {
  const intl = useIntl();
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
        title: intl.formatMessage({ id: 'twoStep.off' }),
        description: intl.formatMessage({ id: 'twoStep.offBody' }),
      });
    } catch (error) {
      showOwnerCheckErrors(error, form.setError);
    }
  });
  return (
    <form
      onSubmit={onSubmit}
      noValidate
      className="space-y-4"
      aria-label={intl.formatMessage({ id: 'twoStep.turnOffForm' })}
    >
      <h3 className="font-semibold text-navy-900">
        {intl.formatMessage({ id: 'twoStep.turnOffHeading' })}
      </h3>
      <CurrentPasswordField
        error={errors.currentPassword?.message}

        {...form.register('currentPassword')}
      />
      <CodeField form={form} />
      <Button type="submit" variant="destructive" className={wrapping} disabled={disable.isPending}>
        {intl.formatMessage({
          id: disable.isPending ? 'twoStep.turningOff' : 'twoStep.turnOff',
        })}
      </Button>
    </form>
  );
}

/**
 * Two-step verification: a code from an authenticator app besides the password. Required for
 * administrators (they cannot turn it off), optional for members.
 */
export function TwoStepVerification({ isAdmin }: { isAdmin: boolean }) {
  const intl = useIntl();
  const status = useTwoFactorStatus();
  const start = useStartTwoFactor();
  const [setup, setSetup] = useState<TotpSetup | null>(null);
  const [codes, setCodes] = useState<string[] | null>(null);

  let body;
  if (codes) {
    body = <RecoveryCodeList codes={codes} onDone={() => setCodes(null)} />;
  } else if (status.isPending) {
    body = (
      <div aria-busy="true" aria-label={intl.formatMessage({ id: 'twoStep.loading' })}>
        <Skeleton className="h-24 w-full" />
      </div>
    );
  } else if (status.isError) {
    body = (
      <LoadFailed
        what={intl.formatMessage({ id: 'twoStep.what' })}
        onRetry={() => void status.refetch()}
      />
    );
  } else if (status.data.enabled) {
    body = (
      <div className="space-y-8">
        <p className="flex gap-2 text-sm text-navy-900" role="status">
          <ShieldCheck className="mt-0.5 size-4 shrink-0 text-green-700" aria-hidden="true" />
          <span>
            {intl.formatMessage({ id: 'twoStep.isOn' }, { left: status.data.recoveryCodesLeft })}
          </span>
        </p>
        <NewRecoveryCodes onCodes={setCodes} />
        {isAdmin ? (
          <p className="text-sm text-slate-700">
            {intl.formatMessage({ id: 'twoStep.adminKeeps' })}
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
          {intl.formatMessage({ id: isAdmin ? 'twoStep.adminNeeds' : 'twoStep.memberMay' })}
        </p>
        <OwnerCheckForm
          askCode={false}
          label={intl.formatMessage({ id: 'twoStep.setUp' })}
          submitLabel={intl.formatMessage({
            id: start.isPending ? 'twoStep.starting' : 'twoStep.setUp',
          })}
          pending={start.isPending}
          onSubmit={async (owner) => setSetup(await start.mutateAsync(owner))}
        />
      </div>
    );
  }

  return (
    <SectionCard
      id="two-step-verification"
      title={intl.formatMessage({ id: 'twoStep.title' })}
      description={intl.formatMessage({ id: 'twoStep.description' })}
    >
      {body}
    </SectionCard>
  );
}
