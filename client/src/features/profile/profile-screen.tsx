import { pathTo } from '@contract/pages';
import { zodResolver } from '@hookform/resolvers/zod';
import {
  changePasswordBodySchema,
  isEmailChange,
  profileFormSchema,
  type ChangePasswordForm,
  type CurrentUser,
  type ProfileForm,
} from '@contract/auth';
import { MailCheck, UserRound } from 'lucide-react';
import { useMemo, useState } from 'react';
import { useForm, useWatch } from 'react-hook-form';
import { useIntl } from 'react-intl';
import { Link } from 'wouter';
import { Notice } from '@client/components/access-restricted';
import { Button } from '@client/components/ui/button';
import { SectionCard } from '@client/components/ui/card';
import { Skeleton } from '@client/components/ui/skeleton';
import { Tabs } from '@client/components/ui/tabs';
import { toast } from '@client/components/ui/use-toast';
import { VerifyEmailNotice } from '@client/components/verify-email-notice';
import { serverFieldErrors } from '@client/lib/api';
import { useCurrentUser, useRefreshCurrentUser } from '@client/lib/auth';
import { ActiveSessions } from './active-sessions';
import { useChangePassword } from './api/change-password';
import { Giving } from './giving';
import { useUpdateProfile } from './api/update-profile';
import { Passkeys } from './passkeys';
import { TwoStepVerification } from './two-step-verification';
import { YourData } from './your-data';
import { usePageFormat } from '@client/lib/format';
import {
  CurrentPasswordField,
  EmailField,
  NameFields,
  NewPasswordFields,
} from '@client/components/account-fields';

/** The admin panel links to the two-step verification section: open its tab. */
const TWO_STEP_HASH = '#two-step-verification';
const PROFILE_TABS: readonly string[] = ['profile', 'security', 'giving', 'data'];

function ProfileInformation({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const update = useUpdateProfile();
  const refreshUser = useRefreshCurrentUser();
  /** The new address a confirmation link was sent to, until the member follows it. */
  const [pendingEmail, setPendingEmail] = useState<string | null>(null);
  const schema = useMemo(() => profileFormSchema(user.email), [user.email]);
  const form = useForm<ProfileForm>({
    resolver: zodResolver(schema),
    defaultValues: {
      firstName: user.firstName ?? '',
      lastName: user.lastName ?? '',
      email: user.email,
      currentPassword: '',
    },
  });
  const { errors } = form.formState;
  const changingEmail = isEmailChange(
    useWatch({ control: form.control, name: 'email' }),
    user.email,
  );

  const onSubmit = form.handleSubmit((values) => {
    const { currentPassword, ...rest } = schema.parse(values);
    const namesChanged =
      (rest.firstName ?? '') !== (user.firstName ?? '') ||
      (rest.lastName ?? '') !== (user.lastName ?? '');
    // The password goes only with a new address: nothing else needs it.
    const body = isEmailChange(rest.email, user.email) ? { ...rest, currentPassword } : rest;
    update.mutate(body, {
      onSuccess: async ({ pendingEmail: pending, ...updated }) => {
        await refreshUser(updated);
        form.reset({
          firstName: updated.firstName ?? '',
          lastName: updated.lastName ?? '',
          email: updated.email,
          currentPassword: '',
        });
        setPendingEmail(pending);
        if (pending && !namesChanged) {
          toast({
            title: intl.formatMessage({ id: 'profile.checkInbox' }),
            description: intl.formatMessage({ id: 'profile.checkInboxBody' }, { email: pending }),
          });
        } else {
          toast({
            title: intl.formatMessage({ id: 'profile.updated' }),
            description: pending
              ? intl.formatMessage({ id: 'profile.updatedPendingBody' }, { email: pending })
              : intl.formatMessage({ id: 'profile.updatedBody' }),
          });
        }
      },
      onError: (error) => {
        const current = serverFieldErrors(error).currentPassword?.[0];
        if (current) form.setError('currentPassword', { message: current });
      },
    });
  });

  return (
    <SectionCard
      title={intl.formatMessage({ id: 'profile.information' })}
      description={intl.formatMessage({ id: 'profile.informationDescription' })}
    >
      <form onSubmit={onSubmit} noValidate className="space-y-4">
        <NameFields
          firstName={{ error: errors.firstName?.message, ...form.register('firstName') }}
          lastName={{ error: errors.lastName?.message, ...form.register('lastName') }}
        />
        <EmailField error={errors.email?.message} {...form.register('email')} />
        {changingEmail ? (
          <CurrentPasswordField
            hint={intl.formatMessage({ id: 'profile.emailPasswordHint' })}
            error={errors.currentPassword?.message}
            {...form.register('currentPassword')}
          />
        ) : null}
        {pendingEmail ? (
          <p
            role="status"
            className="flex gap-2 rounded-lg border border-navy-100 bg-navy-50 p-3 text-sm text-navy-900"
          >
            <MailCheck className="mt-0.5 size-4 shrink-0" aria-hidden="true" />
            <span>
              {intl.formatMessage(
                { id: 'profile.pendingEmail' },
                {
                  pending: pendingEmail,
                  current: user.email,
                  strong: (chunks) => <strong className="break-all">{chunks}</strong>,
                  span: (chunks) => <span className="break-all">{chunks}</span>,
                },
              )}
            </span>
          </p>
        ) : null}
        <Button type="submit" disabled={update.isPending}>
          {intl.formatMessage({ id: update.isPending ? 'profile.saving' : 'profile.save' })}
        </Button>
      </form>
    </SectionCard>
  );
}

function SecuritySettings() {
  const intl = useIntl();
  const change = useChangePassword();
  const form = useForm<ChangePasswordForm>({
    resolver: zodResolver(changePasswordBodySchema),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const { errors } = form.formState;
  const newPassword = useWatch({ control: form.control, name: 'newPassword' });

  const onSubmit = form.handleSubmit((values) => {
    change.mutate(values, {
      onSuccess: () => {
        form.reset();
        toast({
          title: intl.formatMessage({ id: 'profile.passwordChanged' }),
          description: intl.formatMessage({ id: 'profile.passwordChangedBody' }),
        });
      },
      onError: (error) => {
        const current = serverFieldErrors(error).currentPassword?.[0];
        if (current) form.setError('currentPassword', { message: current });
      },
    });
  });

  return (
    <SectionCard
      title={intl.formatMessage({ id: 'profile.changePassword' })}
      description={intl.formatMessage({ id: 'profile.changePasswordDescription' })}
    >
      {/* Named: the security tab has other forms asking for the current password. */}
      <form
        onSubmit={onSubmit}
        noValidate
        className="space-y-4"
        aria-label={intl.formatMessage({ id: 'profile.changePassword' })}
      >
        <CurrentPasswordField
          error={errors.currentPassword?.message}
          {...form.register('currentPassword')}
        />
        <NewPasswordFields
          value={newPassword}
          password={{
            label: intl.formatMessage({ id: 'auth.newPassword' }),
            hint: intl.formatMessage({ id: 'profile.newPasswordHint' }),
            error: errors.newPassword?.message,
            ...form.register('newPassword'),
          }}
          confirm={{
            label: intl.formatMessage({ id: 'profile.confirmNewPassword' }),
            error: errors.confirmPassword?.message,
            ...form.register('confirmPassword'),
          }}
        />

        <Button type="submit" disabled={change.isPending}>
          {intl.formatMessage({
            id: change.isPending ? 'profile.changing' : 'profile.changePassword',
          })}
        </Button>
      </form>
    </SectionCard>
  );
}

function AccountInformation({ user }: { user: CurrentUser }) {
  const intl = useIntl();
  const format = usePageFormat();
  const date = (iso: string) => format.date(iso);
  const rows: [string, string][] = [
    [intl.formatMessage({ id: 'profile.username' }), user.username],
    [
      intl.formatMessage({ id: 'profile.accountType' }),
      intl.formatMessage({ id: 'profile.role' }, { admin: user.isAdmin ? 'yes' : 'no' }),
    ],
    [intl.formatMessage({ id: 'profile.memberSince' }), date(user.createdAt)],
    [intl.formatMessage({ id: 'profile.lastUpdated' }), date(user.updatedAt)],
  ];
  return (
    <SectionCard title={intl.formatMessage({ id: 'profile.accountInformation' })}>
      <dl className="space-y-3 text-sm">
        {rows.map(([term, value]) => (
          <div key={term} className="flex flex-col gap-0.5">
            <dt className="text-slate-600">{term}</dt>
            <dd className="font-medium break-all text-navy-950">{value}</dd>
          </div>
        ))}
      </dl>
    </SectionCard>
  );
}

export function ProfileScreen() {
  const { data: user, isPending } = useCurrentUser();
  const intl = useIntl();
  const [tab, setTab] = useState(() => {
    if (globalThis.location?.hash === TWO_STEP_HASH) return 'security';
    // The failed-renewal e-mail links to the Giving tab (`?tab=giving`); any tab may be named.
    const named = new URLSearchParams(globalThis.location?.search).get('tab');
    return named && PROFILE_TABS.includes(named) ? named : 'profile';
  });

  if (isPending) {
    return (
      <div className="container-page py-12" aria-busy="true">
        <h1 className="font-serif text-3xl font-bold text-navy-900">
          {intl.formatMessage({ id: 'account.profile' })}
        </h1>
        <Skeleton className="mt-8 h-64 w-full max-w-3xl" />
      </div>
    );
  }

  if (!user) {
    return (
      <Notice
        icon={UserRound}
        title={intl.formatMessage({ id: 'account.profile' })}
        message={intl.formatMessage({ id: 'profile.pleaseLogIn' })}
      >
        <Button asChild>
          <Link href={pathTo('login')}>{intl.formatMessage({ id: 'account.login' })}</Link>
        </Button>
      </Notice>
    );
  }

  return (
    <div className="container-page py-12">
      <h1 className="font-serif text-3xl font-bold text-navy-900 sm:text-4xl">
        {intl.formatMessage({ id: 'account.profile' })}
      </h1>
      <p className="mt-2 text-slate-700">{intl.formatMessage({ id: 'profile.lead' })}</p>
      <VerifyEmailNotice user={user} className="mt-6" />
      <div className="mt-8 grid gap-8 lg:grid-cols-3">
        <div className="min-w-0 lg:col-span-2">
          <Tabs
            label={intl.formatMessage({ id: 'profile.sections' })}
            value={tab}
            onValueChange={setTab}
            items={[
              {
                value: 'profile',
                label: intl.formatMessage({ id: 'profile.information' }),
                content: <ProfileInformation user={user} />,
              },
              {
                value: 'security',
                label: intl.formatMessage({ id: 'profile.security' }),
                content: (
                  <div className="space-y-8">
                    <SecuritySettings />
                    <TwoStepVerification isAdmin={user.roles.length > 0} />
                    <Passkeys />
                    <ActiveSessions />
                  </div>
                ),
              },
              {
                value: 'giving',
                label: intl.formatMessage({ id: 'giving.tab' }),
                content: <Giving />,
              },
              {
                value: 'data',
                label: intl.formatMessage({ id: 'privacy.title' }),
                content: <YourData />,
              },
            ]}
          />
        </div>
        <AccountInformation user={user} />
      </div>
    </div>
  );
}
