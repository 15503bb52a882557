import type { Person } from '@contract/people';
import { STAFF_ROLES, type StaffRole } from '@contract/staff';
import { ArrowLeft } from 'lucide-react';
import { useState, type ReactNode } from 'react';
import { useIntl } from 'react-intl';
import { ConfirmDialog } from '@client/components/confirm-dialog';
import { Button } from '@client/components/ui/button';
import { CheckboxField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { toast } from '@client/components/ui/use-toast';
import { errorMessage } from '@client/lib/api';
import { useCurrentUser } from '@client/lib/auth';
import { usePageFormat } from '@client/lib/format';
import { useLocalizer } from '@client/lib/localize';
import { useChangePerson, useDeletePerson, usePerson } from './api/people';
import { nameOf, useRoleNames } from './people-names';
import { RemoveFactors } from './remove-factors';

function Detail({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div className="space-y-1">
      <dt className="text-sm font-semibold text-navy-900">{term}</dt>
      <dd className="text-sm wrap-anywhere text-slate-700">{children}</dd>
    </div>
  );
}

function RolesEditor({ person }: { person: Person }) {
  const intl = useIntl();
  const localizer = useLocalizer();
  const { data: me } = useCurrentUser();
  const change = useChangePerson(person.id);
  const [roles, setRoles] = useState<StaffRole[]>(person.roles);
  const [error, setError] = useState<string | undefined>();
  const ownerRole = me?.roles.includes('owner') ?? false;
  const toggle = (role: StaffRole, on: boolean) =>
    setRoles((held) => (on ? [...held, role] : held.filter((r) => r !== role)));
  return (
    <fieldset className="space-y-2">
      <legend className="text-sm font-semibold text-navy-900">
        {intl.formatMessage({ id: 'people.roles' })}
      </legend>
      <div className="grid gap-2 sm:grid-cols-2">
        {STAFF_ROLES.map((role) => (
          <CheckboxField
            key={role}
            label={intl.formatMessage({ id: `people.role.${role}` })}
            checked={roles.includes(role)}
            disabled={role === 'owner' && !ownerRole}
            onChange={(e) => toggle(role, e.target.checked)}
          />
        ))}
      </div>
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <Button
        variant="outline"
        disabled={change.isPending}
        onClick={() =>
          change.mutate(
            { roles },
            {
              onSuccess: () => {
                setError(undefined);
                toast({ title: intl.formatMessage({ id: 'people.saved' }) });
              },
              onError: (failure) =>
                setError(
                  localizer.text(errorMessage(failure, intl.formatMessage({ id: 'people.saved' }))),
                ),
            },
          )
        }
      >
        {intl.formatMessage({ id: 'people.saveRoles' })}
      </Button>
    </fieldset>
  );
}

/** One person: what the staff need to help or stop them, and the actions their roles allow. */
export function PersonView({ id, onBack }: { id: number; onBack: () => void }) {
  const intl = useIntl();
  const format = usePageFormat();
  const localizer = useLocalizer();
  const roleNames = useRoleNames();
  const { data: me } = useCurrentUser();
  const person = usePerson(id);
  const change = useChangePerson(id);
  const remove = useDeletePerson();
  const [asking, setAsking] = useState<'suspend' | 'delete' | null>(null);
  const [error, setError] = useState<string | undefined>();
  const manages = me?.permissions.includes('people.manage') ?? false;
  const fail = (failure: unknown) => {
    setAsking(null);
    setError(localizer.text(errorMessage(failure, intl.formatMessage({ id: 'people.heading' }))));
  };

  const back = (
    <Button variant="outline" onClick={onBack}>
      <ArrowLeft className="size-4" aria-hidden="true" />
      {intl.formatMessage({ id: 'people.back' })}
    </Button>
  );
  if (!person.data) {
    return (
      <div className="space-y-4">
        {back}
        {person.isPending ? <Skeleton className="h-64 w-full" /> : null}
      </div>
    );
  }
  const p = person.data;
  const none = intl.formatMessage({ id: 'people.nothing' });
  return (
    <article aria-labelledby="person-heading" className="space-y-6">
      {back}
      <div>
        <h2
          id="person-heading"
          className="font-serif text-2xl font-bold wrap-anywhere text-navy-900"
        >
          {nameOf(p)}
        </h2>
        <p className="wrap-anywhere text-slate-700">{p.email}</p>
        {p.suspended ? (
          <p className="mt-2 font-semibold text-red-800">
            {intl.formatMessage({ id: 'people.suspendedNote' })}
          </p>
        ) : null}
      </div>
      <dl className="grid gap-4 sm:grid-cols-2">
        <Detail term={intl.formatMessage({ id: 'people.roles' })}>{roleNames(p.roles)}</Detail>
        <Detail term={intl.formatMessage({ id: 'people.email' })}>
          {intl.formatMessage({ id: p.emailVerified ? 'people.verified' : 'people.notVerified' })}
        </Detail>
        <Detail term={intl.formatMessage({ id: 'people.twoStep' })}>
          {intl.formatMessage({
            id: p.twoStep.authenticator ? 'people.twoStepOn' : 'people.twoStepOff',
          })}
          {' · '}
          {intl.formatMessage({ id: 'people.passkeys' }, { count: p.twoStep.passkeys })}
        </Detail>
        <Detail term={intl.formatMessage({ id: 'people.sessions' })}>
          {p.sessions.length === 0 ? (
            none
          ) : (
            <ul>
              {p.sessions.map((s) => (
                <li key={s.createdAt}>
                  {intl.formatMessage(
                    { id: 'people.sessionLine' },
                    {
                      device: s.device ?? intl.formatMessage({ id: 'people.unknownDevice' }),
                      created: format.dateTime(s.createdAt),
                      seen: format.dateTime(s.lastSeenAt),
                    },
                  )}
                </li>
              ))}
            </ul>
          )}
        </Detail>
        <Detail term={intl.formatMessage({ id: 'people.groups' })}>
          {p.groups.length ? p.groups.map((g) => g.name).join(', ') : none}
        </Detail>
        <Detail term={intl.formatMessage({ id: 'people.questions' })}>
          {p.questions.length ? (
            <ul>
              {p.questions.map((q) => (
                <li key={q.id}>{q.title}</li>
              ))}
            </ul>
          ) : (
            none
          )}
        </Detail>
        {p.gifts ? (
          <Detail term={intl.formatMessage({ id: 'people.gifts' })}>
            {p.gifts.length ? (
              <ul>
                {p.gifts.map((g) => (
                  <li key={g.createdAt}>
                    {format.money(g.amount, g.currency)} · {format.shortDate(g.createdAt)}
                  </li>
                ))}
              </ul>
            ) : (
              none
            )}
          </Detail>
        ) : null}
      </dl>
      {manages ? <RolesEditor key={p.roles.join()} person={p} /> : null}
      {error ? (
        <p role="alert" className="text-sm text-red-800">
          {error}
        </p>
      ) : null}
      <div className="flex flex-wrap gap-3">
        {p.suspended ? (
          <Button
            variant="outline"
            disabled={change.isPending}
            onClick={() => change.mutate({ suspended: false }, { onError: fail })}
          >
            {intl.formatMessage({ id: 'people.unsuspend' })}
          </Button>
        ) : (
          <Button variant="outline" onClick={() => setAsking('suspend')}>
            {intl.formatMessage({ id: 'people.suspend' })}
          </Button>
        )}
        {manages && (p.twoStep.authenticator || p.twoStep.passkeys > 0) ? (
          <RemoveFactors member={{ id: p.id, name: nameOf(p) }} />
        ) : null}
        {manages ? (
          <Button variant="destructive" onClick={() => setAsking('delete')}>
            {intl.formatMessage({ id: 'people.delete' })}
          </Button>
        ) : null}
      </div>
      <ConfirmDialog
        open={asking === 'suspend'}
        onOpenChange={(open) => setAsking(open ? 'suspend' : null)}
        title={intl.formatMessage({ id: 'people.suspend' })}
        confirmLabel={intl.formatMessage({ id: 'people.suspend' })}
        pending={change.isPending}
        onConfirm={() =>
          change.mutate({ suspended: true }, { onSuccess: () => setAsking(null), onError: fail })
        }
      >
        {intl.formatMessage({ id: 'people.suspendConfirm' })}
      </ConfirmDialog>
      <ConfirmDialog
        open={asking === 'delete'}
        onOpenChange={(open) => setAsking(open ? 'delete' : null)}
        title={intl.formatMessage({ id: 'people.delete' })}
        confirmLabel={intl.formatMessage({ id: 'people.delete' })}
        pending={remove.isPending}
        onConfirm={() =>
          remove.mutate(id, {
            onSuccess: () => {
              toast({ title: intl.formatMessage({ id: 'people.deleted' }) });
              onBack();
            },
            onError: fail,
          })
        }
      >
        {intl.formatMessage({ id: 'people.deleteConfirm' })}
      </ConfirmDialog>
    </article>
  );
}
