import { INVITABLE_ROLES, invitationBodySchema } from '@contract/people';
import { siteLanguages, type SiteLanguage } from '@contract/i18n';
import type { StaffRole } from '@contract/staff';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { ActionButton } from '@client/components/action-button';
import { Button } from '@client/components/ui/button';
import { CheckboxField, SelectField, TextField } from '@client/components/ui/form-field';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage, serverFieldErrors } from '@client/lib/api';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { usePageLanguage } from '@client/lib/i18n';
import { useInvitationActions, useInvitations } from './api/people';
import { useRoleNames } from './people-names';

/** Inviting to the team by e-mail, and the invitations not yet accepted (sent again, revoked). */
export function InvitationsPanel() {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const roleNames = useRoleNames();
  const pageLanguage = usePageLanguage();
  const invitations = useInvitations();
  const { invite, resend, revoke } = useInvitationActions();
  const [email, setEmail] = useState('');
  const [roles, setRoles] = useState<StaffRole[]>([]);
  const [language, setLanguage] = useState<SiteLanguage>(pageLanguage);
  const [errors, setErrors] = useState<Record<string, string | undefined>>({});

  const onInvite = (event: FormEvent) => {
    event.preventDefault();
    const parsed = invitationBodySchema.safeParse({ email, roles, language });
    if (!parsed.success) {
      const found: Record<string, string | undefined> = {};
      for (const issue of parsed.error.issues) {
        const key = String(issue.path[0] ?? 'email');
        found[key] ??= localizer.text(issue.message);
      }
      setErrors(found);
      return;
    }
    invite.mutate(parsed.data, {
      onSuccess: () => {
        setErrors({});
        setEmail('');
        setRoles([]);
        toast({ title: intl.formatMessage({ id: 'people.invite.sent' }) });
      },
      onError: (failure) => {
        const fields = serverFieldErrors(failure);
        setErrors({
          email:
            localizer.text(fields.email?.[0]) ??
            localizer.text(
              errorMessage(failure, intl.formatMessage({ id: 'people.invite.title' })),
            ),
          roles: localizer.text(fields.roles?.[0]),
        });
      },
    });
  };

  return (
    <div className="grid gap-8 lg:grid-cols-2">
      <section aria-labelledby="invite-heading" className="space-y-4">
        <h2 id="invite-heading" className="font-serif text-2xl font-bold text-navy-900">
          {intl.formatMessage({ id: 'people.invite.title' })}
        </h2>
        <form onSubmit={onInvite} noValidate className="space-y-4">
          <TextField
            label={intl.formatMessage({ id: 'people.invite.email' })}
            type="email"
            autoComplete="off"
            value={email}
            error={errors.email}
            onChange={(e) => setEmail(e.target.value)}
          />
          <fieldset
            className="space-y-2"
            aria-describedby={errors.roles ? 'invite-roles-error' : undefined}
          >
            <legend className="text-sm font-semibold text-navy-900">
              {intl.formatMessage({ id: 'people.invite.roles' })}
            </legend>
            <div className="grid gap-2 sm:grid-cols-2">
              {INVITABLE_ROLES.map((role) => (
                <CheckboxField
                  key={role}
                  label={intl.formatMessage({ id: `people.role.${role}` })}
                  checked={roles.includes(role)}
                  onChange={(e) =>
                    setRoles((held) =>
                      e.target.checked ? [...held, role] : held.filter((r) => r !== role),
                    )
                  }
                />
              ))}
            </div>
            {errors.roles ? (
              <p id="invite-roles-error" role="alert" className="text-sm text-red-800">
                {errors.roles}
              </p>
            ) : null}
          </fieldset>
          <SelectField
            label={intl.formatMessage({ id: 'people.invite.language' })}
            value={language}
            onChange={(e) => setLanguage(e.target.value as SiteLanguage)}
            options={siteLanguages.map((lang) => ({
              value: lang,
              label: intl.formatMessage({ id: `people.language.${lang}` }),
            }))}
          />
          <Button type="submit" disabled={invite.isPending}>
            {intl.formatMessage({ id: 'people.invite.send' })}
          </Button>
        </form>
      </section>
      <section aria-labelledby="invitations-heading" className="space-y-4">
        <h2 id="invitations-heading" className="font-serif text-2xl font-bold text-navy-900">
          {intl.formatMessage({ id: 'people.invitations.title' })}
        </h2>
        {invitations.data?.invitations.length === 0 ? (
          <p className="text-slate-700">{intl.formatMessage({ id: 'people.invitations.none' })}</p>
        ) : (
          <ul className="space-y-2">
            {invitations.data?.invitations.map((invitation) => (
              <li key={invitation.id} className="rounded-lg border border-navy-100 bg-white p-3">
                <p className="font-semibold wrap-anywhere text-navy-900">
                  {intl.formatMessage(
                    { id: 'people.invitations.line' },
                    { email: invitation.email, roles: roleNames(invitation.roles) },
                  )}
                </p>
                <p className="text-sm text-slate-600">
                  {invitation.expired
                    ? intl.formatMessage({ id: 'people.invitations.expired' })
                    : intl.formatMessage(
                        { id: 'people.invitations.expires' },
                        { date: format.dateTime(invitation.expiresAt) },
                      )}
                </p>
                <div className="mt-2 flex flex-wrap gap-2">
                  <ActionButton
                    label="people.invitations.resend"
                    disabled={resend.isPending}
                    onClick={() =>
                      resend.mutate(invitation.id, {
                        onSuccess: () =>
                          toast({ title: intl.formatMessage({ id: 'people.invitations.resent' }) }),
                      })
                    }
                  />
                  <ActionButton
                    label="people.invitations.revoke"
                    disabled={revoke.isPending}
                    onClick={() =>
                      revoke.mutate(invitation.id, {
                        onSuccess: () =>
                          toast({
                            title: intl.formatMessage({ id: 'people.invitations.revoked' }),
                          }),
                      })
                    }
                  />
                </div>
              </li>
            ))}
          </ul>
        )}
      </section>
    </div>
  );
}
