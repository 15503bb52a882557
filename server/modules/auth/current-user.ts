import type { CurrentUser } from '../../../contract/auth';
import { isSiteLanguage } from '../../../contract/i18n';
import type { SessionUser } from '../../domain/sessions';

/**
 * Built field by field so the password hash and reset token can never leak. `secondFactorRequired`
 * is the request's (an administrator's session without a strong factor, whose `user` then has
 * `isAdmin` false): the answer still says they are an administrator, so the screens can show
 * what to do.
 */
export const toCurrentUser = (user: SessionUser, secondFactorRequired = false): CurrentUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  isAdmin: user.isAdmin || secondFactorRequired,
  emailVerified: user.emailVerifiedAt !== null,
  secondFactorRequired,
  preferredLanguage: isSiteLanguage(user.preferredLanguage) ? user.preferredLanguage : null,
  signedInBefore: user.previousSignInAt !== null,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});
