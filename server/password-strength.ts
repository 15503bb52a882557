import { z } from 'zod';
import {
  ADMIN_PASSWORD_MIN_SCORE,
  loadPasswordStrength,
  strongPassword,
} from '../contract/password-strength';
import { PASSWORD_MAX, PASSWORD_MIN } from '../contract/auth';

// Every password rule of the contract runs synchronously here (fastify-type-provider-zod parses
// synchronously), so the estimator and its dictionaries are loaded before any module that checks
// a password (the app, the configuration, admin accounts) can run.
await loadPasswordStrength();

/** The administrator's bar, said in the refusal so the operator knows what to choose. */
export const ADMIN_PASSWORD_RULE =
  'An administrator password must be very hard to guess (zxcvbn score 4 of 4): use four or more uncommon words, or a password manager.';

/** An administrator's password (ADMIN_PASSWORD, admin:create): the members' rules, higher bar. */
export const adminPasswordField = z
  .string()
  .min(PASSWORD_MIN, `must be at least ${PASSWORD_MIN} characters`)
  .max(PASSWORD_MAX, 'is too long')
  .superRefine(
    strongPassword({
      minScore: ADMIN_PASSWORD_MIN_SCORE,
      min: PASSWORD_MIN,
      max: PASSWORD_MAX,
      refusal: ADMIN_PASSWORD_RULE,
    }),
  );

export class WeakAdminPasswordError extends Error {}

/** Throws WeakAdminPasswordError naming the rule when `password` is not good enough. */
export function assertAdminPassword(password: string): void {
  const result = adminPasswordField.safeParse(password);
  if (!result.success) {
    throw new WeakAdminPasswordError(result.error.issues.map((i) => i.message).join(' '));
  }
}
