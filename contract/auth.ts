import { z } from 'zod';
import { PERMISSIONS, STAFF_ROLES } from './staff';
import { emailField, rowIdParamsSchema, siteLanguageField } from './fields';
import { siteLanguages } from './i18n';
import { MEMBER_PASSWORD_MIN_SCORE, strongPassword } from './password-strength';
import { apiRoute } from './api-route';

/** The signed-in user as `GET /api/auth/me` answers it; never carries secrets. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  /** Holds the owner or admin role. */
  isAdmin: z.boolean(),
  /** The staff roles held (contract/staff.ts); empty for members. */
  roles: z.array(z.enum(STAFF_ROLES)),
  /**
   * What this session may do, from the roles (`ROLE_PERMISSIONS`); empty until a staff member's
   * session has passed two-step verification.
   */
  permissions: z.array(z.enum(PERMISSIONS)),
  /**
   * Whether the member has followed a link sent to `email`: only then is the address known to be
   * theirs. Administrators count as verified (the operator names their address).
   */
  emailVerified: z.boolean(),
  /**
   * A staff member whose session has not passed two-step verification: staff actions answer 403
   * SECOND_FACTOR_REQUIRED until they turn it on (or sign in with a code).
   */
  secondFactorRequired: z.boolean(),
  /** Whether this account had signed in before its latest sign-in ("Welcome back" or "Welcome"). */
  signedInBefore: z.boolean(),
  /** The site language the member chose with the language switch; null until they choose. */
  preferredLanguage: z.enum(siteLanguages).nullable(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

type MemberNames = Pick<CurrentUser, 'firstName' | 'lastName' | 'username'>;

/** How others see a member (the ministry's inbox, a passkey's label): first and last name, else the username. */
export const fullName = (member: MemberNames): string =>
  [member.firstName, member.lastName].filter((part) => part?.trim()).join(' ') || member.username;

/**
 * A member's short name: the navigation's greeting, a group post's author, the name kept with a
 * question. The first name, else the username.
 */
export function displayName(member: Pick<MemberNames, 'firstName' | 'username'>): string {
  const first = member.firstName?.trim();
  return first ? first : member.username;
}

export { SESSION_HINT_COOKIE } from './session-hint';

export const PASSWORD_MIN = 6;
/** argon2 accepts any length; a cap keeps a megabyte "password" from costing anything. */
export const PASSWORD_MAX = 256;
export const NAME_MAX = 50;

export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** An empty confirmation has its own message ('Please confirm your password'), not two. */
const passwordsMatch = (password: string, confirmation: string) =>
  confirmation === '' || password === confirmation;

const CONFIRM_PASSWORD = 'Please confirm your password';
const confirmationField = z.string({ error: CONFIRM_PASSWORD }).min(1, CONFIRM_PASSWORD);
/** Where a mismatch is reported: on the confirmation, under the field the person just typed. */
const mismatchOnConfirmation = { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] };

/**
 * A password someone is choosing: at least PASSWORD_MIN characters, and hard enough to
 * guess (contract/password-strength.ts: the server checks it synchronously, the browser once
 * the estimator's chunk has arrived).
 */
export const newPasswordField = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, 'Password is too long')
    .superRefine(
      strongPassword({ minScore: MEMBER_PASSWORD_MIN_SCORE, min: PASSWORD_MIN, max: PASSWORD_MAX }),
    );

const nameField = (required: string, tooLong: string) =>
  z.string({ error: required }).trim().min(1, required).max(NAME_MAX, tooLong);

const firstNameField = nameField('First name is required', 'First name too long');
const lastNameField = nameField('Last name is required', 'Last name too long');

// ---- login ---------------------------------------------------------------------------------

export const loginBodySchema = z.object({
  email: emailField,
  password: z
    .string({ error: 'Password is required' })
    .min(1, 'Password is required')
    .max(PASSWORD_MAX, 'Invalid email or password'),
});
export type LoginBody = z.infer<typeof loginBodySchema>;

// ---- register ------------------------------------------------------------------------------

export { LANGUAGE_INVALID } from './fields';
/** The language the member's pages and e-mails are in: the page's at sign-up, then the switch's. */
const preferredLanguageField = siteLanguageField;

export const registerBodySchema = z.object({
  email: emailField,
  password: newPasswordField('Password must be at least 6 characters'),
  firstName: firstNameField,
  lastName: lastNameField,
  /** Derived from the e-mail when absent. */
  username: z
    .string()
    .trim()
    .max(30, 'Username is too long')
    .regex(
      /^[A-Za-z0-9._-]*$/,
      'Username may only contain letters, digits, dots, dashes and underscores',
    )
    .optional(),
  /** The language of the page the member signed up on. */
  preferredLanguage: preferredLanguageField.optional(),
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The registration form: the body plus the confirmation, which never leaves the browser. */
export const registerFormSchema = registerBodySchema
  .omit({ username: true, preferredLanguage: true })
  .extend({ confirmPassword: confirmationField })
  .refine((v) => passwordsMatch(v.password, v.confirmPassword), mismatchOnConfirmation);
export type RegisterForm = z.input<typeof registerFormSchema>;

// ---- forgot / reset password ---------------------------------------------------------------

export const forgotPasswordBodySchema = z.object({
  email: z
    .string({ error: 'Valid email is required' })
    .trim()
    .toLowerCase()
    .min(1, 'Email Required')
    .max(254, 'Invalid Email')
    .pipe(z.email('Invalid Email')),
  /** The page's language: the mail's, for a member who never chose one. */
  language: preferredLanguageField.optional(),
});
export type ForgotPasswordBody = z.infer<typeof forgotPasswordBodySchema>;

export const resetPasswordBodySchema = z
  .object({
    token: z
      .string({ error: 'Reset token is required' })
      .trim()
      .min(1, 'Reset token is required')
      .max(200, 'Invalid Link'),
    newPassword: newPasswordField('Password must be at least 6 characters'),
    confirmPassword: confirmationField,
  })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), mismatchOnConfirmation);
export type ResetPasswordBody = z.infer<typeof resetPasswordBodySchema>;

/** The reset form holds the two passwords; the token comes from the link. */
export const resetPasswordFormSchema = z
  .object({
    newPassword: newPasswordField('Password must be at least 6 characters'),
    confirmPassword: confirmationField,
  })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), mismatchOnConfirmation);
export type ResetPasswordForm = z.input<typeof resetPasswordFormSchema>;

// ---- profile and password change -----------------------------------------------------------

export const CURRENT_PASSWORD_REQUIRED = 'Current password is required';
export const WRONG_CURRENT_PASSWORD = 'Current password is incorrect';

const currentPasswordField = z
  .string({ error: CURRENT_PASSWORD_REQUIRED })
  .max(PASSWORD_MAX, WRONG_CURRENT_PASSWORD);

export const profileBodySchema = z.object({
  email: emailField.optional(),
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
  /** Needed, and checked, only when `email` is not the account's address. */
  currentPassword: currentPasswordField.optional(),
  /** Set by the language switch. */
  preferredLanguage: preferredLanguageField.optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;

/** Does this profile change ask to move the account to another address? */
export const isEmailChange = (email: string | undefined, accountEmail: string): boolean =>
  email !== undefined && email.trim().toLowerCase() !== accountEmail.toLowerCase();

/**
 * The profile form of the member whose address is `accountEmail`: moving to another address
 * needs the current password, the same rule the server applies.
 */
export const profileFormSchema = (accountEmail: string) =>
  profileBodySchema.refine(
    (v) => !isEmailChange(v.email, accountEmail) || (v.currentPassword ?? '') !== '',
    { message: CURRENT_PASSWORD_REQUIRED, path: ['currentPassword'] },
  );
export type ProfileForm = z.input<typeof profileBodySchema>;

/**
 * The member as `PUT /api/profile` leaves them. A new address is not theirs yet: `email` is
 * unchanged and `pendingEmail` names the address a confirmation link was sent to (null when the
 * request did not ask for one). The answer is the same whether or not that address is taken.
 */
export const profileAnswerSchema = currentUserSchema.extend({
  pendingEmail: z.string().nullable(),
});
export type ProfileAnswer = z.infer<typeof profileAnswerSchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: currentPasswordField.min(1, CURRENT_PASSWORD_REQUIRED),
    newPassword: newPasswordField('New password must be at least 6 characters'),
    confirmPassword: confirmationField,
  })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), mismatchOnConfirmation);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ChangePasswordForm = z.input<typeof changePasswordBodySchema>;

// ---- links that prove an address is read ------------------------------------------------

/** The token of a verification or address-change link, posted by the page the link opens. */
export const emailTokenBodySchema = z.object({
  token: z
    .string({ error: 'The link is missing its token' })
    .trim()
    .min(1, 'The link is missing its token')
    .max(200, 'Invalid Link'),
});
export type EmailTokenBody = z.infer<typeof emailTokenBodySchema>;

/** Verification and address-change links last this long. */
export const EMAIL_LINK_HOURS = 24;

export const INVALID_EMAIL_LINK = 'This link is invalid or has expired. Please ask for a new one.';
export const EMAIL_VERIFIED = 'Thank you: your e-mail address is verified.';
export const EMAIL_CHANGED = 'Your e-mail address has been changed. Sign in with it from now on.';
export const ALREADY_VERIFIED = 'Your e-mail address is already verified.';
/** What shows others a member's words (a study group, a question, a post) needs a proven address. */
export const EMAIL_NOT_VERIFIED =
  'Please verify your e-mail address first: follow the link we sent you (or send a new one from your profile).';
export const EMAIL_NOT_VERIFIED_CODE = 'EMAIL_NOT_VERIFIED';

// ---- answers -------------------------------------------------------------------------------

/**
 * Whether or not the address already had an account: the answer is the same (the owner of a
 * taken address is told by e-mail instead).
 */
export const REGISTER_ANSWER =
  'Thank you. We have sent a message to that address: follow its link to confirm the address. If it already has an account, the message tells you how to sign in.';
export const registerAnswerSchema = z.object({ message: z.string() });

/** Whether or not the address has an account: the answer is the same. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password.';

// ---- active sessions -----------------------------------------------------------------------

/**
 * One place a member is signed in. `id` is a handle for ending it, derived from the stored
 * session id and useless for anything else (it is neither the cookie's token nor its hash).
 */
export const activeSessionSchema = z.object({
  id: z.string(),
  /** "Chrome 156 on Android", from the browser's User-Agent at sign-in. */
  device: z.string(),
  createdAt: z.string(),
  lastSeenAt: z.string(),
  /** The session this request came with. */
  current: z.boolean(),
});
export type ActiveSession = z.infer<typeof activeSessionSchema>;
export const activeSessionListSchema = z.object({ sessions: z.array(activeSessionSchema) });
export type ActiveSessionList = z.infer<typeof activeSessionListSchema>;

export const SESSION_NOT_FOUND = 'Session not found';
export const sessionIdParamsSchema = z.object({
  id: z.string().regex(/^[A-Za-z0-9_-]{22}$/, SESSION_NOT_FOUND),
});

export const endedSessionsSchema = z.object({ ended: z.number().int() });
export type EndedSessions = z.infer<typeof endedSessionsSchema>;

export const MEMBER_NOT_FOUND = 'Member not found';
export const memberIdParamsSchema = rowIdParamsSchema(MEMBER_NOT_FOUND);

// ---- two-step verification (TOTP) ---------------------------------------------------------

/** The code of `403` answers to an administrator whose session lacks two-step verification. */
export const SECOND_FACTOR_REQUIRED = 'SECOND_FACTOR_REQUIRED';
export const SECOND_FACTOR_REQUIRED_MESSAGE =
  'Administrators need two-step verification: turn it on in your profile, or sign in again with your authentication code.';

/** The answer of a right password for an account with two-step verification: a code is next. */
export const secondFactorChallengeSchema = z.object({ secondFactor: z.literal('totp') });
export type SecondFactorChallenge = z.infer<typeof secondFactorChallengeSchema>;
export const loginAnswerSchema = z.union([currentUserSchema, secondFactorChallengeSchema]);
export type LoginAnswer = z.infer<typeof loginAnswerSchema>;
export const needsSecondFactor = (answer: LoginAnswer): answer is SecondFactorChallenge =>
  'secondFactor' in answer;

export const CODE_REQUIRED = 'Enter the 6-digit code from your authenticator app';
export const CODE_FORMAT = 'The code is 6 digits';
export const WRONG_CODE = 'That code is not right (or was already used). Please try again.';
export const RECOVERY_CODE_REQUIRED = 'Enter one of your recovery codes';
export const WRONG_RECOVERY_CODE = 'That recovery code is not right or was already used.';
export const CODE_OR_RECOVERY = 'Enter a code or a recovery code, not both';
export const SIGN_IN_EXPIRED = 'Your sign-in has expired. Please enter your password again.';
export const TOTP_ALREADY_ON = 'Two-step verification is already on.';
export const TOTP_NOT_STARTED = 'Start setting up two-step verification first.';
export const TOTP_NOT_ON = 'Two-step verification is not on.';
export const ADMIN_KEEPS_TOTP = 'Administrators must keep two-step verification on.';
export const RECOVERY_CODE_COUNT = 10;
/** The recovery codes' length without its dash: 10 characters of 32 (50 bits). */
export const RECOVERY_CODE_LENGTH = 10;
/** A pending sign-in (password right, code not yet given) lasts this long. */
export const PENDING_SIGN_IN_MINUTES = 5;

/** A code as the app shows it: six digits. */
export const totpCodeField = z
  .string({ error: CODE_REQUIRED })
  .trim()
  .min(1, { error: CODE_REQUIRED, abort: true })
  .regex(/^\d{6}$/, CODE_FORMAT);

/** A recovery code as shown (`abcde-fghij`); case and spaces do not matter. */
export const recoveryCodeField = z
  .string({ error: RECOVERY_CODE_REQUIRED })
  .trim()
  .toLowerCase()
  .min(1, RECOVERY_CODE_REQUIRED)
  .max(64, WRONG_RECOVERY_CODE);

/** The second step of signing in: a code of the app, or else one recovery code. */
export const secondFactorBodySchema = z
  .object({ code: totpCodeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .superRefine((v, ctx) => {
    if (v.code !== undefined && v.recoveryCode !== undefined) {
      ctx.addIssue({ code: 'custom', message: CODE_OR_RECOVERY, path: ['code'] });
    } else if (v.code === undefined && v.recoveryCode === undefined) {
      ctx.addIssue({ code: 'custom', message: CODE_REQUIRED, path: ['code'] });
    }
  });
export type SecondFactorBody = z.infer<typeof secondFactorBodySchema>;

/**
 * The password form with a second factor alongside: a code of the app or a recovery code. While
 * the account's unknown sources are held back (many failed sign-ins from elsewhere), a right
 * password with a right second factor still signs in from a new browser; without one, or with
 * either wrong, the attempt is refused like every other.
 */
export const loginWithFactorBodySchema = loginBodySchema
  .extend({ code: totpCodeField.optional(), recoveryCode: recoveryCodeField.optional() })
  .superRefine((v, ctx) => {
    if (v.code !== undefined && v.recoveryCode !== undefined) {
      ctx.addIssue({ code: 'custom', message: CODE_OR_RECOVERY, path: ['code'] });
    }
  });
export type LoginWithFactorBody = z.infer<typeof loginWithFactorBodySchema>;

/**
 * The password form on screen: once the account is held back (429), one more field for a code of
 * the app or a recovery code, which `withFactor` sends as the one or the other.
 */
export const loginFormSchema = loginBodySchema.extend({ factor: z.string().trim().optional() });
export type LoginForm = z.infer<typeof loginFormSchema>;

/** Six digits are a code of the app; anything else typed there is tried as a recovery code. */
export function withFactor({ factor, ...body }: LoginForm): LoginWithFactorBody {
  if (!factor) return body;
  return /^\d{6}$/.test(factor) ? { ...body, code: factor } : { ...body, recoveryCode: factor };
}
/** The code step's form: one field, holding a code or a recovery code depending on the mode. */
export const totpCodeFormSchema = z.object({ code: totpCodeField });
export type TotpCodeForm = z.input<typeof totpCodeFormSchema>;
export const recoveryCodeFormSchema = z.object({ recoveryCode: recoveryCodeField });
export type RecoveryCodeForm = z.input<typeof recoveryCodeFormSchema>;

/** Whether the member has two-step verification on, and how many recovery codes are unused. */
export const totpStatusSchema = z.object({
  enabled: z.boolean(),
  recoveryCodesLeft: z.number().int(),
});
export type TotpStatus = z.infer<typeof totpStatusSchema>;

/** Setting up: what the authenticator app needs. Nothing is on until a code confirms it. */
export const totpSetupSchema = z.object({
  /** The Base32 secret, for typing into an app that cannot scan. */
  secret: z.string(),
  /** The otpauth:// address the QR code holds. */
  uri: z.string(),
  /** The QR code as an SVG data URL (`img` sources allow `data:`). */
  qrCode: z.string(),
});
export type TotpSetup = z.infer<typeof totpSetupSchema>;

export const totpCodeBodySchema = z.object({ code: totpCodeField });
export type TotpCodeBody = z.infer<typeof totpCodeBodySchema>;

/** Recovery codes, shown once: only their hashes are kept. */
export const recoveryCodesSchema = z.object({ recoveryCodes: z.array(z.string()) });
export type RecoveryCodes = z.infer<typeof recoveryCodesSchema>;

export const totpDisableBodySchema = z.object({
  currentPassword: currentPasswordField.min(1, CURRENT_PASSWORD_REQUIRED),
  code: totpCodeField,
});
export type TotpDisableBody = z.infer<typeof totpDisableBodySchema>;
export type TotpDisableForm = z.input<typeof totpDisableBodySchema>;

/**
 * Adding a sign-in factor (a passkey, an authenticator app) is proved by the account's owner, not
 * by a session alone: the current password, and a code of the app when two-step verification is
 * on (the server asks for it then, with CODE_REQUIRED on `code`).
 */
export const factorChangeBodySchema = z.object({
  currentPassword: currentPasswordField.min(1, CURRENT_PASSWORD_REQUIRED),
  code: totpCodeField.optional(),
});
export type FactorChangeBody = z.infer<typeof factorChangeBodySchema>;
export type FactorChangeForm = z.input<typeof factorChangeBodySchema>;

/** What an administrator's removal of a member's passkeys and authenticator app took away. */
export const removedFactorsSchema = z.object({
  passkeys: z.number().int(),
  totp: z.boolean(),
});
export type RemovedFactors = z.infer<typeof removedFactorsSchema>;

/** The accounts' addresses: signing in and out, the profile, sessions, two-step verification. */
export const authApi = {
  register: apiRoute('/api/auth/register'),
  login: apiRoute('/api/auth/login'),
  loginSecondFactor: apiRoute('/api/auth/login/second-factor'),
  logout: apiRoute('/api/auth/logout'),
  me: apiRoute('/api/auth/me'),
  resendVerification: apiRoute('/api/auth/resend-verification'),
  verifyEmail: apiRoute('/api/auth/verify-email'),
  confirmEmail: apiRoute('/api/auth/confirm-email'),
  changePassword: apiRoute('/api/change-password'),
  forgotPassword: apiRoute('/api/forgot-password'),
  resetPassword: apiRoute('/api/reset-password'),
  profile: apiRoute('/api/profile'),
  sessions: apiRoute('/api/profile/sessions'),
  session: apiRoute('/api/profile/sessions/:id'),
  memberSessions: apiRoute('/api/admin/users/:id/sessions'),
  memberFactors: apiRoute('/api/admin/users/:id/factors'),
  twoFactor: apiRoute('/api/profile/two-factor'),
  twoFactorConfirm: apiRoute('/api/profile/two-factor/confirm'),
  twoFactorDisable: apiRoute('/api/profile/two-factor/disable'),
  twoFactorRecoveryCodes: apiRoute('/api/profile/two-factor/recovery-codes'),
};
