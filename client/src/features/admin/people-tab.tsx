import {
  PERSON_STATUSES,
  type PeopleQuery,
  type PersonRow,
  type PersonStatus,
} from '@contract/people';
import { STAFF_ROLES } from '@contract/staff';
import { useState, type FormEvent } from 'react';
import { useIntl } from 'react-intl';
import { Button } from '@client/components/ui/button';
import { SelectField, TextField } from '@client/components/ui/form-field';
import { Skeleton } from '@client/components/ui/skeleton';
import { useCurrentUser } from '@client/lib/auth';
import { usePageFormat } from '@client/lib/format';
import { HeadedSection } from '@client/components/headed-section';
import { usePeople } from './api/people';
import { InvitationsPanel } from './invitations-panel';
import { nameOf, useRoleNames } from './people-names';
import { PersonView } from './person-view';

const badge = 'rounded-full px-2.5 py-0.5 text-xs font-semibold';

function PersonItem({ person, onOpen }: { person: PersonRow; onOpen: () => void }) {
  const intl = useIntl();
  const roleNames = useRoleNames();
  return (
    <li className="flex flex-col gap-1 rounded-lg border border-navy-100 bg-white p-3 sm:flex-row sm:items-center sm:justify-between">
      <div className="min-w-0">
        <button
          type="button"
          onClick={onOpen}
          aria-label={intl.formatMessage({ id: 'people.open' }, { name: nameOf(person) })}
          className="text-left font-semibold wrap-anywhere text-navy-900 underline-offset-2 hover:underline"
        >
          {nameOf(person)}
        </button>
        <p className="text-sm wrap-anywhere text-slate-600">{person.email}</p>
      </div>
      <div className="flex flex-wrap gap-2">
        <span className={`${badge} bg-navy-50 text-navy-800`}>{roleNames(person.roles)}</span>
        {person.suspended ? (
          <span className={`${badge} bg-red-100 text-red-900`}>
            {intl.formatMessage({ id: 'people.status.suspended' })}
          </span>
        ) : null}
        {!person.emailVerified ? (
          <span className={`${badge} bg-gold-50 text-navy-900`}>
            {intl.formatMessage({ id: 'people.status.unverified' })}
          </span>
        ) : null}
      </div>
    </li>
  );
}

/**
 * Every account: search by name or e-mail, filter by role and status, a page at a time; a person
 * opens in place. Those who manage people also invite to the team here.
 */
export function PeopleTab() {
  const intl = useIntl();
  const format = usePageFormat();
  const { data: me } = useCurrentUser();
  const [query, setQuery] = useState<PeopleQuery>({ page: 1 });
  const [q, setQ] = useState('');
  const [role, setRole] = useState('');
  const [status, setStatus] = useState('');
  const [open, setOpen] = useState<number | null>(null);
  const people = usePeople(query);
  const manages = me?.permissions.includes('people.manage') ?? false;

  if (open !== null) return <PersonView id={open} onBack={() => setOpen(null)} />;

  const onSearch = (event: FormEvent) => {
    event.preventDefault();
    setQuery({
      page: 1,
      ...(q.trim() ? { q: q.trim() } : {}),
      ...(role ? { role: role as PeopleQuery['role'] } : {}),
      ...(status ? { status: status as PersonStatus } : {}),
    });
  };
  const page = people.data?.page ?? 1;
  const pages = people.data ? Math.max(1, Math.ceil(people.data.total / people.data.pageSize)) : 1;
  // Past the counted matches the list goes on while pages come back full.
  const more = people.data?.more ?? false;
  const hasNext =
    page < pages || (more && (people.data?.people.length ?? 0) === people.data?.pageSize);

  return (
    <div className="space-y-8">
      <HeadedSection title="people.heading" look="section" className="space-y-4">
        <form
          role="search"
          onSubmit={onSearch}
          className="grid gap-3 sm:grid-cols-[2fr_1fr_1fr_auto] sm:items-end"
        >
          <TextField
            label={intl.formatMessage({ id: 'people.search' })}
            type="search"
            value={q}
            maxLength={100}
            onChange={(e) => setQ(e.target.value)}
          />
          <SelectField
            label={intl.formatMessage({ id: 'people.role' })}
            value={role}
            onChange={(e) => setRole(e.target.value)}
            options={[
              { value: '', label: intl.formatMessage({ id: 'people.anyRole' }) },
              ...STAFF_ROLES.map((r) => ({
                value: r,
                label: intl.formatMessage({ id: `people.role.${r}` }),
              })),
              { value: 'member', label: intl.formatMessage({ id: 'people.members' }) },
            ]}
          />
          <SelectField
            label={intl.formatMessage({ id: 'people.status' })}
            value={status}
            onChange={(e) => setStatus(e.target.value)}
            options={[
              { value: '', label: intl.formatMessage({ id: 'people.anyStatus' }) },
              ...PERSON_STATUSES.map((s) => ({
                value: s,
                label: intl.formatMessage({ id: `people.status.${s}` }),
              })),
            ]}
          />
          <Button type="submit">{intl.formatMessage({ id: 'people.show' })}</Button>
        </form>
        {people.isPending ? (
          <Skeleton className="h-40 w-full" />
        ) : people.data ? (
          <>
            <p className="text-sm text-slate-600" aria-live="polite">
              {intl.formatMessage(
                { id: people.data.more ? 'people.countMore' : 'people.count' },
                { total: people.data.total },
              )}
            </p>
            {people.data.people.length === 0 ? (
              <p className="text-slate-700">{intl.formatMessage({ id: 'people.none' })}</p>
            ) : (
              <ul className="space-y-2">
                {people.data.people.map((person) => (
                  <PersonItem key={person.id} person={person} onOpen={() => setOpen(person.id)} />
                ))}
              </ul>
            )}
            {pages > 1 || more ? (
              <nav
                aria-label={intl.formatMessage({ id: 'people.pages' })}
                className="flex flex-wrap items-center gap-3"
              >
                <Button
                  variant="outline"
                  disabled={page <= 1}
                  onClick={() => setQuery({ ...query, page: page - 1 })}
                >
                  {intl.formatMessage({ id: 'people.previous' })}
                </Button>
                <span className="text-sm text-slate-700">
                  {more
                    ? intl.formatMessage({ id: 'people.pageOnly' }, { page: format.count(page) })
                    : intl.formatMessage(
                        { id: 'people.page' },
                        { page: format.count(page), pages: format.count(pages) },
                      )}
                </span>
                <Button
                  variant="outline"
                  disabled={!hasNext}
                  onClick={() => setQuery({ ...query, page: page + 1 })}
                >
                  {intl.formatMessage({ id: 'people.next' })}
                </Button>
              </nav>
            ) : null}
          </>
        ) : null}
      </HeadedSection>
      {manages ? <InvitationsPanel /> : null}
    </div>
  );
}
