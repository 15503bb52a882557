import type { FeedbackType } from '@zxcvbn-ts/core';
import type { z } from 'zod';

/**
 * How hard a password is to guess, by zxcvbn (dictionaries of leaked passwords, words and names,
 * keyboard patterns, dates, sequences): a score from 0 (under 10^3 guesses) to 4 (10^10 or
 * more). The rule and its messages are defined here once; the estimator itself, with its large
 * dictionaries, is loaded by `loadPasswordStrength` (the server at start, the browser only on a
 * screen that chooses a password). See docs/decisions/0010-password-strength.md.
 */
export interface PasswordStrength {
  score: 0 | 1 | 2 | 3 | 4;
  feedback: FeedbackType;
}

/** Members: at least 10^6 guesses, with sign-in throttled and passwords hashed with argon2id. */
export const MEMBER_PASSWORD_MIN_SCORE = 2;
/** Administrators (ADMIN_PASSWORD, admin:create): 10^10 guesses, safe even against a stolen hash. */
export const ADMIN_PASSWORD_MIN_SCORE = 4;

export const WEAK_PASSWORD_MESSAGE = 'This password is too easy to guess.';
/** Said when zxcvbn has no suggestion of its own (its "add words" advice). */
const DEFAULT_SUGGESTION = 'Add more words that are less common.';

type Estimate = (password: string) => PasswordStrength;
let estimate: Estimate | undefined;
let loading: Promise<Estimate> | undefined;

/** Loads the estimator once (its own chunk in the browser); later calls share the first. */
export function loadPasswordStrength(): Promise<Estimate> {
  loading ??= import('./password-estimator').then(
    (m) => {
      const zxcvbn = m.createEstimator();
      estimate = (password) => {
        const result = zxcvbn.check(password);
        return { score: result.score, feedback: result.feedback };
      };
      return estimate;
    },
    (error: unknown) => {
      // A download that failed (a phone losing its network) may be tried again.
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

/** The estimate, synchronously; undefined until `loadPasswordStrength` has finished. */
export function estimatePasswordStrength(password: string): PasswordStrength | undefined {
  return estimate?.(password);
}

/** The refusal for a score under `minScore` (with zxcvbn's warning and advice), or undefined. */
export function weakPasswordMessage(
  strength: PasswordStrength,
  minScore: number,
  refusal = WEAK_PASSWORD_MESSAGE,
): string | undefined {
  if (strength.score >= minScore) return undefined;
  const { warning, suggestions } = strength.feedback;
  const advice = suggestions.length > 0 ? suggestions : [DEFAULT_SUGGESTION];
  return [refusal, warning, ...advice].filter(Boolean).join(' ');
}

/**
 * The strength rule as a zod refinement. Synchronous once the estimator is loaded, as the server
 * needs (fastify-type-provider-zod parses synchronously; the server loads it before it starts).
 * In the browser, the first check before the estimator arrives returns a promise: forms parse
 * asynchronously (zodResolver's default), so they wait for it. Lengths outside `[min, max]` are
 * left to the length rules, so a short password gets exactly one message.
 */
export function strongPassword(opts: {
  minScore: number;
  min: number;
  max: number;
  refusal?: string;
}) {
  return (password: string, ctx: z.RefinementCtx<string>): void | Promise<void> => {
    if (password.length < opts.min || password.length > opts.max) return;
    const report = (strength: PasswordStrength) => {
      const message = weakPasswordMessage(strength, opts.minScore, opts.refusal);
      if (message) ctx.addIssue({ code: 'custom', message });
    };
    const strength = estimatePasswordStrength(password);
    if (strength) return report(strength);
    return loadPasswordStrength().then((load) => report(load(password)));
  };
}
