import {
  hasPermission,
  isAdministrator,
  permissionsOf,
  type Permission,
  type StaffRole,
} from '../../contract/staff';

/**
 * The staff rules every module shares, read from the one table in `contract/staff.ts`. A session
 * of a staff member that has not passed two-step verification carries no roles (the session
 * plugin strips them), so nothing here grants it anything.
 */

/** Whoever may hold roles: a session's user, an account row. */
export interface StaffHolder {
  roles: readonly string[];
}

/** Does this person hold any staff role (and so need two-step verification)? */
export const isStaff = (user: StaffHolder | null | undefined): boolean =>
  !!user && user.roles.length > 0;

/** May this person do what `permission` names? Members and strangers may not. */
export const can = (user: StaffHolder | null | undefined, permission: Permission): boolean =>
  !!user && hasPermission(user.roles, permission);

/** The columns that say who a person is on the staff, written together. */
export const staffColumns = (roles: readonly StaffRole[]) => ({
  roles: [...new Set(roles)],
  isAdmin: isAdministrator(roles),
});

export { permissionsOf };
