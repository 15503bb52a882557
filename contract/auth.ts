import { z } from 'zod';
import { isCommonPassword } from './common-passwords';
import { emailField } from './fields';

/** The signed-in user as `GET /api/auth/me` answers it; never carries secrets. */
export const currentUserSchema = z.object({
  id: z.number().int(),
  username: z.string(),
  email: z.string(),
  firstName: z.string().nullable(),
  lastName: z.string().nullable(),
  isAdmin: z.boolean(),
  createdAt: z.string(),
  updatedAt: z.string(),
});
export type CurrentUser = z.infer<typeof currentUserSchema>;

export const PASSWORD_MIN = 6;
/** argon2 accepts any length; a cap keeps a megabyte "password" from costing anything. */
export const PASSWORD_MAX = 256;
export const NAME_MAX = 50;

export const COMMON_PASSWORD_MESSAGE = 'This password is too common. Please choose another.';
export const PASSWORDS_DONT_MATCH = "Passwords don't match";

/** An empty confirmation has its own message ('Please confirm your password'), not two. */
const passwordsMatch = (password: string, confirmation: string) =>
  confirmation === '' || password === confirmation;

const CONFIRM_PASSWORD = 'Please confirm your password';
const confirmationField = z.string({ error: CONFIRM_PASSWORD }).min(1, CONFIRM_PASSWORD);
/** Where a mismatch is reported: on the confirmation, under the field the person just typed. */
const mismatchOnConfirmation = { message: PASSWORDS_DONT_MATCH, path: ['confirmPassword'] };

/** A password someone is choosing: the length rules of spec §5, and not a well-known one. */
export const newPasswordField = (tooShort: string) =>
  z
    .string({ error: tooShort })
    .min(PASSWORD_MIN, tooShort)
    .max(PASSWORD_MAX, 'Password is too long')
    .refine((p) => !isCommonPassword(p), COMMON_PASSWORD_MESSAGE);

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
});
export type RegisterBody = z.infer<typeof registerBodySchema>;

/** The registration form: the body plus the confirmation, which never leaves the browser. */
export const registerFormSchema = registerBodySchema
  .omit({ username: true })
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

export const profileBodySchema = z.object({
  email: emailField.optional(),
  firstName: firstNameField.optional(),
  lastName: lastNameField.optional(),
});
export type ProfileBody = z.infer<typeof profileBodySchema>;
export type ProfileForm = z.input<typeof profileBodySchema>;

export const changePasswordBodySchema = z
  .object({
    currentPassword: z
      .string({ error: 'Current password is required' })
      .min(1, 'Current password is required')
      .max(PASSWORD_MAX, 'Current password is incorrect'),
    newPassword: newPasswordField('New password must be at least 6 characters'),
    confirmPassword: confirmationField,
  })
  .refine((v) => passwordsMatch(v.newPassword, v.confirmPassword), mismatchOnConfirmation);
export type ChangePasswordBody = z.infer<typeof changePasswordBodySchema>;
export type ChangePasswordForm = z.input<typeof changePasswordBodySchema>;

// ---- answers -------------------------------------------------------------------------------

export const registerAnswerSchema = z.object({ message: z.string(), user: currentUserSchema });

/** Whether or not the address has an account: the answer is the same. */
export const FORGOT_PASSWORD_ANSWER =
  'If an account exists for that email, we have sent a link to reset the password.';
