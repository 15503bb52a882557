import type { PersonRow } from '@contract/people';
import type { StaffRole } from '@contract/staff';
import { useIntl } from 'react-intl';

/** "Ruth Member", or the username. */
export const nameOf = (person: Pick<PersonRow, 'firstName' | 'lastName' | 'username'>) =>
  [person.firstName, person.lastName].filter(Boolean).join(' ') || person.username;

/** The role names of a person in the page's language, or "Member". */
export function useRoleNames() {
  const intl = useIntl();
  return (roles: readonly StaffRole[]) =>
    roles.length
      ? roles.map((role) => intl.formatMessage({ id: `people.role.${role}` })).join(', ')
      : intl.formatMessage({ id: 'people.noRole' });
}
