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

/** A member's name, or "a former member" where the account is gone. */
export function useMemberName() {
  const intl = useIntl();
  return (name: string | null) =>
    name ?? intl.formatMessage({ id: 'admin.questions.formerMember' });
}
