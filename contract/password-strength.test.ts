// @module-tag asvs-v6
import { dictionary as commonDictionary } from '@zxcvbn-ts/language-common';
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { registerBodySchema, resetPasswordFormSchema } from './auth';
import {
  estimatePasswordStrength,
  loadPasswordStrength,
  MEMBER_PASSWORD_MIN_SCORE,
  WEAK_PASSWORD_MESSAGE,
} from './password-strength';

const COMMONLY_USED =
  'This password is too easy to guess. This is a commonly used password. Add more words that are less common.';

const passwordIssues = (password: string) =>
  resetPasswordFormSchema
    .safeParse({ newPassword: password, confirmPassword: password })
    .error?.issues.filter((i) => i.path[0] === 'newPassword')
    .map((i) => i.message) ?? [];

beforeAll(async () => {
  await loadPasswordStrength();
});

describe('the new-password rule', () => {
  it.each(['qwe123', 'a1b2c3', 'zxc123', 'asd123', 'q1w2e3'])(
    'refuses %j with zxcvbn’s warning and advice',
    (password) => {
      expect(passwordIssues(password)).toEqual([COMMONLY_USED]);
    },
  );

  it('refuses the 3,000 most common passwords of 6 characters or more', () => {
    const top = commonDictionary['passwords-common'].slice(0, 3000);
    const long = top.filter((p) => p.length >= 6);
    expect(long.length).toBeGreaterThan(1500);
    const accepted = long.filter(
      (p) => (estimatePasswordStrength(p)?.score ?? 0) >= MEMBER_PASSWORD_MIN_SCORE,
    );
    expect(accepted).toEqual([]);
  });

  it.each([
    'password123',
    'Password1',
    'iloveyou',
    'P@ssw0rd!',
    'Blessed1',
    'jesus1',
    'JESUSCHRIST',
    'john3:16',
    'praisethelord',
    'holyspirit',
    'contraseña',
    'senha123',
  ])('refuses %j, from the list it replaces or close to it', (password) => {
    const [message, ...rest] = passwordIssues(password);
    expect(rest).toEqual([]);
    expect(message?.startsWith(`${WEAK_PASSWORD_MESSAGE} `)).toBe(true);
  });

  it.each(['narrow gate 7', 'correct horse', 'five smooth stones', 'Tr0ub4dor&3'])(
    'accepts the passphrase %j',
    (password) => {
      expect(passwordIssues(password)).toEqual([]);
    },
  );

  it('keeps the 6-character minimum and its one message', () => {
    expect(passwordIssues('Xq7#v')).toEqual(['Password must be at least 6 characters']);
    // Six characters meet the length rule; zxcvbn counts any 6 as under 10^6 guesses (score 1).
    expect(passwordIssues('Xq7#vL')).toEqual([
      `${WEAK_PASSWORD_MESSAGE} Add more words that are less common.`,
    ]);
    expect(passwordIssues('Xq7#vLp')).toEqual([]);
    expect(passwordIssues('x'.repeat(257))).toEqual(['Password is too long']);
  });

  it('estimates a long password quickly (only its first 64 characters)', () => {
    const long = 'aB3$'.repeat(64);
    const started = performance.now();
    expect(estimatePasswordStrength(long)?.score).toBeLessThan(MEMBER_PASSWORD_MIN_SCORE);
    // Unbounded, this string took seconds; bounded, tens of milliseconds on a busy machine.
    expect(performance.now() - started).toBeLessThan(1000);
  });
});

describe('before the estimator is loaded (the browser)', () => {
  it('waits for it when parsed asynchronously, and cannot be parsed synchronously', async () => {
    vi.resetModules();
    const fresh = await import('./auth');
    const body = { email: 'ruth@example.org', firstName: 'Ruth', lastName: 'Moabite' };
    expect(() => fresh.registerBodySchema.safeParse({ ...body, password: 'qwe123' })).toThrow();
    const weak = await fresh.registerBodySchema.safeParseAsync({ ...body, password: 'qwe123' });
    expect(weak.error?.issues.map((i) => i.message)).toEqual([COMMONLY_USED]);
    // Once loaded, the same schema parses synchronously, as the server needs.
    expect(fresh.registerBodySchema.safeParse({ ...body, password: 'narrow gate 7' }).success).toBe(
      true,
    );
    expect(registerBodySchema.safeParse({ ...body, password: 'qwe123' }).success).toBe(false);
  });
});
