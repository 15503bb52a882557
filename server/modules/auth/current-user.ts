import type { CurrentUser } from '../../../contract/auth';
import type { SessionUser } from '../../db/sessions';

/** Built field by field so the password hash and reset token can never leak. */
export const toCurrentUser = (user: SessionUser): CurrentUser => ({
  id: user.id,
  username: user.username,
  email: user.email,
  firstName: user.firstName,
  lastName: user.lastName,
  isAdmin: user.isAdmin,
  emailVerified: user.emailVerifiedAt !== null,
  createdAt: user.createdAt.toISOString(),
  updatedAt: user.updatedAt.toISOString(),
});
