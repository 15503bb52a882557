import type { CurrentUser } from '../../../contract/auth';
import { isSiteLanguage } from '../../../contract/i18n';
import { isAdministrator, permissionsOf, STAFF_ROLES } from '../../../contract/staff';
import { identityOf } from '../../db/users';
import type { SessionUser } from '../../domain/sessions';

/**
 * Built field by field so the password hash and reset token can never leak. `secondFactorRequired`
 * and `pendingRoles` are the request's (a staff member's session without a strong factor, whose
 * `user` then holds no roles): the answer still names the roles held, and `isAdmin` for owner and
 * admin, so the screens can show what to do; `permissions` are what the session may do now.
 */
export function toCurrentUser(
  user: SessionUser,
  secondFactorRequired = false,
  pendingRoles: readonly string[] | null = null,
): CurrentUser {
  const held = secondFactorRequired ? (pendingRoles ?? []) : user.roles;
  return {
    ...identityOf(user),
    isAdmin: user.isAdmin || isAdministrator(held),
    roles: STAFF_ROLES.filter((role) => held.includes(role)),
    permissions: permissionsOf(user.roles),
    emailVerified: user.emailVerifiedAt !== null,
    secondFactorRequired,
    preferredLanguage: isSiteLanguage(user.preferredLanguage) ? user.preferredLanguage : null,
    signedInBefore: user.previousSignInAt !== null,
    createdAt: user.createdAt.toISOString(),
    updatedAt: user.updatedAt.toISOString(),
  };
}
